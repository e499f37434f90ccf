/**
 * The server's markup holds against any input: renderEventRegister() and the snippet command, fed
 * arbitrary strings (replacement patterns such as `$1` and `$&`, quotes, `<`, `&`, `-->`,
 * `</template>`, `</script>`, lone surrogates, RTL marks, NUL) in every attribute, the consent
 * label, `strings` and `--cdn`. Each output is parsed with parse5, as a browser parses it: one
 * element, one form, the inputs its mode has, nothing outside the host, and every value read back
 * as it was given.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { parse, parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import { nameFieldMode } from '../../src/fields/model.js';
import { modeOf } from '../../src/form/mode-labels.js';
import { main } from '../../src/server/cli.js';
import { renderEventRegister, type EventRegisterAttributes } from '../../src/server/render.js';
import { snippet } from '../../src/server/snippet.js';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/** Pieces that break naive markup building, joined at random; plus any string at all. */
const TOKENS = [
  ...['$1', '$2', '$3', '$&', '$`', "$'", '$$', '$<x>'],
  ...['"', "'", '<', '>', '&', '&amp;', '&#0;', '-->', '<!--', '</template>', '<template shadowrootmode="open">'],
  ...['</script>', '<script>', '</span>', '</label>', '</event-register>', ' part="x"', '<form>', '<input>'],
  ...['\uD800', '\uDC00', '\u202E', '\u200F', '\0', '\n', '\r', '\r\n', '\t', ' ', '漢字', '😀', 'a', 'Z', '9', '-'],
];
const hostile = fc.oneof(
  fc.array(fc.constantFrom(...TOKENS), { maxLength: 8 }).map((parts) => parts.join('')),
  fc.string({ unit: 'binary', maxLength: 12 }),
);
const enumerated = (...values: string[]) => fc.oneof(fc.constantFrom(...values), hostile);

const attributes: fc.Arbitrary<EventRegisterAttributes> = fc.record(
  {
    'event-id': hostile,
    'api-key': hostile.map((key) => `pk_${key}`),
    'base-url': hostile,
    mode: enumerated('register', 'identify'),
    'external-id': hostile,
    'custom-attributes': hostile,
    auto: fc.boolean(),
    'name-field': enumerated('optional', 'required', 'hidden'),
    email: hostile,
    name: hostile,
    remember: fc.boolean(),
    locale: enumerated('de', 'ar', 'ja', 'pt-BR', 'he'),
    'render-root': fc.constantFrom('shadow', 'light'),
    theme: enumerated('auto', 'light', 'dark'),
    layout: enumerated('stacked', 'inline'),
    'form-label': hostile,
    id: hostile,
  },
  { requiredKeys: ['event-id', 'api-key', 'base-url', 'render-root'] },
);
interface Options {
  consent: string | undefined;
  strings: { 'button.register': string; 'notice.unavailable': string } | undefined;
}
const options: fc.Arbitrary<Options> = fc.record({
  consent: fc.option(hostile, { nil: undefined }),
  strings: fc.option(fc.record({ 'button.register': hostile, 'notice.unavailable': hostile }), { nil: undefined }),
});

/** What a browser reads back from a value written into a page: no UTF-8 carries a lone surrogate, and a NUL reads as U+FFFD. */
const asParsed = (value: string): string =>
  value.replace(/\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
/** Text as it renders: runs of white space as one space (the templates' indentation is collapsed). */
const asText = (value: string): string => asParsed(value).replace(/\s+/g, ' ').trim();

const isElement = (node: Node): node is Element => 'tagName' in node;
const childrenOf = (node: Node): Node[] => [
  ...('childNodes' in node ? node.childNodes : []),
  ...(isElement(node) && node.tagName === 'template' ? [(node as DefaultTreeAdapterMap['template']).content] : []),
];
function all(node: Node, test: (element: Element) => boolean): Element[] {
  const found = isElement(node) && test(node) ? [node] : [];
  return found.concat(...childrenOf(node).map((child) => all(child, test)));
}
const attr = (element: Element, name: string): string | undefined => element.attrs.find((a) => a.name === name)?.value;
const text = (node: Node): string =>
  node.nodeName === '#text' ? (node as DefaultTreeAdapterMap['textNode']).value : childrenOf(node).map(text).join('');
const bodyOf = (html: string): Element => {
  const body = all(
    parse(`<!doctype html><html><head><title>t</title></head><body>${html}</body></html>`),
    (e) => e.tagName === 'body',
  )[0];
  assert.ok(body);
  return body;
};

/** Checks one widget's markup as a browser would parse it; `others` are the elements the snippet puts before it. */
function check(markup: string, given: EventRegisterAttributes, opts: Options, others: string[] = []): void {
  const body = bodyOf(markup);
  const tags = body.childNodes.filter(isElement).map((e) => e.tagName);
  assert.deepEqual(tags, [...others, 'event-register'], `elements outside the host:\n${markup}`);
  const host = body.childNodes.filter(isElement).at(-1)!;
  assert.equal(all(body, (e) => e.tagName === 'event-register').length, 1, 'one <event-register>');
  // Every attribute given comes back as given, and the host has no other but the ids' seed.
  const expected = Object.entries(given).filter(([, value]) => value !== undefined && value !== false);
  for (const [name, value] of expected) {
    assert.equal(attr(host, name), value === true ? '' : asParsed(String(value)), `attribute ${name}`);
  }
  assert.deepEqual(
    host.attrs.map((a) => a.name).filter((name) => name !== 'data-er-seed'),
    expected.map(([name]) => name),
  );
  const light = given['render-root'] === 'light';
  const roots = light ? [host] : host.childNodes.filter((n): n is Element => isElement(n) && n.tagName === 'template');
  assert.equal(roots.length, 1, 'one render root');
  if (!light) assert.equal(attr(roots[0]!, 'shadowrootmode'), 'open');
  if (!light)
    assert.deepEqual(
      roots[0]!.attrs.map((a) => a.name),
      ['shadowrootmode'],
      'no pre-standard shadowroot attribute',
    );
  const root = roots[0]!;
  assert.equal(all(root, (e) => e.tagName === 'form').length, 1, 'one form');
  assert.equal(all(host, (e) => e.tagName === 'template').length, light ? 0 : 1, 'no other template');
  const identify = modeOf(typeof given.mode === 'string' ? given.mode : undefined) === 'identify';
  const nameShown =
    nameFieldMode(typeof given['name-field'] === 'string' ? given['name-field'] : undefined) !== 'hidden';
  const inputs = all(root, (e) => e.tagName === 'input');
  assert.equal(inputs.length, identify ? 0 : nameShown ? 3 : 2, 'the inputs of the mode');
  if (light) assert.deepEqual(all(root, (e) => attr(e, 'part') !== undefined).length, 0, 'no part in the light DOM');
  // The integrator's texts read back as given.
  const button = all(root, (e) => e.tagName === 'button')[0];
  const buttonText = opts.strings?.['button.register'];
  if (!identify && buttonText !== undefined && asText(buttonText) !== '')
    assert.equal(asText(text(button!)), asText(buttonText));
  const notice = all(root, (e) => attr(e, 'class') === 'er-unavailable');
  assert.equal(notice.length, 1, 'one notice');
  const noticeText = opts.strings?.['notice.unavailable'];
  if (noticeText !== undefined && asText(noticeText) !== '') assert.equal(asText(text(notice[0]!)), asText(noticeText));
  const slotted = all(host, (e) => attr(e, 'slot') === 'consent');
  const consent = !identify && opts.consent?.trim() ? opts.consent : undefined;
  assert.equal(slotted.length, consent ? 1 : 0, 'the consent label, once');
  if (consent)
    assert.equal(
      asText(text(slotted[0]!)),
      asText(text(parseFragment(asParsed(consent)))),
      'the consent label reads as its HTML',
    );
}

/** Renders, or names why it refused: only a consent label that a label cannot hold may be refused. */
async function rendered(run: () => Promise<string>, consent: string | undefined): Promise<string | undefined> {
  try {
    return await run();
  } catch (error) {
    assert.match(String(error), /the consent label may hold text/, `an unexpected refusal: ${String(error)}`);
    assert.ok(consent?.includes('<'), 'refused a consent label with no markup');
    return undefined;
  }
}

describe('server markup against any input (fast-check, parse5)', () => {
  it('renderEventRegister: one host, one form, its inputs, every value read back', async () => {
    await fc.assert(
      fc.asyncProperty(attributes, options, async (given, opts) => {
        const markup = await rendered(() => renderEventRegister(given, { ...opts, styles: 'inline' }), opts.consent);
        if (markup !== undefined) check(markup, given, opts);
      }),
      { numRuns: 250 },
    );
  });

  it('snippet: the script and preloads, then one host, for any --cdn it accepts', async () => {
    const cdn = fc.oneof(
      hostile,
      hostile.map((path) => `https://cdn.example/${path}`),
      hostile.map((path) => `https://cdn.example/${path.replace(/[?#]/g, '')}`),
      fc.constantFrom(
        'https://cdn.example/$1/',
        'https://cdn.example/a&amp;b/',
        'https://cdn.example/er/?v=1',
        'https://cdn.example/er/#x',
      ),
    );
    let written = 0;
    await fc.assert(
      fc.asyncProperty(attributes, options, cdn, fc.boolean(), async (given, opts, folder, link) => {
        let markup: string | undefined;
        try {
          markup = await rendered(
            () => snippet(given, { ...opts, cdn: folder, styles: link ? 'link' : undefined }),
            opts.consent,
          );
        } catch (error) {
          assert.match(
            String(error),
            /cdn ".*" (is not an absolute http\(s\) URL|has a query or a fragment)/s,
            String(error),
          );
          assert.ok(
            !URL.canParse(folder) || /[?#]/.test(folder) || !/^https?:/.test(new URL(folder).protocol),
            `refused ${folder}`,
          );
          return;
        }
        if (markup === undefined) return;
        const body = bodyOf(markup);
        const elements = body.childNodes.filter(isElement);
        const base = folder.endsWith('/') ? folder : `${folder}/`;
        assert.equal(
          attr(elements[0]!, 'src'),
          new URL('event-register.iife.js', base).href,
          'the script from the folder',
        );
        assert.equal(attr(elements[1]!, 'href'), new URL('event-register.js', base).href, 'the entry from the folder');
        for (const preload of elements.filter((e) => attr(e, 'rel') === 'modulepreload')) {
          assert.ok(attr(preload, 'href')!.startsWith(new URL('.', new URL('x', base)).href), attr(preload, 'href'));
        }
        check(
          markup,
          given,
          opts,
          elements.slice(0, -1).map((e) => e.tagName),
        );
        written++;
      }),
      { numRuns: 150 },
    );
    // The cases that reach the checks are not a handful: most folders are accepted.
    assert.ok(written >= 50, `only ${written} of 150 snippets written`);
  });

  it('the command refuses, never throws: exit 0 with a snippet, or 2 with the reason on stderr', async () => {
    const codes = { 0: 0, 2: 0 };
    const flag = fc.constantFrom(
      '--event-id',
      '--api-key',
      '--base-url',
      '--mode',
      '--external-id',
      '--cdn',
      '--consent',
      '--locale',
    );
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(flag, hostile), { maxLength: 6 }), async (pairs) => {
        const args = ['snippet', '--event-id=evt_1', '--api-key=pk_test_1', '--base-url=https://api.example.com/v1'];
        for (const [name, value] of pairs) args.push(`${name}=${value}`);
        let out = '';
        let err = '';
        const code = await main(
          args,
          (t) => (out += t),
          (t) => (err += t),
        );
        if (code === 0 || code === 2) codes[code]++;
        if (code === 0) assert.match(out, /<event-register /);
        else {
          assert.equal(code, 2, `exit ${code}: ${err}`);
          assert.equal(out, '');
          assert.ok(err.trim().length > 0, 'a reason');
        }
      }),
      { numRuns: 150 },
    );
    assert.ok(codes[0] >= 20 && codes[2] >= 20, `exit codes: ${JSON.stringify(codes)}`);
  });
});
