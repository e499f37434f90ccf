/**
 * What each state looks and sounds like to a person: the error summary as
 * fields are fixed, focus through a whole keyboard-only flow, the end of a long
 * rate limit, "already registered" with a way forward, the test-mode badge and
 * server text the widget cannot match.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import * as api from '../../helpers/api.js';
import * as ui from '../../helpers/widget.js';

ui.forEachRoot(() => {
  describe('states', () => {
    beforeEach(api.normalServer);

    it('takes entries out of the error summary as their fields are fixed', async () => {
      const el = await ui.mountWidget({ 'name-field': 'required' });
      ui.submitButton(el).click();
      await el.updateComplete;
      await el.updateComplete;
      expect(ui.summaryEntries(el)).to.deep.equal(['Enter your email address.', 'Enter your name.']);
      // Each field's message sits above its input, with a hidden "Error:" for screen readers.
      const message = ui.root(el).querySelector(`#${CSS.escape(ui.emailInput(el).getAttribute('aria-describedby')!)}`)!;
      expect(message.textContent).to.match(/^\s*Error:/);
      expect(message.compareDocumentPosition(ui.emailInput(el)) & Node.DOCUMENT_POSITION_FOLLOWING).to.not.equal(0);
      await ui.fill(el, { email: api.uniqueEmail() });
      expect(ui.summaryEntries(el)).to.deep.equal(['Enter your name.']);
      await ui.fill(el, { name: 'Fixed' });
      expect(ui.errorSummary(el)).to.equal(null);
    });

    it('keeps focus in the form through a keyboard-only flow: summary, link, field, busy button, success', async () => {
      const eventId = await api.freshEvent();
      const el = await ui.mountWidget({ 'event-id': eventId, 'name-field': 'hidden' });
      ui.emailInput(el).focus();
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
      await el.updateComplete;
      ui.expectFocus(el, ui.errorSummary(el), 'after a failed submit, the summary');
      await sendKeys({ press: 'Tab' });
      ui.expectFocus(el, ui.errorSummary(el)!.querySelector('a'), 'the summary’s link');
      await sendKeys({ press: 'Enter' });
      ui.expectFocus(el, ui.emailInput(el), 'the link leads to the field');
      await ui.typeKeys(api.uniqueEmail('keys'));
      // Held until the busy state has been checked: no race with the answer.
      await api.injectFaults({ match: 'register', eventId, hold: true });
      await sendKeys({ press: 'Tab' });
      ui.expectFocus(el, ui.submitButton(el), 'the button');
      const registered = api.nextOutcome(el, 'registered', 'Enter on the button to register');
      await sendKeys({ press: 'Enter' });
      await api.untilHeld(eventId, 'the register request to reach the server');
      await el.updateComplete;
      expect(ui.buttonUnavailable(el)).to.equal(true);
      ui.expectFocus(el, ui.submitButton(el), 'while sending, focus stays on the busy button');
      await api.release(eventId);
      await registered;
      // `registered` is told before the success view renders; focus moves to it once it has.
      await el.updateComplete;
      await waitUntil(() => ui.focused(el) === ui.part(el, '[part~="success"]'), 'focus on the success view', {
        timeout: 1000,
      });
      ui.expectFocus(el, ui.part(el, '[part~="success"]'), 'the success view');
      // Said by the live region it appears in (next step and all), with no name of its own to say again on focus.
      expect(ui.part(el, '[part~="success"]').parentElement).to.equal(ui.statusRegion(el));
      expect(ui.part(el, '[part~="success"]').hasAttribute('aria-label')).to.equal(false);
    });

    it('says politely that the person can try again when a long rate limit ends', async () => {
      const eventId = await api.freshEvent();
      const el = await ui.mountWidget({ 'event-id': eventId });
      await ui.fill(el, { email: api.uniqueEmail() });
      // 11 s: longer than the widget waits by itself (10 s), so it blocks the button instead.
      await api.injectFaults({ match: 'register', status: 429, retryAfter: '11' });
      ui.submitButton(el).focus();
      await ui.submitAndWait(el, 'submit-error');
      expect(ui.formError(el).textContent).to.include('You can try again at');
      expect(ui.buttonUnavailable(el)).to.equal(true);
      ui.expectFocus(el, ui.submitButton(el), 'the rate-limited button keeps focus');
      // The end of the wait, however late a loaded machine reaches it (bounded under mocha's 20 s),
      // and not before the server's 11 s, counted from when the 429 was asked for.
      await waitUntil(
        () => ui.statusRegion(el).textContent.includes('You can try again now.'),
        'the end of the 11 s wait to be announced',
        {
          timeout: 15_000,
          interval: 50,
        },
      );
      const [asked] = await api.requestsFor(eventId);
      expect(Date.now() - Date.parse(asked!.at), 'how long the button stayed blocked').to.be.at.least(11_000 - 20);
      await el.updateComplete;
      expect(ui.statusRegion(el).textContent).to.include('You can try again now.');
      expect(ui.formError(el).textContent).to.include('You can try again now.');
      expect(ui.formError(el).textContent).to.not.include('Too many attempts');
      expect(ui.buttonUnavailable(el)).to.equal(false);
    });

    it('offers a way forward after "already registered"', async () => {
      const eventId = await api.freshEvent();
      const email = api.uniqueEmail('twice');
      const first = await ui.mountWidget({ 'event-id': eventId });
      await ui.fill(first, { email });
      await ui.submitAndWait(first, 'registered');
      const el = await ui.mountWidget({ 'event-id': eventId });
      await ui.fill(el, { email, name: 'Kept' });
      await ui.submitAndWait(el, 'submit-error');
      expect(ui.formError(el).textContent).to.include('already registered');
      ui.part<HTMLButtonElement>(el, '[part~="message-action"]').click();
      await el.updateComplete;
      await el.updateComplete;
      expect(ui.emailInput(el).value).to.equal('');
      expect(ui.nameInput(el).value).to.equal('Kept');
      ui.expectFocus(el, ui.emailInput(el), 'a fresh email field');
      expect(ui.formError(el).textContent).to.equal('');
    });

    it('shows a "Test mode" badge with a pk_test_ key only', async () => {
      const test = await ui.mountWidget();
      expect(ui.part(test, '[part~="test-mode"]').textContent).to.equal('Test mode');
      const live = await ui.mountWidget({ 'api-key': 'pk_live_example' });
      expect(ui.root(live).querySelector('[part~="test-mode"]')).to.equal(null);
    });

    it('shows server text it cannot match as English, isolated for bidirectional text', async () => {
      const el = await ui.mountWidget({ 'event-id': await api.freshEvent(), locale: 'de' });
      await ui.fill(el, { email: api.uniqueEmail() });
      await api.injectProblem(422, {
        title: 'Unprocessable Entity',
        detail: 'validation failed',
        errors: [{ location: 'body.email', message: 'address is on a blocklist' }],
      });
      await ui.submitAndWait(el, 'submit-error');
      expect(ui.fieldError(el, 'email')).to.equal('address is on a blocklist');
      const bdi = ui.root(el).querySelector(`#${CSS.escape(ui.emailInput(el).getAttribute('aria-describedby')!)} bdi`)!;
      expect(bdi.getAttribute('lang')).to.equal('en');
      expect(bdi.textContent).to.equal('address is on a blocklist');
    });
  });
});
