/**
 * The .ics file (src/attend/calendar/ics.ts): RFC 5545 text with CRLF line ends, TEXT values
 * escaped, lines folded at 75 octets between whole UTF-8 characters, read back exactly by a real
 * iCalendar parser (ical.js); and icsFileName(), a safe file name for any title.
 */
import { expect } from '@open-wc/testing';
import ICAL from 'ical.js';
import type { CalendarEntry } from '../../src/attend/calendar/entry.js';
import { icsFileName, icsText } from '../../src/attend/calendar/ics.js';

const START = Date.UTC(2026, 11, 3, 17, 0, 0);
const STAMP = Date.UTC(2026, 10, 27, 9, 30, 15, 999);
const encoder = new TextEncoder();
const strict = new TextDecoder('utf-8', { fatal: true });

const entry: CalendarEntry = {
  uid: 'event-evt_1@api.example.com',
  title: 'Launch night',
  start: START,
  end: START + 3_600_000,
};

/** The physical lines, without the final CRLF's empty remainder. */
function physicalLines(text: string): string[] {
  expect(text.endsWith('\r\n')).to.equal(true);
  return text.slice(0, -2).split('\r\n');
}

/** The content lines: continuation lines (a leading space) joined to the line before. */
function unfolded(text: string): string[] {
  return text.slice(0, -2).replace(/\r\n /g, '').split('\r\n');
}

/** The raw value of the first content line named `name`. */
function rawValue(text: string, name: string): string | undefined {
  return unfolded(text)
    .find((line) => line.startsWith(`${name}:`))
    ?.slice(name.length + 1);
}

/** The first VEVENT, as ical.js reads the file. */
function parsed(text: string): InstanceType<typeof ICAL.Component> {
  const event = new ICAL.Component(ICAL.parse(text) as unknown[]).getFirstSubcomponent('vevent');
  expect(event).to.not.equal(null);
  return event!;
}

function instant(event: InstanceType<typeof ICAL.Component>, name: string): number {
  const value = event.getFirstPropertyValue(name);
  expect(value).to.be.instanceOf(ICAL.Time);
  return (value as InstanceType<typeof ICAL.Time>).toJSDate().getTime();
}

describe('icsText: structure', () => {
  it('has the calendar and one event with the required properties, times in UTC', () => {
    expect(unfolded(icsText(entry, STAMP))).to.deep.equal([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//event-register//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:event-evt_1@api.example.com',
      'DTSTAMP:20261127T093015Z',
      'DTSTART:20261203T170000Z',
      'DTEND:20261203T180000Z',
      'SUMMARY:Launch night',
      'END:VEVENT',
      'END:VCALENDAR',
    ]);
  });

  it('adds DESCRIPTION, LOCATION and URL when given, the URL unescaped', () => {
    const text = icsText(
      { ...entry, description: 'Bring tea', location: 'Hall 1', url: 'https://example.com/a,b;c?x=1&y=2' },
      STAMP,
    );
    expect(rawValue(text, 'DESCRIPTION')).to.equal('Bring tea');
    expect(rawValue(text, 'LOCATION')).to.equal('Hall 1');
    expect(rawValue(text, 'URL')).to.equal('https://example.com/a,b;c?x=1&y=2');
  });

  it('ends every line with CRLF, the last one too, and has no bare CR or LF', () => {
    const text = icsText({ ...entry, title: 'a\nb\rc\r\nd', description: 'x\n'.repeat(80) }, STAMP);
    expect(text.endsWith('END:VCALENDAR\r\n')).to.equal(true);
    expect(text.replace(/\r\n/g, '')).to.not.match(/[\r\n]/);
  });
});

describe('icsText: TEXT values', () => {
  it('escapes backslash, semicolon, comma and every kind of newline', () => {
    const text = icsText({ ...entry, title: 'a\\b;c,d\ne\r\nf\rg', description: '\\n is not a newline' }, STAMP);
    expect(rawValue(text, 'SUMMARY')).to.equal('a\\\\b\\;c\\,d\\ne\\nf\\ng');
    expect(rawValue(text, 'DESCRIPTION')).to.equal('\\\\n is not a newline');
  });

  it('drops control characters other than newlines, reads a tab as a space', () => {
    const text = icsText({ ...entry, title: 'a\u0000b\u0007c\u001Bd\u007Fe\tf' }, STAMP);
    expect(rawValue(text, 'SUMMARY')).to.equal('abcde f');
  });
});

describe('icsText: folding', () => {
  const japanese = 'オンライン説明会「新しい働き方」について。'.repeat(6);
  const emoji = '🎉🚀👩‍💻🇯🇵'.repeat(12);
  const mixed = 'a' + '日本語🎉'.repeat(30);

  const titles: [string, string][] = [
    ['Japanese', japanese],
    ['emoji', emoji],
    ['mixed, shifted by one byte', mixed],
    ['ASCII', 'x'.repeat(300)],
  ];
  for (const [name, title] of titles) {
    it(`folds ${name} text at 75 octets, each line whole UTF-8, and unfolding restores it`, () => {
      const text = icsText({ ...entry, title, description: title }, STAMP);
      for (const line of physicalLines(text)) {
        const bytes = encoder.encode(line);
        expect(bytes.length, line).to.be.at.most(75);
        // Valid on its own: no line starts or ends inside a character.
        expect(strict.decode(bytes)).to.equal(line);
        expect(/[\uD800-\uDBFF]$|^ ?[\uDC00-\uDFFF]/.test(line), line).to.equal(false);
      }
      expect(rawValue(text, 'SUMMARY')).to.equal(title);
    });
  }

  it('fills lines to 75 octets: a 75-octet line stays whole, a 76-octet one folds', () => {
    const fits = 'x'.repeat(75 - 'SUMMARY:'.length);
    expect(physicalLines(icsText({ ...entry, title: fits }, STAMP))).to.include(`SUMMARY:${fits}`);
    const folded = physicalLines(icsText({ ...entry, title: `${fits}y` }, STAMP));
    expect(folded).to.include(`SUMMARY:${fits}`);
    expect(folded).to.include(' y');
    // A continuation line carries 74 octets after its space.
    const long = physicalLines(icsText({ ...entry, title: 'z'.repeat(67 + 74 + 5) }, STAMP));
    const at = long.indexOf(`SUMMARY:${'z'.repeat(67)}`);
    expect(long.slice(at, at + 3)).to.deep.equal([`SUMMARY:${'z'.repeat(67)}`, ` ${'z'.repeat(74)}`, ' zzzzz']);
  });

  it('moves a multi-byte character that would cross octet 75 to the next line', () => {
    // 8 + 66 = 74 octets, then a 3-octet character: it goes whole to the next line.
    const lines = physicalLines(icsText({ ...entry, title: `${'x'.repeat(66)}日` }, STAMP));
    expect(lines).to.include(`SUMMARY:${'x'.repeat(66)}`);
    expect(lines).to.include(' 日');
  });
});

describe('icsText: read by ical.js', () => {
  const hard = '説明会 🎉👩‍💻 a;b,c\\d\nline two\r\nline three\rend,';
  const full: CalendarEntry = {
    uid: 'event-evt%20%E6%97%A5@api.example.com',
    title: hard.repeat(3),
    start: START,
    end: START + 90 * 60_000,
    url: 'https://example.com/live/%E6%97%A5?a=1&b=2,3;4',
    location: `Room ${hard}`,
    description: `${hard}\n${'長い説明。'.repeat(40)}`,
  };

  it('gives back SUMMARY, DESCRIPTION, LOCATION, URL, UID and the times exactly', () => {
    const event = parsed(icsText(full, STAMP));
    const newlines = (s: string) => s.replace(/\r\n|\r/g, '\n');
    expect(event.getFirstPropertyValue('summary')).to.equal(newlines(full.title));
    expect(event.getFirstPropertyValue('description')).to.equal(newlines(full.description!));
    expect(event.getFirstPropertyValue('location')).to.equal(newlines(full.location!));
    expect(event.getFirstPropertyValue('url')).to.equal(full.url);
    expect(event.getFirstPropertyValue('uid')).to.equal(full.uid);
    expect(instant(event, 'dtstart')).to.equal(full.start);
    expect(instant(event, 'dtend')).to.equal(full.end);
    expect(instant(event, 'dtstamp')).to.equal(Math.floor(STAMP / 1000) * 1000);
    const calendar = new ICAL.Component(ICAL.parse(icsText(full, STAMP)) as unknown[]);
    expect(calendar.getFirstPropertyValue('version')).to.equal('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).to.equal('-//event-register//EN');
    expect(calendar.getAllSubcomponents('vevent')).to.have.length(1);
  });

  it('leaves out the optional properties when they are absent', () => {
    const event = parsed(icsText(entry, STAMP));
    for (const name of ['description', 'location', 'url']) expect(event.hasProperty(name), name).to.equal(false);
    expect(event.getFirstPropertyValue('summary')).to.equal('Launch night');
  });
});

describe('icsFileName', () => {
  const rows: [string, string][] = [
    ['Launch night', 'Launch-night.ics'],
    ['  Q&A: "What\'s next?" / 2026  ', 'Q-A-What-s-next-2026.ics'],
    ['説明会 2026年12月', '説明会-2026年12月.ics'],
    ['Café — résumé', 'Café-résumé.ics'],
    ['नमस्ते दुनिया', 'नमस्ते-दुनिया.ics'],
    ['🎉🎉', 'event.ics'],
    ['', 'event.ics'],
    ['../../etc/passwd', 'etc-passwd.ics'],
    ['CON\u0000.txt', 'CON-txt.ics'],
  ];
  for (const [title, name] of rows) {
    it(`names "${title}" ${name}`, () => expect(icsFileName(title)).to.equal(name));
  }

  it('keeps at most 60 characters before .ics, never halving a character or ending in -', () => {
    expect(icsFileName('a'.repeat(100))).to.equal(`${'a'.repeat(60)}.ics`);
    expect(icsFileName(`${'a'.repeat(59)} b`)).to.equal(`${'a'.repeat(59)}.ics`);
    const astral = icsFileName('𝐀'.repeat(70));
    expect(Array.from(astral.slice(0, -4))).to.have.length(60);
    expect(astral.slice(0, -4)).to.equal('𝐀'.repeat(60));
  });
});
