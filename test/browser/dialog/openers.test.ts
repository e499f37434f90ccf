/**
 * The page's openers (`data-event-register-open`): a link naming the widget, an empty value for the
 * page's only dialog widget, an opener added after load; focus back to the opener, or to the
 * widget's button when the opener is gone; a Ctrl/Cmd-click that stays a link; and the bad input
 * (no such widget, a widget without `dialog`, two dialog widgets, `open()` without `dialog`), each
 * said once on the console. Real key presses, against the local API, in both roots.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { EventRegister } from '../../../src/event-register.js';
import * as ui from '../../helpers/widget.js';
import * as page from './dialog-page.js';

let widgets = 0;
/** A `dialog` widget with an id of its own. */
async function dialogWidget(attrs: Record<string, string | boolean> = {}): Promise<EventRegister> {
  widgets += 1;
  return ui.mountWidget({ dialog: true, id: `signup-${ui.renderRoot}-${widgets}`, ...attrs });
}

/** Whether the page's own click listener, after the widget's, saw the click cancelled; it then cancels it itself. */
function watchClicks(): { cancelled: boolean[]; stop(): void } {
  const cancelled: boolean[] = [];
  const listener = (event: Event): void => {
    cancelled.push(event.defaultPrevented);
    event.preventDefault();
  };
  document.addEventListener('click', listener);
  return { cancelled, stop: () => document.removeEventListener('click', listener) };
}

/** A press of `link` with the keyboard: focused, then Enter. */
async function pressWithKeyboard(link: HTMLElement): Promise<void> {
  link.focus();
  await sendKeys({ press: 'Enter' });
}

ui.forEachRoot(() => {
  describe('openers on the page', () => {
    it('a link naming the widget opens it, with the link as the opener; Escape brings focus back to the link', async () => {
      const el = await dialogWidget();
      const link = page.openerLink(el.id);
      const clicks = watchClicks();
      try {
        const opened = page.nextOpen(el, 'Enter on the link');
        await pressWithKeyboard(link);
        page.expectSame((await opened).detail.opener, link, 'the opener');
        expect(clicks.cancelled, 'the link is not followed').to.deep.equal([true]);
        ui.expectFocus(el, ui.emailInput(el), 'on open');
        const closed = page.nextClose(el, 'escape', 'Escape');
        await sendKeys({ press: 'Escape' });
        await closed;
        page.expectSame(document.activeElement, link, 'focus on close');
      } finally {
        clicks.stop();
      }
    });

    it("an empty value opens the page's only dialog widget", async () => {
      const el = await dialogWidget();
      // A widget without `dialog` beside it is not a candidate.
      await ui.mountWidget({ id: `inline-${ui.renderRoot}` });
      const link = page.openerLink('');
      const opened = page.nextOpen(el, 'a click on the link');
      await page.clickOn(link);
      page.expectSame((await opened).detail.opener, link, 'the opener');
      expect(page.dialogOf(el).open).to.equal(true);
    });

    it('an opener added after load opens it', async () => {
      const el = await dialogWidget();
      await ui.settled(el);
      const button = document.createElement('button');
      button.textContent = 'Save my seat';
      button.setAttribute('data-event-register-open', el.id);
      page.addToPage(button);
      const opened = page.nextOpen(el, 'a click on the new button');
      await page.clickOn(button);
      page.expectSame((await opened).detail.opener, button, 'the opener');
      const closed = page.nextClose(el, 'button', 'the close button');
      page.closeButton(el).click();
      await closed;
      // Focus goes back to what was pressed, even where the browser did not focus it (WebKit).
      page.expectSame(document.activeElement, button, 'focus on close');
    });

    it("an opener removed while the dialog is open: focus goes to the widget's button on close", async () => {
      const el = await dialogWidget();
      const link = page.openerLink(el.id);
      const opened = page.nextOpen(el, 'Enter on the link');
      await pressWithKeyboard(link);
      await opened;
      link.remove();
      const closed = page.nextClose(el, 'escape', 'Escape');
      await sendKeys({ press: 'Escape' });
      await closed;
      ui.expectFocus(el, page.dialogButton(el), 'on close');
    });

    it('a Ctrl- or Cmd-click on a link opener stays a link: no dialog', async () => {
      const el = await dialogWidget();
      const link = page.openerLink(el.id);
      const opens = ui.recordEvents(el, ['dialog-open']);
      const clicks = watchClicks();
      try {
        for (const modifier of ['ctrlKey', 'metaKey'] as const)
          link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, [modifier]: true }));
        await ui.settled(el);
        expect(clicks.cancelled, 'the widget left both presses to the browser').to.deep.equal([false, false]);
        expect(opens.events.length, 'dialog-open events').to.equal(0);
        expect(page.dialogOf(el).open).to.equal(false);
      } finally {
        opens.stop();
        clicks.stop();
      }
    });
  });

  describe('openers that open nothing', () => {
    it('a link naming no widget is followed, with one console line, once', async () => {
      const el = await dialogWidget();
      const target = `nowhere-${ui.renderRoot}-${Date.now().toString(36)}`;
      const link = page.openerLink('nobody', `#${target}`);
      const captured = await ui.captureConsole(async (said) => {
        const followed = new Promise((resolve) => window.addEventListener('hashchange', resolve, { once: true }));
        await page.clickOn(link);
        await said('<event-register id="nobody">');
        await followed;
        expect(location.hash).to.equal(`#${target}`);
        await page.clickOn(link);
        await ui.settled(el);
      });
      history.replaceState(null, '', location.pathname + location.search);
      expect(captured.warnings).to.have.length(1);
      expect(captured.warnings[0]).to.match(/^<event-register> .*its link is followed/);
      expect(page.dialogOf(el).open).to.equal(false);
    });

    it('a link naming a widget without dialog is followed, with one console line, once', async () => {
      const el = await dialogWidget();
      const inline = await ui.mountWidget({ id: `inline-${ui.renderRoot}` });
      const link = page.openerLink(inline.id);
      const clicks = watchClicks();
      try {
        const captured = await ui.captureConsole(async (said) => {
          await page.clickOn(link);
          await said('has no dialog attribute');
          await page.clickOn(link);
          await ui.settled(el);
        });
        expect(captured.warnings).to.have.length(1);
        expect(captured.warnings[0]).to.include(`#${inline.id}`);
        expect(clicks.cancelled, 'followed both times').to.deep.equal([false, false]);
      } finally {
        clicks.stop();
      }
    });

    it('an empty value with two dialog widgets: one console line naming both, and nothing opens', async () => {
      const first = await dialogWidget();
      const second = await dialogWidget();
      const link = page.openerLink('');
      const opens = [ui.recordEvents(first, ['dialog-open']), ui.recordEvents(second, ['dialog-open'])];
      const clicks = watchClicks();
      try {
        const captured = await ui.captureConsole(async (said) => {
          await page.clickOn(link);
          await said('give it the id');
          await page.clickOn(link);
          await ui.settled(first);
        });
        expect(captured.warnings).to.have.length(1);
        expect(captured.warnings[0]).to.include(`#${first.id}`).and.to.include(`#${second.id}`);
        expect(opens.map((o) => o.events.length)).to.deep.equal([0, 0]);
        expect(page.dialogOf(first).open || page.dialogOf(second).open).to.equal(false);
      } finally {
        opens.forEach((o) => o.stop());
        clicks.stop();
      }
    });

    it('open() on a widget without dialog: one console line, once', async () => {
      const el = await ui.mountWidget({ id: `inline-open-${ui.renderRoot}` });
      const captured = await ui.captureConsole(async (said) => {
        el.open();
        await said('open() needs the dialog attribute');
        el.open();
        await ui.settled(el);
      });
      expect(captured.warnings).to.have.length(1);
      expect(captured.warnings[0]).to.match(/^<event-register> open\(\) .*#inline-open-/);
      await waitUntil(() => ui.root(el).querySelector('dialog') === null, 'no dialog', { timeout: 1000 });
    });
  });
});
