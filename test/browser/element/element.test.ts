import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { EventRegister } from '../../../src/event-register.js';
import {
  buttonUnavailable,
  captureConsole,
  emailInput,
  env,
  errorSummary,
  expectFocus,
  fieldError,
  fill,
  followSummaryLink,
  formError,
  freshEvent,
  injectFaults,
  mountWidget,
  nameInput,
  nextOutcome,
  normalServer,
  part,
  recordEvents,
  registrations,
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
import { expectAccessible } from '../../helpers/a11y.js';

describe('<event-register> rendering', () => {
  beforeEach(normalServer);

  it('renders labelled email and name inputs and a Register button', async () => {
    const el = await mountWidget();
    const email = emailInput(el);
    expect(email.type).to.equal('email');
    expect(email.autocomplete).to.equal('email');
    expect(email.required).to.equal(true);
    expect(email.maxLength).to.equal(254);
    expect(email.labels![0]!.textContent).to.include('Email');
    const name = nameInput(el);
    expect(name.autocomplete).to.equal('name');
    expect(name.required).to.equal(false);
    expect(name.labels![0]!.textContent).to.include('Name');
    expect(submitButton(el).textContent).to.include('Register');
    expect(el.state).to.equal('idle');
    await expectAccessible(el, 'idle');
  });

  it('supports name-field="required" and "hidden"', async () => {
    // Two widgets on one page: each named, as the docs ask, so that their landmarks can be told apart.
    const required = await mountWidget({ 'name-field': 'required', 'form-label': 'Register (name required)' });
    expect(nameInput(required).required).to.equal(true);
    await fill(required, { email: uniqueEmail() });
    submitButton(required).click();
    await required.updateComplete;
    expect(nameInput(required).getAttribute('aria-invalid')).to.equal('true');
    expect(fieldError(required, 'name')).to.include('Enter your name');

    const hidden = await mountWidget({ 'name-field': 'hidden', 'form-label': 'Register (no name)' });
    expect(root(hidden).querySelector('input[name="name"]')).to.equal(null);
    await expectAccessible(hidden);
  });

  it('goes back to the defaults silently when name-field or mode is removed', async () => {
    let el!: EventRegister;
    const { warnings } = await captureConsole(async () => {
      el = await mountWidget({ 'name-field': 'required' });
      el.removeAttribute('name-field');
      el.removeAttribute('mode');
      await el.updateComplete;
    });
    expect(nameInput(el).required).to.equal(false);
    expect(submitButton(el).textContent).to.include('Register');
    expect(warnings).to.deep.equal([]);
  });

  it('treats an unknown name-field value as optional and warns', async () => {
    let el!: EventRegister;
    const { warnings } = await captureConsole(async () => {
      el = await mountWidget({ 'name-field': 'sometimes' });
    });
    expect(nameInput(el).required).to.equal(false);
    expect(warnings.join('\n')).to.include('name-field');
  });
});

describe('<event-register> client-side checks', () => {
  beforeEach(normalServer);

  it('stops an empty or malformed email before any request, next to the field, and focuses it', async () => {
    const eventId = await freshEvent();
    const el = await mountWidget({ 'event-id': eventId });
    submitButton(el).click();
    await el.updateComplete;
    await el.updateComplete;
    const email = emailInput(el);
    expect(email.getAttribute('aria-invalid')).to.equal('true');
    // Described by the message shown next to it (fieldError follows aria-describedby).
    expect(email.getAttribute('aria-describedby')).to.be.a('string').and.not.equal('');
    expect(fieldError(el, 'email')).to.equal('Enter your email address.');
    // GOV.UK's pattern: the summary takes focus and lists the error; its link leads to the field.
    expectFocus(el, errorSummary(el), 'the error summary');
    expect(errorSummary(el)!.textContent).to.include('There is a problem');
    expect(summaryEntries(el)).to.deep.equal(['Enter your email address.']);
    await expectAccessible(el, 'with client errors (empty submit)');
    followSummaryLink(el, email);
    expectFocus(el, email, 'the summary link leads to the field');

    await fill(el, { email: 'not-an-address' });
    submitButton(el).click();
    await el.updateComplete;
    expect(fieldError(el, 'email')).to.include('name@example.com');
    expect(email.value).to.equal('not-an-address');
    expect(await requestsFor(eventId)).to.have.length(0);
  });

  it('rejects control characters and over-long values with a clear message', async () => {
    const el = await mountWidget({ 'name-field': 'required' });
    await fill(el, { email: 'a\u0007b@example.com', name: 'x'.repeat(201) });
    submitButton(el).click();
    await el.updateComplete;
    expect(fieldError(el, 'email')).to.include('invisible characters');
    expect(fieldError(el, 'name')).to.include('200');
    // The summary lists both, in form order; both are read out with it.
    expectFocus(el, errorSummary(el), 'the error summary');
    expect(summaryEntries(el)).to.have.length(2);
    expect(summaryEntries(el)[0]).to.include('invisible characters');
    expect(summaryEntries(el)[1]).to.include('200');
  });

  it('clears a field’s error as soon as the person edits it', async () => {
    const el = await mountWidget();
    submitButton(el).click();
    await el.updateComplete;
    expect(emailInput(el).getAttribute('aria-invalid')).to.equal('true');
    await fill(el, { email: 'a' });
    expect(emailInput(el).getAttribute('aria-invalid')).to.equal(null);
    expect(emailInput(el).hasAttribute('aria-describedby')).to.equal(false);
  });
});

describe('<event-register> configuration', () => {
  beforeEach(normalServer);

  it('refuses a secret key before any request, visibly and in the console', async () => {
    const eventId = await freshEvent();
    let el!: EventRegister;
    const { errors } = await captureConsole(async () => {
      el = await mountWidget({ 'event-id': eventId, 'api-key': env.secretKey });
    });
    expect(errors.join('\n')).to.include('secret API key');
    expect(errors.join('\n')).to.include('pk_');
    expect(formError(el).textContent).to.include('not available right now');
    await fill(el, { email: uniqueEmail() });
    const event = await submitAndWait(el, 'submit-error');
    expect(event.detail.kind).to.equal('config');
    expect(event.detail.status).to.equal(undefined);
    expect(await requestsFor(eventId)).to.have.length(0);
    // The secret key itself is not echoed anywhere in the UI.
    expect(root(el).textContent).to.not.include(env.secretKey);
    await expectAccessible(el);
  });

  for (const missing of ['event-id', 'api-key', 'base-url'] as const) {
    it(`shows a configuration error when ${missing} is missing`, async () => {
      let el!: EventRegister;
      const { errors } = await captureConsole(async () => {
        el = await mountWidget({ [missing]: false });
      });
      expect(errors.join('\n')).to.include(missing);
      expect(formError(el).textContent).to.include('not available right now');
      await fill(el, { email: uniqueEmail() });
      const event = await submitAndWait(el, 'submit-error');
      expect(event.detail.kind).to.equal('config');
    });
  }

  it('applies attribute changes made after it is on the page', async () => {
    const first = await freshEvent();
    const second = await freshEvent();
    const el = await mountWidget({ 'event-id': first });
    el.setAttribute('event-id', second);
    el.setAttribute('name-field', 'required');
    await el.updateComplete;
    expect(nameInput(el).required).to.equal(true);
    await fill(el, { email: uniqueEmail(), name: 'Moved' });
    const event = await submitAndWait(el, 'registered');
    expect(event.detail.eventId).to.equal(second);
    expect(await registrations(first)).to.have.length(0);
    expect(await registrations(second)).to.have.length(1);
  });

  it('recovers when a missing attribute is provided later', async () => {
    let el!: EventRegister;
    await captureConsole(async () => {
      el = await mountWidget({ 'api-key': false });
    });
    el.apiKey = env.publishableKey;
    await el.updateComplete;
    expect(formError(el).textContent).to.equal('');
    await fill(el, { email: uniqueEmail() });
    await submitAndWait(el, 'registered');
  });
});

describe('<event-register> submitting', () => {
  beforeEach(normalServer);

  it('disables the button, marks the form busy and ignores a second click or Enter', async () => {
    const eventId = await freshEvent();
    const el = await mountWidget({ 'event-id': eventId });
    await fill(el, { email: uniqueEmail() });
    // Held at the server until the busy state has been looked at (the accessibility check included).
    await injectFaults({ match: 'register', eventId, hold: true });
    const log = recordEvents(el, ['registered', 'submit-error']);
    submitButton(el).click();
    await untilHeld(eventId, 'the register request to reach the server');
    await el.updateComplete;
    expect(buttonUnavailable(el)).to.equal(true);
    // Busy, but still focusable: focus is never dropped to the page.
    expect(submitButton(el).disabled).to.equal(false);
    expect(root(el).querySelector('form')!.getAttribute('aria-busy')).to.equal('true');
    expect(el.state).to.equal('submitting');
    expect(statusRegion(el).textContent).to.include('Sending');
    await expectAccessible(el, 'busy, while submitting');
    // A second click and Enter in the field send nothing more.
    submitButton(el).click();
    root(el).querySelector('form')!.requestSubmit();
    await el.submit();
    await release(eventId);
    await waitUntil(() => log.events.length > 0, 'the registration to finish', { timeout: 5000 });
    log.stop();
    expect(log.events.map((e) => e.type)).to.deep.equal(['registered']);
    expect(await requestsFor(eventId)).to.have.length(1);
  });
});

describe('<event-register> success', () => {
  beforeEach(normalServer);

  it('moves focus to the success message and announces it', async () => {
    const el = await mountWidget({ 'event-id': await freshEvent() });
    await fill(el, { email: uniqueEmail() });
    submitButton(el).focus();
    await submitAndWait(el, 'registered');
    await el.updateComplete;
    expectFocus(el, root(el).querySelector('[part~="success"]'), 'the success view');
    expect(statusRegion(el).textContent).to.include("You're registered!").and.to.include('Check your inbox');
    await expectAccessible(el, 'registered (success)');
  });

  it('shows the host page’s own success content from the success slot', async () => {
    const el = await mountWidget({ 'event-id': await freshEvent() });
    const custom = document.createElement('p');
    custom.slot = 'success';
    custom.textContent = 'See you at the launch!';
    el.append(custom);
    await fill(el, { email: uniqueEmail() });
    await submitAndWait(el, 'registered');
    const view = part(el, '[part~="success"]');
    if (el.shadowRoot) {
      expect(view.querySelector<HTMLSlotElement>('slot[name="success"]')!.assignedElements()).to.deep.equal([custom]);
    } else {
      expect(view.contains(custom), 'the light DOM moves the content into the success view').to.equal(true);
    }
    expect(custom.checkVisibility()).to.equal(true);
    // It replaces the default message: the default title is not shown.
    const title = root(el).querySelector('[part~="success-title"]');
    expect(title === null || !title.checkVisibility()).to.equal(true);
  });

  it('shows the magic link only when show-link is set', async () => {
    const hidden = await mountWidget({ 'event-id': await freshEvent() });
    await fill(hidden, { email: uniqueEmail() });
    const first = await submitAndWait(hidden, 'registered');
    expect(root(hidden).querySelector('a')).to.equal(null);
    expect(root(hidden).innerHTML).to.not.include(first.detail.registrationToken);

    const shown = await mountWidget({ 'event-id': await freshEvent(), 'show-link': true });
    await fill(shown, { email: uniqueEmail() });
    const second = await submitAndWait(shown, 'registered');
    expect(root(shown).querySelector('a')!.href).to.equal(second.detail.magicLink);
  });

  it('reads show-link="false" as off, as Vue writes a false binding', async () => {
    const el = await mountWidget({ 'event-id': await freshEvent(), 'show-link': 'false' });
    expect(el.showLink).to.equal(false);
    await fill(el, { email: uniqueEmail() });
    await submitAndWait(el, 'registered');
    expect(root(el).querySelector('a')).to.equal(null);
    el.setAttribute('show-link', '');
    expect(el.showLink).to.equal(true);
  });
});

describe('<event-register> server text is text', () => {
  beforeEach(normalServer);

  it('renders markup in problem title, detail and field messages as text', async () => {
    const payload = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script><b>bold</b>';
    const el = await mountWidget();
    await fill(el, { email: uniqueEmail() });
    await injectFaults({
      match: 'register',
      status: 422,
      json: {
        title: payload,
        status: 422,
        detail: payload,
        errors: [
          { location: 'body.email', message: payload },
          { location: 'body.nickname', message: payload },
        ],
      },
    });
    await submitAndWait(el, 'submit-error');
    const form = root(el);
    expect(form.querySelector('img')).to.equal(null);
    expect(form.querySelector('script')).to.equal(null);
    expect(form.querySelector('b')).to.equal(null);
    expect(formError(el).textContent).to.include('<b>bold</b>');
    expect((window as unknown as { __pwned?: number }).__pwned).to.equal(undefined);
  });
});

describe('<event-register> keyboard', () => {
  beforeEach(normalServer);

  it('can be filled and submitted with the keyboard alone', async () => {
    const eventId = await freshEvent();
    const before = await fixture(html`<button>before</button>`);
    const el = await mountWidget({ 'event-id': eventId });
    (before as HTMLButtonElement).focus();
    const email = uniqueEmail();
    await sendKeys({ press: 'Tab' });
    expectFocus(el, emailInput(el));
    await typeKeys(email);
    await sendKeys({ press: 'Tab' });
    expectFocus(el, nameInput(el));
    await typeKeys('Key Board');
    const registered = nextOutcome(el, 'registered', 'Enter after typing to submit');
    await sendKeys({ press: 'Enter' });
    await registered;
    const stored = await registrations(eventId);
    expect(stored.map((r) => [r.email, r.name])).to.deep.equal([[email, 'Key Board']]);
  });

  it('reaches the button with Tab and submits with Space', async () => {
    const eventId = await freshEvent();
    const el = await mountWidget({ 'event-id': eventId });
    await fill(el, { email: uniqueEmail() });
    emailInput(el).focus();
    // Tab reaches buttons in all three engines run here, WebKitGTK's MiniBrowser
    // included. Safari on macOS does not by default (buttons and links join the
    // Tab order only with "Press Tab to highlight each item" / Option-Tab), a
    // browser setting this suite cannot see; the button is a native <button>, so
    // it is in the Tab order wherever the browser puts buttons there.
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    expectFocus(el, submitButton(el));
    const registered = nextOutcome(el, 'registered', 'Space on the button to submit');
    // ' ' is the Space key in every launcher; the name 'Space' is unknown to
    // puppeteer's WebDriver BiDi keyboard, which drives Firefox ("Unknown key").
    await sendKeys({ press: ' ' });
    await registered;
    expect(await registrations(eventId)).to.have.length(1);
  });
});
