/**
 * The widget on pages styled by the CSS frameworks sites use: Tailwind 4 (its preflight, and the
 * Typography plugin's `.prose`), Bulma's `.content`, Bootstrap's `.card-body`, Pico, water.css, and
 * a page of bare element rules (`li`, `p`, `ul`, `input`, `path` …). Each stylesheet comes from its
 * npm package (Tailwind is compiled by the test server, test/plugins/framework-css.mjs).
 *
 * In each state (at rest, client errors, a server error, the address hint, success with the
 * calendar menu open) the widget is measured on the framework's page, then again with the
 * framework's stylesheet switched off: a bare page with the same inherited text (the font and
 * colour the widget takes from its page on purpose) and the same root font size (which its rem
 * sizes follow). Every box inside the widget must be where it was, within 1 px, with the same
 * display, list marker and icon paint. Both roots; the light DOM is the one the page can reach.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import type { EventRegister } from '../../../src/event-register.js';
import { GUARD } from '../../../src/form/styles/rule-builders.js';
import * as api from '../../helpers/api.js';
import * as ui from '../../helpers/widget.js';
import { linkStylesheet } from '../../helpers/stylesheet.js';

interface PageStyle {
  name: string;
  /** The framework's stylesheet: a file of its npm package, or CSS text. */
  href?: string;
  css?: string;
  /** Classes of the page's content wrapper, outermost first: where a CMS puts an embedded block. */
  wrappers: string[];
}

const BARE_ELEMENT_RULES = `
  p, ul, ol, li, div, span, a, time, h2, label, input, button, bdi, progress, form, strong {
    margin: 1rem 0.5rem; padding: 0.5rem; border: 2px solid red; line-height: 3; font-size: 20px;
  }
  ul li, :where(ol, ul) li { list-style: square; margin-block-end: 1rem; }
  p:not(:last-child), .column p { margin-block-end: 2em; }
  input { inline-size: 50%; block-size: 4rem; }
  svg, circle, path { display: inline; fill: red; stroke: blue; stroke-width: 5px; }`;

const PAGE_STYLES: PageStyle[] = [
  { name: 'Tailwind 4 preflight', href: '/__framework-css/tailwind.css', wrappers: [] },
  { name: 'Tailwind Typography .prose', href: '/__framework-css/tailwind.css', wrappers: ['prose max-w-none'] },
  { name: 'Bulma .content', href: '/node_modules/bulma/css/bulma.min.css', wrappers: ['content'] },
  {
    name: 'Bootstrap .card-body',
    href: '/node_modules/bootstrap/dist/css/bootstrap.min.css',
    wrappers: ['card', 'card-body'],
  },
  { name: 'Pico', href: '/node_modules/@picocss/pico/css/pico.min.css', wrappers: [] },
  { name: 'water.css', href: '/node_modules/water.css/out/light.min.css', wrappers: [] },
  { name: 'bare element rules', css: BARE_ELEMENT_RULES, wrappers: [] },
];

/** The width of the page's column: the widget's own 28 rem would differ with the root font size. */
const COLUMN_PX = 420;

/** Inherited text properties: the widget takes them from its page on purpose, so the bare page keeps them. */
const INHERITED = [
  'color',
  'font-family',
  'font-weight',
  'font-style',
  'font-stretch',
  'font-feature-settings',
  'font-variation-settings',
  'font-kerning',
  'letter-spacing',
  'word-spacing',
  'text-transform',
  'text-indent',
  'text-rendering',
  'hyphens',
  'word-break',
  'tab-size',
];

interface Page {
  column: HTMLElement;
  /** The page's own paragraph and list, which show that the framework's stylesheet applies. */
  own: HTMLElement[];
  sheet: { disabled: boolean };
  remove(): void;
}

/** Adds the framework's stylesheet to the document, failing at once if it does not load. */
async function addStylesheet(style: PageStyle): Promise<HTMLLinkElement | HTMLStyleElement> {
  if (style.css !== undefined) {
    const element = document.createElement('style');
    element.textContent = style.css;
    document.head.append(element);
    return element;
  }
  return linkStylesheet(style.href!);
}

/** A page of this framework: a paragraph, a list, a column of fixed width, and another paragraph. */
async function framedPage(style: PageStyle): Promise<Page> {
  const stylesheet = await addStylesheet(style);
  const page: HTMLElement = await fixture(html`<div></div>`);
  let inner = page;
  for (const classes of style.wrappers) {
    const wrapper = document.createElement('div');
    wrapper.className = classes;
    inner.append(wrapper);
    inner = wrapper;
  }
  inner.innerHTML = `<p>Join the quarterly update.</p><ul><li>Live questions</li><li>A recording</li></ul>
    <div class="column" style="inline-size: ${COLUMN_PX}px; max-inline-size: none; box-sizing: content-box"></div>
    <p>See you there.</p>`;
  return {
    column: inner.querySelector('.column')!,
    own: [...inner.querySelectorAll<HTMLElement>(':scope > p, :scope > ul, :scope > ul > li')],
    sheet: stylesheet.sheet!,
    remove: () => stylesheet.remove(),
  };
}

interface Box {
  what: string;
  /** Where its box is, relative to the widget's; null when it has none (hidden, `display: contents`). */
  rect: [number, number, number, number] | null;
  look: string;
}

/** Every element the widget rendered, and where it is relative to the widget's box. */
function measure(el: EventRegister): Box[] {
  const host = el.getBoundingClientRect();
  const rendered = [...ui.root(el).querySelectorAll('*')].filter((node) => node.localName !== 'style');
  return [el, ...rendered].map((node) => {
    const r = node.getBoundingClientRect();
    const s = getComputedStyle(node);
    const classes = node.getAttribute('class')?.trim();
    return {
      what: `<${node.localName}${classes ? ` class="${classes}"` : ''}>`,
      rect: node.getClientRects().length ? [r.left - host.left, r.top - host.top, r.width, r.height] : null,
      look: [s.display, s.listStyleType, s.position, s.float, s.fill, s.stroke, s.strokeWidth].join(' '),
    };
  });
}

/** What moved between two measurements of the same widget: empty when nothing did. */
function moved(bare: Box[], framed: Box[]): string[] {
  if (bare.length !== framed.length) return [`${bare.length} elements on the bare page, ${framed.length} here`];
  const names = ['x', 'y', 'width', 'height'];
  return bare.flatMap((box, i) => {
    const other = framed[i]!;
    if (!box.rect || !other.rect)
      return box.rect === other.rect ? [] : [`${box.what}: ${box.rect ? 'lost its box' : 'has a box it had not'}`];
    const shifts = box.rect
      .map((value, k) => [names[k], other.rect![k]! - value] as const)
      .filter(([, delta]) => Math.abs(delta) > 1)
      .map(([name, delta]) => `${name} ${delta > 0 ? '+' : ''}${delta.toFixed(1)} px`);
    if (box.look !== other.look) shifts.push(`"${box.look}" became "${other.look}"`);
    return shifts.length ? [`${box.what}: ${shifts.join(', ')}`] : [];
  });
}

/** The page's stylesheet switched off, with the inherited text and root font size it gave kept. */
function asBarePage(page: Page): () => void {
  const kept = getComputedStyle(page.column);
  const rootSize = getComputedStyle(document.documentElement).fontSize;
  const inline = INHERITED.map((name) => `${name}: ${kept.getPropertyValue(name)};`).join(' ');
  const columnStyle = page.column.getAttribute('style')!;
  page.sheet.disabled = true;
  page.column.setAttribute('style', `${columnStyle}; ${inline}`);
  document.documentElement.style.fontSize = rootSize;
  return () => {
    page.sheet.disabled = false;
    page.column.setAttribute('style', columnStyle);
    document.documentElement.style.removeProperty('font-size');
  };
}

const DAY = 24 * 60 * 60_000;

/** The states a visitor sees, each reached through the local API from a fresh widget. */
const STATES: Record<string, (el: EventRegister) => Promise<void>> = {
  'at rest': async () => {},
  'with client errors and the summary': async (el) => {
    ui.submitButton(el).click();
    await waitUntil(() => ui.errorSummary(el), 'no error summary after an empty submit');
  },
  'with a server error': async (el) => {
    await ui.fill(el, { email: api.uniqueEmail('pages'), name: 'Page Person' });
    await api.injectProblem(500, { title: 'Internal Server Error' });
    await ui.submitAndWait(el, 'submit-error');
    expect(ui.formError(el).textContent, 'the banner shows').to.not.equal('');
  },
  'with the address hint': async (el) => {
    await ui.fill(el, { email: `${api.uniqueEmail('pages').split('@')[0]}@gmial.com`, name: 'Page Person' });
    let sent = false;
    el.addEventListener('register-submit', () => (sent = true), { once: true });
    ui.submitButton(el).click();
    await waitUntil(() => ui.root(el).querySelector('[part~="email-hint"]') || sent, 'no hint within 5 s', {
      timeout: 5000,
    });
    if (sent) throw new Error('the mistyped address was sent, with no hint');
  },
  'registered, with the calendar menu open': async (el) => {
    const start = new Date(Date.now() + 2 * DAY);
    el.setAttribute('event-title', 'Quarterly update');
    el.setAttribute('event-start', start.toISOString());
    el.setAttribute('event-end', new Date(start.getTime() + 3_600_000).toISOString());
    await ui.fill(el, { email: api.uniqueEmail('pages'), name: 'Page Person' });
    await ui.submitAndWait(el, 'registered');
    await ui.settled(el);
    ui.part(el, '[part~="calendar-button"]').click();
    await el.updateComplete;
    expect(ui.part(el, '[part~="calendar-menu"]').hidden, 'the menu opens').to.equal(false);
  },
  'identified, with a returning viewer’s progress': async (el) => {
    // The local API's demo viewer has watched 37.5 % of its demo event.
    el.setAttribute('event-id', api.env.demoEventId);
    el.setAttribute('external-id', 'demo-user-42');
    el.setAttribute('mode', 'identify');
    await el.updateComplete;
    await ui.submitAndWait(el, 'identified');
    await ui.settled(el);
    expect(ui.root(el).querySelector('progress'), 'the progress shows').to.not.equal(null);
  },
};

/** The widget's element in the light DOM that no rule of the widget guards (a reset for HTML elements). */
function unguarded(el: EventRegister): string[] {
  const guarded: { selector: string; reset: boolean }[] = [];
  const walk = (rules: CSSRuleList): void => {
    for (const rule of rules) {
      if (rule instanceof CSSStyleRule) {
        if (rule.selectorText.includes(GUARD.slice(0, -1)))
          guarded.push({ selector: rule.selectorText, reset: rule.cssText.includes('revert') });
      } else if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules);
    }
  };
  for (const sheet of document.adoptedStyleSheets) walk(sheet.cssRules);
  return [...el.querySelectorAll('*')]
    .filter((node) => {
      // SVG shapes keep their geometry attributes, which a reset would drop: a guard is enough.
      const needsReset = node instanceof HTMLElement || node.localName === 'svg';
      return !guarded.some((rule) => (rule.reset || !needsReset) && node.matches(rule.selector));
    })
    .map((node) => node.outerHTML.slice(0, 80));
}

ui.forEachRoot((root) => {
  describe('on pages styled by CSS frameworks', () => {
    beforeEach(api.normalServer);

    for (const style of PAGE_STYLES) {
      for (const [state, reach] of Object.entries(STATES)) {
        it(`${style.name}: the widget ${state} measures as on a bare page`, async () => {
          const page = await framedPage(style);
          try {
            const ownLook = (): string =>
              page.own
                .map((n) =>
                  ['margin-top', 'padding-left', 'list-style-type', 'font-family', 'color']
                    .map((p) => getComputedStyle(n).getPropertyValue(p))
                    .join(),
                )
                .join('|');
            const el = ui.withRenderRoot(document.createElement('event-register'));
            el.setAttribute('event-id', await api.freshEvent());
            el.setAttribute('api-key', api.env.publishableKey);
            el.setAttribute('base-url', api.env.baseUrl);
            el.setAttribute('locale', 'en');
            page.column.append(el);
            await el.updateComplete;
            await reach(el);
            if (root === 'light') expect(unguarded(el), 'elements no rule of the widget guards').to.deep.equal([]);
            const framed = measure(el);
            const framedOwn = ownLook();
            const restore = asBarePage(page);
            const bare = measure(el);
            expect(ownLook(), 'the framework styles the page’s own paragraph and list').to.not.equal(framedOwn);
            restore();
            expect(moved(bare, framed), 'what the page’s stylesheet moved inside the widget').to.deep.equal([]);
          } finally {
            page.remove();
          }
        });
      }
    }
  });
});
