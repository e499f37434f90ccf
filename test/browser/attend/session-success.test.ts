/**
 * The success of a session (src/attend/ with src/sessions/): registered at the local API for the
 * session chosen, the view shows that session's title and time, and its calendar file holds that
 * session, with the UID a registration for it alone gives; with `after-end="on-demand"`, the success
 * after the end says the link leads to the recording.
 */
import { expect } from '@open-wc/testing';
import type { EventRegister } from '../../../src/event-register.js';
import { expectAccessible } from '../../helpers/a11y.js';
import * as api from '../../helpers/api.js';
import { captureOpened, parsedEvents, type Opened } from '../../helpers/calendar-capture.js';
import * as ui from '../../helpers/widget.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Whole minutes from now, as ISO 8601 with Z. */
const iso = (offset: number): string => new Date(Math.floor((Date.now() + offset) / 60_000) * 60_000).toISOString();

/** Fresh events as sessions, a day apart, titled. */
async function sessionsOf(titles: string[], first = DAY): Promise<{ eventId: string; start: string; title: string }[]> {
  const ids = await Promise.all(titles.map(() => api.freshEvent()));
  return ids.map((eventId, i) => ({ eventId, start: iso(first + i * DAY), title: titles[i]! }));
}

async function sessionsWidget(sessions: unknown, attrs: Record<string, string | boolean> = {}) {
  const el = await ui.mountWidget({ 'event-id': '', sessions: JSON.stringify(sessions), ...attrs });
  await ui.fill(el, { email: api.uniqueEmail(), name: 'Session Person' });
  return el;
}

const text = (el: EventRegister, selector: string): string => ui.part(el, selector).textContent.trim();
const all = (el: EventRegister, selector: string) => Array.from(ui.root(el).querySelectorAll(selector));
/** The UID a registration for the event alone gives its calendar entry. */
const uidOf = (eventId: string): string => `event-${eventId}@${new URL(api.env.baseUrl).hostname}`;

ui.forEachRoot(() => {
  let opened: Opened;
  beforeEach(() => (opened = captureOpened()));
  afterEach(() => opened.restore());

  it('shows the chosen session’s title and time, and its .ics holds that session with its own UID', async () => {
    const sessions = await sessionsOf(['Asia-Pacific', 'Europe', 'Americas']);
    const el = await sessionsWidget(sessions, { 'event-title': 'Webinar' });
    ui.part<HTMLInputElement>(el, `input[type="radio"][value="${sessions[1]!.eventId}"]`).click();
    const event = await ui.submitAndWait(el, 'registered');
    await ui.settled(el);
    expect(event.detail.eventId).to.equal(sessions[1]!.eventId);
    expect(all(el, '[part~="session-title"]').map((h) => h.textContent.trim())).to.deep.equal(['Europe']);
    expect(ui.part(el, '[part~="event-time"] time').getAttribute('datetime')).to.equal(sessions[1]!.start);
    expect(text(el, '[part~="event-time"]')).to.include('in 2 days');
    await expectAccessible(el, 'the success of a session');

    ui.part(el, '[part~="calendar-button"]').click();
    await el.updateComplete;
    // One item per calendar, for this session alone; which comes first follows the platform (calendar-order.test.ts).
    expect(
      all(el, '[part~="calendar-item"]')
        .map((item) => item.getAttribute('data-calendar'))
        .sort(),
    ).to.deep.equal(['google', 'ics', 'microsoft-365', 'outlook', 'yahoo']);
    await expectAccessible(el, 'the menu of a session, open');
    ui.part(el, '[part~="calendar-item"][data-calendar="ics"]').click();
    ui.part(el, '[part~="calendar-button"]').click();
    await el.updateComplete;
    ui.part(el, '[part~="calendar-item"][data-calendar="google"]').click();
    const events = parsedEvents(await opened.files[0]!.text);
    expect(events).to.have.length(1);
    expect(events[0]!.uid).to.equal(uidOf(sessions[1]!.eventId));
    expect(events[0]!.summary).to.equal('Webinar — Europe');
    expect(events[0]!.startDate.toJSDate().getTime()).to.equal(Date.parse(sessions[1]!.start));
    expect(events[0]!.endDate.toJSDate().getTime()).to.equal(Date.parse(sessions[1]!.start) + HOUR);
    expect(new URL(opened.urls[0]!).searchParams.get('text')).to.equal('Webinar — Europe');
  });

  it('after-end="on-demand": once every session has ended, the success says the link leads to the recording', async () => {
    const eventId = await api.freshEvent();
    const sessions = [{ eventId, start: iso(-3 * HOUR), end: iso(-2 * HOUR), title: 'Europe' }];
    const el = await sessionsWidget(sessions, { 'after-end': 'on-demand', 'show-link': true });
    const event = await ui.submitAndWait(el, 'registered');
    await ui.settled(el);
    expect(event.detail.eventId).to.equal(eventId);
    expect(text(el, '[part~="session-title"]')).to.equal('Europe');
    expect(text(el, '[part~="event-ended"]')).to.equal('This event has ended. Your link leads to the recording.');
    const watch = ui.part<HTMLAnchorElement>(el, '[part~="join"]');
    expect(watch.textContent.trim(), 'the same link, now to the recording').to.equal('Join now');
    expect(watch.href).to.equal(event.detail.magicLink);
    expect(ui.root(el).querySelector('[part~="calendar-button"]'), 'no calendar for what has ended').to.equal(null);
    await expectAccessible(el, 'the success of an ended session, on demand');
  });

  it('after-end="on-demand" on a single event that has ended: the same words, and no link where none is shown', async () => {
    const { el } = await ui.filledWidget({
      'event-start': iso(-3 * HOUR),
      'event-end': iso(-HOUR),
      'after-end': 'on-demand',
    });
    await ui.submitAndWait(el, 'registered');
    await ui.settled(el);
    expect(text(el, '[part~="event-ended"]')).to.equal('This event has ended. Your link leads to the recording.');
    expect(ui.root(el).querySelector('[part~="join"]'), 'the link is in the email').to.equal(null);
    expect(ui.root(el).querySelector('[part~="session-title"]'), 'an event has no session title').to.equal(null);
  });
});
