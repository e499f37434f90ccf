/**
 * The form in a dialog (`dialog`): opened by its button and by `open()`, closed by Escape, its
 * close button, `close()` and the backdrop (only while nothing is typed); where focus goes either
 * way; the page held still while it is open; the phone's sheet; reduced motion. Real key presses
 * and pointer clicks, against the local API, in both roots.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { emulateMedia, sendKeys, sendMouse } from '@web/test-runner-commands';
import type { EventRegister } from '../../../src/event-register.js';
import * as api from '../../helpers/api.js';
import * as ui from '../../helpers/widget.js';
import * as page from './dialog-page.js';

ui.forEachRoot(() => {
  describe('opening and closing the dialog', () => {
    it('opens from its button with the button as the opener, focus in the email field; Escape closes back to it', async () => {
      const el = await ui.mountWidget({ dialog: true, 'event-title': 'Launch' });
      const button = page.dialogButton(el);
      expect(page.dialogOf(el).open).to.equal(false);
      // A real click: WebKit does not focus a button it clicks, so focus cannot say where to go back.
      const opened = page.nextOpen(el, 'a click on the button');
      await page.clickOn(button);
      page.expectSame((await opened).detail.opener, el, 'the opener, for its own button');
      expect(page.dialogOf(el).open).to.equal(true);
      ui.expectFocus(el, ui.emailInput(el), 'on open');
      const closed = page.nextClose(el, 'escape', 'Escape');
      await sendKeys({ press: 'Escape' });
      await closed;
      expect(page.dialogOf(el).open).to.equal(false);
      ui.expectFocus(el, button, 'on close');
    });

    it('open() opens it with no opener; close() closes it with reason "api"', async () => {
      const el = await ui.mountWidget({ dialog: true });
      const opened = page.nextOpen(el, 'open()');
      el.open();
      page.expectSame((await opened).detail.opener, null, 'the opener, for open()');
      ui.expectFocus(el, ui.emailInput(el), 'on open');
      const closed = page.nextClose(el, 'api', 'close()');
      el.close();
      await closed;
      expect(page.dialogOf(el).open).to.equal(false);
    });

    it('the close button closes it with reason "button", focus back on the widget\'s button', async () => {
      const el = await page.openedWidget();
      const closed = page.nextClose(el, 'button', 'the close button');
      await page.clickOn(page.closeButton(el));
      await closed;
      ui.expectFocus(el, page.dialogButton(el), 'on close');
    });

    it('a click on the backdrop closes it while nothing is typed', async () => {
      const el = await page.openedWidget();
      const closed = page.nextClose(el, 'backdrop', 'a click on the backdrop');
      await page.clickAt(5, 5);
      await closed;
      expect(page.dialogOf(el).open).to.equal(false);
    });

    it('a click on the backdrop leaves it open once something is typed, and a click inside never closes it', async () => {
      const el = await page.openedWidget();
      const closes = ui.recordEvents(el, ['dialog-close']);
      try {
        // Inside the box, on its padding: the target is the dialog itself, yet no backdrop.
        const box = page.dialogOf(el).getBoundingClientRect();
        await page.clickAt(box.left + 3, box.bottom - 3);
        expect(page.dialogOf(el).open, 'after a click inside the box').to.equal(true);
        ui.emailInput(el).focus();
        await ui.typeKeys('a@');
        await page.clickAt(5, 5);
        await ui.settled(el);
        expect(page.dialogOf(el).open, 'after a click on the backdrop').to.equal(true);
        expect(closes.events.length, 'dialog-close events').to.equal(0);
        expect(ui.emailInput(el).value).to.equal('a@');
      } finally {
        closes.stop();
      }
    });

    it('a drag from inside the box that ends on the backdrop (selecting text) leaves it open', async () => {
      const el = await page.openedWidget();
      const closes = ui.recordEvents(el, ['dialog-close']);
      const title = ui.part(el, '.er-dialog-title').getBoundingClientRect();
      try {
        await sendMouse({ type: 'move', position: [Math.round(title.left + 2), Math.round(title.top + 5)] });
        await sendMouse({ type: 'down' });
        await sendMouse({ type: 'move', position: [5, 5] });
      } finally {
        await sendMouse({ type: 'up' });
      }
      await ui.settled(el);
      expect(page.dialogOf(el).open).to.equal(true);
      expect(closes.events.length, 'dialog-close events').to.equal(0);
      closes.stop();
    });

    it('holds the page still while open, and lets it go on close', async () => {
      const el = await ui.mountWidget({ dialog: true });
      const html = document.documentElement;
      const before = getComputedStyle(html).overflow;
      const opened = page.nextOpen(el, 'open()');
      el.open();
      await opened;
      expect(getComputedStyle(html).overflow).to.equal('hidden');
      const closed = page.nextClose(el, 'escape', 'Escape');
      await sendKeys({ press: 'Escape' });
      await closed;
      expect(getComputedStyle(html).overflow).to.equal(before);
      expect(html.style.overflow).to.equal('');
    });

    it("on a phone, it is a sheet: the viewport's whole width, from its top", async () => {
      // A phone-sized page of its own: a 375 × 700 frame (WebKit over WebDriver cannot size the window).
      const frame = page.addToPage(document.createElement('iframe'));
      frame.title = 'a phone';
      frame.style.cssText = 'width: 375px; height: 700px; border: 0';
      const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
      const query = `event=${encodeURIComponent(api.env.demoEventId)}&key=${encodeURIComponent(api.env.publishableKey)}`;
      frame.src = `/__strict-csp-page?${query}&script=module&render=${ui.renderRoot}`;
      await loaded;
      const win = frame.contentWindow as Window & typeof globalThis;
      await api.within(win.customElements.whenDefined('event-register'), 'the widget defined in the frame');
      const el = win.document.querySelector('event-register') as unknown as EventRegister;
      el.dialog = true;
      await waitUntil(() => ui.root(el).querySelector('[part~="dialog"]'), 'the dialog rendered', { timeout: 5000 });
      const opened = page.nextOpen(el, 'open() in the frame');
      el.open();
      await opened;
      await page.atRest(el);
      const box = page.dialogOf(el).getBoundingClientRect();
      expect(box.left).to.equal(0);
      expect(box.top).to.equal(0);
      expect(box.width).to.equal(win.document.documentElement.clientWidth);
      expect(Math.round(box.height)).to.equal(win.innerHeight);
    });

    it('with reduced motion, it opens with no transition', async function () {
      try {
        await emulateMedia({ reducedMotion: 'reduce' });
      } catch {
        // WebKit over WebDriver cannot emulate media features.
        this.skip();
      }
      try {
        expect(matchMedia('(prefers-reduced-motion: reduce)').matches).to.equal(true);
        const el = await page.openedWidget();
        const durations = getComputedStyle(page.dialogOf(el)).transitionDuration.split(', ');
        expect(durations.every((d) => d === '0s')).to.equal(true, durations.join(', '));
      } finally {
        await emulateMedia({ reducedMotion: 'no-preference' });
      }
    });
  });
});
