/**
 * Failure handling against real faults injected by the local API over HTTP:
 * retries, rate limits, timeouts, broken bodies, dropped connections, offline,
 * and requests overtaken by reconfiguration. No fetch stubs.
 */
import { expect, waitUntil } from '@open-wc/testing';
import type { EventRegister } from '../../../src/event-register.js';
import type { RegisteredDetail } from '../../../src/events/registered.js';
import * as api from '../../helpers/api.js';
import * as ui from '../../helpers/widget.js';
import * as a11y from '../../helpers/a11y.js';

function keysOf(requests: { headers: Record<string, string | undefined> }[]): (string | undefined)[] {
  return requests.map((r) => r.headers['idempotency-key']);
}

ui.forEachRoot(() => {
  describe('automatic retries', () => {
    beforeEach(api.normalServer);

    it('retries a 503 with the same Idempotency-Key and registers once', async () => {
      const { el, eventId, email } = await ui.filledWidget({}, 'Resilient Person');
      await api.injectFaults({ match: 'register', status: 503, count: 2 });
      const event = await ui.submitAndWait(el, 'registered');
      expect(event.detail.eventId).to.equal(eventId);
      const requests = await api.requestsFor(eventId);
      expect(requests.map((r) => r.status)).to.deep.equal([503, 503, 201]);
      expect(new Set(keysOf(requests)).size).to.equal(1);
      expect((await api.registrations(eventId)).map((r) => r.email)).to.deep.equal([email]);
    });

    it('retries 502 and 504 with HTML and empty bodies', async () => {
      const { el, eventId } = await ui.filledWidget({}, 'Resilient Person');
      await api.injectFaults(
        { match: 'register', status: 502, body: 'html' },
        { match: 'register', status: 504, body: 'empty' },
      );
      await ui.submitAndWait(el, 'registered');
      expect((await api.requestsFor(eventId)).map((r) => r.status)).to.deep.equal([502, 504, 201]);
    });

    it('gives up after 3 attempts, reports server, keeps the input and shows a countdown while waiting', async () => {
      const { el, eventId, email } = await ui.filledWidget({}, 'Resilient Person');
      await api.injectFaults({ match: 'register', status: 503, count: 3, body: 'html' });
      const log = ui.recordEvents(el, ['registered', 'submit-error']);
      const error = await ui.submitAndWait(el, 'submit-error');
      log.stop();
      expect(error.detail.kind).to.equal('server');
      expect(error.detail.status).to.equal(503);
      expect(log.events).to.have.length(1);
      const requests = await api.requestsFor(eventId);
      expect(requests).to.have.length(3);
      expect(new Set(keysOf(requests)).size).to.equal(1);
      expect(ui.emailInput(el).value).to.equal(email);
      expect(ui.nameInput(el).value).to.equal('Resilient Person');
      expect(ui.formError(el).textContent).to.include('try again');
      await a11y.expectAccessible(el);

      // A manual "try again" of the same values reuses the key.
      const event = await ui.submitAndWait(el, 'registered');
      expect(event.type).to.equal('registered');
      const after = await api.requestsFor(eventId);
      expect(new Set(keysOf(after)).size).to.equal(1);
      expect(await api.registrations(eventId)).to.have.length(1);
    });

    it('does not retry a 500 or a 4xx', async () => {
      const { el, eventId } = await ui.filledWidget({}, 'Resilient Person');
      await api.injectFaults({ match: 'register', status: 500 });
      await ui.submitAndWait(el, 'submit-error');
      await api.injectFaults({ match: 'register', status: 422 });
      await ui.submitAndWait(el, 'submit-error');
      expect((await api.requestsFor(eventId)).map((r) => r.status)).to.deep.equal([500, 422]);
    });

    it('uses a new key when the values change', async () => {
      const { el, eventId } = await ui.filledWidget({}, 'Resilient Person');
      await api.injectFaults({ match: 'register', status: 500 });
      await ui.submitAndWait(el, 'submit-error');
      await ui.fill(el, { email: api.uniqueEmail('changed') });
      await ui.submitAndWait(el, 'registered');
      const keys = keysOf(await api.requestsFor(eventId));
      expect(keys).to.have.length(2);
      expect(keys[0]).to.not.equal(keys[1]);
    });

    it('retries a dropped connection', async () => {
      const { el, eventId } = await ui.filledWidget({}, 'Resilient Person');
      await api.injectFaults({ match: 'register', drop: 'before' });
      await ui.submitAndWait(el, 'registered');
      expect((await api.requestsFor(eventId)).map((r) => r.status)).to.deep.equal([null, 201]);
      expect(await api.registrations(eventId)).to.have.length(1);
    });

    it('registers once when the response is lost after the server committed it', async () => {
      const { el, eventId, email } = await ui.filledWidget({}, 'Resilient Person');
      await api.injectFaults({ match: 'register', drop: 'after' });
      const event = await ui.submitAndWait(el, 'registered');
      const stored = await api.registrations(eventId);
      expect(stored.map((r) => r.email)).to.deep.equal([email]);
      // The retry was answered from the idempotency store: the same registration.
      expect(event.detail.registrationId).to.equal(stored[0]!.registration_id);
      const requests = await api.requestsFor(eventId);
      expect(requests).to.have.length(2);
      expect(new Set(keysOf(requests)).size).to.equal(1);
    });
  });

  describe('timeouts', () => {
    beforeEach(api.normalServer);

    it('reports kind timeout after the timeout attribute, then a retry registers exactly once', async () => {
      const { el, eventId } = await ui.filledWidget({ timeout: '400' });
      // Held, not slowed: no answer can come before the widget's 400 ms timer, however late a loaded
      // machine runs that timer. (With a 1.5 s latency and the page's main thread held up past the
      // answer's arrival, WebKit can deliver the answer before it runs the overdue timer: `registered`
      // instead of the timeout.)
      await api.injectFaults({ match: 'register', eventId, hold: true });
      const started = Date.now();
      const error = await ui.submitAndWait(el, 'submit-error', 'the first attempt, held past its 400 ms timeout');
      expect(Date.now() - started, 'waited for the timeout attribute, not the default 15 s').to.be.within(390, 5000);
      expect(error.detail.kind).to.equal('timeout');
      expect(error.detail.status).to.equal(undefined);
      expect(ui.formError(el).textContent).to.include('took too long');
      expect(ui.buttonUnavailable(el)).to.equal(false);
      expect(await api.heldRequests(eventId), 'the request the widget gave up on, still at the server').to.have.length(
        1,
      );
      // The slow request still lands on the server, and the retry carries the same key, so no
      // duplicate: the retry is answered with the stored response. Let it go on, and wait until it
      // has landed (its status is logged).
      await api.release(eventId);
      await waitUntil(async () => (await api.requestsFor(eventId))[0]?.status != null, 'the released request to land', {
        timeout: 5000,
      });
      // A budget a loaded machine cannot miss for the retry; whatever it ends in, the test says so at
      // once. `timeout` is no connection setting: the idempotency key stays.
      el.timeout = 8000;
      await ui.submitAndWait(el, 'registered', 'the retry, answered from the idempotency store', 9000);
      expect(await api.registrations(eventId)).to.have.length(1);
      const keys = (await api.requestsFor(eventId)).map((r) => r.headers['idempotency-key']);
      expect(new Set(keys).size, 'one idempotency key for both attempts').to.equal(1);
    });
  });

  describe('rate limits (429)', () => {
    beforeEach(api.normalServer);

    it('waits out a short Retry-After with a visible countdown, announced once, and sends nothing early', async () => {
      const { el, eventId } = await ui.filledWidget({}, 'Resilient Person');
      // 3 s: room for the accessibility check and one tick of the countdown before the retry.
      await api.injectFaults({ match: 'register', status: 429, retryAfter: '3' });
      const registered = api.nextOutcome(el, 'registered', 'the retry after the Retry-After wait');
      ui.submitButton(el).click();
      // Wait for the 429 to arrive and the countdown to show.
      await waitUntil(() => ui.root(el).querySelector('[part~="countdown"]'), 'the countdown to show', {
        timeout: 2000,
      });
      const countdown = ui.root(el).querySelector('[part~="countdown"]')!;
      const first = countdown.textContent ?? '';
      expect(first).to.match(/Trying again in [23] s/);
      expect(countdown.closest('[role="status"],[role="alert"],[aria-live]')).to.equal(null);
      const announced = ui.statusRegion(el).textContent;
      expect(announced).to.match(/Trying again in 3 s/);
      expect(ui.buttonUnavailable(el)).to.equal(true);
      await a11y.expectAccessible(el, 'rate limited (429), counting down');
      // The visible countdown moves on (a tick, still counting); the live region does not repeat it.
      await waitUntil(
        () =>
          countdown.isConnected &&
          countdown.textContent !== first &&
          /Trying again in [12] s/.test(countdown.textContent ?? ''),
        `the countdown to tick on from "${first}"`,
        { timeout: 2500, interval: 20 },
      );
      expect(ui.statusRegion(el).textContent).to.equal(announced);
      await registered;
      const requests = await api.requestsFor(eventId);
      expect(requests.map((r) => r.status)).to.deep.equal([429, 201]);
      const gap = Date.parse(requests[1]!.at) - Date.parse(requests[0]!.at);
      expect(gap).to.be.at.least(2900);
      expect(new Set(keysOf(requests)).size).to.equal(1);
    });

    it('accepts Retry-After as an HTTP date, and waits until then', async () => {
      const { el, eventId } = await ui.filledWidget({}, 'Resilient Person');
      // A whole second (HTTP dates have no finer resolution), 2 to 3 s ahead: the date says exactly
      // this instant, so the bounds below cannot be missed by rounding.
      const until = Math.ceil((Date.now() + 2000) / 1000) * 1000;
      await api.injectFaults({ match: 'register', status: 429, retryAfter: new Date(until).toUTCString() });
      await ui.submitAndWait(el, 'registered', 'the retry at the Retry-After date');
      const requests = await api.requestsFor(eventId);
      expect(requests.map((r) => r.status)).to.deep.equal([429, 201]);
      // The retry leaves at the date, not before and not much after: a widget that ignored the date
      // would wait for the rate-limit window's reset or its 5 s default, or not at all. The widget's
      // clock and the server's are this machine's; 20 ms for a browser's coarsened timers.
      const [asked, retried] = requests.map((r) => Date.parse(r.at)) as [number, number];
      const gap = retried - asked;
      expect(gap, `the wait, for a date ${until - asked} ms after the 429 was asked for`).to.be.within(
        until - asked - 20,
        until - asked + 1500,
      );
    });

    it('blocks the button until a long Retry-After has passed and says when', async () => {
      const { el, eventId } = await ui.filledWidget({}, 'Resilient Person');
      await api.injectFaults({ match: 'register', status: 429, retryAfter: '60' });
      const before = Date.now();
      const error = await ui.submitAndWait(el, 'submit-error');
      expect(error.detail.kind).to.equal('rate-limited');
      expect(error.detail.status).to.equal(429);
      expect(error.detail.retryAt).to.be.within(before + 58_000, Date.now() + 61_000);
      expect(error.detail.rateLimit?.limit).to.be.a('number');
      expect(error.detail.rateLimit?.remaining).to.be.a('number');
      expect(error.detail.rateLimit?.reset).to.be.a('number');
      expect(ui.formError(el).textContent).to.include('You can try again at');
      expect(ui.buttonUnavailable(el)).to.equal(true);
      // Refused presses send nothing: no `register-submit` (told before every request), no request
      // under way, none logged. submit() resolves once refused, after the click's own refusal.
      const attempts = ui.recordEvents(el, ['register-submit']);
      ui.submitButton(el).click();
      await el.submit();
      await el.updateComplete;
      attempts.stop();
      expect(attempts.events, 'submissions started while rate-limited').to.have.length(0);
      expect(el.state).to.equal('error');
      expect(await api.requestsFor(eventId)).to.have.length(1);
      expect(ui.emailInput(el).value).to.not.equal('');
      await a11y.expectAccessible(el, 'rate limited (429), button blocked');
    });

    it('uses the real rate limiter’s headers', async () => {
      await api.control('rate-limit', { limit: 1, windowSeconds: 60 });
      const { el } = await ui.filledWidget({}, 'Resilient Person');
      await ui.submitAndWait(el, 'registered');
      const second = await ui.filledWidget({}, 'Resilient Person');
      const error = await ui.submitAndWait(second.el, 'submit-error');
      expect(error.detail.kind).to.equal('rate-limited');
      expect(error.detail.rateLimit?.remaining).to.equal(0);
      expect(error.detail.rateLimit?.limit).to.equal(1);
    });
  });

  describe('broken responses', () => {
    beforeEach(api.normalServer);

    for (const body of ['not-json', 'empty', 'truncated'] as const) {
      it(`treats a 2xx with a ${body} body as malformed-response, not success`, async () => {
        const { el, eventId, email } = await ui.filledWidget({}, 'Resilient Person');
        await api.injectFaults({ match: 'register', status: 201, body });
        const error = await ui.submitAndWait(el, 'submit-error');
        expect(error.detail.kind).to.equal('malformed-response');
        expect(el.state).to.equal('error');
        expect(ui.emailInput(el).value).to.equal(email);
        expect(ui.root(el).querySelector('form')).to.not.equal(null);
        expect(await api.requestsFor(eventId)).to.have.length(1);
      });
    }

    it('treats a 2xx JSON body lacking registration_token as malformed-response', async () => {
      const { el } = await ui.filledWidget({}, 'Resilient Person');
      await api.injectFaults({
        match: 'register',
        status: 201,
        json: { viewer_id: 'vwr_1', registration_id: 'reg_1', magic_link: 'https://example.com/x' },
        contentType: 'application/json',
      });
      const error = await ui.submitAndWait(el, 'submit-error');
      expect(error.detail.kind).to.equal('malformed-response');
    });

    it('refuses a javascript: magic link', async () => {
      const { el } = await ui.filledWidget({ 'show-link': true });
      await api.injectFaults({
        match: 'register',
        status: 201,
        json: { viewer_id: 'v', registration_id: 'r', registration_token: 't', magic_link: 'javascript:alert(1)' },
        contentType: 'application/json',
      });
      const error = await ui.submitAndWait(el, 'submit-error');
      expect(error.detail.kind).to.equal('malformed-response');
      expect(ui.root(el).querySelector('a')).to.equal(null);
    });

    it('explains a 4xx with a truncated body without crashing', async () => {
      const { el } = await ui.filledWidget({}, 'Resilient Person');
      await api.injectFaults({ match: 'register', status: 422, body: 'truncated' });
      const error = await ui.submitAndWait(el, 'submit-error');
      expect(error.detail.kind).to.equal('validation');
      expect(error.detail.fieldErrors).to.deep.equal([]);
      expect(ui.formError(el).textContent).to.include('did not accept these details');
    });

    it('reports a gateway that strips CORS headers as a network error and keeps the input', async () => {
      const { el, email } = await ui.filledWidget({}, 'Resilient Person');
      await api.injectFaults({ match: 'register', status: 502, body: 'html', cors: false, count: 3 });
      const error = await ui.submitAndWait(el, 'submit-error');
      expect(error.detail.kind).to.equal('network');
      expect(ui.formError(el).textContent).to.include('could not reach the server');
      expect(ui.emailInput(el).value).to.equal(email);
    });
  });

  describe('back online', () => {
    beforeEach(api.normalServer);

    // A submission made while offline waits for the connection (hardening.test.ts); this is
    // the other case: the browser thought it was online, every attempt failed, then it reconnected.
    it('after a network failure, the `online` event offers a one-click retry', async () => {
      const { el, eventId, email } = await ui.filledWidget({}, 'Resilient Person');
      await api.injectFaults({ match: 'register', status: 502, body: 'html', cors: false, count: 3 });
      const error = await ui.submitAndWait(el, 'submit-error');
      expect(error.detail.kind).to.equal('network');
      expect(ui.formError(el).textContent).to.include('could not reach the server');
      expect(ui.emailInput(el).value).to.equal(email);

      window.dispatchEvent(new Event('online'));
      await el.updateComplete;
      expect(ui.formError(el).textContent).to.include('back online');
      expect(ui.statusRegion(el).textContent).to.include('back online');
      await a11y.expectAccessible(el, 'back online after a network failure');
      await ui.submitAndWait(el, 'registered');
      expect(await api.registrations(eventId)).to.have.length(1);
    });
  });

  describe('stale and racing responses', () => {
    beforeEach(api.normalServer);

    it('aborts the request when event-id changes mid-flight; the late answer changes nothing', async () => {
      const { el, eventId } = await ui.filledWidget({}, 'Resilient Person');
      const other = await api.freshEvent();
      await api.injectFaults({ match: 'register', eventId, hold: true });
      const log = ui.recordEvents(el, ['registered', 'submit-error']);
      ui.submitButton(el).click();
      await api.untilHeld(eventId, 'the register request to reach the server');
      expect(el.state).to.equal('submitting');
      el.eventId = other;
      await el.updateComplete;
      expect(el.state).to.equal('idle');
      expect(ui.buttonUnavailable(el)).to.equal(false);
      // The server sees the widget close the connection: no answer can reach the page any more.
      await api.untilAbandoned(eventId, 'the widget to abort the request when event-id changed');
      await api.release(eventId);
      await el.updateComplete;
      log.stop();
      expect(log.events).to.have.length(0);
      expect(el.state).to.equal('idle');
      expect(ui.root(el).querySelector('form')).to.not.equal(null);
      expect(ui.emailInput(el).value).to.not.equal('');
      expect(await api.requestsFor(eventId)).to.have.length(1);
    });

    it('aborts the request when the element is removed', async () => {
      const { el, eventId } = await ui.filledWidget({}, 'Resilient Person');
      await api.injectFaults({ match: 'register', eventId, hold: true });
      const log = ui.recordEvents(el, ['registered', 'submit-error']);
      ui.submitButton(el).click();
      await api.untilHeld(eventId, 'the register request to reach the server');
      el.remove();
      // The server sees the connection closed: the answer, released now, can reach nobody.
      await api.untilAbandoned(eventId, 'the removed widget to abort its request');
      await api.release(eventId);
      log.stop();
      expect(log.events).to.have.length(0);
    });
  });

  describe('secrets stay out of the page', () => {
    beforeEach(api.normalServer);

    it('never writes the registration token or magic link to attributes, the URL or the console', async () => {
      let detail!: RegisteredDetail;
      let el!: EventRegister;
      const { all: seen } = await ui.captureConsole(async () => {
        ({ el } = await ui.filledWidget({}, 'Resilient Person'));
        await api.injectFaults({ match: 'register', drop: 'after' });
        detail = (await ui.submitAndWait(el, 'registered')).detail;
      });
      const attributes = el
        .getAttributeNames()
        .map((n) => el.getAttribute(n))
        .join(' ');
      for (const secret of [detail.registrationToken, detail.magicLink]) {
        expect(attributes).to.not.include(secret);
        expect(location.href).to.not.include(secret);
        expect(seen.join('\n')).to.not.include(secret);
        expect(ui.root(el).innerHTML).to.not.include(secret);
      }
    });

    it('warns about a key of unknown shape but still sends it', async () => {
      const { warnings } = await ui.captureConsole(async () => {
        const eventId = await api.freshEvent();
        const el = await ui.mountWidget({ 'event-id': eventId, 'api-key': 'publishable-but-odd' });
        await ui.fill(el, { email: api.uniqueEmail() });
        const error = await ui.submitAndWait(el, 'submit-error');
        expect(error.detail.kind).to.equal('auth');
        expect((await api.requestsFor(eventId))[0]!.headers['x-api-key']).to.equal('publishable-but-odd');
      });
      expect(warnings.join('\n')).to.include('does not look like a publishable key');
    });

    it('caps input lengths with maxlength', async () => {
      const el = await ui.mountWidget({ 'name-field': 'required' });
      expect(ui.part<HTMLInputElement>(el, 'input[name="email"]').maxLength).to.equal(254);
      expect(ui.part<HTMLInputElement>(el, 'input[name="name"]').maxLength).to.equal(200);
    });
  });
});
