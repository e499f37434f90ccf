/**
 * The sessions' attributes read (src/sessions/parse.ts): `sessions` as JSON or as the array, against
 * garbage of every kind; each test asserts the sessions kept and each console line, which names the
 * attribute and the reason. Also `sessions-mode`, `after-end` and `organizer-time-zone`.
 */
import { expect } from '@open-wc/testing';
import { afterEndOf, parseSessions, sessionsModeOf, timeZoneOf } from '../../src/sessions/parse.js';
import type { Session } from '../../src/sessions/session.js';

const HOUR = 3_600_000;
const T = Date.UTC(2026, 11, 3, 17, 0, 0);
const LEFT_OUT = 'this session is left out.';
const NOT_ISO =
  'is not an ISO 8601 date-time with Z or an offset (a time without one is ambiguous across time zones), such as 2026-12-03T18:00:00+01:00; this session is left out.';

/** A valid item, as the integrator writes it. */
const item = (eventId: string, start = '2026-12-03T17:00:00Z', more: object = {}) => ({ eventId, start, ...more });
const ids = (sessions: Session[]) => sessions.map((s) => s.eventId);

/** Reads the value both ways it may come (the property's array, the attribute's JSON): the same result. */
function parsed(list: unknown[]) {
  const fromJson = parseSessions(JSON.stringify(list));
  expect(parseSessions(list), 'the array and its JSON read alike').to.deep.equal(fromJson);
  return fromJson;
}

describe('parseSessions: valid input', () => {
  it('reads times into epoch ms, sorted by start, stable, titles trimmed, end defaulting to an hour', () => {
    const { sessions, problems } = parsed([
      item('evt_late', '2026-12-04T17:00:00Z', { title: '  Americas  ' }),
      item('evt_a', '2026-12-03T22:30:00+05:30', { end: '2026-12-03T19:00:00+01:00', title: 'Asia' }),
      item('  evt_b  ', '2026-12-03t17:00:00z', { title: '   ' }),
    ]);
    expect(problems).to.deep.equal([]);
    expect(sessions).to.deep.equal([
      { eventId: 'evt_a', start: T, end: T + 1 * HOUR, title: 'Asia' },
      { eventId: 'evt_b', start: T, end: T + HOUR },
      { eventId: 'evt_late', start: T + 24 * HOUR, end: T + 25 * HOUR, title: 'Americas' },
    ]);
  });

  it('takes offsets with and without a colon, minutes-only times, fractions and lower-case z', () => {
    const starts: [string, number][] = [
      ['2026-12-03T22:30+05:30', T],
      ['2026-12-03T13:00:00-0400', T],
      ['2026-12-03T17:00:00.250z', T + 250],
      ['2026-12-03T17:00Z', T],
      ['2026-12-04T02:45:00+09:45', T],
    ];
    const { sessions, problems } = parsed(starts.map(([start], i) => item(`evt_${i}`, start)));
    expect(problems).to.deep.equal([]);
    expect(sessions.map((s) => s.start)).to.deep.equal([T, T, T, T, T + 250]);
    expect(ids(sessions)).to.deep.equal(['evt_0', 'evt_1', 'evt_3', 'evt_4', 'evt_2']);
  });

  it('reads nothing, silently, from nothing', () => {
    for (const value of [undefined, null, '', '   ', '[]', []]) {
      expect(parseSessions(value), JSON.stringify(value)).to.deep.equal({ sessions: [], problems: [] });
    }
  });

  it('treats a blank or null end as none, and a null title as none', () => {
    const { sessions, problems } = parsed([
      item('evt_1', undefined, { end: ' ', title: null }),
      item('evt_2', undefined, { end: null }),
    ]);
    expect(problems).to.deep.equal([]);
    expect(sessions.map((s) => [s.end, 'title' in s])).to.deep.equal([
      [T + HOUR, false],
      [T + HOUR, false],
    ]);
  });
});

describe('parseSessions: the whole value', () => {
  it('says JSON that does not parse is not valid JSON, and offers nothing', () => {
    for (const text of ['[{"eventId": "evt_1",}]', '{', 'evt_1', "[{'eventId': 'evt_1'}]"]) {
      expect(parseSessions(text), text).to.deep.equal({
        sessions: [],
        problems: [`<event-register> sessions: ${JSON.stringify(text)} is not valid JSON; no sessions are offered.`],
      });
    }
  });

  it('says a value that is not an array is not one, from JSON or the property', () => {
    const values: [unknown, string][] = [
      ['{"eventId": "evt_1", "start": "2026-12-03T17:00:00Z"}', '{"eventId":"evt_1","start":"2026-12-03T17:00:00Z"}'],
      ['42', '42'],
      ['"evt_1"', '"evt_1"'],
      ['null', 'null'],
      [42, '42'],
      [true, 'true'],
      [{ length: 1, 0: 'evt_1' }, '{"0":"evt_1","length":1}'],
      [new Set([item('evt_1')]), '{}'],
      [{ note: 'y'.repeat(100) }, `{"note":"${'y'.repeat(51)}…`],
    ];
    for (const [value, quoted] of values) {
      expect(parseSessions(value), String(value)).to.deep.equal({
        sessions: [],
        problems: [`<event-register> sessions: ${quoted} is not an array of sessions; no sessions are offered.`],
      });
    }
  });

  it('quotes a huge string cut at 60 characters, on one line', () => {
    const huge = `[${'\n'.repeat(5)}${'x'.repeat(1_000_000)}\u2028`;
    const { sessions, problems } = parseSessions(huge);
    expect(sessions).to.deep.equal([]);
    expect(problems).to.deep.equal([
      `<event-register> sessions: ${JSON.stringify(`[\n\n\n\n\n${'x'.repeat(54)}…`)} is not valid JSON; no sessions are offered.`,
    ]);
    expect(problems[0]).not.to.match(/[\n\r\u2028\u2029]/);
    expect(parseSessions('x\u2028\u2029\u0085y').problems).to.deep.equal([
      '<event-register> sessions: "x\\u2028\\u2029\\u0085y" is not valid JSON; no sessions are offered.',
    ]);
  });

  it('keeps the first 20 items of a longer list, with one line', () => {
    const list = Array.from({ length: 25 }, (_, i) =>
      item(`evt_${i}`, `2026-12-${String(i + 1).padStart(2, '0')}T17:00:00Z`),
    );
    const { sessions, problems } = parsed(list);
    expect(ids(sessions)).to.deep.equal(list.slice(0, 20).map((s) => s.eventId));
    expect(problems).to.deep.equal([
      '<event-register> sessions: 25 sessions are more than the 20 a widget offers; sessions[20] and after are left out.',
    ]);
  });

  it('reads a list of 10,000 items in its first 20 only', () => {
    const list: unknown[] = new Array(10_000).fill(42);
    list[0] = item('evt_0');
    const { sessions, problems } = parseSessions(list);
    expect(ids(sessions)).to.deep.equal(['evt_0']);
    expect(problems).to.have.length(20);
    expect(problems[0]).to.include('10000 sessions are more than the 20');
    expect(problems[19]).to.equal(
      `<event-register> sessions[19]: 42 is not an object with "eventId" and "start"; ${LEFT_OUT}`,
    );
  });
});

describe('parseSessions: one session', () => {
  it('leaves out an item that is not an object, naming it', () => {
    const { sessions, problems } = parsed([42, 'evt_1', null, [item('evt_nested')], [], true, item('evt_ok')]);
    expect(ids(sessions)).to.deep.equal(['evt_ok']);
    expect(problems).to.deep.equal(
      ['42', '"evt_1"', 'null', '[{"eventId":"evt_nested","start":"2026-12-03T17:00:00Z"}]', '[]', 'true'].map(
        (shown, i) =>
          `<event-register> sessions[${i}]: ${shown} is not an object with "eventId" and "start"; ${LEFT_OUT}`,
      ),
    );
  });

  it('leaves out a session without eventId or start, naming the key', () => {
    const { sessions, problems } = parsed([
      { start: '2026-12-03T17:00:00Z' },
      item('   '),
      item(42 as unknown as string),
      { eventId: 'evt_1' },
      item('evt_2', ''),
      {},
      { eventID: 'evt_3', start: '2026-12-03T17:00:00Z' },
    ]);
    expect(sessions).to.deep.equal([]);
    expect(problems).to.deep.equal([
      `<event-register> sessions[0]: "eventId" is missing or empty; ${LEFT_OUT}`,
      `<event-register> sessions[1]: "eventId" is missing or empty; ${LEFT_OUT}`,
      `<event-register> sessions[2]: "eventId" 42 is not a string; ${LEFT_OUT}`,
      `<event-register> sessions[3]: "start" is missing or empty; ${LEFT_OUT}`,
      `<event-register> sessions[4]: "start" is missing or empty; ${LEFT_OUT}`,
      `<event-register> sessions[5]: "eventId" is missing or empty; ${LEFT_OUT}`,
      `<event-register> sessions[5]: "start" is missing or empty; ${LEFT_OUT}`,
      `<event-register> sessions[6]: "eventId" is missing or empty; ${LEFT_OUT}`,
    ]);
  });

  it('leaves out a time without an offset, or one that does not exist, quoting it', () => {
    const bad = [
      '2026-12-03T18:00',
      '2026-12-03T18:00:00',
      '2026-02-30T10:00Z',
      '2026-12-03T24:00Z',
      '2026-12-03T10:00+24:00',
      '2026-12-03',
      '2026-12-03 17:00Z',
      'tomorrow',
    ];
    const { sessions, problems } = parsed([...bad.map((start, i) => item(`evt_${i}`, start)), item('evt_ok')]);
    expect(ids(sessions)).to.deep.equal(['evt_ok']);
    expect(problems).to.deep.equal(
      bad.map((start, i) => `<event-register> sessions[${i}]: "start" "${start}" ${NOT_ISO}`),
    );
  });

  it('leaves out a start or end that is not a string, or an end without an offset', () => {
    const { sessions, problems } = parseSessions([
      item('evt_0', T as unknown as string),
      item('evt_1', new Date(T) as unknown as string),
      item('evt_2', undefined, { end: '2026-12-03T19:00' }),
      item('evt_3', undefined, { end: 3 }),
    ]);
    expect(sessions).to.deep.equal([]);
    expect(problems).to.deep.equal([
      `<event-register> sessions[0]: "start" ${T} ${NOT_ISO}`,
      `<event-register> sessions[1]: "start" "2026-12-03T17:00:00.000Z" ${NOT_ISO}`,
      `<event-register> sessions[2]: "end" "2026-12-03T19:00" ${NOT_ISO}`,
      `<event-register> sessions[3]: "end" 3 ${NOT_ISO}`,
    ]);
  });

  it('leaves out a session whose end is not after its start', () => {
    const { sessions, problems } = parsed([
      item('evt_0', undefined, { end: '2026-12-03T17:00:00Z' }),
      item('evt_1', undefined, { end: '2026-12-03T17:30:00+01:00' }),
      item('evt_2', undefined, { end: '2026-12-03T17:00:00.001Z' }),
    ]);
    expect(sessions).to.deep.equal([{ eventId: 'evt_2', start: T, end: T + 1 }]);
    expect(problems).to.deep.equal([
      `<event-register> sessions[0]: "end" "2026-12-03T17:00:00Z" is not after "start" "2026-12-03T17:00:00Z"; ${LEFT_OUT}`,
      `<event-register> sessions[1]: "end" "2026-12-03T17:30:00+01:00" is not after "start" "2026-12-03T17:00:00Z"; ${LEFT_OUT}`,
    ]);
  });

  it('keeps the first of two sessions with the same eventId, trimmed, even when the second starts sooner', () => {
    const { sessions, problems } = parsed([
      item('evt_1', '2026-12-05T17:00:00Z'),
      item('evt_bad', 'soon'),
      item(' evt_1', '2026-12-03T17:00:00Z'),
      item('evt_2'),
    ]);
    expect(sessions).to.deep.equal([
      { eventId: 'evt_2', start: T, end: T + HOUR },
      { eventId: 'evt_1', start: T + 48 * HOUR, end: T + 49 * HOUR },
    ]);
    expect(problems).to.deep.equal([
      `<event-register> sessions[1]: "start" "soon" ${NOT_ISO}`,
      `<event-register> sessions[2]: "eventId" "evt_1" is the same as sessions[0]'s; the first is kept and this session is left out.`,
    ]);
  });

  it('keeps a session without a title that is not a string', () => {
    const { sessions, problems } = parsed([
      item('evt_1', undefined, { title: 7 }),
      item('evt_2', undefined, { title: ['Europe'] }),
    ]);
    expect(sessions).to.deep.equal([
      { eventId: 'evt_1', start: T, end: T + HOUR },
      { eventId: 'evt_2', start: T, end: T + HOUR },
    ]);
    expect(problems).to.deep.equal([
      '<event-register> sessions[0]: "title" 7 is not a string; the session is kept without a title.',
      '<event-register> sessions[1]: "title" ["Europe"] is not a string; the session is kept without a title.',
    ]);
  });
});

describe('parseSessions: hostile input', () => {
  it('reads own keys only: a "__proto__" key or a prototype gives nothing', () => {
    const json = `[{"__proto__": {"eventId": "evt_p", "start": "2026-12-03T17:00:00Z"}}, {"eventId": "evt_1", "start": "2026-12-03T17:00:00Z", "__proto__": {"title": "Injected"}}]`;
    const inherited = Object.create({ eventId: 'evt_p', start: '2026-12-03T17:00:00Z', title: 'Injected' }) as object;
    for (const value of [json, [inherited, (JSON.parse(json) as unknown[])[1]]]) {
      const { sessions, problems } = parseSessions(value);
      expect(sessions).to.deep.equal([{ eventId: 'evt_1', start: T, end: T + HOUR }]);
      expect(problems).to.deep.equal([
        `<event-register> sessions[0]: "eventId" is missing or empty; ${LEFT_OUT}`,
        `<event-register> sessions[0]: "start" is missing or empty; ${LEFT_OUT}`,
      ]);
    }
  });

  it('never throws: proxies that throw, objects without toString, BigInts, cycles', () => {
    const no = () => {
      throw new Error('no');
    };
    const throwing = new Proxy({}, { get: no, has: no, getOwnPropertyDescriptor: no });
    const throwingList = new Proxy([], { get: no });
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    const bare = Object.create(null) as object;
    const { sessions, problems } = parseSessions([
      throwing,
      bare,
      1n,
      cycle,
      Symbol('s'),
      item('evt_ok', undefined, { title: 2n }),
    ]);
    expect(ids(sessions)).to.deep.equal(['evt_ok']);
    expect(problems).to.deep.equal([
      `<event-register> sessions[0]: could not be read; ${LEFT_OUT}`,
      `<event-register> sessions[1]: "eventId" is missing or empty; ${LEFT_OUT}`,
      `<event-register> sessions[1]: "start" is missing or empty; ${LEFT_OUT}`,
      `<event-register> sessions[2]: bigint is not an object with "eventId" and "start"; ${LEFT_OUT}`,
      `<event-register> sessions[3]: "eventId" is missing or empty; ${LEFT_OUT}`,
      `<event-register> sessions[3]: "start" is missing or empty; ${LEFT_OUT}`,
      `<event-register> sessions[4]: Symbol(s) is not an object with "eventId" and "start"; ${LEFT_OUT}`,
      '<event-register> sessions[5]: "title" bigint is not a string; the session is kept without a title.',
    ]);
    expect(parseSessions(throwingList)).to.deep.equal({
      sessions: [],
      problems: ['<event-register> sessions: could not be read; no sessions are offered.'],
    });
    for (const value of [bare, 1n, Symbol('s'), () => 1, cycle]) {
      const result = parseSessions(value);
      expect(result.sessions).to.deep.equal([]);
      expect(result.problems).to.have.length(1);
      expect(result.problems[0]).to.match(
        /^<event-register> sessions: .* is not an array of sessions; no sessions are offered\.$/,
      );
    }
  });
});

describe('sessionsModeOf', () => {
  it('reads one and all; absent is one, silently', () => {
    expect([undefined, null, 'one', 'all'].map(sessionsModeOf)).to.deep.equal([
      { mode: 'one' },
      { mode: 'one' },
      { mode: 'one' },
      { mode: 'all' },
    ]);
  });

  it('reads anything else as one, with a line naming the attribute and the value', () => {
    for (const [value, shown] of [
      ['series', '"series"'],
      ['ALL', '"ALL"'],
      ['', '""'],
      [2, '2'],
    ] as const) {
      expect(sessionsModeOf(value)).to.deep.equal({
        mode: 'one',
        problem: `<event-register> sessions-mode=${shown} is not a known value (one or all); using one.`,
      });
    }
  });
});

describe('afterEndOf', () => {
  it('defaults to closed with sessions, and to none for a single event', () => {
    expect(afterEndOf(undefined, true)).to.deep.equal({ afterEnd: 'closed' });
    expect(afterEndOf(null, false)).to.deep.equal({ afterEnd: undefined });
    expect(afterEndOf('on-demand', true)).to.deep.equal({ afterEnd: 'on-demand' });
    expect(afterEndOf('on-demand', false)).to.deep.equal({ afterEnd: 'on-demand' });
    expect(afterEndOf('closed', false)).to.deep.equal({ afterEnd: 'closed' });
  });

  it('reads an unknown value as the default, with a line', () => {
    expect(afterEndOf('recording', true)).to.deep.equal({
      afterEnd: 'closed',
      problem: '<event-register> after-end="recording" is not a known value (closed or on-demand); using closed.',
    });
    expect(afterEndOf('ondemand', false)).to.deep.equal({
      afterEnd: undefined,
      problem: '<event-register> after-end="ondemand" is not a known value (closed or on-demand); it is ignored.',
    });
  });
});

describe('timeZoneOf', () => {
  it('reads an IANA name Intl knows, in its canonical spelling; blank is none', () => {
    expect(timeZoneOf('Europe/Berlin')).to.deep.equal({ timeZone: 'Europe/Berlin' });
    expect(timeZoneOf('  australia/lord_howe ')).to.deep.equal({ timeZone: 'Australia/Lord_Howe' });
    expect(timeZoneOf('UTC')).to.deep.equal({ timeZone: 'UTC' });
    for (const value of [undefined, null, '', '  ']) expect(timeZoneOf(value)).to.deep.equal({});
  });

  it('refuses a name Intl does not know, an offset, or another type, with a line', () => {
    for (const [value, shown] of [
      ['Mars/Olympus_Mons', '"Mars/Olympus_Mons"'],
      ['Berlin', '"Berlin"'],
      ['+05:30', '"+05:30"'],
      ['-08:00', '"-08:00"'],
      [1, '1'],
    ] as const) {
      expect(timeZoneOf(value), String(value)).to.deep.equal({
        problem: `<event-register> organizer-time-zone=${shown} is not an IANA time zone name this browser knows, such as Europe/Berlin; times are shown in the visitor's zone only.`,
      });
    }
  });
});

describe('parseSessions: event IDs a URL cannot carry', () => {
  it('leaves out "." and "..", and a lone surrogate, each with a line naming the session', () => {
    const start = '2026-12-03T18:00:00Z';
    const { sessions, problems } = parseSessions(
      JSON.stringify([
        { eventId: '.', start },
        { eventId: '..', start },
        { eventId: 'evt_\uD800', start },
        { eventId: 'evt_ok', start },
      ]),
    );
    expect(sessions.map((s) => s.eventId)).to.deep.equal(['evt_ok']);
    expect(problems).to.have.length(3);
    problems.forEach((line, i) => expect(line).to.include(`sessions[${i}]`).and.include('path segment'));
  });
});

describe('timeZoneOf: the name given', () => {
  it('keeps Asia/Kolkata as given, though an engine may call it Asia/Calcutta, and fixes the case', () => {
    expect(timeZoneOf('Asia/Kolkata').timeZone).to.equal('Asia/Kolkata');
    expect(timeZoneOf('europe/berlin').timeZone).to.equal('Europe/Berlin');
  });
});
