/**
 * The attend view of a series' success (src/attend/), drawn by its controller for a success with
 * several sessions (`SuccessShown.sessions`, each with its own link), as the sessions feature gives
 * it: every session with its title, time and Join now in its window, one "Add to calendar" menu with
 * each session's web calendars, and one .ics file holding every session, each with the UID a
 * registration for it alone gives. The host is a small element of the test's, with the
 * widget's properties the view reads; nothing is sent.
 */
import { expect, fixture } from '@open-wc/testing';
import { html, LitElement } from 'lit';
import { AttendController } from '../../../src/attend/attend-controller.js';
import type { SuccessShown } from '../../../src/interaction/modes/mode.js';
import type { Session } from '../../../src/sessions/session.js';
import { expectAccessible } from '../../helpers/a11y.js';
import { captureOpened, parsedEvents, type Opened } from '../../helpers/calendar-capture.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const BASE_URL = 'https://api.example.com';
/** Whole minutes from now. */
const at = (offset: number): number => Math.floor((Date.now() + offset) / MINUTE) * MINUTE;

class SeriesHost extends LitElement {
  eventId = '';
  baseUrl = BASE_URL;
  remember = false;
  eventTitle = 'Course';
  afterEnd?: string;
  shown!: SuccessShown;
  readonly attend = new AttendController(this, { locale: 'en', reload: () => Promise.resolve() });

  protected override render() {
    const parts = this.attend.successParts(this.shown, { linkShown: true, onWrongAddress: () => {} });
    return html`<div class="er-root"><div class="er-success" tabindex="-1" role="group">
      <h2>You’re registered!</h2>${parts.after}</div></div>`;
  }
}
customElements.define('series-host', SeriesHost);

const titles = ['Part 1: Basics', 'Part 2: Deploying', 'Part 3: Scaling'];
/** Three sessions a week apart; the first starts in ten minutes (in its join window), unless `first` says otherwise. */
const series = (first = 10 * MINUTE): Session[] =>
  titles.map((title, i) => ({
    eventId: `evt_series_${i + 1}`,
    start: at(first + i * 7 * DAY),
    end: at(first + i * 7 * DAY + 90 * MINUTE),
    title,
  }));
const linkOf = (eventId: string) => `https://watch.example.com/${eventId}?token=tok`;

async function seriesView(sessions: Session[], afterEnd?: string): Promise<SeriesHost> {
  const host = document.createElement('series-host') as SeriesHost;
  host.afterEnd = afterEnd;
  host.shown = {
    view: 'registered',
    email: 'series@example.com',
    magicLink: linkOf(sessions[0]!.eventId),
    sessions,
    links: Object.fromEntries(sessions.map((s) => [s.eventId, linkOf(s.eventId)])),
  };
  await fixture(html`<main>${host}</main>`);
  await host.attend.ready;
  await host.updateComplete;
  return host;
}

const all = (host: SeriesHost, selector: string) =>
  Array.from(host.shadowRoot!.querySelectorAll<HTMLElement>(selector));
const texts = (host: SeriesHost, selector: string) =>
  all(host, selector).map((n) => n.textContent.replace(/\s+/g, ' ').trim());

describe('the attend view of a series', () => {
  let opened: Opened;
  beforeEach(() => (opened = captureOpened()));
  afterEach(() => opened.restore());

  it('lists every session with its title and time, and Join now with its own link in its window only', async () => {
    const sessions = series();
    const host = await seriesView(sessions);
    expect(all(host, '[part~="session-title"]').map((h) => [h.localName, h.textContent])).to.deep.equal(
      titles.map((title) => ['h3', title]),
    );
    expect(all(host, '[part~="event-time"] time').map((t) => t.getAttribute('datetime'))).to.deep.equal(
      sessions.map((s) => new Date(s.start).toISOString()),
    );
    const joins = all(host, '[part~="join"]') as HTMLAnchorElement[];
    expect(
      joins.map((a) => a.href),
      'Join now for the first session only, with its own link',
    ).to.deep.equal([linkOf(sessions[0]!.eventId)]);
    expect(all(host, '[part~="calendar-button"]'), 'one menu').to.have.length(1);
    await expectAccessible(host, 'the view of a series');
  });

  it('offers each session’s web calendars, named, and one .ics with one VEVENT per session', async () => {
    const sessions = series(DAY);
    const host = await seriesView(sessions);
    all(host, '[part~="calendar-button"]')[0]!.click();
    await host.updateComplete;
    expect(texts(host, '[part~="calendar-item"][data-calendar="google"]')).to.deep.equal(
      titles.map((title) => `Google Calendar — ${title} (opens in a new tab)`),
    );
    expect(texts(host, '[part~="calendar-item"][data-calendar="outlook"]')).to.have.length(3);
    expect(all(host, '[part~="calendar-item"][data-calendar="ics"]'), 'one file').to.have.length(1);
    await expectAccessible(host, 'the menu of a series, open');
    all(host, '[part~="calendar-item"][data-calendar="google"]')[2]!.click();
    await host.updateComplete;
    all(host, '[part~="calendar-button"]')[0]!.click();
    await host.updateComplete;
    all(host, '[part~="calendar-item"][data-calendar="ics"]')[0]!.click();

    const third = new URL(opened.urls[0]!).searchParams;
    expect(third.get('text')).to.equal('Course — Part 3: Scaling');
    const stamp = (ms: number) => new Date(ms).toISOString().replace(/[-:]|\.\d{3}/g, '');
    expect(third.get('dates')).to.equal(`${stamp(sessions[2]!.start)}/${stamp(sessions[2]!.end)}`);
    const events = parsedEvents(await opened.files[0]!.text);
    expect(events.map((e) => e.uid)).to.deep.equal(sessions.map((s) => `event-${s.eventId}@api.example.com`));
    expect(events.map((e) => e.summary)).to.deep.equal(titles.map((title) => `Course — ${title}`));
    expect(events.map((e) => e.startDate.toJSDate().getTime())).to.deep.equal(sessions.map((s) => s.start));
    expect(events.map((e) => e.endDate.toJSDate().getTime())).to.deep.equal(sessions.map((s) => s.end));
  });

  it('with after-end="on-demand", each session that has ended says its link leads to the recording', async () => {
    const sessions = series(-7 * DAY - 3 * 60 * MINUTE);
    const host = await seriesView(sessions, 'on-demand');
    // The first two have ended (a week ago, and an hour and a half ago); the third is to come.
    const recording = 'This event has ended. Your link leads to the recording.';
    expect(texts(host, '[part~="event-ended"]')).to.deep.equal([recording, recording]);
    const watch = all(host, '[part~="join"]') as HTMLAnchorElement[];
    expect(watch.map((a) => [a.textContent.trim(), a.href])).to.deep.equal(
      sessions.slice(0, 2).map((s) => ['Join now', linkOf(s.eventId)]),
    );
    expect(all(host, '[part~="event-time"]'), 'the third keeps its time').to.have.length(1);
    expect(all(host, '[part~="calendar-button"]'), 'the menu stays for the sessions to come').to.have.length(1);
  });
});
