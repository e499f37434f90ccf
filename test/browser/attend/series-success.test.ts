/**
 * The success of a series (`sessions-mode="all"`, src/attend/ with src/sessions/): every session
 * registered at the local API shows with its title and time, under one "Add to calendar" menu with
 * each session's web calendars and one .ics file holding every session, each with the UID a
 * registration for it alone gives.
 */
import { expect, waitUntil } from '@open-wc/testing';
import type { EventRegister } from '../../../src/event-register.js';
import { expectAccessible } from '../../helpers/a11y.js';
import * as api from '../../helpers/api.js';
import { captureOpened, parsedEvents, type Opened } from '../../helpers/calendar-capture.js';
import * as ui from '../../helpers/widget.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Whole minutes from now, as ISO 8601 with Z. */
const iso = (offset: number): string => new Date(Math.floor((Date.now() + offset) / 60_000) * 60_000).toISOString();

const all = (el: EventRegister, selector: string) => Array.from(ui.root(el).querySelectorAll(selector));
const texts = (el: EventRegister, selector: string) => all(el, selector).map((node) => node.textContent.trim());
/** The UID a registration for the event alone gives its calendar entry. */
const uidOf = (eventId: string): string => `event-${eventId}@${new URL(api.env.baseUrl).hostname}`;

ui.forEachRoot(() => {
  let opened: Opened;
  beforeEach(() => (opened = captureOpened()));
  afterEach(() => opened.restore());

  it('shows every session, one menu with each one’s web calendars, and one .ics holding them all', async () => {
    const titles = ['Part 1: Basics', 'Part 2: Deploying', 'Part 3: Scaling'];
    const ids = await Promise.all(titles.map(() => api.freshEvent()));
    const sessions = ids.map((eventId, i) => ({ eventId, start: iso(DAY + i * 7 * DAY), title: titles[i]! }));
    const el = await ui.mountWidget({
      'event-id': '',
      sessions: JSON.stringify(sessions),
      'sessions-mode': 'all',
      'event-title': 'Course',
    });
    await ui.fill(el, { email: api.uniqueEmail(), name: 'Series Person' });
    ui.submitButton(el).click();
    await waitUntil(() => all(el, '[part~="session-title"]').length === 3, 'the series’ success', {
      timeout: 10_000,
    });
    await ui.settled(el);
    for (const eventId of ids) expect(await api.registrations(eventId), eventId).to.have.length(1);
    expect(texts(el, '[part~="session-title"]')).to.deep.equal(titles);
    expect(all(el, '[part~="event-time"] time').map((time) => time.getAttribute('datetime'))).to.deep.equal(
      sessions.map((s) => s.start),
    );
    expect(all(el, '[part~="calendar-button"]'), 'one menu').to.have.length(1);
    await expectAccessible(el, 'the success of a series');

    ui.part(el, '[part~="calendar-button"]').click();
    await el.updateComplete;
    const google = all(el, '[part~="calendar-item"][data-calendar="google"]');
    expect(google.map((item) => item.textContent.replace(/\s+/g, ' ').trim())).to.deep.equal(
      titles.map((title) => `Google Calendar — ${title} (opens in a new tab)`),
    );
    expect(all(el, '[part~="calendar-item"][data-calendar="outlook"]')).to.have.length(3);
    expect(all(el, '[part~="calendar-item"][data-calendar="ics"]'), 'one file').to.have.length(1);
    await expectAccessible(el, 'the menu of a series, open');
    (google[2] as HTMLElement).click();
    ui.part(el, '[part~="calendar-button"]').click();
    await el.updateComplete;
    ui.part(el, '[part~="calendar-item"][data-calendar="ics"]').click();

    const third = new URL(opened.urls[0]!).searchParams;
    expect(third.get('text')).to.equal('Course — Part 3: Scaling');
    expect(third.get('dates')!.slice(0, 15)).to.equal(sessions[2]!.start.replace(/[-:]/g, '').slice(0, 15));
    const events = parsedEvents(await opened.files[0]!.text);
    expect(events.map((event) => event.uid)).to.deep.equal(ids.map(uidOf));
    expect(events.map((event) => event.summary)).to.deep.equal(titles.map((title) => `Course — ${title}`));
    expect(events.map((event) => event.startDate.toJSDate().toISOString())).to.deep.equal(sessions.map((s) => s.start));
  });
});
