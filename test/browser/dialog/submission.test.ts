/**
 * A submission made in the dialog: its success view there, and the widget's button afterwards;
 * closing the dialog while a submission is held (offline) or under way never cancels it, and
 * opening it again shows where it stands, with focus on that result. Against the local API, in
 * both roots.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { EventRegister } from '../../../src/event-register.js';
import * as api from '../../helpers/api.js';
import { goOffline, goOnline, restoreOnLine } from '../../helpers/controller-host.js';
import * as ui from '../../helpers/widget.js';
import * as page from './dialog-page.js';

const success = (el: EventRegister): HTMLElement | null => ui.root(el).querySelector('[part~="success"]');

/** A fresh event's widget with `dialog`, open, its form filled. */
async function filledDialog(): Promise<{ el: EventRegister; eventId: string; email: string }> {
  const eventId = await api.freshEvent();
  const el = await page.openedWidget({ 'event-id': eventId });
  const email = api.uniqueEmail('dialog');
  await ui.fill(el, { email, name: 'Dialog Person' });
  return { el, eventId, email };
}

/** Closes the dialog with Escape, and opens it again with the widget's button. */
async function closeAndReopen(el: EventRegister, step: string): Promise<void> {
  const closed = page.nextClose(el, 'escape', `${step}: Escape`);
  await sendKeys({ press: 'Escape' });
  await closed;
  expect(page.dialogOf(el).open).to.equal(false);
  const opened = page.nextOpen(el, `${step}: the button`);
  await page.clickOn(page.dialogButton(el));
  await opened;
}

ui.forEachRoot(() => {
  beforeEach(api.normalServer);

  describe('a submission in the dialog', () => {
    it('shows its success view there; the button then reads "You\'re registered" and opens it again', async () => {
      const { el, eventId, email } = await filledDialog();
      expect(page.dialogButton(el).textContent?.trim()).to.equal('Register');
      await ui.submitAndWait(el, 'registered');
      await ui.settled(el);
      expect(page.dialogOf(el).contains(success(el)), 'the success view is in the dialog').to.equal(true);
      expect(page.dialogOf(el).open, 'still open on the result').to.equal(true);
      ui.expectFocus(el, success(el), 'on success');
      expect(page.dialogButton(el).textContent?.trim()).to.equal("You're registered");
      await closeAndReopen(el, 'after success');
      ui.expectFocus(el, success(el), 'opened again');
      expect((await api.registrations(eventId)).map((r) => r.email)).to.deep.equal([email]);
    });

    it('closing while it is under way does not cancel it: opened again, it shows the success view', async () => {
      const { el, eventId, email } = await filledDialog();
      await api.injectFaults({ match: 'register', eventId, hold: true });
      const registered = api.nextOutcome(el, 'registered', 'the held request, released');
      ui.submitButton(el).click();
      await api.untilHeld(eventId, 'the request to reach the server');
      const closed = page.nextClose(el, 'escape', 'Escape while sending');
      await sendKeys({ press: 'Escape' });
      await closed;
      expect(el.state).to.equal('submitting');
      await api.release(eventId);
      await registered;
      await ui.settled(el);
      expect(page.dialogOf(el).open, 'success does not open it by itself').to.equal(false);
      const opened = page.nextOpen(el, 'the button after success');
      await page.clickOn(page.dialogButton(el));
      await opened;
      ui.expectFocus(el, success(el), 'opened again');
      expect((await api.registrations(eventId)).map((r) => r.email)).to.deep.equal([email]);
    });
  });

  describe('a submission held while offline', () => {
    afterEach(restoreOnLine);

    it('closing keeps it; opened again, the dialog shows it with focus on its message; it is sent once online', async () => {
      const { el, eventId, email } = await filledDialog();
      goOffline();
      ui.submitButton(el).click();
      await waitUntil(() => /offline/.test(ui.formError(el).textContent ?? ''), 'the offline message', {
        timeout: 3000,
      });
      await closeAndReopen(el, 'while held');
      expect(el.state).to.equal('submitting');
      expect(ui.formError(el).textContent).to.include("We'll send");
      ui.expectFocus(el, ui.formError(el), 'opened again on the held submission');
      const registered = api.nextOutcome(el, 'registered', 'sent once back online');
      goOnline();
      await registered;
      expect((await api.registrations(eventId)).map((r) => r.email)).to.deep.equal([email]);
    });
  });
});
