/**
 * What each state looks and sounds like to a person: the error summary as
 * fields are fixed, focus through a whole keyboard-only flow, the end of a long
 * rate limit, "already registered" with a way forward, the test-mode badge and
 * server text the widget cannot match.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import {
  buttonUnavailable,
  emailInput,
  errorSummary,
  expectFocus,
  fieldError,
  fill,
  focused,
  formError,
  freshEvent,
  injectFaults,
  mountWidget,
  nameInput,
  nextOutcome,
  normalServer,
  part,
  release,
  requestsFor,
  root,
  statusRegion,
  submitAndWait,
  submitButton,
  summaryEntries,
  typeKeys,
  uniqueEmail,
  untilHeld,
} from '../../helpers/widget.js';

describe('states', () => {
  beforeEach(normalServer);

  it('takes entries out of the error summary as their fields are fixed', async () => {
    const el = await mountWidget({ 'name-field': 'required' });
    submitButton(el).click();
    await el.updateComplete;
    await el.updateComplete;
    expect(summaryEntries(el)).to.deep.equal(['Enter your email address.', 'Enter your name.']);
    // Each field's message sits above its input, with a hidden "Error:" for screen readers.
    const message = root(el).querySelector(`#${CSS.escape(emailInput(el).getAttribute('aria-describedby')!)}`)!;
    expect(message.textContent).to.match(/^\s*Error:/);
    expect(message.compareDocumentPosition(emailInput(el)) & Node.DOCUMENT_POSITION_FOLLOWING).to.not.equal(0);
    await fill(el, { email: uniqueEmail() });
    expect(summaryEntries(el)).to.deep.equal(['Enter your name.']);
    await fill(el, { name: 'Fixed' });
    expect(errorSummary(el)).to.equal(null);
  });

  it('keeps focus in the form through a keyboard-only flow: summary, link, field, busy button, success', async () => {
    const eventId = await freshEvent();
    const el = await mountWidget({ 'event-id': eventId, 'name-field': 'hidden' });
    emailInput(el).focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    await el.updateComplete;
    expectFocus(el, errorSummary(el), 'after a failed submit, the summary');
    await sendKeys({ press: 'Tab' });
    expectFocus(el, errorSummary(el)!.querySelector('a'), 'the summary’s link');
    await sendKeys({ press: 'Enter' });
    expectFocus(el, emailInput(el), 'the link leads to the field');
    await typeKeys(uniqueEmail('keys'));
    // Held until the busy state has been checked: no race with the answer.
    await injectFaults({ match: 'register', eventId, hold: true });
    await sendKeys({ press: 'Tab' });
    expectFocus(el, submitButton(el), 'the button');
    const registered = nextOutcome(el, 'registered', 'Enter on the button to register');
    await sendKeys({ press: 'Enter' });
    await untilHeld(eventId, 'the register request to reach the server');
    await el.updateComplete;
    expect(buttonUnavailable(el)).to.equal(true);
    expectFocus(el, submitButton(el), 'while sending, focus stays on the busy button');
    await release(eventId);
    await registered;
    // `registered` is told before the success view renders; focus moves to it once it has.
    await el.updateComplete;
    await waitUntil(() => focused(el) === part(el, '[part~="success"]'), 'focus on the success view', {
      timeout: 1000,
    });
    expectFocus(el, part(el, '[part~="success"]'), 'the success view');
    // Said by the live region it appears in (next step and all), with no name of its own to say again on focus.
    expect(part(el, '[part~="success"]').parentElement).to.equal(statusRegion(el));
    expect(part(el, '[part~="success"]').hasAttribute('aria-label')).to.equal(false);
  });

  it('says politely that the person can try again when a long rate limit ends', async () => {
    const eventId = await freshEvent();
    const el = await mountWidget({ 'event-id': eventId });
    await fill(el, { email: uniqueEmail() });
    // 11 s: longer than the widget waits by itself (10 s), so it blocks the button instead.
    await injectFaults({ match: 'register', status: 429, retryAfter: '11' });
    submitButton(el).focus();
    await submitAndWait(el, 'submit-error');
    expect(formError(el).textContent).to.include('You can try again at');
    expect(buttonUnavailable(el)).to.equal(true);
    expectFocus(el, submitButton(el), 'the rate-limited button keeps focus');
    // The end of the wait, however late a loaded machine reaches it (bounded under mocha's 20 s),
    // and not before the server's 11 s, counted from when the 429 was asked for.
    await waitUntil(
      () => statusRegion(el).textContent.includes('You can try again now.'),
      'the end of the 11 s wait to be announced',
      {
        timeout: 15_000,
        interval: 50,
      },
    );
    const [asked] = await requestsFor(eventId);
    expect(Date.now() - Date.parse(asked!.at), 'how long the button stayed blocked').to.be.at.least(11_000 - 20);
    await el.updateComplete;
    expect(statusRegion(el).textContent).to.include('You can try again now.');
    expect(formError(el).textContent).to.include('You can try again now.');
    expect(formError(el).textContent).to.not.include('Too many attempts');
    expect(buttonUnavailable(el)).to.equal(false);
  });

  it('offers a way forward after "already registered"', async () => {
    const eventId = await freshEvent();
    const email = uniqueEmail('twice');
    const first = await mountWidget({ 'event-id': eventId });
    await fill(first, { email });
    await submitAndWait(first, 'registered');
    const el = await mountWidget({ 'event-id': eventId });
    await fill(el, { email, name: 'Kept' });
    await submitAndWait(el, 'submit-error');
    expect(formError(el).textContent).to.include('already registered');
    part<HTMLButtonElement>(el, '[part~="message-action"]').click();
    await el.updateComplete;
    await el.updateComplete;
    expect(emailInput(el).value).to.equal('');
    expect(nameInput(el).value).to.equal('Kept');
    expectFocus(el, emailInput(el), 'a fresh email field');
    expect(formError(el).textContent).to.equal('');
  });

  it('shows a "Test mode" badge with a pk_test_ key only', async () => {
    const test = await mountWidget();
    expect(part(test, '[part~="test-mode"]').textContent).to.equal('Test mode');
    const live = await mountWidget({ 'api-key': 'pk_live_example' });
    expect(root(live).querySelector('[part~="test-mode"]')).to.equal(null);
  });

  it('shows server text it cannot match as English, isolated for bidirectional text', async () => {
    const el = await mountWidget({ 'event-id': await freshEvent(), locale: 'de' });
    await fill(el, { email: uniqueEmail() });
    await injectFaults({
      match: 'register',
      status: 422,
      json: {
        title: 'Unprocessable Entity',
        status: 422,
        detail: 'validation failed',
        errors: [{ location: 'body.email', message: 'address is on a blocklist' }],
      },
    });
    await submitAndWait(el, 'submit-error');
    expect(fieldError(el, 'email')).to.equal('address is on a blocklist');
    const bdi = root(el).querySelector(`#${CSS.escape(emailInput(el).getAttribute('aria-describedby')!)} bdi`)!;
    expect(bdi.getAttribute('lang')).to.equal('en');
    expect(bdi.textContent).to.equal('address is on a blocklist');
  });
});
