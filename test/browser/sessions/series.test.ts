/**
 * A series (`sessions-mode="all"`, src/sessions/series.ts): one Register sends to every upcoming
 * session at the local API, at most two at a time, each with its own idempotency key; a session that
 * fails is named in the error summary, and the next press sends only it, with its same key.
 */
import { expect } from '@open-wc/testing';
import type { EventRegister } from '../../../src/event-register.js';
import type { RegisteredEvent } from '../../../src/events/registered.js';
import type { SeriesRegisteredEvent } from '../../../src/events/series-registered.js';
import * as api from '../../helpers/api.js';
import * as ui from '../../helpers/widget.js';

const DAY = 24 * 3_600_000;
/** Whole minutes from now, as ISO 8601 with Z. */
const iso = (offset: number): string => new Date(Math.floor((Date.now() + offset) / 60_000) * 60_000).toISOString();

/** Three fresh events as the parts of a series, a day apart. */
async function series(): Promise<{ eventId: string; start: string; title: string }[]> {
  const ids = await Promise.all([api.freshEvent(), api.freshEvent(), api.freshEvent()]);
  return ids.map((eventId, i) => ({ eventId, start: iso((i + 1) * DAY), title: `Part ${i + 1}` }));
}

async function seriesWidget(sessions: unknown, attrs: Record<string, string | boolean> = {}) {
  const el = await ui.mountWidget({
    'event-id': '',
    sessions: JSON.stringify(sessions),
    'sessions-mode': 'all',
    ...attrs,
  });
  await ui.fill(el, { email: api.uniqueEmail(), name: 'Series Person' });
  return el;
}

/** The next `type` event of `el`, bounded. */
function next<K extends 'series-registered' | 'submit-error'>(
  el: EventTarget,
  type: K,
): Promise<HTMLElementEventMap[K]> {
  const event = new Promise<HTMLElementEventMap[K]>((resolve) =>
    el.addEventListener(type, (e) => resolve(e as HTMLElementEventMap[K]), { once: true }),
  );
  return api.within(event, `waiting for "${type}"`);
}

const keysOf = async (eventId: string) =>
  (await api.requestsFor(eventId)).map((request) => request.headers['idempotency-key']);

/** Each session's row of the series list: its text. */
const rows = (el: EventRegister) =>
  Array.from(ui.root(el).querySelectorAll('[part~="sessions"] li'), (li) => li.textContent.replace(/\s+/g, ' ').trim());

ui.forEachRoot(() => {
  beforeEach(api.normalServer);

  it('registers every session: one request each, a registered each, then one series-registered', async () => {
    const sessions = await series();
    const el = await seriesWidget(sessions, { remember: true, analytics: 'datalayer' });
    expect(ui.part(el, '[part~="sessions"] h3').textContent.trim()).to.equal('This series has 3 sessions');
    const recorded = ui.recordEvents(el, ['registered', 'series-registered']);
    const { events } = recorded;
    const done = next(el, 'series-registered');
    ui.submitButton(el).click();
    const told = await done;
    recorded.stop();
    expect(events.map((e) => e.type)).to.deep.equal(['registered', 'registered', 'registered', 'series-registered']);
    const registered = events.slice(0, 3) as RegisteredEvent[];
    expect(registered.map((e) => e.detail.eventId).sort()).to.deep.equal(sessions.map((s) => s.eventId).sort());
    const stored = await Promise.all(sessions.map((s) => api.registrations(s.eventId)));
    expect(told.detail.sessions).to.deep.equal(
      sessions.map((s, i) => ({ eventId: s.eventId, registrationId: stored[i]![0]!.registration_id })),
    );
    for (const s of sessions) {
      expect(await api.requestsFor(s.eventId), s.title).to.have.length(1);
      const kept = JSON.parse(localStorage.getItem(api.rememberKey(s.eventId))!) as { registrationId: string };
      expect(kept.registrationId, s.title).to.equal(stored[sessions.indexOf(s)]![0]!.registration_id);
      localStorage.removeItem(api.rememberKey(s.eventId));
    }
    await ui.settled(el);
    expect(el.state).to.equal('success');
    // The funnel: the series' first session, three offered; its success told once, with all three registered.
    const steps = ((window as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter(
      (step) => step.event_id === sessions[0]!.eventId,
    );
    const success = steps.filter((step) => step.event === 'event_register_success');
    expect(success.map((step) => [step.session_count, step.sessions_registered])).to.deep.equal([[3, 3]]);
    const submit = steps.find((step) => step.event === 'event_register_submit')!;
    expect(submit).to.include({ session_count: 3, sessions_registered: 0 });
  });

  it('keeps what succeeded when one fails, names it in the summary, and sends only it again, with its key', async () => {
    const sessions = await series();
    const failing = sessions[1]!;
    // A 500 is not retried by the client: the one request fails.
    await api.injectFaults({ match: 'register', eventId: failing.eventId, status: 500 });
    const el = await seriesWidget(sessions);
    const recorded = ui.recordEvents(el, ['registered', 'series-registered', 'submit-error']);
    const { events } = recorded;
    const failed = next(el, 'submit-error');
    ui.submitButton(el).click();
    expect((await failed).detail.status).to.equal(500);
    await ui.settled(el);
    expect(events.map((e) => e.type)).to.deep.equal(['registered', 'registered', 'submit-error']);
    const [one, two, three] = rows(el);
    expect(one).to.include('✓ Registered');
    expect(two).to.include('Not registered').and.not.include('✓');
    expect(three).to.include('✓ Registered');
    expect(ui.summaryEntries(el)).to.deep.equal([
      'Not registered for \u2068Part 2\u2069: Something went wrong on our side. Please try again in a moment.',
    ]);
    const link = ui.part<HTMLAnchorElement>(el, '[part~="error-summary"] a');
    expect(ui.byId(el, link.getAttribute('href')!.slice(1))!.matches('[part~="sessions"] ul')).to.equal(true);
    expect(ui.formError(el).textContent).to.include('Something went wrong on our side');
    const firstKeys = await Promise.all(sessions.map((s) => keysOf(s.eventId)));

    const done = next(el, 'series-registered');
    ui.submitButton(el).click();
    const told = await done;
    recorded.stop();
    expect(events.map((e) => e.type)).to.deep.equal([
      'registered',
      'registered',
      'submit-error',
      'registered',
      'series-registered',
    ]);
    expect((events[3] as RegisteredEvent).detail.eventId).to.equal(failing.eventId);
    expect(told.detail.sessions.map((s) => s.eventId)).to.deep.equal(sessions.map((s) => s.eventId));
    // Only the failed session was sent again, with the key of its first try.
    expect(await keysOf(sessions[0]!.eventId)).to.deep.equal(firstKeys[0]);
    expect(await keysOf(sessions[2]!.eventId)).to.deep.equal(firstKeys[2]);
    const retried = await keysOf(failing.eventId);
    expect(retried).to.have.length(2);
    expect(retried[1]).to.be.a('string').and.equal(retried[0]);
    expect(new Set(firstKeys.flat()).size, 'a key per session').to.equal(3);
    for (const s of sessions) expect(await api.registrations(s.eventId), s.title).to.have.length(1);
  });

  it('has at most two requests out at once', async () => {
    const sessions = await series();
    await api.injectFaults(...sessions.map((s) => ({ match: 'register' as const, eventId: s.eventId, hold: true })));
    const el = await seriesWidget(sessions);
    const done = next(el, 'series-registered');
    ui.submitButton(el).click();
    await api.untilHeld(sessions[0]!.eventId, 'the first session is out');
    await api.untilHeld(sessions[1]!.eventId, 'the second session is out');
    expect(await api.heldRequests(sessions[2]!.eventId), 'the third, while two are out').to.have.length(0);
    await api.release(sessions[0]!.eventId);
    await api.untilHeld(sessions[2]!.eventId, 'the third session, once the first is answered');
    expect(await api.heldRequests(sessions[1]!.eventId), 'the second, still out').to.have.length(1);
    await api.release(sessions[1]!.eventId);
    await api.release(sessions[2]!.eventId);
    expect((await done).detail.sessions).to.have.length(3);
  });

  describe('redirect', () => {
    /** A page of its own that the widget may leave (test/pages/module-host.html). */
    async function hostFrame(): Promise<HTMLIFrameElement> {
      const frame = document.createElement('iframe');
      frame.title = 'host page';
      const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
      frame.src = '/test/pages/module-host.html';
      document.body.append(frame);
      await api.within(loaded, 'the host page to load');
      await api.within(frame.contentWindow!.customElements.whenDefined('event-register'), 'the element defined');
      return frame;
    }

    const landing = (i: number) => `${location.origin}/test/pages/landed.html?token=rt_${i}`;

    /** Each session answers with a link of its own to a page of this origin. */
    async function landings(sessions: { eventId: string }[]): Promise<void> {
      await api.injectFaults(
        ...sessions.map(({ eventId }, i) => ({
          match: 'register' as const,
          eventId,
          status: 201,
          contentType: 'application/json',
          json: { magic_link: landing(i), registration_id: `reg_${i}`, registration_token: `rt_${i}`, viewer_id: 'v' },
        })),
      );
    }

    async function frameWidget(frame: HTMLIFrameElement, sessions: unknown): Promise<EventRegister> {
      const doc = frame.contentDocument!;
      const el = ui.withRenderRoot(doc.createElement('event-register'));
      const attrs = {
        'event-id': '',
        'api-key': api.env.publishableKey,
        'base-url': api.env.baseUrl,
        sessions: JSON.stringify(sessions),
        'sessions-mode': 'all',
        redirect: '',
      };
      for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
      doc.body.append(el);
      await el.updateComplete;
      await ui.fill(el, { email: api.uniqueEmail() });
      return el;
    }

    it('goes to the first session’s link once the whole series has settled', async () => {
      const sessions = await series();
      const frame = await hostFrame();
      try {
        const el = await frameWidget(frame, sessions);
        await landings(sessions);
        const order: string[] = [];
        for (const type of ['registered', 'series-registered'])
          el.addEventListener(type, () => order.push(`${type} at ${frame.contentWindow!.location.pathname}`));
        const navigated = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
        ui.root(el).querySelector('button')!.click();
        await api.within(navigated, 'the host page to navigate to the first session’s link');
        const host = 'at /test/pages/module-host.html';
        expect(order).to.deep.equal([1, 2, 3].map(() => `registered ${host}`).concat(`series-registered ${host}`));
        expect(frame.contentWindow!.location.href).to.equal(landing(0));
      } finally {
        frame.remove();
      }
    });

    it('stays when a series-registered listener calls preventDefault()', async () => {
      const sessions = await series();
      const frame = await hostFrame();
      try {
        const el = await frameWidget(frame, sessions);
        await landings(sessions);
        el.addEventListener('series-registered', (e) => e.preventDefault());
        // A navigation started is seen, and stopped, where the browser has the Navigation API (not WebKitGTK yet).
        const started: string[] = [];
        const navigation = (frame.contentWindow as { navigation?: EventTarget }).navigation;
        navigation?.addEventListener('navigate', (event) => {
          started.push((event as Event & { destination: { url: string } }).destination.url);
          event.preventDefault();
        });
        const done = next(el, 'series-registered');
        ui.root(el).querySelector('button')!.click();
        const told: SeriesRegisteredEvent = await done;
        expect(told.defaultPrevented).to.equal(true);
        await ui.settled(el);
        // The widget goes to the link in the task that tells the event: that moment has passed.
        expect(started, 'navigations started').to.deep.equal([]);
        expect(frame.contentWindow!.location.pathname).to.equal('/test/pages/module-host.html');
        expect(el.state).to.equal('success');
      } finally {
        frame.remove();
      }
    });
  });
});
