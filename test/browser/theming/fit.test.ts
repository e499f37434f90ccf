/**
 * How the widget fits its page: its fields on dark pages (a tint of their text over the page, from
 * the widget's tokens, never the system's grey), its width (28 rem, or the whole column), and the
 * space docs/embedding.md tells a page to keep for it before its script runs. Dark pages include
 * Pico's and water.css's dark themes, from their npm packages.
 */
import { expect, fixture, html } from '@open-wc/testing';
import type { EventRegister } from '../../../src/event-register.js';
import * as api from '../../helpers/api.js';
import * as ui from '../../helpers/widget.js';
import * as a11y from '../../helpers/a11y.js';
import { linkStylesheet } from '../../helpers/stylesheet.js';
import { luminance as luminanceOf } from '../../../src/form/color-scheme.js';

type Rgba = [number, number, number, number];

/** A computed colour as sRGB channels (0–255) and alpha: `rgb()`, `rgba()` or `color(srgb …)`. */
function rgba(css: string): Rgba {
  const srgb = /^color\(srgb ([\d.e-]+) ([\d.e-]+) ([\d.e-]+)(?: \/ ([\d.e-]+))?\)$/.exec(css);
  if (srgb) return [+srgb[1]! * 255, +srgb[2]! * 255, +srgb[3]! * 255, srgb[4] === undefined ? 1 : +srgb[4]];
  const rgb = /^rgba?\(([\d.]+),? ([\d.]+),? ([\d.]+)(?:[,/] ?([\d.]+))?\)$/.exec(css);
  if (rgb) return [+rgb[1]!, +rgb[2]!, +rgb[3]!, rgb[4] === undefined ? 1 : +rgb[4]];
  throw new Error(`a colour this test cannot read: ${css}`);
}

/** `top` painted over the opaque `under`. */
const over = (top: Rgba, under: Rgba): Rgba =>
  [0, 1, 2].map((i) => top[i]! * top[3] + under[i]! * (1 - top[3])).concat(1) as Rgba;

const luminance = ([r, g, b]: Rgba): number => luminanceOf(`rgb(${r}, ${g}, ${b})`)!;

const contrast = (a: Rgba, b: Rgba): number => {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
};

/** The opaque background behind `node`: the first ancestor that paints one. */
function pageBackground(node: Element): Rgba {
  for (let at: Element | null = node; at; at = at.parentElement) {
    const colour = rgba(getComputedStyle(at).backgroundColor);
    if (colour[3] === 1) return colour;
  }
  throw new Error('no opaque background behind the widget');
}

async function widgetIn(container: HTMLElement, attrs: Record<string, string> = {}): Promise<EventRegister> {
  const el = ui.withRenderRoot(document.createElement('event-register'));
  const all = {
    'event-id': await api.freshEvent(),
    'api-key': api.env.publishableKey,
    'base-url': api.env.baseUrl,
    ...attrs,
  };
  for (const [name, value] of Object.entries(all)) el.setAttribute(name, value);
  container.append(el);
  await el.updateComplete;
  return el;
}

interface DarkPage {
  name: string;
  /** Sets the page up; returns what undoes it. */
  open(): Promise<() => void>;
  /** The page's style on the widget's container. */
  style?: string;
}

/** A framework's stylesheet from its npm package, and an attribute on the document element. */
function framework(href: string, attribute?: [string, string]): DarkPage['open'] {
  return async () => {
    const link = await linkStylesheet(href);
    if (attribute) document.documentElement.setAttribute(...attribute);
    return () => {
      link.remove();
      if (attribute) document.documentElement.removeAttribute(attribute[0]);
    };
  };
}

/** A page styled by the container's own style alone. */
const nothingToOpen: DarkPage['open'] = () => Promise.resolve(() => {});

const DARK_PAGES: DarkPage[] = [
  {
    name: 'a page that declares color-scheme: dark',
    open: nothingToOpen,
    style: 'background: #0d1117; color: #e6edf3; color-scheme: dark;',
  },
  {
    name: 'a dark page that declares no color-scheme',
    open: nothingToOpen,
    style: 'background: #202124; color: #e8eaed;',
  },
  {
    name: 'Pico’s dark theme',
    open: framework('/node_modules/@picocss/pico/css/pico.min.css', ['data-theme', 'dark']),
  },
  { name: 'water.css’s dark theme', open: framework('/node_modules/water.css/out/dark.min.css') },
];

ui.forEachRoot(() => {
  describe('fields on a dark page', () => {
    for (const page of DARK_PAGES) {
      it(`on ${page.name}, are a tint of their text over the page, not the system's field colour, and AA`, async () => {
        const close = await page.open();
        try {
          const container: HTMLElement = await fixture(html`<div style=${page.style ?? ''}></div>`);
          const el = await widgetIn(container);
          // The system's field colour in a dark scheme, as an unstyled input of the page shows it.
          const probe = document.createElement('input');
          probe.style.cssText = 'all: revert; color-scheme: dark;';
          container.append(probe);
          const system = rgba(getComputedStyle(probe).backgroundColor);
          probe.remove();

          const input = ui.emailInput(el);
          const look = getComputedStyle(input);
          const behind = pageBackground(container);
          const field = over(rgba(look.backgroundColor), behind);
          const text = rgba(look.color);
          expect(field.slice(0, 3), 'not the system’s field colour').to.not.deep.equal(system.slice(0, 3));
          expect(luminance(field), 'lighter than the page').to.be.above(luminance(behind));
          expect(luminance(field), 'darker than the text').to.be.below(luminance(text));
          expect(contrast(text, field), 'text on the field').to.be.at.least(4.5);
          expect(contrast(over(rgba(look.borderTopColor), behind), behind), 'the field’s border').to.be.at.least(3);
          await a11y.expectAccessible(el, `the form on ${page.name}`);
        } finally {
          close();
        }
      });
    }

    it('take --event-register-input-background when the page sets it', async () => {
      const container: HTMLElement = await fixture(
        html`<div style="background: #0d1117; color: #e6edf3; color-scheme: dark; --event-register-input-background: rgb(1, 2, 3)"></div>`,
      );
      const el = await widgetIn(container);
      expect(getComputedStyle(ui.emailInput(el)).backgroundColor).to.equal('rgb(1, 2, 3)');
    });
  });

  describe('width', () => {
    const COLUMN = 640;
    /** The form's own box: the element is a block as wide as its column, and the form within it stops at the width. */
    const formBox = (el: EventRegister): DOMRect => ui.root(el).querySelector('.er-root')!.getBoundingClientRect();
    const column = (): Promise<HTMLElement> =>
      fixture(html`<div style="inline-size: ${COLUMN}px; font-size: 16px"></div>`);

    it('stops at 28 rem by default', async () => {
      const el = await widgetIn(await column());
      expect(formBox(el).width).to.be.closeTo(28 * 16, 0.5);
    });

    it('fills its column with --event-register-max-width: none, as docs/theming.md shows', async () => {
      const css = document.createElement('style');
      // snippet: theming-width
      css.textContent = 'event-register { --event-register-max-width: none; }';
      document.head.append(css);
      try {
        const el = await widgetIn(await column());
        expect(formBox(el).width).to.be.closeTo(COLUMN, 0.5);
      } finally {
        css.remove();
      }
    });
  });
});

describe('the space to keep before the script runs (docs/embedding.md)', () => {
  // snippet: embedding-placeholder-css: the rules' sizes, against the form (or button) they stand for.
  const SIZES: [string, Record<string, string>, number][] = [
    ['a live key', { 'api-key': 'pk_live_placeholder' }, 13.75],
    ['a test key, with the "Test mode" badge', {}, 16.35],
    // With dialog, only the button stands where the element is: the form and its badge are in the dialog.
    ['dialog, a live key', { dialog: '', 'api-key': 'pk_live_placeholder' }, 2.75],
    ['dialog, a test key', { dialog: '' }, 2.75],
  ];
  for (const [what, attrs, rem] of SIZES) {
    it(`is the form's height with ${what}: ${rem}rem`, async () => {
      const page: HTMLElement = await fixture(html`<div style="font-size: 16px; inline-size: 30rem"></div>`);
      const el = await widgetIn(page, { locale: 'en', ...attrs });
      expect(el.getBoundingClientRect().height).to.be.closeTo(rem * 16, 1);
    });
  }
});
