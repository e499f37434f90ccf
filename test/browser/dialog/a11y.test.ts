/**
 * The dialog's accessibility: axe and IBM's engine clean with the dialog open in each state (at rest,
 * with field errors, after success) on light and dark themes and right to left; the close button
 * named and at least 24 × 24 CSS px (WCAG 2.5.8); what a screen reader says on open (the dialog with
 * its name, then the email field, which has focus); and, in forced colours, the dialog's edge and the
 * close button's cross stay visible. Both roots.
 */
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { virtual } from '@guidepup/virtual-screen-reader/browser.js';
import { executeServerCommand } from '@web/test-runner-commands';
import type { EventRegister } from '../../../src/event-register.js';
import * as a11y from '../../helpers/a11y.js';
import * as api from '../../helpers/api.js';
import * as ui from '../../helpers/widget.js';
import { freshDialogWidget } from './dialog-page.js';

const dialogOf = (el: EventRegister) => ui.part<HTMLDialogElement>(el, '[part~="dialog"]');
const closeButton = (el: EventRegister) => ui.part<HTMLButtonElement>(el, '[part~="dialog-close"]');

/**
 * A dialog widget for a fresh event, in the page's main landmark (the widget's button is the page's
 * content, and the page's landmarks are the page's), not yet open.
 */
async function mounted(attrs: Record<string, string> = {}): Promise<EventRegister> {
  return freshDialogWidget(await fixture(html`<main></main>`), attrs);
}

/** The dialog's entry transition ended: the engines measure the colours it comes to, not a frame of its fade. */
async function still(el: EventRegister): Promise<void> {
  await ui.settled(el);
  await Promise.all(
    dialogOf(el)
      .getAnimations({ subtree: true })
      .map((animation) => animation.finished),
  );
}

/** A dialog widget opened from its own button. */
async function opened(attrs: Record<string, string> = {}): Promise<EventRegister> {
  const el = await mounted(attrs);
  const open = oneEvent(el, 'dialog-open');
  ui.part(el, '[part~="dialog-button"]').click();
  await open;
  expect(dialogOf(el).open, 'the dialog is open').to.equal(true);
  return el;
}

/** The engine's own accessible name and role of the widget's element at `selector` (test/plugins/accessible-name-command.mjs). */
async function engineName(
  el: EventRegister,
  selector: string,
  candidates: string[],
): Promise<{ name?: string; role?: string }> {
  el.id ||= `dialog-a11y-${Math.random().toString(36).slice(2)}`;
  const result = await executeServerCommand<
    { name?: string; role?: string; unsupported?: string; ignored?: boolean },
    { path: string[]; candidates: string[] }
  >('accessible-name', { path: [`event-register#${el.id}`, selector], candidates });
  if (!result || result.unsupported)
    throw new Error(`no accessible name from ${api.env.engine}: ${result?.unsupported}`);
  expect(result.ignored, `${selector} is in the accessibility tree`).to.not.equal(true);
  return result;
}

/** Each state: the open dialog brought into it. */
const STATES: Record<string, (el: EventRegister) => Promise<void>> = {
  'at rest': async () => {},
  'with field errors': async (el) => {
    ui.submitButton(el).click();
    await ui.settled(el);
    expect(ui.fieldError(el, 'email'), 'the email field says what is wrong').to.not.equal('');
  },
  'after success': async (el) => {
    await ui.fill(el, { email: api.uniqueEmail(), name: 'Ada Lovelace' });
    await ui.submitAndWait(el, 'registered');
    await ui.settled(el);
    ui.part(el, '[part~="success"]');
  },
};

const LOOKS: Record<string, Record<string, string>> = {
  'light theme': { theme: 'light' },
  'dark theme': { theme: 'dark' },
  'right to left': { locale: 'ar' },
};

/** What the reader says by itself (focus moves, live regions) while `action` runs, started on the widget's root. */
async function saidDuring(el: EventRegister, action: () => Promise<void>): Promise<string[]> {
  await virtual.start({ container: ui.root(el).querySelector('.er-root')! });
  try {
    await virtual.clearSpokenPhraseLog();
    await action();
    await ui.settled(el);
    return (await virtual.spokenPhraseLog()).map((p) => p.replace(/[\u2068\u2069]/g, ''));
  } finally {
    await virtual.stop();
  }
}

ui.forEachRoot(() => {
  beforeEach(api.normalServer);

  describe('dialog: axe and IBM clean while open', () => {
    for (const [look, lookAttrs] of Object.entries(LOOKS))
      for (const [state, enter] of Object.entries(STATES))
        it(`${state}, ${look}`, async () => {
          const el = await opened({ 'event-title': 'Launch webinar', ...lookAttrs });
          await enter(el);
          await still(el);
          await a11y.expectAccessible(el, `dialog ${state}, ${look}`);
        });
  });

  describe('dialog: names', () => {
    it('the close button: named "Close" by the engine, at least 24 × 24 CSS px', async () => {
      const el = await opened({ locale: 'en' });
      await still(el);
      const { name, role } = await engineName(el, '[part~="dialog-close"]', ['Close', '']);
      expect(name, 'its name').to.equal('Close');
      expect(role, 'its role').to.equal('button');
      const box = closeButton(el).getBoundingClientRect();
      expect(box.width, 'its width').to.be.at.least(24);
      expect(box.height, 'its height').to.be.at.least(24);
    });

    for (const [title, name] of [
      ['Launch webinar', 'Launch webinar'],
      ['', 'Register'],
    ] as const)
      it(`the dialog: named "${name}" by the engine`, async () => {
        const el = await opened({ 'event-title': title });
        const result = await engineName(el, '[part~="dialog"]', [name, '']);
        expect(result.name).to.equal(name);
        expect(result.role).to.equal('dialog');
      });
  });

  describe('dialog: what a screen reader says on open', () => {
    for (const [title, name] of [
      ['Launch webinar', 'Launch webinar'],
      ['', 'Register'],
    ] as const)
      it(`the dialog named "${name}", then the email field, which has focus`, async () => {
        const el = await mounted({ 'event-title': title });
        const said = await saidDuring(el, async () => {
          const open = oneEvent(el, 'dialog-open');
          ui.part(el, '[part~="dialog-button"]').click();
          await open;
        });
        ui.expectFocus(el, ui.emailInput(el), 'on open');
        const all = said.join('\n');
        const named = said.findIndex((p) => p.startsWith(`dialog, ${name}`));
        const email = said.findIndex((p) => /^textbox, Email\b/.test(p));
        expect(named, `the dialog and its name:\n${all}`).to.be.at.least(0);
        expect(email, `the email field, after the dialog:\n${all}`).to.be.above(named);
      });
  });

  describe('dialog: forced colours', () => {
    it("keeps the dialog's edge and the close button's cross visible", async function () {
      const el = await opened();
      await still(el);
      const result = await executeServerCommand<{ emulated?: boolean; unsupported?: string }, unknown>(
        'forced-colors',
        { active: true },
      );
      // Forced colours can be emulated only through the DevTools Protocol, which only Chromium has here.
      if (result?.unsupported) this.skip();
      try {
        expect(matchMedia('(forced-colors: active)').matches).to.equal(true);
        const dialog = getComputedStyle(dialogOf(el));
        expect(dialog.borderTopStyle, 'a border').to.equal('solid');
        expect(parseFloat(dialog.borderTopWidth), 'a border').to.be.at.least(1);
        expect(dialog.borderTopColor, 'a border of another colour than the surface').to.not.equal(
          dialog.backgroundColor,
        );
        const icon = getComputedStyle(closeButton(el).querySelector('svg')!);
        expect(icon.stroke, 'the cross is drawn').to.not.match(/^(none|transparent|rgba\(0, 0, 0, 0\))$/);
        expect(icon.stroke, 'the cross in the button text colour').to.equal(getComputedStyle(closeButton(el)).color);
        expect(parseFloat(icon.strokeWidth)).to.be.at.least(1);
        expect(icon.display).to.not.equal('none');
      } finally {
        await executeServerCommand('forced-colors', { active: false });
      }
    });
  });
});
