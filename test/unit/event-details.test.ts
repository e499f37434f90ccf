/**
 * readEventDetails() (src/attend/event-details.ts): the event's attributes read into epoch ms and
 * an https URL, with a whole console line for each problem; a problem in start, end or URL drops
 * the details, a bad join-window only falls back to 15 minutes, and nothing throws.
 */
import { expect } from '@open-wc/testing';
import { readEventDetails, type EventDetailsInput } from '../../src/attend/event-details.js';

const HOUR = 3_600_000;
const START = Date.UTC(2026, 11, 3, 17, 0, 0);

/** Each problem is a console line of the widget's. */
function expectConsoleLines(problems: string[]): void {
  for (const problem of problems) expect(problem).to.match(/^<event-register> /);
}

describe('readEventDetails: valid input', () => {
  it('reads a start with Z, a title trimmed and an https URL normalized', () => {
    const { details, problems } = readEventDetails({
      title: '  Launch night  ',
      start: '2026-12-03T17:00:00Z',
      end: '2026-12-03T18:30:00Z',
      url: 'HTTPS://Example.COM/live',
    });
    expect(problems).to.deep.equal([]);
    expect(details).to.deep.equal({
      title: 'Launch night',
      start: START,
      end: START + 1.5 * HOUR,
      url: 'https://example.com/live',
      joinWindow: 15,
    });
  });

  const offsets: [string, number][] = [
    ['2026-12-03T22:30:00+05:30', START],
    ['2026-12-03T13:00:00-0400', START],
    ['2026-12-03T18:00+01:00', START],
    ['2026-12-03t17:00:00.250z', START + 250],
    ['2026-12-03T17:00:00.5Z', START + 500],
    ['2026-12-03T17:00:00-00:00', START],
    ['0099-01-01T00:00:00Z', Date.parse('0099-01-01T00:00:00.000Z')],
  ];
  for (const [start, at] of offsets) {
    it(`reads ${start} as ${new Date(at).toISOString()}`, () => {
      const { details, problems } = readEventDetails({ start });
      expect(problems).to.deep.equal([]);
      expect(details?.start).to.equal(at);
    });
  }

  it('ends an hour after the start when event-end is missing', () => {
    const { details } = readEventDetails({ start: '2026-12-03T17:00:00Z' });
    expect(details?.end).to.equal(START + HOUR);
    expect(details?.title).to.equal(undefined);
    expect(details?.url).to.equal(undefined);
  });

  it('reads join-window from a number or a numeric string, 0 to 1440', () => {
    for (const [joinWindow, minutes] of [
      [0, 0],
      ['30', 30],
      [' 1440 ', 1440],
      ['2.5', 2.5],
      ['', 15],
      [null, 15],
    ] as const) {
      const { details, problems } = readEventDetails({ start: '2026-12-03T17:00:00Z', joinWindow });
      expect(problems, String(joinWindow)).to.deep.equal([]);
      expect(details?.joinWindow, String(joinWindow)).to.equal(minutes);
    }
  });
});

describe('readEventDetails: problems', () => {
  it('says that a time without Z or an offset is ambiguous, with an example', () => {
    const { details, problems } = readEventDetails({ start: '2026-12-03T18:00:00' });
    expect(details).to.equal(undefined);
    expect(problems).to.have.length(1);
    expect(problems[0]).to.match(/^<event-register> event-start="2026-12-03T18:00:00" /);
    expect(problems[0]).to.include('ambiguous across time zones');
    expect(problems[0]).to.include('2026-12-03T18:00:00+01:00');
    expect(problems[0]).to.include('calendar menu and Join now are not shown');
  });

  const invalid = [
    '2026-02-30T10:00:00Z',
    '2026-02-29T10:00:00Z',
    '2026-13-01T10:00:00Z',
    '2026-12-03T24:00:00Z',
    '2026-12-03T10:60:00Z',
    '2026-12-03T10:00:60Z',
    '2026-12-03T10:00:00+24:00',
    '2026-12-03T10:00:00+01:60',
  ];
  for (const start of invalid) {
    it(`rejects ${start}, which does not exist`, () => {
      const { details, problems } = readEventDetails({ start });
      expect(details).to.equal(undefined);
      expect(problems).to.have.length(1);
      expect(problems[0]).to.match(new RegExp(`^<event-register> event-start="${start.replace(/\+/g, '\\+')}" `));
    });
  }

  it('accepts 29 February in a leap year', () => {
    expect(readEventDetails({ start: '2028-02-29T10:00:00Z' }).details?.start).to.equal(Date.UTC(2028, 1, 29, 10));
  });

  for (const start of ['tomorrow', '2026-12-03', '2026-12-03 17:00:00Z', '1764781200000', '2026-12-03T17:00:00+1']) {
    it(`rejects "${start}", not an ISO 8601 date-time with a zone`, () => {
      const { details, problems } = readEventDetails({ start });
      expect(details).to.equal(undefined);
      expect(problems).to.have.length(1);
      expect(problems[0]).to.include(`event-start="${start}"`);
    });
  }

  it('rejects an end before or equal to the start', () => {
    for (const end of ['2026-12-03T16:59:59Z', '2026-12-03T17:00:00Z', '2026-12-03T18:00:00+01:00']) {
      const { details, problems } = readEventDetails({ start: '2026-12-03T17:00:00Z', end });
      expect(details, end).to.equal(undefined);
      expect(problems, end).to.have.length(1);
      expect(problems[0]).to.include(`event-end="${end}" is not after event-start="2026-12-03T17:00:00Z"`);
    }
    expect(readEventDetails({ start: '2026-12-03T17:00:00Z', end: '2026-12-03T17:00:00.001Z' }).details?.end).to.equal(
      START + 1,
    );
  });

  it('rejects an event-end without a zone', () => {
    const { details, problems } = readEventDetails({ start: '2026-12-03T17:00:00Z', end: '2026-12-03T19:00' });
    expect(details).to.equal(undefined);
    expect(problems[0]).to.include('event-end="2026-12-03T19:00"');
  });

  for (const url of ['http://example.com/live', '/live', 'example.com', 'javascript:alert(1)', 'https//x']) {
    it(`rejects event-url="${url}", not an absolute https URL`, () => {
      const { details, problems } = readEventDetails({ start: '2026-12-03T17:00:00Z', url });
      expect(details).to.equal(undefined);
      expect(problems).to.deep.equal([
        `<event-register> event-url="${url}" is not an absolute https URL; the start time, calendar menu and Join now are not shown.`,
      ]);
    });
  }

  for (const joinWindow of ['soon', '-1', 1441, Number.NaN, Infinity, '0x10', '15m']) {
    it(`keeps the details with join-window=${String(joinWindow)}, using 15`, () => {
      const { details, problems } = readEventDetails({ start: '2026-12-03T17:00:00Z', joinWindow });
      expect(details?.joinWindow).to.equal(15);
      expect(details?.start).to.equal(START);
      expect(problems).to.deep.equal([
        `<event-register> join-window="${String(joinWindow)}" is not a number of minutes from 0 to 1440; using 15.`,
      ]);
    });
  }

  it('lists every problem at once', () => {
    const { details, problems } = readEventDetails({
      start: '2026-12-03T17:00',
      end: 'later',
      url: 'http://x.example',
      joinWindow: 'x',
    });
    expect(details).to.equal(undefined);
    expect(problems).to.have.length(4);
    expectConsoleLines(problems);
  });
});

describe('readEventDetails: no event-start', () => {
  it('says nothing when nothing is given', () => {
    expect(readEventDetails({})).to.deep.equal({ problems: [] });
    expect(readEventDetails({ title: null, start: null, end: null, url: null, joinWindow: null })).to.deep.equal({
      problems: [],
    });
    expect(readEventDetails({ title: '  ', start: ' ', end: '', url: '' })).to.deep.equal({ problems: [] });
    expect(readEventDetails(undefined as unknown as EventDetailsInput)).to.deep.equal({ problems: [] });
    expect(readEventDetails(null as unknown as EventDetailsInput)).to.deep.equal({ problems: [] });
  });

  it('says once that event-start is needed when a title, end or URL is given', () => {
    for (const input of [
      { title: 'Launch night' },
      { end: '2026-12-03T18:00:00Z' },
      { url: 'https://example.com/' },
      { title: 'Launch night', start: '  ', end: 'x', url: 'y' },
    ]) {
      const { details, problems } = readEventDetails(input);
      expect(details, JSON.stringify(input)).to.equal(undefined);
      expect(problems, JSON.stringify(input)).to.have.length(1);
      expect(problems[0]).to.match(/^<event-register> event-(title|end|url)[\w, -]* is set without event-start; /);
      expect(problems[0]).to.include('the start time, calendar menu and Join now are not shown');
    }
  });
});

describe('readEventDetails: garbage', () => {
  const hostile = new Proxy(
    {},
    {
      get() {
        throw new Error('no');
      },
    },
  );
  const noString = Object.create(null) as object;
  const values: unknown[] = [
    undefined,
    null,
    0,
    1,
    true,
    Symbol('s'),
    {},
    [],
    ['2026-12-03T17:00:00Z'],
    noString,
    () => 1,
    1n,
    Number.NaN,
    new Date(START),
    '\u0000',
    '\uD800',
    'x'.repeat(10_000),
  ];

  it('never throws, whatever the input', () => {
    const inputs: unknown[] = [undefined, null, 42, 'start', hostile, noString];
    for (const value of values) {
      for (const key of ['title', 'start', 'end', 'url', 'joinWindow']) {
        inputs.push({ start: '2026-12-03T17:00:00Z', [key]: value });
        inputs.push({ [key]: value });
      }
    }
    for (const input of inputs) {
      const result = readEventDetails(input as EventDetailsInput);
      expect(result.problems).to.be.an('array');
      expectConsoleLines(result.problems);
      if (result.details) expect(Number.isFinite(result.details.start)).to.equal(true);
    }
  });

  it('reads a non-string start as a problem, naming it', () => {
    const { details, problems } = readEventDetails({ start: 1764781200000 } as unknown as EventDetailsInput);
    expect(details).to.equal(undefined);
    expect(problems).to.have.length(1);
    expect(problems[0]).to.include('event-start="1764781200000"');
  });
});
