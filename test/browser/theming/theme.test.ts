/**
 * Theming: the page's font and text colour, colours that are readable on light
 * and dark pages (axe checks the contrast against what is really behind the
 * widget), the theme attribute, forced colours, reflow and form names.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { luminance, pageScheme } from '../../../src/form/color-scheme.js';
import type { EventRegister } from '../../../src/event-register.js';
import { PALETTE } from '../../../src/form/styles/palette.js';
import * as api from '../../helpers/api.js';
import * as ui from '../../helpers/widget.js';
import * as a11y from '../../helpers/a11y.js';

function contrast(a: string, b: string): number {
  const hex = (c: string): string => `rgb(${[1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16)).join(', ')})`;
  const [l1, l2] = [luminance(hex(a))!, luminance(hex(b))!].sort((x, y) => y - x) as [number, number];
  return (l1 + 0.05) / (l2 + 0.05);
}

/** A widget inside a host "page" with the given style, in this run's rendering root. */
async function onPage(pageStyle: string, attrs: Record<string, string> = {}): Promise<EventRegister> {
  const page = await fixture(html`<div class="host-page" style=${pageStyle}></div>`);
  const el = document.createElement('event-register');
  const all = {
    'event-id': await api.freshEvent(),
    'api-key': api.env.publishableKey,
    'base-url': api.env.baseUrl,
    ...attrs,
  };
  if (ui.renderRoot === 'light') el.setAttribute('render-root', 'light');
  for (const [name, value] of Object.entries(all)) el.setAttribute(name, value);
  page.append(el);
  await el.updateComplete;
  return el;
}

const DARK_PAGE = 'background: #0d1117; color: #e6edf3; font-family: Georgia, serif; padding: 1rem;';
const LIGHT_PAGE = 'background: #ffffff; color: #1f2328; font-family: Georgia, serif; padding: 1rem;';

async function showFieldErrors(el: EventRegister): Promise<void> {
  ui.submitButton(el).click();
  await el.updateComplete;
  await el.updateComplete;
  expect(ui.fieldError(el, 'email')).to.not.equal('');
}

ui.forEachRoot(() => {
  describe('theme: the default palette', () => {
    it('meets WCAG 2.2 AA on a light and on a dark page', () => {
      const pages = [
        [0, '#ffffff'],
        [1, '#0d1117'],
      ] as const;
      pages.forEach(([scheme, background]) => {
        for (const text of ['accent', 'danger', 'success', 'muted-color'] as const) {
          expect(contrast(PALETTE[text][scheme], background), `${text} on ${background}`).to.be.at.least(4.5);
        }
        expect(contrast(PALETTE['border-color'][scheme], background), `border on ${background}`).to.be.at.least(3);
        expect(
          contrast(PALETTE['accent-contrast'][scheme], PALETTE.accent[scheme]),
          `button text on ${background}`,
        ).to.be.at.least(4.5);
      });
    });

    it('takes a page with light text and no color-scheme for a dark page', () => {
      expect(pageScheme({ color: 'rgb(230, 237, 243)', colorScheme: 'normal' })).to.equal('dark');
      expect(pageScheme({ color: 'rgb(31, 35, 40)', colorScheme: 'normal' })).to.equal(undefined);
      // A page that declares its scheme is followed by CSS (light-dark()), not by guessing.
      expect(pageScheme({ color: 'rgb(230, 237, 243)', colorScheme: 'dark' })).to.equal(undefined);
    });
  });

  describe('theme: on the page', () => {
    beforeEach(api.normalServer);

    it('uses the page’s font and text colour on a light page, and is accessible with errors shown', async () => {
      const el = await onPage(LIGHT_PAGE);
      const label = ui.emailInput(el).labels![0]!;
      expect(getComputedStyle(label).fontFamily).to.include('Georgia');
      expect(getComputedStyle(label).color).to.equal('rgb(31, 35, 40)');
      await showFieldErrors(el);
      await a11y.expectAccessible(el);
    });

    it('is readable on a dark page that declares no color-scheme', async () => {
      const el = await onPage(DARK_PAGE);
      const label = ui.emailInput(el).labels![0]!;
      expect(getComputedStyle(label).fontFamily).to.include('Georgia');
      expect(getComputedStyle(label).color).to.equal('rgb(230, 237, 243)');
      await showFieldErrors(el);
      const error = ui.part(el, '[part~="field-error"]');
      expect(getComputedStyle(error).color).to.equal('rgb(255, 155, 147)');
      await a11y.expectAccessible(el);
    });

    it('stays accessible on a dark page through a server error, "already registered" and success', async () => {
      const el = await onPage(DARK_PAGE);
      const email = api.uniqueEmail('dark');
      await ui.fill(el, { email });
      await api.injectFaults({ match: 'register', status: 500 });
      await ui.submitAndWait(el, 'submit-error');
      expect(ui.formError(el).textContent).to.include('went wrong');
      await a11y.expectAccessible(el);
      await ui.submitAndWait(el, 'registered');
      await a11y.expectAccessible(el);
      const again = await onPage(DARK_PAGE, { 'event-id': el.eventId });
      await ui.fill(again, { email });
      await ui.submitAndWait(again, 'submit-error');
      expect(ui.formError(again).textContent).to.include('already registered');
      await a11y.expectAccessible(again);
    });

    it('styles what a submission shows (its rules come with the interaction code): invalid field, summary, success', async () => {
      const el = await onPage(LIGHT_PAGE);
      await showFieldErrors(el);
      expect(getComputedStyle(ui.emailInput(el)).borderTopWidth, 'invalid field border').to.equal('2px');
      expect(getComputedStyle(ui.emailInput(el)).borderTopColor).to.equal('rgb(179, 38, 30)');
      const summary = ui.part(el, '[part~="error-summary"]');
      expect(getComputedStyle(summary).borderTopWidth, 'error summary frame').to.equal('3px');
      await ui.fill(el, { email: api.uniqueEmail('styled') });
      await ui.submitAndWait(el, 'registered');
      const success = ui.part(el, '[part~="success"]');
      expect(getComputedStyle(success).borderInlineStartWidth, 'success view rule').to.equal('4px');
      expect(getComputedStyle(success).borderInlineStartColor).to.equal('rgb(20, 108, 46)');
    });

    it('follows a page that declares color-scheme: dark', async () => {
      const el = await onPage(`${DARK_PAGE} color-scheme: dark;`);
      await showFieldErrors(el);
      expect(getComputedStyle(ui.part(el, '[part~="field-error"]')).color).to.equal('rgb(255, 155, 147)');
      await a11y.expectAccessible(el);
    });

    it('switches palette when the page switches to a dark theme', async () => {
      const el = await onPage(LIGHT_PAGE);
      await showFieldErrors(el);
      expect(getComputedStyle(ui.part(el, '[part~="field-error"]')).color).to.equal('rgb(179, 38, 30)');
      const page = el.parentElement!;
      page.setAttribute('style', DARK_PAGE);
      // Theme switches usually flip a class on <html> or <body>; that is what is watched.
      document.body.classList.add('dark-theme');
      try {
        await el.updateComplete;
        await el.updateComplete;
        expect(getComputedStyle(ui.part(el, '[part~="field-error"]')).color).to.equal('rgb(255, 155, 147)');
      } finally {
        document.body.classList.remove('dark-theme');
      }
    });

    for (const [theme, pageStyle, surface] of [
      ['dark', LIGHT_PAGE, 'dark'],
      ['light', DARK_PAGE, 'light'],
    ] as const) {
      it(`theme="${theme}" gives the widget its own ${surface} surface, even on a ${surface === 'dark' ? 'light' : 'dark'} page`, async () => {
        const el = await onPage(pageStyle, { theme });
        const surfaceStyle = getComputedStyle(el.renderRoot.querySelector('.er-root')!);
        const background = luminance(surfaceStyle.backgroundColor)!;
        expect(
          surface === 'dark' ? background < 0.1 : background > 0.8,
          `background ${surfaceStyle.backgroundColor}`,
        ).to.equal(true);
        await showFieldErrors(el);
        await a11y.expectAccessible(el);
      });
    }
  });

  describe('theme: forced colours, reflow and form names', () => {
    beforeEach(api.normalServer);

    it('keeps the button’s edge in forced-colours mode', async function () {
      const el = await ui.mountWidget();
      const result = await executeServerCommand<{ emulated?: boolean; unsupported?: string }, unknown>(
        'forced-colors',
        {
          active: true,
        },
      );
      // Forced colours can be emulated only through the DevTools Protocol, which only Chromium has here.
      if (result?.unsupported) this.skip();
      try {
        const button = getComputedStyle(ui.submitButton(el));
        expect(button.borderTopStyle).to.equal('solid');
        expect(button.borderTopWidth).to.equal('2px');
      } finally {
        await executeServerCommand('forced-colors', { active: false });
      }
    });

    it('wraps a long unbroken address instead of widening a 320 px page', async () => {
      localStorage.clear();
      const eventId = await api.freshEvent();
      const email = `${'a'.repeat(60)}@${'b'.repeat(60)}.${'c'.repeat(40)}.example.com`;
      const first = await ui.mountWidget({ 'event-id': eventId, remember: true });
      await ui.fill(first, { email });
      await ui.submitAndWait(first, 'registered');
      const frame = await fixture(html`<div style="inline-size: 320px"></div>`);
      const el = await ui.mountWidget({ 'event-id': eventId, remember: true });
      frame.append(el);
      await el.updateComplete;
      expect(ui.part(el, '[part~="success"]').textContent).to.include(email);
      expect(el.scrollWidth).to.be.at.most(320);
      expect(el.getBoundingClientRect().width).to.be.at.most(320);
      localStorage.clear();
    });

    it('names each form with form-label, so several widgets can be told apart', async () => {
      const webinar = await ui.mountWidget({ 'form-label': 'Register for the webinar' });
      const workshop = await ui.mountWidget({ 'form-label': 'Register for the workshop' });
      const plain = await ui.mountWidget();
      const name = (el: EventRegister): string | null =>
        el.renderRoot.querySelector('form')!.getAttribute('aria-label');
      expect([name(webinar), name(workshop), name(plain)]).to.deep.equal([
        'Register for the webinar',
        'Register for the workshop',
        'Event registration',
      ]);
    });

    it('the CSS of docs/theming.md restyles the form: custom properties on the element, ::part() in the shadow root', async () => {
      const style = document.createElement('style');
      // snippet: theming-custom-properties (the same three declarations)
      const properties =
        'event-register { --event-register-accent: light-dark(#6d28d9, #c4b5fd); --event-register-radius: 0.25rem; --event-register-font-family: Georgia, serif; }';
      // snippet: theming-parts, snippet: reference-part-css (::part() reaches into a shadow root only)
      const parts =
        'event-register::part(submit) { text-transform: uppercase; } event-register::part(input) { border-width: 2px; }';
      style.textContent = `${properties} ${parts}`;
      document.head.append(style);
      try {
        const el = await ui.mountWidget();
        const button = getComputedStyle(ui.submitButton(el));
        const input = getComputedStyle(ui.emailInput(el));
        expect(button.backgroundColor, 'the accent, light value on a light page').to.equal('rgb(109, 40, 217)');
        expect(input.borderTopLeftRadius).to.equal('4px');
        expect(getComputedStyle(ui.part(el, '.er-root')).fontFamily).to.equal('Georgia, serif');
        if (ui.renderRoot === 'shadow') {
          expect(button.textTransform).to.equal('uppercase');
          expect(input.borderTopWidth).to.equal('2px');
        }
      } finally {
        style.remove();
      }
    });
  });
});
