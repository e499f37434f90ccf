/**
 * Tests of src/api/idempotency.ts: UUID v4 keys and the reuse rules of
 * IdempotencyKeys (same values → same key; changed values or clear → new key).
 */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { IdempotencyKeys, newIdempotencyKey } from '../src/api/idempotency.js';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A deterministic generator: key-1, key-2, … */
function counter(): { generate: () => string; calls: () => number } {
  let n = 0;
  return {
    generate: () => {
      n += 1;
      return `key-${n}`;
    },
    calls: () => n,
  };
}

/** Runs `body` with `window.isSecureContext` forced to false (the http-embed fallback). */
function withInsecureContext(body: () => void): void {
  const own = Object.getOwnPropertyDescriptor(window, 'isSecureContext');
  Object.defineProperty(window, 'isSecureContext', { value: false, configurable: true, writable: true });
  try {
    body();
  } finally {
    if (own) Object.defineProperty(window, 'isSecureContext', own);
    else delete (window as { isSecureContext?: boolean }).isSecureContext;
  }
}

describe('idempotency: newIdempotencyKey', () => {
  it('returns a lowercase UUID v4', () => {
    for (let i = 0; i < 50; i += 1) expect(newIdempotencyKey()).to.match(UUID_V4);
  });

  it('is unique over 1000 calls', () => {
    const keys = new Set(Array.from({ length: 1000 }, () => newIdempotencyKey()));
    expect(keys.size).to.equal(1000);
    for (const key of keys) expect(key).to.match(UUID_V4);
  });

  it('builds a UUID v4 from getRandomValues when the page is not a secure context', () => {
    withInsecureContext(() => {
      expect(globalThis.isSecureContext).to.equal(false);
      const original = crypto.randomUUID.bind(crypto);
      let randomUUIDCalls = 0;
      const spy = (): `${string}-${string}-${string}-${string}-${string}` => {
        randomUUIDCalls += 1;
        return original();
      };
      Object.defineProperty(crypto, 'randomUUID', { value: spy, configurable: true, writable: true });
      try {
        const keys = new Set(Array.from({ length: 500 }, () => newIdempotencyKey()));
        expect(keys.size).to.equal(500);
        for (const key of keys) expect(key).to.match(UUID_V4);
        expect(randomUUIDCalls).to.equal(0);
      } finally {
        delete (crypto as { randomUUID?: unknown }).randomUUID;
      }
    });
    expect(globalThis.isSecureContext).to.equal(true);
    expect(Object.prototype.hasOwnProperty.call(crypto, 'randomUUID')).to.equal(false);
  });
});

describe('idempotency: IdempotencyKeys', () => {
  it('gives the same key for the same fingerprint (retries, "try again")', () => {
    const gen = counter();
    const keys = new IdempotencyKeys(gen.generate);
    expect(keys.keyFor('{"email":"a@example.com"}')).to.equal('key-1');
    expect(keys.keyFor('{"email":"a@example.com"}')).to.equal('key-1');
    expect(keys.keyFor('{"email":"a@example.com"}')).to.equal('key-1');
    expect(gen.calls()).to.equal(1);
  });

  it('gives a new key when the fingerprint changes, and does not return to an old one', () => {
    const gen = counter();
    const keys = new IdempotencyKeys(gen.generate);
    expect(keys.keyFor('a')).to.equal('key-1');
    expect(keys.keyFor('b')).to.equal('key-2');
    expect(keys.keyFor('a')).to.equal('key-3');
    expect(keys.keyFor('a')).to.equal('key-3');
  });

  it('gives a new key after clear(), even for the same fingerprint', () => {
    const gen = counter();
    const keys = new IdempotencyKeys(gen.generate);
    expect(keys.keyFor('a')).to.equal('key-1');
    keys.clear();
    expect(keys.keyFor('a')).to.equal('key-2');
    expect(keys.keyFor('a')).to.equal('key-2');
    keys.clear();
    keys.clear();
    expect(keys.keyFor('a')).to.equal('key-3');
  });

  it('treats the empty fingerprint like any other', () => {
    const gen = counter();
    const keys = new IdempotencyKeys(gen.generate);
    expect(keys.keyFor('')).to.equal('key-1');
    expect(keys.keyFor('')).to.equal('key-1');
    expect(keys.keyFor(' ')).to.equal('key-2');
  });

  it('uses UUID v4 keys by default', () => {
    const keys = new IdempotencyKeys();
    const first = keys.keyFor('x');
    expect(first).to.match(UUID_V4);
    expect(keys.keyFor('x')).to.equal(first);
    const second = keys.keyFor('y');
    expect(second).to.match(UUID_V4);
    expect(second).to.not.equal(first);
  });

  it('matches a model: a new key exactly when the fingerprint differs from the last one or after clear (property)', () => {
    type Step = { op: 'key'; fingerprint: string } | { op: 'clear' };
    const step: fc.Arbitrary<Step> = fc.oneof(
      { weight: 5, arbitrary: fc.constantFrom('a', 'b', 'c', '').map((fingerprint) => ({ op: 'key' as const, fingerprint })) },
      { weight: 1, arbitrary: fc.constant({ op: 'clear' as const }) },
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        const gen = counter();
        const keys = new IdempotencyKeys(gen.generate);
        let last: string | undefined;
        let expectedCalls = 0;
        for (const s of steps) {
          if (s.op === 'clear') {
            keys.clear();
            last = undefined;
            continue;
          }
          if (last !== s.fingerprint) expectedCalls += 1;
          last = s.fingerprint;
          expect(keys.keyFor(s.fingerprint)).to.equal(`key-${expectedCalls}`);
        }
        expect(gen.calls()).to.equal(expectedCalls);
      }),
      { numRuns: 200, seed: 2409 },
    );
  });
});
