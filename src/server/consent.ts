/**
 * The consent checkbox's label, given as HTML by the integrator (`--consent`, the `consent`
 * option). It is parsed as a browser parses it and written out again, so whatever it holds
 * (a stray `</span>`, an unclosed tag, `</template>`) stays inside its own `<span slot="consent">`.
 */
import { html, parseFragment, serialize, type DefaultTreeAdapterMap } from 'parse5';

type ChildNode = DefaultTreeAdapterMap['childNode'];

/**
 * What a `<label>` may hold around a checkbox: phrasing content that is not itself a control or a
 * label. `a` is allowed: a link to the privacy notice is the usual consent label.
 */
const PHRASING = new Set(
  'a abbr b bdi bdo br cite code data dfn em i kbd mark q s samp small span strong sub sup time u var wbr'.split(' '),
);

function check(nodes: readonly ChildNode[]): void {
  for (const node of nodes) {
    if (!('tagName' in node)) continue;
    if (!PHRASING.has(node.tagName) || node.namespaceURI !== html.NS.HTML) {
      throw new Error(
        '<event-register> the consent label may hold text, links and inline markup (em, strong, span…), ' +
          `not <${node.tagName}>: it becomes the label of a checkbox. See docs/server-rendering.md.`,
      );
    }
    check(node.childNodes);
  }
}

/** The label's HTML, balanced and escaped as a browser would read it; throws on an element a label cannot hold. */
export function consentMarkup(label: string): string {
  const fragment = parseFragment(label);
  check(fragment.childNodes);
  return serialize(fragment);
}
