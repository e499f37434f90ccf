/**
 * The dialog's look. Pixel baselines, as test/browser/theming/visual.test.ts takes them (per engine,
 * test/visual/baselines/<engine>/dialog-*.png; `npm run test:visual:update` with this file rewrites
 * them): the open dialog on a light page, on a dark page (no color-scheme declared: the widget works
 * the scheme out) and as a phone's sheet; shadow root only, as there. And its geometry, both roots:
 * centred and `--event-register-max-width` wide (at most the viewport less 2rem) above 480 px, a
 * sheet that fills a 375 px wide viewport, the close button inside the viewport and clear of a long
 * title, and the widget's button in the same box before opening and after closing.
 *
 * Held still for the pictures: a fixed font, locale="en", nothing focused, the dialog's entry
 * transition finished (waited on, never slept), painted.
 */
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { visualDiff } from '@web/test-runner-visual-regression';
import type { EventRegister } from '../../../src/event-register.js';
import * as api from '../../helpers/api.js';
import * as ui from '../../helpers/widget.js';
import { freshDialogWidget } from './dialog-page.js';

const FONT = "font-family: 'DejaVu Sans', sans-serif; font-size: 16px; line-height: 1.5;";
const LIGHT_PAGE = `background: #ffffff; color: #1f2328; ${FONT}`;
const DARK_PAGE = `background: #0d1117; color: #e6edf3; ${FONT}`;
const LONG_TITLE =
  'Quarterly product update: everything that shipped this quarter, the roadmap for the next, and your questions';

const dialogOf = (el: EventRegister) => ui.part<HTMLDialogElement>(el, '[part~="dialog"]');
const buttonOf = (el: EventRegister) => ui.part(el, '[part~="dialog-button"]');
const closeOf = (el: EventRegister) => ui.part(el, '[part~="dialog-close"]');

/** A dialog widget for a fresh event on a page of its own colours (set before it connects: theme="auto" reads them). */
async function staged(attrs: Record<string, string> = {}, page = LIGHT_PAGE): Promise<EventRegister> {
  const stage: HTMLElement = await fixture(html`<div style=${`${page} padding: 16px;`}></div>`);
  return freshDialogWidget(stage, { locale: 'en', 'event-title': 'Launch webinar', ...attrs });
}

async function open(el: EventRegister): Promise<HTMLDialogElement> {
  const opened = oneEvent(el, 'dialog-open');
  buttonOf(el).click();
  await opened;
  const dialog = dialogOf(el);
  expect(dialog.open, 'the dialog is open').to.equal(true);
  // The entry transition's end, not a frame of its fade.
  await Promise.all(dialog.getAnimations({ subtree: true }).map((animation) => animation.finished));
  return dialog;
}

/** Nothing focused (no caret, no ring), fonts loaded, painted. */
async function settle(el: EventRegister): Promise<void> {
  (ui.focused(el) as HTMLElement | null)?.blur();
  await el.updateComplete;
  await document.fonts.ready;
  await ui.nextFrame();
  await ui.nextFrame();
}

/** Sets the viewport, or skips where the engine's launcher cannot (WebKit over WebDriver). */
async function viewport(test: Mocha.Context, width: number, height: number): Promise<void> {
  try {
    await setViewport({ width, height });
  } catch {
    test.skip();
  }
}

const rect = (e: Element) => e.getBoundingClientRect();

describe('dialog: visual baselines (shadow root)', () => {
  beforeEach(api.normalServer);

  it('open on a light page', async () => {
    const el = await staged();
    const dialog = await open(el);
    await settle(el);
    await visualDiff(dialog, 'dialog-light-page');
  });

  it('open on a dark page', async () => {
    const el = await staged({}, DARK_PAGE);
    const dialog = await open(el);
    await settle(el);
    await visualDiff(dialog, 'dialog-dark-page');
  });

  it('open on a phone (375 × 700): the sheet', async function () {
    await viewport(this, 375, 700);
    try {
      const el = await staged();
      const dialog = await open(el);
      await settle(el);
      await visualDiff(dialog, 'dialog-phone');
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });
});

ui.forEachRoot(() => {
  describe('dialog: geometry', () => {
    beforeEach(api.normalServer);

    for (const [maxWidth, width] of [
      ['', 448],
      ['36rem', 576],
      ['60rem', 960],
    ] as const)
      it(`above 480 px: centred, ${maxWidth || 'the default 28rem'} wide, at most the viewport less 2rem`, async () => {
        // WebKit over WebDriver keeps its own window (wider than 480 px): measured against it.
        await setViewport({ width: 800, height: 600 }).catch(() => undefined);
        expect(innerWidth, 'a viewport above 480 px').to.be.above(480);
        const el = await staged();
        if (maxWidth) el.style.setProperty('--event-register-max-width', maxWidth);
        const box = rect(await open(el));
        const view = { width: document.documentElement.clientWidth, height: innerHeight };
        expect(box.width, 'its width').to.be.closeTo(Math.min(width, view.width - 32), 1);
        expect(box.left, 'centred across').to.be.closeTo(view.width - box.right, 1);
        expect(box.top, 'centred down').to.be.closeTo(view.height - box.bottom, 1);
      });

    it('at 375 px wide: a sheet that fills the viewport, its close button in reach', async function () {
      await viewport(this, 375, 700);
      try {
        const el = await staged({ 'event-title': LONG_TITLE });
        const box = rect(await open(el));
        expect(box.left, 'from the left edge').to.be.closeTo(0, 0.5);
        expect(box.top, 'from the top').to.be.closeTo(0, 0.5);
        expect(box.width, 'the whole width').to.be.closeTo(document.documentElement.clientWidth, 0.5);
        expect(box.height, 'the whole height').to.be.closeTo(innerHeight, 0.5);
        const close = rect(closeOf(el));
        expect(close.right, 'the close button inside the viewport').to.be.at.most(box.right);
        expect(close.top).to.be.at.least(0);
      } finally {
        await setViewport({ width: 800, height: 600 });
      }
    });

    for (const locale of ['en', 'ar'])
      it(`a long title wraps beside the close button, never under it (${locale})`, async () => {
        const el = await staged({ 'event-title': LONG_TITLE, locale });
        const dialog = await open(el);
        const title = rect(ui.part(el, '.er-dialog-title'));
        const close = rect(closeOf(el));
        expect(title.height, 'the title wraps').to.be.above(40);
        const overlaps = title.left < close.right && close.left < title.right && title.top < close.bottom;
        expect(
          overlaps,
          `the title ${JSON.stringify(title)} clear of the close button ${JSON.stringify(close)}`,
        ).to.equal(false);
        const box = rect(dialog);
        for (const [what, r] of [
          ['the title', title],
          ['the close button', close],
        ] as const) {
          expect(r.left, `${what} inside the dialog`).to.be.at.least(box.left);
          expect(r.right, `${what} inside the dialog`).to.be.at.most(box.right);
        }
        expect(close.width).to.be.at.least(24);
        // Right to left, the close button is at the dialog's start edge: the left.
        expect(close.left < title.left, 'the close button at the end of the line').to.equal(locale === 'ar');
      });

    it("a page's CSS for dialog, ::backdrop, button, h2 and svg does not reach the dialog", async () => {
      /** What the page's rules would move: the boxes, and the colours of the surface and the backdrop. */
      const look = async (): Promise<string> => {
        const el = await staged();
        const dialog = await open(el);
        const parts = [dialog, ui.part(el, '.er-dialog-title'), closeOf(el), closeOf(el).querySelector('svg')!];
        const backdrop = getComputedStyle(dialog, '::backdrop').backgroundColor;
        const { backgroundColor, color, padding } = getComputedStyle(dialog);
        const result = JSON.stringify([parts.map(rect), backdrop, backgroundColor, color, padding]);
        dialog.close();
        return result;
      };
      const clean = await look();
      const page = document.createElement('style');
      // As strong as a page's rules get without naming the widget: an id's weight, and properties the widget does not set.
      page.textContent = `html body dialog:not(#x) { padding: 50px; background: red; color: yellow; border: 6px dashed blue; margin: 0; width: 200px; }
        html body dialog:not(#x)::backdrop { background: rgb(0 200 0 / 0.8); }
        html body button:not(#x) { background: hotpink; padding: 20px; width: 300px; height: 90px; font: italic 30px serif; }
        html body h2:not(#x) { font-size: 44px; margin: 40px; letter-spacing: 5px; text-transform: uppercase; }
        html body svg:not(#x) { width: 80px; height: 80px; }`;
      document.head.append(page);
      try {
        expect(await look()).to.equal(clean);
      } finally {
        page.remove();
      }
    });

    it("the widget's button keeps its box when the dialog opens and closes", async () => {
      const el = await staged();
      const button = buttonOf(el);
      const before = JSON.stringify(rect(button));
      await open(el);
      expect(JSON.stringify(rect(button)), 'while open').to.equal(before);
      const closed = oneEvent(el, 'dialog-close');
      await sendKeys({ press: 'Escape' });
      await closed;
      expect(JSON.stringify(rect(button)), 'after closing').to.equal(before);
    });
  });
});
