import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { EventRegister } from '../../../src/event-register.js';
import * as api from '../../helpers/api.js';
import * as ui from '../../helpers/widget.js';
import * as a11y from '../../helpers/a11y.js';

ui.forEachRoot(() => {
  describe('<event-register> rendering', () => {
    beforeEach(api.normalServer);

    it('renders labelled email and name inputs and a Register button', async () => {
      const el = await ui.mountWidget();
      const email = ui.emailInput(el);
      expect(email.type).to.equal('email');
      expect(email.autocomplete).to.equal('email');
      expect(email.required).to.equal(true);
      expect(email.maxLength).to.equal(254);
      expect(email.labels![0]!.textContent).to.include('Email');
      const name = ui.nameInput(el);
      expect(name.autocomplete).to.equal('name');
      expect(name.required).to.equal(false);
      expect(name.labels![0]!.textContent).to.include('Name');
      expect(ui.submitButton(el).textContent).to.include('Register');
      expect(el.state).to.equal('idle');
      await a11y.expectAccessible(el, 'idle');
    });

    it('supports name-field="required" and "hidden"', async () => {
      // Two widgets on one page: each named, as the docs ask, so that their landmarks can be told apart.
      const required = await ui.mountWidget({ 'name-field': 'required', 'form-label': 'Register (name required)' });
      expect(ui.nameInput(required).required).to.equal(true);
      await ui.fill(required, { email: api.uniqueEmail() });
      ui.submitButton(required).click();
      await required.updateComplete;
      expect(ui.nameInput(required).getAttribute('aria-invalid')).to.equal('true');
      expect(ui.fieldError(required, 'name')).to.include('Enter your name');

      const hidden = await ui.mountWidget({ 'name-field': 'hidden', 'form-label': 'Register (no name)' });
      expect(ui.root(hidden).querySelector('input[name="name"]')).to.equal(null);
      await a11y.expectAccessible(hidden);
    });

    it('goes back to the defaults silently when name-field or mode is removed', async () => {
      let el!: EventRegister;
      const { warnings } = await ui.captureConsole(async () => {
        el = await ui.mountWidget({ 'name-field': 'required' });
        el.removeAttribute('name-field');
        el.removeAttribute('mode');
        await el.updateComplete;
      });
      expect(ui.nameInput(el).required).to.equal(false);
      expect(ui.submitButton(el).textContent).to.include('Register');
      expect(warnings).to.deep.equal([]);
    });

    it('treats an unknown name-field value as optional and warns', async () => {
      let el!: EventRegister;
      const { warnings } = await ui.captureConsole(async () => {
        el = await ui.mountWidget({ 'name-field': 'sometimes' });
      });
      expect(ui.nameInput(el).required).to.equal(false);
      expect(warnings.join('\n')).to.include('name-field');
    });
  });

  describe('<event-register> client-side checks', () => {
    beforeEach(api.normalServer);

    it('stops an empty or malformed email before any request, next to the field, and focuses it', async () => {
      const eventId = await api.freshEvent();
      const el = await ui.mountWidget({ 'event-id': eventId });
      ui.submitButton(el).click();
      await el.updateComplete;
      await el.updateComplete;
      const email = ui.emailInput(el);
      expect(email.getAttribute('aria-invalid')).to.equal('true');
      // Described by the message shown next to it (fieldError follows aria-describedby).
      expect(email.getAttribute('aria-describedby')).to.be.a('string').and.not.equal('');
      expect(ui.fieldError(el, 'email')).to.equal('Enter your email address.');
      // GOV.UK's pattern: the summary takes focus and lists the error; its link leads to the field.
      ui.expectFocus(el, ui.errorSummary(el), 'the error summary');
      expect(ui.errorSummary(el)!.textContent).to.include('There is a problem');
      expect(ui.summaryEntries(el)).to.deep.equal(['Enter your email address.']);
      await a11y.expectAccessible(el, 'with client errors (empty submit)');
      ui.followSummaryLink(el, email);
      ui.expectFocus(el, email, 'the summary link leads to the field');

      await ui.fill(el, { email: 'not-an-address' });
      ui.submitButton(el).click();
      await el.updateComplete;
      expect(ui.fieldError(el, 'email')).to.include('name@example.com');
      expect(email.value).to.equal('not-an-address');
      expect(await api.requestsFor(eventId)).to.have.length(0);
    });

    it('rejects control characters and over-long values with a clear message', async () => {
      const el = await ui.mountWidget({ 'name-field': 'required' });
      await ui.fill(el, { email: 'a\u0007b@example.com', name: 'x'.repeat(201) });
      // What typing started has rendered (the address feature, which arrives with the first
      // address and works out its suggestion when the page is idle): the press's errors then
      // render in the one update after it.
      await ui.settled(el);
      ui.submitButton(el).click();
      await el.updateComplete;
      expect(ui.fieldError(el, 'email')).to.include('invisible characters');
      expect(ui.fieldError(el, 'name')).to.include('200');
      // The summary lists both, in form order; both are read out with it.
      ui.expectFocus(el, ui.errorSummary(el), 'the error summary');
      expect(ui.summaryEntries(el)).to.have.length(2);
      expect(ui.summaryEntries(el)[0]).to.include('invisible characters');
      expect(ui.summaryEntries(el)[1]).to.include('200');
    });

    it('clears a field’s error as soon as the person edits it', async () => {
      const el = await ui.mountWidget();
      ui.submitButton(el).click();
      await el.updateComplete;
      expect(ui.emailInput(el).getAttribute('aria-invalid')).to.equal('true');
      await ui.fill(el, { email: 'a' });
      expect(ui.emailInput(el).getAttribute('aria-invalid')).to.equal(null);
      expect(ui.emailInput(el).hasAttribute('aria-describedby')).to.equal(false);
    });
  });

  describe('<event-register> configuration', () => {
    beforeEach(api.normalServer);

    it('refuses a secret key before any request, visibly and in the console', async () => {
      const eventId = await api.freshEvent();
      let el!: EventRegister;
      const { errors } = await ui.captureConsole(async (said) => {
        el = await ui.mountWidget({ 'event-id': eventId, 'api-key': api.env.secretKey });
        await said('secret API key');
      });
      expect(errors.join('\n')).to.include('secret API key');
      expect(errors.join('\n')).to.include('pk_');
      expect(ui.formError(el).textContent).to.include('not available right now');
      await ui.fill(el, { email: api.uniqueEmail() });
      const event = await ui.submitAndWait(el, 'submit-error');
      expect(event.detail.kind).to.equal('config');
      expect(event.detail.status).to.equal(undefined);
      expect(await api.requestsFor(eventId)).to.have.length(0);
      // The secret key itself is not echoed anywhere in the UI.
      expect(ui.root(el).textContent).to.not.include(api.env.secretKey);
      await a11y.expectAccessible(el);
    });

    for (const missing of ['event-id', 'api-key', 'base-url'] as const) {
      it(`shows a configuration error when ${missing} is missing`, async () => {
        let el!: EventRegister;
        const { errors } = await ui.captureConsole(async (said) => {
          el = await ui.mountWidget({ [missing]: false });
          await said(`${missing} attribute`);
        });
        expect(errors.join('\n')).to.include(missing);
        expect(ui.formError(el).textContent).to.include('not available right now');
        await ui.fill(el, { email: api.uniqueEmail() });
        const event = await ui.submitAndWait(el, 'submit-error');
        expect(event.detail.kind).to.equal('config');
      });
    }

    it('applies attribute changes made after it is on the page', async () => {
      const first = await api.freshEvent();
      const second = await api.freshEvent();
      const el = await ui.mountWidget({ 'event-id': first });
      el.setAttribute('event-id', second);
      el.setAttribute('name-field', 'required');
      await el.updateComplete;
      expect(ui.nameInput(el).required).to.equal(true);
      await ui.fill(el, { email: api.uniqueEmail(), name: 'Moved' });
      const event = await ui.submitAndWait(el, 'registered');
      expect(event.detail.eventId).to.equal(second);
      expect(await api.registrations(first)).to.have.length(0);
      expect(await api.registrations(second)).to.have.length(1);
    });

    it('recovers when a missing attribute is provided later', async () => {
      let el!: EventRegister;
      await ui.captureConsole(async () => {
        el = await ui.mountWidget({ 'api-key': false });
      });
      el.apiKey = api.env.publishableKey;
      await el.updateComplete;
      expect(ui.formError(el).textContent).to.equal('');
      await ui.fill(el, { email: api.uniqueEmail() });
      await ui.submitAndWait(el, 'registered');
    });
  });

  describe('<event-register> submitting', () => {
    beforeEach(api.normalServer);

    it('disables the button, marks the form busy and ignores a second click or Enter', async () => {
      const eventId = await api.freshEvent();
      const el = await ui.mountWidget({ 'event-id': eventId });
      await ui.fill(el, { email: api.uniqueEmail() });
      // Held at the server until the busy state has been looked at (the accessibility check included).
      await api.injectFaults({ match: 'register', eventId, hold: true });
      const log = ui.recordEvents(el, ['registered', 'submit-error']);
      ui.submitButton(el).click();
      await api.untilHeld(eventId, 'the register request to reach the server');
      await el.updateComplete;
      expect(ui.buttonUnavailable(el)).to.equal(true);
      // Busy, but still focusable: focus is never dropped to the page.
      expect(ui.submitButton(el).disabled).to.equal(false);
      expect(ui.root(el).querySelector('form')!.getAttribute('aria-busy')).to.equal('true');
      expect(el.state).to.equal('submitting');
      expect(ui.statusRegion(el).textContent).to.include('Sending');
      await a11y.expectAccessible(el, 'busy, while submitting');
      // A second click and Enter in the field send nothing more.
      ui.submitButton(el).click();
      ui.root(el).querySelector('form')!.requestSubmit();
      await el.submit();
      await api.release(eventId);
      await waitUntil(() => log.events.length > 0, 'the registration to finish', { timeout: 5000 });
      log.stop();
      expect(log.events.map((e) => e.type)).to.deep.equal(['registered']);
      expect(await api.requestsFor(eventId)).to.have.length(1);
    });
  });

  describe('<event-register> success', () => {
    beforeEach(api.normalServer);

    it('moves focus to the success message and announces it', async () => {
      const el = await ui.mountWidget({ 'event-id': await api.freshEvent() });
      const email = api.uniqueEmail();
      await ui.fill(el, { email });
      ui.submitButton(el).focus();
      await ui.submitAndWait(el, 'registered');
      await el.updateComplete;
      ui.expectFocus(el, ui.root(el).querySelector('[part~="success"]'), 'the success view');
      expect(ui.statusRegion(el).textContent)
        .to.include("You're registered!")
        .and.to.include(`Check your inbox: we emailed \u2068${email}\u2069 your link to join the event.`);
      await a11y.expectAccessible(el, 'registered (success)');
    });

    it('shows the host page’s own success content from the success slot', async () => {
      const el = await ui.mountWidget({ 'event-id': await api.freshEvent() });
      const custom = document.createElement('p');
      custom.slot = 'success';
      custom.textContent = 'See you at the launch!';
      el.append(custom);
      await ui.fill(el, { email: api.uniqueEmail() });
      await ui.submitAndWait(el, 'registered');
      const view = ui.part(el, '[part~="success"]');
      if (el.shadowRoot) {
        expect(view.querySelector<HTMLSlotElement>('slot[name="success"]')!.assignedElements()).to.deep.equal([custom]);
      } else {
        expect(view.contains(custom), 'the light DOM moves the content into the success view').to.equal(true);
      }
      expect(custom.checkVisibility()).to.equal(true);
      // It replaces the default message: the default title is not shown.
      const title = ui.root(el).querySelector('[part~="success-title"]');
      expect(title === null || !title.checkVisibility()).to.equal(true);
    });

    it('shows the magic link only when show-link is set', async () => {
      const hidden = await ui.mountWidget({ 'event-id': await api.freshEvent() });
      await ui.fill(hidden, { email: api.uniqueEmail() });
      const first = await ui.submitAndWait(hidden, 'registered');
      expect(ui.root(hidden).querySelector('a')).to.equal(null);
      expect(ui.root(hidden).innerHTML).to.not.include(first.detail.registrationToken);

      const shown = await ui.mountWidget({ 'event-id': await api.freshEvent(), 'show-link': true });
      await ui.fill(shown, { email: api.uniqueEmail() });
      const second = await ui.submitAndWait(shown, 'registered');
      expect(ui.root(shown).querySelector('a')!.href).to.equal(second.detail.magicLink);
    });

    it('reads show-link="false" as off, as Vue writes a false binding', async () => {
      const el = await ui.mountWidget({ 'event-id': await api.freshEvent(), 'show-link': 'false' });
      expect(el.showLink).to.equal(false);
      await ui.fill(el, { email: api.uniqueEmail() });
      await ui.submitAndWait(el, 'registered');
      expect(ui.root(el).querySelector('a')).to.equal(null);
      el.setAttribute('show-link', '');
      expect(el.showLink).to.equal(true);
    });
  });

  describe('<event-register> server text is text', () => {
    beforeEach(api.normalServer);

    it('renders markup in problem title, detail and field messages as text', async () => {
      const payload = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script><b>bold</b>';
      const el = await ui.mountWidget();
      await ui.fill(el, { email: api.uniqueEmail() });
      await api.injectProblem(422, {
        title: payload,
        detail: payload,
        errors: [
          { location: 'body.email', message: payload },
          { location: 'body.nickname', message: payload },
        ],
      });
      await ui.submitAndWait(el, 'submit-error');
      const form = ui.root(el);
      expect(form.querySelector('img')).to.equal(null);
      expect(form.querySelector('script')).to.equal(null);
      expect(form.querySelector('b')).to.equal(null);
      expect(ui.formError(el).textContent).to.include('<b>bold</b>');
      expect((window as unknown as { __pwned?: number }).__pwned).to.equal(undefined);
    });
  });

  describe('<event-register> keyboard', () => {
    beforeEach(api.normalServer);

    it('can be filled and submitted with the keyboard alone', async () => {
      const eventId = await api.freshEvent();
      const before = await fixture(html`<button>before</button>`);
      const el = await ui.mountWidget({ 'event-id': eventId });
      (before as HTMLButtonElement).focus();
      const email = api.uniqueEmail();
      await sendKeys({ press: 'Tab' });
      ui.expectFocus(el, ui.emailInput(el));
      await ui.typeKeys(email);
      await sendKeys({ press: 'Tab' });
      ui.expectFocus(el, ui.nameInput(el));
      await ui.typeKeys('Key Board');
      const registered = api.nextOutcome(el, 'registered', 'Enter after typing to submit');
      await sendKeys({ press: 'Enter' });
      await registered;
      const stored = await api.registrations(eventId);
      expect(stored.map((r) => [r.email, r.name])).to.deep.equal([[email, 'Key Board']]);
    });

    it('reaches the button with Tab and submits with Space', async () => {
      const eventId = await api.freshEvent();
      const el = await ui.mountWidget({ 'event-id': eventId });
      await ui.fill(el, { email: api.uniqueEmail() });
      ui.emailInput(el).focus();
      // Tab reaches buttons in all three engines run here, WebKitGTK's MiniBrowser
      // included. Safari on macOS does not by default (buttons and links join the
      // Tab order only with "Press Tab to highlight each item" / Option-Tab), a
      // browser setting this suite cannot see; the button is a native <button>, so
      // it is in the Tab order wherever the browser puts buttons there.
      await sendKeys({ press: 'Tab' });
      await sendKeys({ press: 'Tab' });
      ui.expectFocus(el, ui.submitButton(el));
      const registered = api.nextOutcome(el, 'registered', 'Space on the button to submit');
      // ' ' is the Space key in every launcher; the name 'Space' is unknown to
      // puppeteer's WebDriver BiDi keyboard, which drives Firefox ("Unknown key").
      await sendKeys({ press: ' ' });
      await registered;
      expect(await api.registrations(eventId)).to.have.length(1);
    });
  });
});
