/**
 * Unit and property-based tests of src/api/retry.ts: status → failure kind,
 * which statuses are retried, Retry-After parsing and backoff with full jitter.
 */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { backoffDelay, isRetryableStatus, kindForStatus, parseRetryAfter } from '../../src/api/retry.js';
import type { FailureKind } from '../../src/api/types.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2025, 0, 15, 12, 0, 0, 250);

describe('retry: kindForStatus', () => {
  // The spec's status table, plus the gateway/timeout statuses the client retries.
  const table: Array<[number, FailureKind]> = [
    [400, 'validation'],
    [401, 'auth'],
    [403, 'forbidden'],
    [404, 'not-found'],
    [409, 'conflict'],
    [422, 'validation'],
    [429, 'rate-limited'],
    [500, 'server'],
    [502, 'server'],
    [503, 'server'],
    [504, 'server'],
    [408, 'timeout'],
    [410, 'not-found'],
  ];
  for (const [status, kind] of table) {
    it(`${status} → ${kind}`, () => {
      expect(kindForStatus(status)).to.equal(kind);
    });
  }

  it('other 4xx are validation, other 5xx are server, anything else is a malformed response', () => {
    expect(kindForStatus(418)).to.equal('validation');
    expect(kindForStatus(499)).to.equal('validation');
    expect(kindForStatus(501)).to.equal('server');
    expect(kindForStatus(599)).to.equal('server');
    expect(kindForStatus(100)).to.equal('malformed-response');
    expect(kindForStatus(304)).to.equal('malformed-response');
    expect(kindForStatus(399)).to.equal('malformed-response');
  });
});

describe('retry: isRetryableStatus', () => {
  it('retries 408, 502, 503 and 504 only', () => {
    for (const status of [408, 502, 503, 504]) expect(isRetryableStatus(status), String(status)).to.equal(true);
    for (const status of [200, 400, 401, 403, 404, 409, 410, 422, 429, 500, 501, 505, 599]) {
      expect(isRetryableStatus(status), String(status)).to.equal(false);
    }
  });
});

describe('retry: parseRetryAfter (examples)', () => {
  it('reads delta-seconds, trimming whitespace', () => {
    expect(parseRetryAfter('7', NOW)).to.equal(7000);
    expect(parseRetryAfter(' 7 ', NOW)).to.equal(7000);
    expect(parseRetryAfter('0', NOW)).to.equal(0);
    expect(parseRetryAfter('007', NOW)).to.equal(7000);
  });

  it('caps the delay at 24 hours', () => {
    expect(parseRetryAfter('86400', NOW)).to.equal(DAY_MS);
    expect(parseRetryAfter('86401', NOW)).to.equal(DAY_MS);
    expect(parseRetryAfter('9'.repeat(400), NOW)).to.equal(DAY_MS);
    expect(parseRetryAfter(new Date(NOW + 3 * DAY_MS).toUTCString(), NOW)).to.equal(DAY_MS);
  });

  it('reads an HTTP date relative to now, and a past date as 0', () => {
    expect(parseRetryAfter('Wed, 15 Jan 2025 12:00:30 GMT', NOW)).to.equal(29_750);
    expect(parseRetryAfter('Wed, 15 Jan 2025 11:00:00 GMT', NOW)).to.equal(0);
    expect(parseRetryAfter('Wed, 21 Oct 2015 07:28:00 GMT', NOW)).to.equal(0);
  });

  it('returns undefined when absent or unreadable', () => {
    for (const value of [
      null,
      undefined,
      '',
      '   ',
      '-5',
      '1.5',
      '7s',
      'soon',
      '1 2',
      'Jan 1',
      '2025-01-15T12:00:30Z',
      'Foo, 99 Bar 2025 99:99:99 GMT',
    ]) {
      expect(parseRetryAfter(value, NOW), JSON.stringify(value)).to.equal(undefined);
    }
  });
});

describe('retry: parseRetryAfter (properties)', () => {
  it('any non-negative integer seconds string → seconds * 1000, capped at 24 h', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.nat({ max: 200_000 }), fc.bigInt({ min: 0n, max: 10n ** 40n })),
        fc.constantFrom('', ' ', '\t'),
        (seconds, pad) => {
          const value = `${pad}${seconds.toString()}${pad}`;
          expect(parseRetryAfter(value, NOW)).to.equal(Math.min(Number(seconds) * 1000, DAY_MS));
        },
      ),
      { numRuns: 300, seed: 9110 },
    );
  });

  it('any HTTP date (Date#toUTCString) → max(0, date - now), capped at 24 h, within 1 s', () => {
    const near = fc.integer({ min: -3 * DAY_MS, max: 3 * DAY_MS }).map((offset) => new Date(NOW + offset));
    const anywhere = fc.date({
      min: new Date(Date.UTC(1000, 0, 1)),
      max: new Date(Date.UTC(9999, 11, 31)),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(fc.oneof(near, anywhere), (date) => {
        const delay = parseRetryAfter(date.toUTCString(), NOW);
        expect(delay, date.toUTCString()).to.be.a('number');
        const expected = Math.min(DAY_MS, Math.max(0, date.getTime() - NOW));
        expect(Math.abs(delay! - expected), date.toUTCString()).to.be.at.most(1000);
      }),
      { numRuns: 400, seed: 1123 },
    );
  });

  it('arbitrary strings → undefined or a finite number in [0, 24 h], never NaN', () => {
    // Any code point (lone surrogates included), biased towards the characters of dates.
    const anyChar = fc.oneof(
      fc.constantFrom(...' \t0123456789:,-+GMTMonSunJanDecUTZ'.split('')),
      fc.integer({ min: 0, max: 0x10ffff }).map((cp) => String.fromCodePoint(cp)),
    );
    const dateish = fc.date({ noInvalidDate: true }).chain((d) =>
      fc.constantFrom(
        d.toUTCString(),
        d.toString(),
        d.toISOString(),
        d.toDateString(),
        // RFC 850 and asctime, the obsolete HTTP-date forms.
        d.toUTCString().replace(/^(\w+), (\d+) (\w+) \d*(\d\d) /, '$1day, $2-$3-$4 '),
        d.toUTCString().replace(/^(\w+), (\d+) (\w+) ([-+]?\d+) ([\d:]+) GMT$/, '$1 $3 $2 $5 $4'),
      ),
    );
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ unit: anyChar }), fc.string({ unit: 'grapheme' }), dateish),
        fc.integer(),
        (value, now) => {
          const delay = parseRetryAfter(value, now);
          if (delay === undefined) return;
          expect(Number.isFinite(delay), `${JSON.stringify(value)} → ${delay}`).to.equal(true);
          expect(delay).to.be.within(0, DAY_MS);
        },
      ),
      { numRuns: 500, seed: 404 },
    );
  });
});

describe('retry: backoffDelay', () => {
  it('grows exponentially from the base up to the cap', () => {
    const top = (): number => 1;
    expect(backoffDelay(1, top, 500, 8000)).to.equal(500);
    expect(backoffDelay(2, top, 500, 8000)).to.equal(1000);
    expect(backoffDelay(3, top, 500, 8000)).to.equal(2000);
    expect(backoffDelay(5, top, 500, 8000)).to.equal(8000);
    expect(backoffDelay(6, top, 500, 8000)).to.equal(8000);
    expect(backoffDelay(2000, top, 500, 8000)).to.equal(8000);
  });

  it('is a uniform fraction of the ceiling (full jitter)', () => {
    expect(backoffDelay(3, () => 0, 500, 8000)).to.equal(0);
    expect(backoffDelay(3, () => 0.5, 500, 8000)).to.equal(1000);
    expect(backoffDelay(3, () => 0.25, 500, 8000)).to.equal(500);
  });

  it('clamps a misbehaving random source', () => {
    expect(backoffDelay(3, () => 2, 500, 8000)).to.equal(2000);
    expect(backoffDelay(3, () => -1, 500, 8000)).to.equal(0);
    expect(backoffDelay(3, () => NaN, 500, 8000)).to.equal(1000);
    expect(backoffDelay(3, () => Infinity, 500, 8000)).to.equal(1000);
  });

  it('always lies in [0, min(cap, base * 2^(retry-1))] and is an integer', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.integer({ min: 1, max: 60_000 }),
        fc.integer({ min: 0, max: 600_000 }),
        (retry, r, base, cap) => {
          const delay = backoffDelay(retry, () => r, base, cap);
          const ceiling = Math.min(cap, base * 2 ** (retry - 1));
          expect(Number.isInteger(delay), `${delay}`).to.equal(true);
          expect(delay).to.be.within(0, ceiling);
          expect(Math.abs(delay - r * ceiling)).to.be.at.most(0.5);
        },
      ),
      { numRuns: 500, seed: 2024 },
    );
  });
});

describe('retry: regressions', () => {
  it('reads the obsolete HTTP date forms (RFC 850, asctime as GMT)', () => {
    const now = Date.UTC(2025, 0, 15, 12, 0, 0);
    expect(parseRetryAfter('Wednesday, 15-Jan-25 12:00:30 GMT', now)).to.equal(30_000);
    expect(parseRetryAfter('Wed Jan 15 12:00:30 2025', now)).to.equal(30_000);
  });

  it('never returns NaN or more than its ceiling', () => {
    expect(backoffDelay(1100, () => 0.5, 0, 8000)).to.equal(0);
    expect(backoffDelay(1100, () => 0.5, 500, 8000)).to.equal(4000);
    expect(backoffDelay(1, () => 1, 0.5, 10)).to.be.at.most(0.5);
  });
});
