/**
 * "Best time for you" (src/sessions/best-time.ts): the soonest session not yet started whose start
 * falls from 08:00 to 21:00 in the visitor's zone. Visitors in New York, Berlin, Kolkata, Tokyo and
 * Lord Howe (a half-hour DST), with sessions just inside and just outside the day on both sides of
 * each zone's DST changes in 2026; the times are written with the offset the zone has then, so a
 * rule that used the wrong offset tags the wrong one. Also which sessions are offered and running.
 */
import { expect } from '@open-wc/testing';
import { bestSession, isRunning, upcoming } from '../../src/sessions/best-time.js';
import type { Session } from '../../src/sessions/session.js';
import { parseDateTime } from '../../src/interaction/time/date-time.js';

const HOUR = 3_600_000;
/** Long before every session below. */
const EARLY = Date.UTC(2026, 0, 1);

function session(eventId: string, start: string): Session {
  const at = parseDateTime(start);
  if (at === undefined) throw new Error(`not a date-time: ${start}`);
  return { eventId, start: at, end: at + HOUR };
}

/** Each zone's sessions in its local time with the offset it has that day: whether each starts in the day. */
const ZONES: Record<string, [start: string, daytime: boolean][]> = {
  'America/New_York': [
    // Standard time, the day before the change of 8 March.
    ['2026-03-07T07:59:00-05:00', false],
    ['2026-03-07T08:00:00-05:00', true],
    ['2026-03-07T21:00:00-05:00', true],
    ['2026-03-07T21:01:00-05:00', false],
    // Summer time from 8 March: read with the winter offset, 07:59 would be 06:59 and 21:01 20:01.
    ['2026-03-08T07:59:00-04:00', false],
    ['2026-03-08T08:00:00-04:00', true],
    ['2026-03-08T21:00:00-04:00', true],
    ['2026-03-08T21:01:00-04:00', false],
    ['2026-10-31T21:00:00-04:00', true],
    ['2026-10-31T21:01:00-04:00', false],
    // Back to standard time on 1 November: with the summer offset, 07:59 would be 08:59 and 21:00 22:00.
    ['2026-11-01T07:59:00-05:00', false],
    ['2026-11-01T08:00:00-05:00', true],
    ['2026-11-01T21:00:00-05:00', true],
    ['2026-11-01T21:01:00-05:00', false],
  ],
  'Europe/Berlin': [
    ['2026-03-28T07:59:00+01:00', false],
    ['2026-03-28T08:00:00+01:00', true],
    ['2026-03-28T21:00:00+01:00', true],
    ['2026-03-28T21:01:00+01:00', false],
    ['2026-03-29T07:59:00+02:00', false],
    ['2026-03-29T08:00:00+02:00', true],
    ['2026-03-29T21:00:00+02:00', true],
    ['2026-03-29T21:01:00+02:00', false],
    ['2026-10-24T21:00:00+02:00', true],
    ['2026-10-24T21:01:00+02:00', false],
    ['2026-10-25T07:59:00+01:00', false],
    ['2026-10-25T08:00:00+01:00', true],
    ['2026-10-25T21:00:00+01:00', true],
    ['2026-10-25T21:01:00+01:00', false],
  ],
  // No DST; half an hour off the hour, on the days Europe and the US change.
  'Asia/Kolkata': [
    ['2026-03-29T07:59:00+05:30', false],
    ['2026-03-29T08:00:00+05:30', true],
    ['2026-03-29T21:00:00+05:30', true],
    ['2026-03-29T21:01:00+05:30', false],
    ['2026-11-01T07:30:00+05:30', false],
    ['2026-11-01T20:30:00+05:30', true],
  ],
  // No DST; 08:00 in Tokyo is 23:00 UTC the day before.
  'Asia/Tokyo': [
    ['2026-03-08T07:59:00+09:00', false],
    ['2026-03-08T08:00:00+09:00', true],
    ['2026-03-08T21:00:00+09:00', true],
    ['2026-03-08T21:01:00+09:00', false],
    ['2026-10-25T00:00:00+09:00', false],
    ['2026-10-25T12:00:00+09:00', true],
  ],
  // +11:00 in summer, +10:30 from 5 April, +11:00 again from 4 October.
  'Australia/Lord_Howe': [
    ['2026-04-04T07:59:00+11:00', false],
    ['2026-04-04T08:00:00+11:00', true],
    ['2026-04-04T21:00:00+11:00', true],
    ['2026-04-04T21:01:00+11:00', false],
    // With the summer offset, 07:59 would be 08:29 and 21:00 21:30.
    ['2026-04-05T07:59:00+10:30', false],
    ['2026-04-05T08:00:00+10:30', true],
    ['2026-04-05T21:00:00+10:30', true],
    ['2026-04-05T21:01:00+10:30', false],
    ['2026-10-03T07:59:00+10:30', false],
    ['2026-10-03T21:00:00+10:30', true],
    ['2026-10-03T21:01:00+10:30', false],
    // With the winter offset, 08:00 would be 07:30 and 21:01 20:31.
    ['2026-10-04T07:59:00+11:00', false],
    ['2026-10-04T08:00:00+11:00', true],
    ['2026-10-04T21:00:00+11:00', true],
    ['2026-10-04T21:01:00+11:00', false],
  ],
};

describe('bestSession: daytime in the visitor zone, across DST changes', () => {
  for (const [zone, rows] of Object.entries(ZONES)) {
    for (const [start, daytime] of rows) {
      it(`${zone}: ${start} is ${daytime ? '' : 'not '}in the day`, () => {
        const only = session('evt_1', start);
        expect(bestSession([only], EARLY, zone)).to.equal(daytime ? only : undefined);
      });
    }

    it(`${zone}: tags the soonest daytime session among them all, in any order`, () => {
      const sessions = rows.map(([start], i) => session(`evt_${i}`, start));
      const firstDaytime = rows.findIndex(([, daytime]) => daytime);
      expect(bestSession(sessions, EARLY, zone)).to.equal(sessions[firstDaytime]);
      expect(bestSession([...sessions].reverse(), EARLY, zone)).to.equal(sessions[firstDaytime]);
      // Once that one has started, the next daytime one, never a started one.
      const next = rows.findIndex(([, daytime], i) => daytime && i > firstDaytime);
      const started = (sessions[firstDaytime] as Session).start;
      expect(bestSession(sessions, started, zone)).to.equal(sessions[next]);
      expect(bestSession(sessions, started - 1, zone)).to.equal(sessions[firstDaytime]);
    });

    it(`${zone}: tags nothing when no session starts in the day`, () => {
      const night = rows.filter(([, daytime]) => !daytime).map(([start], i) => session(`evt_${i}`, start));
      expect(night).to.have.length.above(1);
      expect(bestSession(night, EARLY, zone)).to.equal(undefined);
    });
  }
});

describe('bestSession: started sessions and edge cases', () => {
  const morning = session('evt_morning', '2026-12-03T09:00:00+01:00');
  const evening = session('evt_evening', '2026-12-03T19:00:00+01:00');
  const night = session('evt_night', '2026-12-03T23:00:00+01:00');

  it('never tags a session that has started, even while it runs', () => {
    expect(bestSession([morning, evening], morning.start - 1, 'Europe/Berlin')).to.equal(morning);
    expect(bestSession([morning, evening], morning.start, 'Europe/Berlin')).to.equal(evening);
    expect(bestSession([morning, evening], morning.start + 1, 'Europe/Berlin')).to.equal(evening);
    expect(bestSession([morning, evening, night], evening.start, 'Europe/Berlin')).to.equal(undefined);
  });

  it('keeps the first given of two daytime sessions at the same time', () => {
    const twin = { ...morning, eventId: 'evt_twin' };
    expect(bestSession([morning, twin], 0, 'Europe/Berlin')).to.equal(morning);
    expect(bestSession([twin, morning], 0, 'Europe/Berlin')).to.equal(twin);
  });

  it('counts seconds within 21:00 as 21:00', () => {
    const late = session('evt_late', '2026-12-03T21:00:59.999+01:00');
    expect(bestSession([late], 0, 'Europe/Berlin')).to.equal(late);
  });

  it('tags nothing from no sessions, or with a zone Intl does not know', () => {
    expect(bestSession([], 0, 'Europe/Berlin')).to.equal(undefined);
    expect(bestSession([morning], 0, 'Mars/Olympus_Mons')).to.equal(undefined);
  });

  it("uses the visitor's own zone when given none", () => {
    const own = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    const everyHalfHour = Array.from({ length: 48 }, (_, i) =>
      session(`evt_${i}`, new Date(Date.UTC(2026, 11, 3) + i * HOUR * 0.5).toISOString()),
    );
    const best = bestSession(everyHalfHour, 0);
    expect(best).to.not.equal(undefined);
    expect(best).to.equal(bestSession(everyHalfHour, 0, own));
  });
});

describe('upcoming and isRunning', () => {
  const a = session('evt_a', '2026-12-03T17:00:00Z');
  const b = session('evt_b', '2026-12-04T17:00:00Z');

  it('offers the sessions that have not ended, a running one included, in their order', () => {
    expect(upcoming([a, b], a.start - 1)).to.deep.equal([a, b]);
    expect(upcoming([a, b], a.start)).to.deep.equal([a, b]);
    expect(upcoming([a, b], a.end - 1)).to.deep.equal([a, b]);
    expect(upcoming([a, b], a.end)).to.deep.equal([b]);
    expect(upcoming([b, a], a.end)).to.deep.equal([b]);
    expect(upcoming([a, b], b.end)).to.deep.equal([]);
  });

  it('calls a session running from its start to just before its end', () => {
    expect([a.start - 1, a.start, a.end - 1, a.end].map((now) => isRunning(a, now))).to.deep.equal([
      false,
      true,
      true,
      false,
    ]);
  });
});
