/**
 * The event's schedule (src/attend/schedule.ts): the phase at each boundary to the millisecond,
 * when the view must next change (on a boundary or the relative text's minute tick, at most a
 * minute away, never after the end), the start in four zones on both sides of their DST changes,
 * and the relative time in English and German.
 */
import { expect } from '@open-wc/testing';
import { canJoin, nextChange, phaseAt, startText, type Phase } from '../../src/attend/schedule.js';
import { relativeStartText } from '../../src/interaction/messages/relative-time.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const START = Date.UTC(2026, 11, 3, 17, 0, 0);
const details = { start: START, end: START + HOUR, joinWindow: 15 };
const JOIN = START - 15 * MINUTE;
const LOCALE = 'en-GB-u-hc-h23';

describe('phaseAt and canJoin', () => {
  const rows: [string, number, Phase][] = [
    ['long before', START - 3 * DAY, 'upcoming'],
    ['1 ms before the join window', JOIN - 1, 'upcoming'],
    ['the join window opens', JOIN, 'soon'],
    ['1 ms into the join window', JOIN + 1, 'soon'],
    ['1 ms before the start', START - 1, 'soon'],
    ['the start', START, 'live'],
    ['1 ms after the start', START + 1, 'live'],
    ['1 ms before the end', details.end - 1, 'live'],
    ['the end', details.end, 'ended'],
    ['1 ms after the end', details.end + 1, 'ended'],
  ];
  for (const [name, now, phase] of rows) {
    it(`${name}: ${phase}`, () => expect(phaseAt(details, now)).to.equal(phase));
  }

  it('has no soon phase with a join window of 0', () => {
    const none = { ...details, joinWindow: 0 };
    expect(phaseAt(none, START - 1)).to.equal('upcoming');
    expect(phaseAt(none, START)).to.equal('live');
  });

  it('lets people join while soon or live only', () => {
    const phases = ['upcoming', 'soon', 'live', 'ended'] as const;
    expect(phases.map((phase) => canJoin(phase))).to.deep.equal([false, true, true, false]);
    // after-end="on-demand": the link leads to the recording once the event has ended.
    expect(phases.map((phase) => canJoin(phase, true))).to.deep.equal([false, true, true, true]);
  });
});

describe('nextChange', () => {
  it('waits for the next minute tick of the relative time, at most a minute', () => {
    expect(nextChange(details, START - 3 * DAY - 30_000)).to.equal(30_000);
    expect(nextChange(details, START - 2 * HOUR)).to.equal(MINUTE);
    expect(nextChange(details, START - 2 * HOUR - 1)).to.equal(1);
    expect(nextChange(details, START - 2 * HOUR + 1)).to.equal(MINUTE - 1);
  });

  it('lands on a phase boundary before the next tick', () => {
    const odd = { ...details, joinWindow: 2.5 };
    expect(nextChange(odd, START - 150_000 - 20_000)).to.equal(20_000);
    expect(nextChange(odd, START - 150_000)).to.equal(30_000);
    expect(nextChange(details, START - 1)).to.equal(1);
  });

  it('while live, waits for the end, at most a minute', () => {
    expect(nextChange(details, START)).to.equal(MINUTE);
    expect(nextChange(details, details.end - 5_000)).to.equal(5_000);
    expect(nextChange(details, details.end - 1)).to.equal(1);
  });

  it('is undefined once ended', () => {
    expect(nextChange(details, details.end)).to.equal(undefined);
    expect(nextChange(details, details.end + DAY)).to.equal(undefined);
  });

  it('never misses a change and wakes only on a boundary or a tick, from two days before to the end', () => {
    const boundaries = [JOIN, START, details.end];
    const state = (now: number) => `${phaseAt(details, now)} ${now < START ? relativeStartText(START, now, 'en') : ''}`;
    let now = START - 2 * DAY - 12_345;
    let wakes = 0;
    for (let wait = nextChange(details, now); wait !== undefined; wait = nextChange(details, now)) {
      expect(wait, String(now)).to.be.within(1, MINUTE);
      // Nothing changes before the wake-up...
      expect(state(now + wait - 1), String(now)).to.equal(state(now));
      now += wait;
      wakes += 1;
      // ...which is a boundary, a tick counted back from the start, or a minute while live.
      const onTick = now < START && (START - now) % MINUTE === 0;
      expect(boundaries.includes(now) || onTick || wait === MINUTE, String(now)).to.equal(true);
    }
    expect(now).to.equal(details.end);
    expect(wakes).to.equal(2 * 24 * 60 + 60 + 1);
  });

  it('changes the minutes text exactly at the tick', () => {
    let now = START - 20 * MINUTE - 777;
    for (let i = 0; i < 5; i++) {
      const before = relativeStartText(START, now, 'en');
      now += nextChange(details, now)!;
      expect(relativeStartText(START, now - 1, 'en')).to.equal(before);
      expect(relativeStartText(START, now, 'en')).to.not.equal(before);
    }
  });
});

/** The hour and minute in a formatted date, HH:MM (en-GB, h23). */
function clock(text: string): string | undefined {
  return /\b(\d{2}:\d{2})\b/.exec(text)?.[1];
}

describe('startText', () => {
  const NOW = Date.UTC(2026, 5, 1);
  const zones = ['America/New_York', 'Europe/Berlin', 'Asia/Kolkata', 'Australia/Lord_Howe'];
  // [instant, the day and time in each zone above]
  const rows: [string, string[]][] = [
    // Northern winter, Lord Howe's summer (+11:00).
    [
      '2026-12-03T17:00:00Z',
      [
        'Thursday 3 December 12:00',
        'Thursday 3 December 18:00',
        'Thursday 3 December 22:30',
        'Friday 4 December 04:00',
      ],
    ],
    // Northern summer, Lord Howe's winter (+10:30).
    [
      '2026-07-03T17:00:00Z',
      ['Friday 3 July 13:00', 'Friday 3 July 19:00', 'Friday 3 July 22:30', 'Saturday 4 July 03:30'],
    ],
    // Lord Howe moves 30 minutes forward between these two minutes.
    [
      '2026-10-03T15:29:00Z',
      ['Saturday 3 October 11:29', 'Saturday 3 October 17:29', 'Saturday 3 October 20:59', 'Sunday 4 October 01:59'],
    ],
    [
      '2026-10-03T15:30:00Z',
      ['Saturday 3 October 11:30', 'Saturday 3 October 17:30', 'Saturday 3 October 21:00', 'Sunday 4 October 02:30'],
    ],
    // Berlin moves an hour back.
    [
      '2026-10-25T00:59:00Z',
      ['Saturday 24 October 20:59', 'Sunday 25 October 02:59', 'Sunday 25 October 06:29', 'Sunday 25 October 11:59'],
    ],
    [
      '2026-10-25T01:00:00Z',
      ['Saturday 24 October 21:00', 'Sunday 25 October 02:00', 'Sunday 25 October 06:30', 'Sunday 25 October 12:00'],
    ],
    // New York moves an hour back.
    [
      '2026-11-01T05:59:00Z',
      ['Sunday 1 November 01:59', 'Sunday 1 November 06:59', 'Sunday 1 November 11:29', 'Sunday 1 November 16:59'],
    ],
    [
      '2026-11-01T06:00:00Z',
      ['Sunday 1 November 01:00', 'Sunday 1 November 07:00', 'Sunday 1 November 11:30', 'Sunday 1 November 17:00'],
    ],
  ];
  for (const [at, expected] of rows) {
    zones.forEach((zone, i) => {
      const [weekday, day, month, time] = expected[i]!.split(' ') as [string, string, string, string];
      it(`shows ${at} in ${zone} as ${expected[i]}`, () => {
        const text = startText(Date.parse(at), NOW, LOCALE, zone);
        expect(clock(text), text).to.equal(time);
        expect(text).to.include(weekday);
        expect(text).to.include(`${day} ${month}`);
        expect(text).to.not.include('2026');
      });
    });
  }

  it('adds the year when the start is in another year than now, in that zone', () => {
    const start = Date.parse('2027-01-01T02:00:00Z');
    const now = Date.parse('2026-12-30T12:00:00Z');
    const newYork = startText(start, now, LOCALE, 'America/New_York');
    expect(clock(newYork)).to.equal('21:00');
    expect(newYork).to.include('31 December');
    expect(newYork).to.not.match(/202[67]/);
    const berlin = startText(start, now, LOCALE, 'Europe/Berlin');
    expect(clock(berlin)).to.equal('03:00');
    expect(berlin).to.include('1 January');
    expect(berlin).to.include('2027');
  });

  it('makes each formatter once: a view shown again, or after the warm-up, only formats', () => {
    const Original = Intl.DateTimeFormat;
    let made = 0;
    // Counts constructions; everything else is the real formatter.
    Intl.DateTimeFormat = new Proxy(Original, {
      construct: (target, args: ConstructorParameters<typeof Original>) => (made++, new target(...args)),
    });
    try {
      const zone = 'Pacific/Chatham';
      const first = startText(START, NOW, LOCALE, zone);
      expect(made, 'the year and the text, the first time').to.equal(2);
      expect(startText(START, NOW, LOCALE, zone)).to.equal(first);
      expect(startText(START + MINUTE, NOW, LOCALE, zone)).to.not.equal(first);
      expect(made, 'none made again').to.equal(2);
      startText(START, NOW, LOCALE, 'Pacific/Apia');
      expect(made, 'another zone has its own').to.equal(4);
    } finally {
      Intl.DateTimeFormat = Original;
    }
  });

  it('names the zone', () => {
    const text = startText(START, NOW, LOCALE, 'Asia/Kolkata');
    expect(text).to.match(/GMT\+5:30|IST/);
  });
});

describe('relativeStartText', () => {
  const rows: [number, string, string][] = [
    [1, 'in 1 minute', 'in 1 Minute'],
    [MINUTE, 'in 1 minute', 'in 1 Minute'],
    [MINUTE + 1, 'in 2 minutes', 'in 2 Minuten'],
    [14 * MINUTE, 'in 14 minutes', 'in 14 Minuten'],
    [13 * MINUTE + 1, 'in 14 minutes', 'in 14 Minuten'],
    [59 * MINUTE, 'in 59 minutes', 'in 59 Minuten'],
    [59 * MINUTE + 1, 'in 1 hour', 'in 1 Stunde'],
    [HOUR, 'in 1 hour', 'in 1 Stunde'],
    [3 * HOUR, 'in 3 hours', 'in 3 Stunden'],
    [2.5 * HOUR, 'in 3 hours', 'in 3 Stunden'],
    [2.5 * HOUR - MINUTE, 'in 2 hours', 'in 2 Stunden'],
    [23 * HOUR, 'in 23 hours', 'in 23 Stunden'],
    [3 * DAY, 'in 3 days', 'in 3 Tagen'],
    [9.4 * DAY, 'in 9 days', 'in 9 Tagen'],
  ];
  for (const [until, en, de] of rows) {
    it(`says ${en} / ${de} for ${until} ms`, () => {
      expect(relativeStartText(START, START - until, 'en')).to.equal(en);
      expect(relativeStartText(START, START - until, 'de')).to.equal(de);
    });
  }

  it('says tomorrow and the day after in words (numeric: auto)', () => {
    expect(relativeStartText(START, START - DAY, 'en')).to.equal('tomorrow');
    expect(relativeStartText(START, START - DAY, 'de')).to.equal('morgen');
    expect(relativeStartText(START, START - 2 * DAY, 'en')).to.equal('in 2 days');
    expect(relativeStartText(START, START - 2 * DAY, 'de')).to.equal('übermorgen');
  });
});
