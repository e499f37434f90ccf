/**
 * "Add to calendar" links (src/attend/calendar/links.ts), parsed back with new URL(): Google
 * Calendar's template page, Outlook's compose page on both hosts, Yahoo Calendar's add-event page, times in UTC with Z, special
 * characters encoded, empty parameters left out; and eventUid() (src/attend/calendar/entry.ts).
 */
import { expect } from '@open-wc/testing';
import { eventUid, type CalendarEntry } from '../../src/attend/calendar/entry.js';
import { utcSeconds } from '../../src/attend/calendar/ics.js';
import { googleCalendarUrl, outlookComposeUrl, yahooCalendarUrl } from '../../src/attend/calendar/links.js';

const START = Date.UTC(2026, 11, 3, 17, 0, 0);
const base: CalendarEntry = {
  uid: 'event-evt_1@api.example.com',
  title: 'Launch night',
  start: START,
  end: START + 3_600_000,
};
const tricky = 'Q&A: 50% off + more #1 / "quotes" ü 日本 🎉\nline two';

/** The URL's parameters in order, as [name, value] pairs. */
function paramsOf(url: URL): [string, string][] {
  return [...url.searchParams.entries()];
}

describe('googleCalendarUrl', () => {
  it('opens the template page with the title and UTC dates only, when nothing else is given', () => {
    const url = new URL(googleCalendarUrl(base));
    expect(url.origin).to.equal('https://calendar.google.com');
    expect(url.pathname).to.equal('/calendar/render');
    expect(paramsOf(url)).to.deep.equal([
      ['action', 'TEMPLATE'],
      ['text', 'Launch night'],
      ['dates', '20261203T170000Z/20261203T180000Z'],
    ]);
  });

  it('uses the URL as location and leaves it out of the details', () => {
    const url = new URL(googleCalendarUrl({ ...base, url: 'https://example.com/live?a=1&b=2', description: 'Hi' }));
    expect(paramsOf(url)).to.deep.equal([
      ['action', 'TEMPLATE'],
      ['text', 'Launch night'],
      ['dates', '20261203T170000Z/20261203T180000Z'],
      ['details', 'Hi'],
      ['location', 'https://example.com/live?a=1&b=2'],
    ]);
  });

  it('puts the URL at the end of the details when the location is another', () => {
    const url = new URL(
      googleCalendarUrl({ ...base, url: 'https://example.com/live', location: 'Hall 1', description: tricky }),
    );
    expect(url.searchParams.get('details')).to.equal(`${tricky}\n\nhttps://example.com/live`);
    expect(url.searchParams.get('location')).to.equal('Hall 1');
    const withoutDescription = new URL(googleCalendarUrl({ ...base, url: 'https://example.com/live', location: 'x' }));
    expect(withoutDescription.searchParams.get('details')).to.equal('https://example.com/live');
  });

  it('encodes special characters so that they come back exactly, and drops milliseconds', () => {
    const link = googleCalendarUrl({ ...base, title: tricky, start: START + 999, end: START + 7_200_999 });
    expect(link).to.not.match(/[ "\n#]/);
    const url = new URL(link);
    expect(url.hash).to.equal('');
    expect(url.searchParams.get('text')).to.equal(tricky);
    expect(url.searchParams.get('dates')).to.equal('20261203T170000Z/20261203T190000Z');
  });

  it('leaves out an empty title, description and location', () => {
    const url = new URL(googleCalendarUrl({ ...base, title: '', description: '', location: '', url: '' }));
    expect([...url.searchParams.keys()]).to.deep.equal(['action', 'dates']);
  });
});

describe('outlookComposeUrl', () => {
  for (const host of ['outlook.live.com', 'outlook.office.com'] as const) {
    it(`opens the compose page on ${host} with UTC times without milliseconds`, () => {
      const url = new URL(outlookComposeUrl({ ...base, start: START + 500 }, host));
      expect(url.protocol).to.equal('https:');
      expect(url.host).to.equal(host);
      expect(url.pathname).to.equal('/calendar/0/deeplink/compose');
      expect(paramsOf(url)).to.deep.equal([
        ['path', '/calendar/action/compose'],
        ['rru', 'addevent'],
        ['subject', 'Launch night'],
        ['startdt', '2026-12-03T17:00:00Z'],
        ['enddt', '2026-12-03T18:00:00Z'],
      ]);
    });
  }

  it('fills body and location like Google does, encoded', () => {
    const entry = { ...base, title: tricky, description: tricky, url: 'https://example.com/live' };
    const link = outlookComposeUrl(entry, 'outlook.office.com');
    expect(link).to.not.match(/[ "\n#]/);
    const url = new URL(link);
    expect(paramsOf(url)).to.deep.equal([
      ['path', '/calendar/action/compose'],
      ['rru', 'addevent'],
      ['subject', tricky],
      ['startdt', '2026-12-03T17:00:00Z'],
      ['enddt', '2026-12-03T18:00:00Z'],
      ['body', tricky],
      ['location', 'https://example.com/live'],
    ]);
    const elsewhere = new URL(outlookComposeUrl({ ...entry, location: 'Hall 1' }, 'outlook.live.com'));
    expect(elsewhere.searchParams.get('body')).to.equal(`${tricky}\n\nhttps://example.com/live`);
    expect(elsewhere.searchParams.get('location')).to.equal('Hall 1');
  });

  it('leaves out an empty subject, body and location', () => {
    const url = new URL(outlookComposeUrl({ ...base, title: '' }, 'outlook.live.com'));
    expect([...url.searchParams.keys()]).to.deep.equal(['path', 'rru', 'startdt', 'enddt']);
  });
});

describe('yahooCalendarUrl', () => {
  it('opens the add-event page with the title and UTC times only, when nothing else is given', () => {
    const url = new URL(yahooCalendarUrl({ ...base, start: START + 999 }));
    expect(url.origin + url.pathname).to.equal('https://calendar.yahoo.com/');
    expect(paramsOf(url)).to.deep.equal([
      ['v', '60'],
      ['title', 'Launch night'],
      ['st', '20261203T170000Z'],
      ['et', '20261203T180000Z'],
    ]);
  });

  it('fills desc and in_loc like Google does, encoded', () => {
    const entry = { ...base, title: tricky, description: tricky, url: 'https://example.com/live?a=1&b=2' };
    const link = yahooCalendarUrl(entry);
    expect(link).to.not.match(/[ "\n#]/);
    const url = new URL(link);
    expect(url.searchParams.get('title')).to.equal(tricky);
    expect(url.searchParams.get('desc')).to.equal(tricky);
    expect(url.searchParams.get('in_loc')).to.equal('https://example.com/live?a=1&b=2');
    const elsewhere = new URL(yahooCalendarUrl({ ...entry, location: 'Hall 1' }));
    expect(elsewhere.searchParams.get('desc')).to.equal(`${tricky}\n\nhttps://example.com/live?a=1&b=2`);
    expect(elsewhere.searchParams.get('in_loc')).to.equal('Hall 1');
  });
});

describe('utcSeconds', () => {
  it('drops milliseconds by rounding down, before 1970 too', () => {
    expect(utcSeconds(START + 999)).to.equal('2026-12-03T17:00:00Z');
    expect(utcSeconds(-1)).to.equal('1969-12-31T23:59:59Z');
    expect(utcSeconds(-1000)).to.equal('1969-12-31T23:59:59Z');
  });
});

describe('eventUid', () => {
  it('names the event and the API host, the same each time', () => {
    expect(eventUid('evt_1', 'https://API.Example.com:8443/v1/')).to.equal('event-evt_1@api.example.com');
    expect(eventUid('evt_1', 'https://api.example.com')).to.equal(eventUid('evt_1', 'https://api.example.com'));
  });

  it('encodes the event id and tells events and APIs apart', () => {
    expect(eventUid('a b@c/日', 'https://api.example.com')).to.equal('event-a%20b%40c%2F%E6%97%A5@api.example.com');
    expect(eventUid('evt_1', 'https://api.example.com')).to.not.equal(eventUid('evt_2', 'https://api.example.com'));
    expect(eventUid('evt_1', 'https://api.example.com')).to.not.equal(eventUid('evt_1', 'https://eu.example.com'));
  });

  it('uses event-register.invalid when the base URL does not parse', () => {
    expect(eventUid('evt_1', 'not a url')).to.equal('event-evt_1@event-register.invalid');
    expect(eventUid('evt_1', '')).to.equal('event-evt_1@event-register.invalid');
  });
});
