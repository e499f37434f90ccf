/**
 * Register-mode flows that embeds offer: prefill, remember, redirect, consent,
 * the cancelable register-submit event and the programmatic API.
 */
import { expect, fixture, html } from '@open-wc/testing';
import type { EventRegister } from '../../../src/event-register.js';
import type { StateChangeDetail } from '../../../src/events/state-change.js';
import * as api from '../../helpers/api.js';
import * as ui from '../../helpers/widget.js';
import * as a11y from '../../helpers/a11y.js';

ui.forEachRoot(() => {
  describe('prefill', () => {
    beforeEach(api.normalServer);
    const original = location.href;
    afterEach(() => history.replaceState(history.state, '', original));

    it('prefills from the email and name attributes and sends them', async () => {
      const eventId = await api.freshEvent();
      const el = await ui.mountWidget({ 'event-id': eventId, email: 'pre@example.com', name: 'Pre Filled' });
      expect(ui.emailInput(el).value).to.equal('pre@example.com');
      expect(ui.nameInput(el).value).to.equal('Pre Filled');
      await ui.submitAndWait(el, 'registered');
      expect((await api.requestsFor(eventId))[0]!.body).to.deep.equal({ email: 'pre@example.com', name: 'Pre Filled' });
    });

    it('does not overwrite what the person typed when the attribute changes later', async () => {
      const el = await ui.mountWidget({ email: 'first@example.com' });
      await ui.fill(el, { email: 'typed@example.com' });
      el.setAttribute('email', 'second@example.com');
      await el.updateComplete;
      expect(ui.emailInput(el).value).to.equal('typed@example.com');
    });

    it('reads only email and name from the URL with prefill-from-url, leaving the URL alone', async () => {
      history.replaceState(
        history.state,
        '',
        `${location.pathname}?email=url%40example.com&name=Url+Person&phone=123&keep=1`,
      );
      const el = await ui.mountWidget({ 'prefill-from-url': true, email: 'attribute@example.com' });
      expect(ui.emailInput(el).value).to.equal('url@example.com');
      expect(ui.nameInput(el).value).to.equal('Url Person');
      expect(ui.root(el).textContent).to.not.include('123');
      expect(location.search).to.include('email=');
    });

    it('removes the prefill parameters from the address bar with prefill-from-url="strip"', async () => {
      history.replaceState(
        { kept: true },
        '',
        `${location.pathname}?email=strip%40example.com&keep=1&name=Strip#section`,
      );
      const el = await ui.mountWidget({ 'prefill-from-url': 'strip' });
      expect(ui.emailInput(el).value).to.equal('strip@example.com');
      expect(location.search).to.equal('?keep=1');
      expect(location.hash).to.equal('#section');
      expect(history.state).to.deep.equal({ kept: true });
    });

    it('ignores the URL without prefill-from-url', async () => {
      history.replaceState(history.state, '', `${location.pathname}?email=url%40example.com`);
      const el = await ui.mountWidget();
      expect(ui.emailInput(el).value).to.equal('');
    });
  });

  describe('remember', () => {
    beforeEach(async () => {
      await api.normalServer();
      localStorage.clear();
    });
    after(() => localStorage.clear());

    it('stores nothing without remember', async () => {
      const el = await ui.mountWidget({ 'event-id': await api.freshEvent() });
      await ui.fill(el, { email: api.uniqueEmail() });
      await ui.submitAndWait(el, 'registered');
      expect(Object.keys(localStorage).filter((k) => k.startsWith('event-register'))).to.deep.equal([]);
    });

    it('greets a returning visitor with their link and forgets them on "Not you?"', async () => {
      const eventId = await api.freshEvent();
      const email = api.uniqueEmail('returning');
      const first = await ui.mountWidget({ 'event-id': eventId, remember: true });
      await ui.fill(first, { email });
      const registered = await ui.submitAndWait(first, 'registered');

      const changes: StateChangeDetail[] = [];
      const onChange = (e: Event): void => void changes.push((e as CustomEvent<StateChangeDetail>).detail);
      document.addEventListener('state-change', onChange);
      // A second widget on the page: named, as the docs ask, so that the two landmarks can be told apart.
      const again = await ui.mountWidget({ 'event-id': eventId, remember: true, 'form-label': 'Registration, again' });
      expect(again.state).to.equal('success');
      expect(changes).to.deep.equal([{ state: 'success', previous: 'idle' }]);
      expect(ui.root(again).querySelector('form')).to.equal(null);
      const view = ui.part(again, '[part~="success"]');
      expect(view.textContent).to.include("You're registered");
      expect(view.textContent).to.include(email);
      expect(ui.part<HTMLAnchorElement>(again, 'a[part~="success-link"]').href).to.equal(registered.detail.magicLink);
      await a11y.expectAccessible(again);

      // Another event on the same API is not affected.
      const other = await ui.mountWidget({ 'event-id': await api.freshEvent(), remember: true });
      expect(ui.root(other).querySelector('form')).to.not.equal(null);

      ui.part<HTMLButtonElement>(again, '[part~="not-you"]').click();
      await again.updateComplete;
      await again.updateComplete;
      expect(again.state).to.equal('idle');
      document.removeEventListener('state-change', onChange);
      expect(changes.at(-1)).to.deep.equal({ state: 'idle', previous: 'success' });
      expect(ui.emailInput(again).value).to.equal('');
      ui.expectFocus(again, ui.emailInput(again));
      const fresh = await ui.mountWidget({ 'event-id': eventId, remember: true });
      expect(ui.root(fresh).querySelector('form')).to.not.equal(null);
    });
  });

  describe('redirect', () => {
    beforeEach(api.normalServer);

    async function hostFrame(): Promise<HTMLIFrameElement> {
      const frame = document.createElement('iframe');
      frame.title = 'host page';
      const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
      frame.src = '/test/pages/module-host.html';
      document.body.append(frame);
      await api.within(loaded, 'the host page to load');
      await api.within(
        frame.contentWindow!.customElements.whenDefined('event-register'),
        'the host page to define <event-register>',
      );
      return frame;
    }

    /** The page's navigations from now until `stop()`, each stopped before it leaves this page. */
    function watchNavigations(): { started: string[]; stop(): void } {
      const started: string[] = [];
      // The Navigation API (Chromium, Firefox; not in WebKitGTK yet); TypeScript's DOM types lack it.
      const navigation = (window as { navigation?: EventTarget }).navigation;
      const listener = (event: Event): void => {
        started.push((event as Event & { destination: { url: string } }).destination.url);
        event.preventDefault();
      };
      navigation?.addEventListener('navigate', listener);
      return { started, stop: () => navigation?.removeEventListener('navigate', listener) };
    }

    function landingLink(): string {
      return `${location.origin}/test/pages/landed.html?token=rt_redirect`;
    }

    async function injectLanding(): Promise<void> {
      await api.injectFaults({
        match: 'register',
        status: 201,
        contentType: 'application/json',
        json: {
          magic_link: landingLink(),
          registration_id: 'reg_r',
          registration_token: 'rt_redirect',
          viewer_id: 'vwr_r',
        },
      });
    }

    it('navigates to the magic link after registered has been dispatched', async () => {
      const frame = await hostFrame();
      try {
        const doc = frame.contentDocument!;
        const el = ui.withRenderRoot(doc.createElement('event-register'));
        for (const [k, v] of Object.entries({
          'event-id': api.env.demoEventId,
          'api-key': api.env.publishableKey,
          'base-url': api.env.baseUrl,
          redirect: '',
        })) {
          el.setAttribute(k, v);
        }
        doc.body.append(el);
        await el.updateComplete;
        const order: string[] = [];
        el.addEventListener('registered', () => order.push(`registered at ${frame.contentWindow!.location.pathname}`));
        await ui.fill(el, { email: api.uniqueEmail() });
        await injectLanding();
        const navigated = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
        ui.root(el).querySelector('button')!.click();
        await api.within(navigated, 'the host page to navigate to the magic link');
        expect(order).to.deep.equal(['registered at /test/pages/module-host.html']);
        expect(frame.contentWindow!.location.href).to.equal(landingLink());
      } finally {
        frame.remove();
      }
    });

    it('does not navigate when a registered listener calls preventDefault()', async () => {
      const el = await ui.mountWidget({ redirect: true });
      el.addEventListener('registered', (e) => e.preventDefault());
      await ui.fill(el, { email: api.uniqueEmail() });
      await injectLanding();
      const before = location.href;
      // The widget goes to the link in the task that tells `registered` (outcome.ts): once the event
      // has been handled, the moment has passed. A navigation started is seen (and stopped, so this
      // page lives on to fail the test) where the browser has the Navigation API.
      const navigations = watchNavigations();
      try {
        await ui.submitAndWait(el, 'registered');
        await ui.settled(el);
      } finally {
        navigations.stop();
      }
      expect(navigations.started, 'navigations started').to.deep.equal([]);
      expect(location.href).to.equal(before);
      expect(el.state).to.equal('success');
    });
  });

  describe('consent', () => {
    beforeEach(api.normalServer);

    async function withConsent(eventId: string): Promise<EventRegister> {
      const wrapper = await fixture(html`<div>
      <event-register render-root=${ui.renderRoot} event-id=${eventId} api-key=${api.env.publishableKey} base-url=${api.env.baseUrl}>
        <span slot="consent">I agree to receive emails about this event.</span>
      </event-register>
    </div>`);
      const el = wrapper.querySelector('event-register')!;
      await el.updateComplete;
      await el.updateComplete;
      return el;
    }

    const checkbox = (el: EventRegister) => ui.part<HTMLInputElement>(el, 'input[type="checkbox"]');

    it('has no checkbox when the consent slot is empty', async () => {
      const el = await ui.mountWidget();
      expect(checkbox(el).checkVisibility()).to.equal(false);
      expect(checkbox(el).required).to.equal(false);
    });

    it('requires the checkbox, labelled by the slotted content, before sending anything', async () => {
      const eventId = await api.freshEvent();
      const el = await withConsent(eventId);
      const box = checkbox(el);
      expect(box.checkVisibility()).to.equal(true);
      expect(box.required).to.equal(true);
      // The label's content: slotted into the shadow root, or moved into the label in the light DOM.
      const label = box.labels![0]!;
      const slot = label.querySelector('slot');
      const labelText = slot
        ? slot
            .assignedElements()
            .map((e) => e.textContent)
            .join('')
        : label.textContent;
      expect(labelText).to.include('I agree');
      await a11y.expectAccessible(el);

      await ui.fill(el, { email: api.uniqueEmail() });
      ui.submitButton(el).click();
      await el.updateComplete;
      await el.updateComplete;
      expect(box.getAttribute('aria-invalid')).to.equal('true');
      expect(ui.byId(el, box.getAttribute('aria-describedby')!)!.textContent).to.include('agree');
      ui.expectFocus(el, ui.errorSummary(el), 'the error summary');
      ui.followSummaryLink(el, box);
      ui.expectFocus(el, box, 'the summary link leads to the checkbox');
      expect(await api.requestsFor(eventId)).to.have.length(0);
      await a11y.expectAccessible(el);

      box.click();
      await el.updateComplete;
      expect(box.getAttribute('aria-invalid')).to.equal(null);
      await ui.submitAndWait(el, 'registered');
      const [request] = await api.requestsFor(eventId);
      expect(request!.body).to.have.keys(['email']);
    });
  });

  describe('register-submit', () => {
    beforeEach(api.normalServer);

    it('carries the body about to be sent, and preventDefault() sends nothing', async () => {
      const eventId = await api.freshEvent();
      const el = await ui.mountWidget({ 'event-id': eventId });
      const email = api.uniqueEmail();
      await ui.fill(el, { email, name: 'Checked' });
      const details: unknown[] = [];
      const stop = (e: Event): void => {
        details.push((e as CustomEvent).detail);
        e.preventDefault();
      };
      el.addEventListener('register-submit', stop);
      await el.submit();
      expect(details).to.deep.equal([{ email, name: 'Checked' }]);
      expect(el.state).to.equal('idle');
      expect(await api.requestsFor(eventId)).to.have.length(0);

      el.removeEventListener('register-submit', stop);
      await ui.submitAndWait(el, 'registered');
      expect(await api.registrations(eventId)).to.have.length(1);
    });

    it("starts the request in the press's own task once the code a press needs is here", async () => {
      const eventId = await api.freshEvent();
      const el = await ui.mountWidget({ 'event-id': eventId });
      await ui.fill(el, { email: api.uniqueEmail('warm') });
      // The first press loads what a press needs (the interaction, address and analytics code).
      await ui.submitAndWait(el, 'registered');
      el.reset();
      await el.updateComplete;
      await ui.fill(el, { email: api.uniqueEmail('same-task') });
      await el.updateComplete;
      const outcome = api.nextOutcome(el, 'registered', 'the second press to register');
      ui.submitButton(el).click();
      // `submitting` is set just before the request starts, in the same call: nothing awaited came first.
      expect(el.state, 'the request under way as the click returns').to.equal('submitting');
      await outcome;
      expect(await api.registrations(eventId)).to.have.length(2);
    });

    it('is not fired when the form is invalid', async () => {
      const el = await ui.mountWidget();
      const log = ui.recordEvents(el, ['register-submit']);
      await el.submit();
      log.stop();
      expect(log.events).to.have.length(0);
    });
  });

  describe('programmatic API', () => {
    beforeEach(api.normalServer);

    it('submit() registers and state-change reports each transition once', async () => {
      const el = await ui.mountWidget({ 'event-id': await api.freshEvent() });
      const log = ui.recordEvents(el, ['state-change']);
      await ui.fill(el, { email: api.uniqueEmail() });
      await el.submit();
      log.stop();
      expect(el.state).to.equal('success');
      expect(log.events.map((e) => (e as CustomEvent<StateChangeDetail>).detail)).to.deep.equal([
        { state: 'submitting', previous: 'idle' },
        { state: 'success', previous: 'submitting' },
      ]);
    });

    it('reports error, then reset() clears values, errors and the key', async () => {
      const eventId = await api.freshEvent();
      const el = await ui.mountWidget({ 'event-id': eventId });
      const email = api.uniqueEmail();
      await ui.fill(el, { email, name: 'Resettable' });
      await api.injectFaults({ match: 'register', status: 500 });
      const log = ui.recordEvents(el, ['state-change']);
      await el.submit();
      expect(el.state).to.equal('error');
      expect(ui.formError(el).textContent).to.not.equal('');

      el.reset();
      await el.updateComplete;
      log.stop();
      expect(el.state).to.equal('idle');
      expect(ui.emailInput(el).value).to.equal('');
      expect(ui.nameInput(el).value).to.equal('');
      expect(ui.formError(el).textContent).to.equal('');
      expect(ui.fieldError(el, 'email')).to.equal('');
      expect(ui.statusRegion(el).textContent).to.equal('');
      expect(log.events.map((e) => (e as CustomEvent<StateChangeDetail>).detail.state)).to.deep.equal([
        'submitting',
        'error',
        'idle',
      ]);

      await ui.fill(el, { email, name: 'Resettable' });
      await ui.submitAndWait(el, 'registered');
      const keys = (await api.requestsFor(eventId)).map((r) => r.headers['idempotency-key']);
      expect(keys).to.have.length(2);
      expect(keys[0]).to.not.equal(keys[1]);
    });

    it('reset() empties the fields even when a script set their values without an input event', async () => {
      const el = await ui.mountWidget({ 'event-id': await api.freshEvent() });
      // A browser extension or the page's own script: the DOM changes, the widget hears nothing.
      ui.emailInput(el).value = 'set-by-script@example.com';
      ui.nameInput(el).value = 'Set By Script';
      el.reset();
      await el.updateComplete;
      expect(ui.emailInput(el).value).to.equal('');
      expect(ui.nameInput(el).value).to.equal('');
    });

    it('reset() after success shows the form again', async () => {
      const el = await ui.mountWidget({ 'event-id': await api.freshEvent() });
      await ui.fill(el, { email: api.uniqueEmail() });
      await ui.submitAndWait(el, 'registered');
      el.reset();
      await el.updateComplete;
      expect(ui.root(el).querySelector('form')).to.not.equal(null);
      expect(el.state).to.equal('idle');
      await a11y.expectAccessible(el);
    });

    it('reset() aborts a request under way without events', async () => {
      const eventId = await api.freshEvent();
      const el = await ui.mountWidget({ 'event-id': eventId });
      await ui.fill(el, { email: api.uniqueEmail() });
      await api.injectFaults({ match: 'register', eventId, hold: true });
      const log = ui.recordEvents(el, ['registered', 'submit-error']);
      const done = el.submit();
      await api.untilHeld(eventId, 'the register request to reach the server');
      el.reset();
      await api.within(done, 'submit() to resolve once reset() has aborted it');
      // The server sees the connection closed: the answer, released now, can reach nobody.
      await api.untilAbandoned(eventId, 'reset() to abort the request');
      await api.release(eventId);
      log.stop();
      expect(log.events).to.have.length(0);
      expect(el.state).to.equal('idle');
    });
  });

  describe('keyboard use of the new states', () => {
    beforeEach(async () => {
      await api.normalServer();
      localStorage.clear();
    });
    after(() => localStorage.clear());

    it('ticks consent with Space and submits with Enter', async () => {
      const { sendKeys } = await import('@web/test-runner-commands');
      const eventId = await api.freshEvent();
      const wrapper = await fixture(html`<div>
      <event-register render-root=${ui.renderRoot} event-id=${eventId} api-key=${api.env.publishableKey} base-url=${api.env.baseUrl} name-field="hidden">
        <span slot="consent">I agree.</span>
      </event-register>
    </div>`);
      const el = wrapper.querySelector('event-register')!;
      await el.updateComplete;
      await ui.fill(el, { email: api.uniqueEmail() });
      ui.emailInput(el).focus();
      await sendKeys({ press: 'Tab' });
      const box = ui.part<HTMLInputElement>(el, 'input[type="checkbox"]');
      ui.expectFocus(el, box);
      await sendKeys({ press: ' ' });
      expect(box.checked).to.equal(true);
      const registered = api.nextOutcome(el, 'registered', 'Enter in the email field to submit');
      ui.emailInput(el).focus();
      await sendKeys({ press: 'Enter' });
      await registered;
      expect(await api.registrations(eventId)).to.have.length(1);
    });

    it('reaches "Not you?" from the keyboard and lands in the email field', async () => {
      const { sendKeys } = await import('@web/test-runner-commands');
      const eventId = await api.freshEvent();
      const first = await ui.mountWidget({ 'event-id': eventId, remember: true });
      await ui.fill(first, { email: api.uniqueEmail() });
      await ui.submitAndWait(first, 'registered');
      const el = await ui.mountWidget({ 'event-id': eventId, remember: true });
      ui.part<HTMLAnchorElement>(el, 'a[part~="success-link"]').focus();
      await sendKeys({ press: 'Tab' });
      ui.expectFocus(el, ui.part(el, '[part~="not-you"]'));
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
      await el.updateComplete;
      expect(el.state).to.equal('idle');
      ui.expectFocus(el, ui.emailInput(el));
    });
  });
});
