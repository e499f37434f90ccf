/**
 * A series in calendars (src/attend/calendar/): calendarEntriesOf() gives each session the entry its
 * own registration gives; icsText() writes them as one file, one VEVENT each under one VCALENDAR,
 * read back by ical.js; each session has its own Google and Outlook links; openCalendar() offers
 * the series as one file.
 */
import { expect } from '@open-wc/testing';
import ICAL from 'ical.js';
import { eventUid } from '../../src/attend/calendar/entry.js';
import { calendarEntriesOf, entryOf, type SeriesContext } from '../../src/attend/calendar/entry-of.js';
import { icsText } from '../../src/attend/calendar/ics.js';
import { googleCalendarUrl, outlookComposeUrl } from '../../src/attend/calendar/links.js';
import { openCalendar } from '../../src/attend/calendar/open.js';
import type { Session } from '../../src/sessions/session.js';

const HOUR = 3_600_000;
const STAMP = Date.UTC(2026, 10, 27, 9, 30, 15);
const BASE_URL = 'https://API.example.com/v1/';
const event = { title: 'Launch night: what is new in the platform this winter', url: 'https://example.com/launch' };
const sessions: Session[] = [
  { eventId: 'evt_part1', start: Date.UTC(2026, 11, 3, 17), end: Date.UTC(2026, 11, 3, 18), title: 'Part 1: Basics' },
  {
    eventId: 'evt_part2',
    start: Date.UTC(2026, 11, 10, 17),
    end: Date.UTC(2026, 11, 10, 18, 30),
    title: 'Part 2: Deploying',
  },
  {
    eventId: 'evt part3/日',
    start: Date.UTC(2026, 11, 17, 8),
    end: Date.UTC(2026, 11, 17, 9),
    title: 'Part 3: 日本語 🎉',
  },
];
const context: SeriesContext = {
  baseUrl: BASE_URL,
  fallbackTitle: 'The page',
  description: 'Your link is in your email.',
};
const entries = calendarEntriesOf(event, sessions, context);

type Component = InstanceType<typeof ICAL.Component>;

function calendarOf(text: string): Component {
  return new ICAL.Component(ICAL.parse(text) as unknown[]);
}

function instant(vevent: Component, name: string): number {
  return (vevent.getFirstPropertyValue(name) as InstanceType<typeof ICAL.Time>).toJSDate().getTime();
}

/** The file a registration for that session alone gives: the session's times and ID, the event's title. */
function singleFile(session: Session): string {
  const { eventId, start, end } = session;
  return icsText(entryOf({ ...event, start, end }, { ...context, eventId }), STAMP);
}

/** The physical lines between BEGIN:VEVENT and END:VEVENT, each of the file's events. */
function veventBlocks(text: string): string[] {
  return text.match(/BEGIN:VEVENT\r\n[\s\S]*?END:VEVENT\r\n/g) ?? [];
}

describe('a series as one .ics file, read by ical.js', () => {
  const text = icsText(entries, STAMP);
  const vevents = calendarOf(text).getAllSubcomponents('vevent');

  it('has one VEVENT per session, in order, under one VCALENDAR', () => {
    expect(vevents).to.have.length(3);
    expect(text.match(/^BEGIN:VCALENDAR\r$/gm)).to.have.length(1);
    expect(text.match(/^END:VCALENDAR\r$/gm)).to.have.length(1);
    const calendar = calendarOf(text);
    expect(calendar.getFirstPropertyValue('version')).to.equal('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).to.equal('-//event-register//EN');
    expect(calendar.getFirstPropertyValue('method')).to.equal('PUBLISH');
  });

  it("gives each session the UID of that session's own file, as its registration would", () => {
    const uids = vevents.map((vevent) => vevent.getFirstPropertyValue('uid'));
    const singles = sessions.map((s) => calendarOf(singleFile(s)).getFirstSubcomponent('vevent')!);
    expect(uids).to.deep.equal(singles.map((vevent) => vevent.getFirstPropertyValue('uid')));
    expect(uids).to.deep.equal(sessions.map((s) => eventUid(s.eventId, BASE_URL)));
    expect(uids[2]).to.equal('event-evt%20part3%2F%E6%97%A5@api.example.com');
    expect(new Set(uids).size).to.equal(3);
  });

  it("gives each session its own start and end, and the DTSTAMP of the file's making", () => {
    for (const [i, vevent] of vevents.entries()) {
      expect(instant(vevent, 'dtstart'), `session ${i + 1}`).to.equal(sessions[i]!.start);
      expect(instant(vevent, 'dtend'), `session ${i + 1}`).to.equal(sessions[i]!.end);
      expect(instant(vevent, 'dtstamp')).to.equal(STAMP);
    }
  });

  it("titles each session as the event's title, an em dash, then the session's own title", () => {
    expect(vevents.map((vevent) => vevent.getFirstPropertyValue('summary'))).to.deep.equal([
      `${event.title} — Part 1: Basics`,
      `${event.title} — Part 2: Deploying`,
      `${event.title} — Part 3: 日本語 🎉`,
    ]);
    for (const vevent of vevents) {
      expect(vevent.getFirstPropertyValue('url')).to.equal(event.url);
      expect(vevent.getFirstPropertyValue('location')).to.equal(event.url);
      expect(vevent.getFirstPropertyValue('description')).to.equal(context.description);
    }
  });

  it('folds its lines at 75 octets and ends each with CRLF, with no bare CR or LF', () => {
    const encoder = new TextEncoder();
    expect(text.endsWith('END:VCALENDAR\r\n')).to.equal(true);
    expect(text.replace(/\r\n/g, '')).to.not.match(/[\r\n]/);
    const lines = text.slice(0, -2).split('\r\n');
    for (const line of lines) expect(encoder.encode(line).length, line).to.be.at.most(75);
    // The long titles fold: one continuation line at least per SUMMARY.
    expect(text.match(/^SUMMARY:.*\r\n /gm)).to.have.length(3);
  });

  it('writes each VEVENT as a file for that entry alone writes it, after the same header', () => {
    const singles = entries.map((entry) => icsText(entry, STAMP));
    expect(veventBlocks(text)).to.deep.equal(singles.map((single) => veventBlocks(single)[0]));
    const header = (file: string) => file.slice(0, file.indexOf('BEGIN:VEVENT'));
    for (const single of singles) expect(header(text)).to.equal(header(single));
  });
});

describe('calendarEntriesOf', () => {
  it('keeps the title of a session without one as the event title, and falls back as a single event does', () => {
    const [plain] = calendarEntriesOf(event, [{ eventId: 'evt_a', start: 0, end: HOUR }], context);
    expect(plain!.title).to.equal(event.title);
    const untitled = calendarEntriesOf({ title: undefined, url: undefined }, sessions.slice(0, 1), context);
    expect(untitled[0]!.title).to.equal('The page — Part 1: Basics');
    expect(untitled[0]!.location).to.equal(undefined);
  });

  it("puts each session's own personal link as its location, the event's page where it has none", () => {
    const personal = calendarEntriesOf(event, sessions, {
      ...context,
      personalLinks: { evt_part1: 'https://example.com/j/1', 'evt part3/日': 'https://example.com/j/3' },
    });
    expect(personal.map((entry) => entry.location)).to.deep.equal([
      'https://example.com/j/1',
      event.url,
      'https://example.com/j/3',
    ]);
  });

  it('gives no entry for no session', () => {
    expect(calendarEntriesOf(event, [], context)).to.deep.equal([]);
  });
});

describe("a series' web calendar links, one per session", () => {
  it("fills Google's page with each session's title and times", () => {
    const links = entries.map((entry) => new URL(googleCalendarUrl(entry)));
    expect(links.map((url) => url.searchParams.get('text'))).to.deep.equal(entries.map((entry) => entry.title));
    expect(links.map((url) => url.searchParams.get('dates'))).to.deep.equal([
      '20261203T170000Z/20261203T180000Z',
      '20261210T170000Z/20261210T183000Z',
      '20261217T080000Z/20261217T090000Z',
    ]);
  });

  for (const host of ['outlook.live.com', 'outlook.office.com'] as const) {
    it(`fills Outlook's compose page on ${host} with each session's title and times`, () => {
      const links = entries.map((entry) => new URL(outlookComposeUrl(entry, host)));
      expect(links.map((url) => url.host)).to.deep.equal([host, host, host]);
      expect(links.map((url) => url.searchParams.get('subject'))).to.deep.equal(entries.map((entry) => entry.title));
      expect(links.map((url) => [url.searchParams.get('startdt'), url.searchParams.get('enddt')])).to.deep.equal([
        ['2026-12-03T17:00:00Z', '2026-12-03T18:00:00Z'],
        ['2026-12-10T17:00:00Z', '2026-12-10T18:30:00Z'],
        ['2026-12-17T08:00:00Z', '2026-12-17T09:00:00Z'],
      ]);
    });
  }
});

describe('openCalendar with a series', () => {
  it('offers one file with every session, named for the entry it is given', async () => {
    // A window whose link records its download instead of starting it.
    let link: HTMLAnchorElement | undefined;
    const view = {
      origin: location.origin,
      document: {
        createElement: () => {
          link = document.createElement('a');
          link.click = () => undefined;
          return link;
        },
      },
      setTimeout: () => 0,
    } as unknown as Window;
    // Named for the event, not for one of its sessions.
    const series = { ...entries[0]!, title: event.title };
    expect(openCalendar('ics', series, view, entries)).to.equal(undefined);
    expect(link?.download).to.equal('Launch-night-what-is-new-in-the-platform-this-winter.ics');
    const file = await (await fetch(link!.href)).text();
    URL.revokeObjectURL(link!.href);
    const uids = calendarOf(file)
      .getAllSubcomponents('vevent')
      .map((vevent) => vevent.getFirstPropertyValue('uid'));
    expect(uids).to.deep.equal(entries.map((entry) => entry.uid));
  });
});
