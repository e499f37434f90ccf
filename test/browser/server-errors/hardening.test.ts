/**
 * The last holes against hostile servers, careless integrators and flaky networks,
 * each against the local API over HTTP: server text that would break
 * the page's layout, links and addresses that would leak, local mistakes that
 * looked like network failures, rate limits that were forgotten, and a
 * registration made offline that waits for the connection. No fetch stubs.
 */
import { expect, waitUntil } from '@open-wc/testing';
import type { EventRegister } from '../../../src/event-register.js';
import { interactionChunk } from '../../../src/form/interaction-loader.js';
import * as api from '../../helpers/api.js';
import { goOffline, goOnline, restoreOnLine } from '../../helpers/controller-host.js';
import * as ui from '../../helpers/widget.js';
import * as a11y from '../../helpers/a11y.js';

/** The widget stays inside its container: no sideways scrolling of the page, a sane height. */
function expectContained(el: EventRegister, maxHeight: number): void {
  const box = el.getBoundingClientRect();
  expect(box.height, 'widget height').to.be.below(maxHeight);
  expect(el.scrollWidth, 'widget content width').to.be.at.most(Math.ceil(box.width) + 1);
  expect(document.documentElement.scrollWidth, 'page width').to.be.at.most(window.innerWidth);
}

ui.forEachRoot(() => {
  describe('server text cannot break the host page', () => {
    beforeEach(api.normalServer);

    it('shows a few of thousands of unmapped errors, shortened, and counts the rest', async () => {
      const { el, email } = await ui.filledWidget({}, 'Careful Person');
      const errors = Array.from({ length: 5000 }, (_, i) => ({
        location: `body.extra${i}`,
        message: `unexpected thing number ${i} `.repeat(30),
      }));
      await api.injectProblem(422, { title: 'Unprocessable Entity', errors });
      await ui.submitAndWait(el, 'submit-error');
      const alert = ui.formError(el).textContent.replace(/\s+/g, ' ');
      expect(alert).to.include('unexpected thing number 0');
      expect(alert).to.include('unexpected thing number 2');
      expect(alert).to.not.include('unexpected thing number 3 ');
      expect(alert).to.include('4,997 more');
      expect(alert.length, 'what a screen reader reads').to.be.below(1000);
      expectContained(el, 700);
      expect(ui.emailInput(el).value).to.equal(email);
      await a11y.expectAccessible(el);
    });

    it('wraps a message with no spaces (an echoed address or token) instead of widening the page', async () => {
      const { el } = await ui.filledWidget({}, 'Careful Person');
      const unbroken = `token_${'x'.repeat(3000)}@example.com`;
      await api.injectFaults({
        match: 'register',
        status: 422,
        json: {
          errors: [
            { location: 'body.email', message: unbroken },
            { location: 'body.other', message: unbroken },
          ],
        },
      });
      await ui.submitAndWait(el, 'submit-error');
      expect(ui.part(el, '[part~="field-error"]').textContent).to.include('token_xxx');
      expectContained(el, 1200);
    });

    it('isolates server text for bidirectional display', async () => {
      const { el } = await ui.filledWidget({}, 'Careful Person');
      // A right-to-left override inside the server's message must not reorder the widget's own text.
      await api.injectFaults({
        match: 'register',
        status: 422,
        json: { errors: [{ location: 'body.colour', message: 'bad \u202Eevil\u202C value' }] },
      });
      await ui.submitAndWait(el, 'submit-error');
      const bdi = ui.formError(el).querySelector('bdi');
      expect(bdi, 'server text in <bdi>').to.not.equal(null);
      expect(bdi!.textContent).to.include('evil');
      expect(getComputedStyle(bdi!).unicodeBidi).to.equal('isolate');
    });

    it('caps an identify status of 100,000 characters and isolates it', async () => {
      const el = await ui.mountWidget({
        'event-id': await api.freshEvent(),
        mode: 'identify',
        'external-id': 'user-1',
      });
      await api.injectFaults({
        match: 'identify',
        status: 200,
        json: {
          viewer_id: 'vwr_1',
          registration_token: 'rt_1',
          slug: 's',
          status: 'x'.repeat(100_000),
          progress_percent: 10,
        },
      });
      await ui.submitAndWait(el, 'identified');
      const status = ui.part(el, '[part~="viewer-status"]').textContent;
      expect(status.length).to.be.below(200);
      expect(status).to.match(/\u2068x+…\u2069/);
      expectContained(el, 600);
    });
  });

  describe('links and addresses that would leak', () => {
    beforeEach(api.normalServer);

    it('refuses a magic link over plain http to a remote host: a malformed answer, never a success', async () => {
      const { el, email } = await ui.filledWidget({ 'show-link': true, remember: true });
      await api.injectMagicLink('http://watch.example.com/m?token=rt_secret', 'rt_secret');
      const failure = await ui.submitAndWait(el, 'submit-error');
      expect(failure.detail.kind).to.equal('malformed-response');
      expect(ui.root(el).querySelector('[part~="success"]')).to.equal(null);
      expect(ui.emailInput(el).value).to.equal(email);
      expect(JSON.stringify(localStorage)).to.not.include('rt_secret');
    });

    it('accepts a plain http magic link to this machine (development)', async () => {
      const { el } = await ui.filledWidget({}, 'Careful Person');
      await api.injectMagicLink('http://127.0.0.1:9/m?token=rt', 'rt');
      const registered = await ui.submitAndWait(el, 'registered');
      expect(registered.detail.magicLink).to.equal('http://127.0.0.1:9/m?token=rt');
    });

    it('does not follow a redirect: nothing reaches where it points, and submit-error says redirect', async () => {
      const { el, eventId, email } = await ui.filledWidget({}, 'Careful Person');
      const elsewhere = await api.freshEvent();
      // A 307 replays the POST, key and details included, to whatever it names: here, another event.
      await api.injectFaults({ match: 'register', redirect: `${api.env.baseUrl}/events/${elsewhere}/register` });
      const { errors } = await ui.captureConsole(async (said) => {
        const failure = await ui.submitAndWait(el, 'submit-error');
        expect(failure.detail.kind).to.equal('redirect');
        await said('does not follow redirects');
      });
      expect(errors.join('\n')).to.include('redirect');
      expect(await api.requestsFor(elsewhere)).to.have.length(0);
      expect(await api.registrations(elsewhere)).to.have.length(0);
      expect((await api.requestsFor(eventId)).map((r) => r.status)).to.deep.equal([307]);
      expect(ui.formError(el).textContent).to.include('not available');
      expect(ui.emailInput(el).value).to.equal(email);
    });

    for (const [what, baseUrl, words] of [
      ['plain http to a remote host', 'http://api.example.com/v1', 'unencrypted'],
      ['a query', `${api.env.baseUrl}?tenant=acme`, 'query'],
      ['a fragment', `${api.env.baseUrl}#x`, 'fragment'],
      ['credentials', api.env.baseUrl.replace('://', '://user:pass@'), 'user:pass@'],
    ] as const) {
      it(`makes a base-url with ${what} a visible configuration error, and sends nothing`, async () => {
        const eventId = await api.freshEvent();
        const { errors } = await ui.captureConsole(async () => {
          const el = await ui.mountWidget({ 'event-id': eventId, 'base-url': baseUrl });
          await ui.fill(el, { email: api.uniqueEmail() });
          const failure = await ui.submitAndWait(el, 'submit-error');
          expect(failure.detail.kind).to.equal('config');
          expect(ui.formError(el).textContent).to.include('not available');
        });
        expect(errors.join('\n')).to.include(words);
        expect(await api.requestsFor(eventId)).to.have.length(0);
      });
    }

    for (const eventId of ['.', '..']) {
      it(`refuses the event id "${eventId}", which would escape its path segment`, async () => {
        const before = (await api.requestsFor(api.env.demoEventId)).length;
        const { errors } = await ui.captureConsole(async () => {
          const el = await ui.mountWidget({ 'event-id': eventId });
          await ui.fill(el, { email: api.uniqueEmail() });
          expect((await ui.submitAndWait(el, 'submit-error')).detail.kind).to.equal('config');
        });
        expect(errors.join('\n')).to.include('event-id');
        expect((await api.requestsFor(api.env.demoEventId)).length).to.equal(before);
      });
    }
  });

  describe('local mistakes are configuration errors, not network failures', () => {
    beforeEach(api.normalServer);

    for (const [what, apiKey, named] of [
      ['curly quotes', `\u201C${api.env.publishableKey}\u201D`, 'U+201C'],
      [
        'a zero-width space',
        `${api.env.publishableKey.slice(0, 4)}\u200B${api.env.publishableKey.slice(4)}`,
        'zero-width space',
      ],
      ['an accented letter', `${api.env.publishableKey}é`, 'U+00E9'],
    ] as const) {
      it(`names an api-key with ${what}, sends nothing and does not retry`, async () => {
        let widget: { el: EventRegister; eventId: string } | undefined;
        const { errors } = await ui.captureConsole(async () => {
          widget = await ui.filledWidget({ 'api-key': apiKey });
          const failure = await ui.submitAndWait(widget.el, 'submit-error');
          expect(failure.detail.kind).to.equal('config');
        });
        expect(errors.join('\n')).to.include(named);
        expect(ui.formError(widget!.el).textContent).to.not.include('connection');
        expect(await api.requestsFor(widget!.eventId)).to.have.length(0);
      });
    }

    it('names an event id with a lone surrogate', async () => {
      const { errors } = await ui.captureConsole(async () => {
        const el = await ui.mountWidget({ 'event-id': 'evt_\uD800' });
        await ui.fill(el, { email: api.uniqueEmail() });
        expect((await ui.submitAndWait(el, 'submit-error')).detail.kind).to.equal('config');
      });
      expect(errors.join('\n')).to.include('surrogate');
    });

    for (const apiKey of [`"sk_live_abc123"`, 'Bearer sk_live_abc123', '\u201Csk_live_abc123\u201D']) {
      it(`refuses a secret key however it was pasted: ${apiKey}`, async () => {
        let eventId = '';
        const { errors } = await ui.captureConsole(async () => {
          const widget = await ui.filledWidget({ 'api-key': apiKey });
          eventId = widget.eventId;
          expect((await ui.submitAndWait(widget.el, 'submit-error')).detail.kind).to.equal('config');
        });
        expect(errors.join('\n')).to.include('secret');
        expect(await api.requestsFor(eventId)).to.have.length(0);
      });
    }

    it('refuses a secret key set just before submit(), when the code is already there', async () => {
      // With the interaction chunk on the page, submit() runs in the same task: it must still
      // check the key just set, not the settings of the update before it.
      await interactionChunk();
      const { el, eventId } = await ui.filledWidget();
      const outcomes: string[] = [];
      el.addEventListener('registered', () => outcomes.push('registered'));
      el.addEventListener('submit-error', (event) => outcomes.push(`submit-error ${event.detail.kind}`));
      const { errors } = await ui.captureConsole(async () => {
        el.apiKey = 'sk_live_abc123';
        // Resolves once the submission has finished, whatever its outcome.
        await el.submit();
      });
      expect(outcomes).to.deep.equal(['submit-error config']);
      expect(errors.join('\n')).to.include('secret');
      expect(await api.requestsFor(eventId)).to.have.length(0);
    });
  });

  /**
   * submit() resolves at once when it refuses, so once it has resolved a refusal is final: checks
   * that nothing started (no `register-submit`, which is told before every request; nothing under
   * way) and nothing reached the server, without waiting for a request that might come late.
   */
  async function expectRefused(el: EventRegister, eventId: string, why: string): Promise<void> {
    const started = ui.recordEvents(el, ['register-submit']);
    await el.submit();
    await ui.settled(el);
    started.stop();
    expect(started.events, `${why}: a submission started`).to.have.length(0);
    expect(el.state, why).to.not.equal('submitting');
    expect(await api.requestsFor(eventId), why).to.have.length(1);
  }

  describe('rate limits are kept', () => {
    beforeEach(api.normalServer);

    it('shows the date with the time when the wait ends on another day', async () => {
      const { el } = await ui.filledWidget({}, 'Careful Person');
      await api.injectFaults({ match: 'register', status: 429, retryAfter: '86400' });
      const failure = await ui.submitAndWait(el, 'submit-error');
      const tomorrow = new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(failure.detail.retryAt);
      expect(ui.formError(el).textContent).to.include(tomorrow);
    });

    it('reset() clears the form but not the wait: the next submission still waits, with its countdown', async () => {
      const { el, eventId } = await ui.filledWidget({}, 'Careful Person');
      await api.injectFaults({ match: 'register', status: 429, retryAfter: '60' });
      await ui.submitAndWait(el, 'submit-error');
      el.reset();
      await el.updateComplete;
      expect(ui.emailInput(el).value).to.equal('');
      expect(ui.buttonUnavailable(el), 'still waiting after reset()').to.equal(true);
      await ui.fill(el, { email: api.uniqueEmail() });
      await expectRefused(el, eventId, 'submit() after reset(), while the wait lasts');
      expect(ui.formError(el).textContent).to.include('try again at');
    });

    it('keeps the wait across a reload for the same API and key (sessionStorage)', async () => {
      const { el, eventId } = await ui.filledWidget({}, 'Careful Person');
      await api.injectFaults({ match: 'register', status: 429, retryAfter: '60' });
      await ui.submitAndWait(el, 'submit-error');
      el.remove();
      // The page is loaded again: a new widget for the same API and key.
      const again = await ui.mountWidget({ 'event-id': eventId });
      await waitUntil(() => ui.buttonUnavailable(again), 'the new widget waits too', { timeout: 3000 });
      await ui.fill(again, { email: api.uniqueEmail() });
      await expectRefused(again, eventId, 'submit() in the reloaded widget, while the wait lasts');
      // Another key is another limit.
      const other = await ui.mountWidget({ 'event-id': eventId, 'api-key': `${api.env.publishableKey}x` });
      expect(ui.buttonUnavailable(other)).to.equal(false);
    });

    it('does nothing on a second submit() after a success, until reset()', async () => {
      const { el, eventId } = await ui.filledWidget({}, 'Careful Person');
      await ui.submitAndWait(el, 'registered');
      await expectRefused(el, eventId, 'a second submit() after the success');
      expect(el.state).to.equal('success');
      expect(ui.root(el).querySelector('[part~="success"]')).to.not.equal(null);
    });
  });

  describe('a registration made offline is sent when the connection is back', () => {
    beforeEach(api.normalServer);

    afterEach(restoreOnLine);

    it('waits while offline, says so with a way to cancel, and sends once back online with the same key', async () => {
      const { el, eventId, email } = await ui.filledWidget({}, 'Careful Person');
      goOffline();
      ui.submitButton(el).click();
      await waitUntil(() => /offline/.test(ui.formError(el).textContent ?? ''), 'the offline message');
      expect(ui.formError(el).textContent).to.include("We'll send");
      expect(ui.part(el, '[part~="message-action"]').textContent).to.include('Cancel');
      expect(el.state).to.equal('submitting');
      // A second press makes no second pending submission.
      ui.submitButton(el).click();
      await el.submit();
      expect(await api.requestsFor(eventId)).to.have.length(0);
      expect(ui.emailInput(el).value).to.equal(email);
      await a11y.expectAccessible(el, 'offline, waiting to send');

      const registered = api.nextOutcome(el, 'registered', 'the queued submission, sent once back online');
      goOnline();
      await registered;
      const requests = await api.requestsFor(eventId);
      expect(requests).to.have.length(1);
      expect((await api.registrations(eventId)).map((r) => r.email)).to.deep.equal([email]);
    });

    it('keeps waiting when the connection goes in the middle of a request, and reuses its key', async () => {
      const { el, eventId } = await ui.filledWidget({}, 'Careful Person');
      // The request leaves, and its answer never readably arrives (a gateway without CORS headers, which
      // a page sees as a network failure); the browser is offline by then: the answer is held at the
      // server until the page has gone offline.
      await api.injectFaults({ match: 'register', eventId, hold: true, status: 502, body: 'html', cors: false });
      ui.submitButton(el).click();
      await api.untilHeld(eventId, 'the request to reach the server');
      goOffline();
      await api.release(eventId);
      await waitUntil(() => /offline/.test(ui.formError(el).textContent ?? ''), 'the offline message', {
        timeout: 3000,
      });
      const registered = api.nextOutcome(el, 'registered', 'the resend once back online');
      goOnline();
      await registered;
      const keys = (await api.requestsFor(eventId)).map((r) => r.headers['idempotency-key']);
      expect(keys).to.have.length(2);
      expect(keys[0]).to.equal(keys[1]);
    });

    it('cancel returns to the form with everything typed, and sends nothing later', async () => {
      const { el, eventId, email } = await ui.filledWidget({}, 'Careful Person');
      goOffline();
      ui.submitButton(el).click();
      await waitUntil(() => ui.root(el).querySelector('[part~="message-action"]') !== null, 'the cancel button');
      ui.part(el, '[part~="message-action"]').focus();
      ui.part(el, '[part~="message-action"]').click();
      await el.updateComplete;
      // The Cancel button went with the banner: focus is on Register, not lost to the page.
      await waitUntil(() => ui.focused(el) === ui.submitButton(el), 'focus on Register after Cancel', {
        timeout: 2000,
      });
      expect(el.state).to.equal('idle');
      expect(ui.emailInput(el).value).to.equal(email);
      expect(ui.formError(el).textContent).to.equal('');
      goOnline();
      await ui.settled(el);
      expect(el.state, 'after the connection came back').to.equal('idle');
      expect(ui.statusRegion(el).textContent).to.not.include('Sending');
      // What proves nothing was sent: the next submission, with another address, is the first and
      // only request the server sees. The cancelled one, had it gone out at the `online` event, would
      // have left before it.
      const other = api.uniqueEmail('after-cancel');
      await ui.fill(el, { email: other });
      await ui.submitAndWait(el, 'registered', 'a new submission after the cancel');
      expect((await api.requestsFor(eventId)).map((r) => (r.body as { email: string }).email)).to.deep.equal([other]);
      expect((await api.registrations(eventId)).map((r) => r.email)).to.deep.equal([other]);
    });

    it('sent once back online, it leaves focus where the person has moved it meanwhile', async () => {
      const { el } = await ui.filledWidget({}, 'Careful Person');
      goOffline();
      ui.submitButton(el).focus();
      ui.submitButton(el).click();
      await waitUntil(() => /offline/.test(ui.formError(el).textContent ?? ''), 'the offline message');
      // The person goes on with the page while the submission waits.
      const search = document.createElement('input');
      search.setAttribute('aria-label', 'Search');
      document.body.append(search);
      try {
        search.focus();
        const registered = api.nextOutcome(el, 'registered', 'the queued submission, back online');
        goOnline();
        await registered;
        // Focus would move once the success view has rendered: let that happen first.
        await ui.settled(el);
        expect(document.activeElement === search, 'focus stays in the page’s search box').to.equal(true);
      } finally {
        search.remove();
      }
    });
  });
});
