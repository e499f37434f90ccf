/**
 * When a remembered registration expires (src/interaction/memory/remember.ts): at its event's end,
 * 30 days after the end with `after-end="on-demand"`, and 30 days after it was saved when no end is
 * known; and the end a single event's attributes give (`event-end`, or an hour after `event-start`).
 */
import { expect } from '@open-wc/testing';
import { expiresAt, expiryOf, isExpired } from '../../src/interaction/memory/remember.js';

const DAY = 24 * 60 * 60 * 1000;
const savedAt = Date.UTC(2026, 10, 1, 9);
const end = Date.UTC(2026, 11, 3, 18);
const record = { savedAt };

describe('remember: expiresAt and isExpired', () => {
  it('expires at the end of its event: kept 1 ms before, gone at the end and 1 ms after', () => {
    expect(expiresAt(record, { end })).to.equal(end);
    expect(isExpired(record, { end }, end - 1), '1 ms before').to.equal(false);
    expect(isExpired(record, { end }, end), 'at the end').to.equal(true);
    expect(isExpired(record, { end }, end + 1), '1 ms after').to.equal(true);
    expect(isExpired(record, { end, onDemand: false }, end), 'on-demand off').to.equal(true);
  });

  it('with after-end="on-demand", lasts 30 days after the end', () => {
    const until = end + 30 * DAY;
    expect(expiresAt(record, { end, onDemand: true })).to.equal(until);
    expect(isExpired(record, { end, onDemand: true }, end), 'at the end').to.equal(false);
    expect(isExpired(record, { end, onDemand: true }, until - 1), '1 ms before 30 days').to.equal(false);
    expect(isExpired(record, { end, onDemand: true }, until), 'after 30 days').to.equal(true);
  });

  it('with no end known, lasts 30 days after it was saved, on-demand or not', () => {
    const until = savedAt + 30 * DAY;
    for (const expiry of [{}, { onDemand: true }, { end: undefined, onDemand: false }]) {
      const what = JSON.stringify(expiry);
      expect(expiresAt(record, expiry), what).to.equal(until);
      expect(isExpired(record, expiry, until - 1), `${what}: 1 ms before`).to.equal(false);
      expect(isExpired(record, expiry, until), `${what}: after 30 days`).to.equal(true);
    }
  });

  it('an end before the record was saved still ends it', () => {
    expect(isExpired({ savedAt: end + DAY }, { end }, end + DAY)).to.equal(true);
  });
});

describe('remember: expiryOf (a single event)', () => {
  it('ends at event-end, or one hour after event-start', () => {
    expect(
      expiryOf({ remember: true, eventStart: '2026-12-03T17:00:00Z', eventEnd: '2026-12-03T19:00:00+01:00' }),
    ).to.deep.equal({
      end,
      onDemand: false,
    });
    expect(expiryOf({ remember: true, eventStart: ' 2026-12-03T18:00:00+01:00 ' }).end).to.equal(end);
  });

  it('knows no end without a usable event-start, or with a time without an offset', () => {
    for (const el of [
      { remember: true },
      { remember: true, eventStart: null, eventEnd: '2026-12-03T18:00:00Z' },
      { remember: true, eventStart: '2026-12-03T18:00:00' },
      { remember: true, eventStart: '2026-02-30T18:00:00Z' },
      { remember: true, eventStart: 1_764_781_200_000 as unknown as string },
    ])
      expect(expiryOf(el).end, JSON.stringify(el)).to.equal(undefined);
  });

  it('falls back to an hour after the start when event-end does not parse', () => {
    expect(expiryOf({ remember: true, eventStart: '2026-12-03T17:00:00Z', eventEnd: 'later' }).end).to.equal(end);
  });

  it('reads after-end="on-demand" and nothing else as on-demand', () => {
    expect(expiryOf({ remember: true, afterEnd: 'on-demand' }).onDemand).to.equal(true);
    for (const afterEnd of [undefined, null, 'closed', ''])
      expect(expiryOf({ remember: true, afterEnd }).onDemand, String(afterEnd)).to.equal(false);
  });
});
