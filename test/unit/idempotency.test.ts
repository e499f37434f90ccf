/**
 * Tests of src/api/idempotency.ts: UUID v4 keys and the reuse rules of
 * IdempotencyKeys (same values → same key; changed values or clear → new key).
 */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { IdempotencyKeys, newIdempotencyKey } from '../../src/api/idempotency.js';
import type * as Idempotency from '../../src/api/idempotency.js';

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

type Realm = Window & typeof globalThis;

/**
 * A page that is not a secure context (a plain-http embed), as the widget meets
 * it: a same-origin iframe whose `isSecureContext` is false before
 * src/api/idempotency.ts is loaded into it, fresh, in that realm.
 *
 * Why a fresh realm rather than flipping `window.isSecureContext` in this page:
 * this page has already called newIdempotencyKey a thousand times, and
 * WebKitGTK 2.50's JavaScriptCore can keep serving the original value of that
 * DOM attribute to already-optimised code after `Object.defineProperty`
 * replaces it (seen intermittently when earlier test files had warmed up the
 * web process; a new read site sees the new value). No real page changes
 * `isSecureContext` while it runs, so the fresh realm is also the more faithful
 * test, and it is the same in every engine.
 */
async function insecureRealm(): Promise<{ realm: Realm; idempotency: typeof Idempotency; frame: HTMLIFrameElement }> {
  const frame = document.createElement('iframe');
  frame.title = 'insecure context';
  document.body.append(frame);
  const realm = frame.contentWindow as Realm;
  Object.defineProperty(realm, 'isSecureContext', { value: false, configurable: true });
  // Loaded by the iframe's own realm (its module map, its globalThis and crypto).
  const idempotency = await (realm.eval(
    `import(${JSON.stringify(new URL('../../src/api/idempotency.ts', import.meta.url).href)})`,
  ) as Promise<typeof Idempotency>);
  return { realm, idempotency, frame };
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

  it('builds a UUID v4 from getRandomValues when the page is not a secure context', async () => {
    const { realm, idempotency, frame } = await insecureRealm();
    try {
      expect(realm.isSecureContext).to.equal(false);
      // Even where randomUUID is exposed, an insecure page must not rely on it.
      const original = realm.crypto.randomUUID.bind(realm.crypto);
      let randomUUIDCalls = 0;
      const spy = (): `${string}-${string}-${string}-${string}-${string}` => {
        randomUUIDCalls += 1;
        return original();
      };
      Object.defineProperty(realm.crypto, 'randomUUID', { value: spy, configurable: true, writable: true });
      const getRandomValues = realm.crypto.getRandomValues.bind(realm.crypto);
      let getRandomValuesCalls = 0;
      realm.crypto.getRandomValues = <T extends ArrayBufferView>(array: T): T => {
        getRandomValuesCalls += 1;
        return getRandomValues(array);
      };
      const keys = new Set(Array.from({ length: 500 }, () => idempotency.newIdempotencyKey()));
      expect(keys.size).to.equal(500);
      for (const key of keys) expect(key).to.match(UUID_V4);
      expect(randomUUIDCalls).to.equal(0);
      expect(getRandomValuesCalls).to.equal(500);
    } finally {
      frame.remove();
    }
    // This page was left alone.
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
      {
        weight: 5,
        arbitrary: fc.constantFrom('a', 'b', 'c', '').map((fingerprint) => ({ op: 'key' as const, fingerprint })),
      },
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

describe('idempotency: IdempotencyKeys, per scope', () => {
  it('keeps a key per scope (the sessions of a series), each new when its own fingerprint changes', () => {
    const gen = counter();
    const keys = new IdempotencyKeys(gen.generate);
    expect(keys.keyFor('a', 'evt_1')).to.equal('key-1');
    expect(keys.keyFor('a', 'evt_2')).to.equal('key-2');
    expect(keys.keyFor('a', 'evt_1')).to.equal('key-1');
    expect(keys.keyFor('b', 'evt_1')).to.equal('key-3');
    expect(keys.keyFor('a', 'evt_2')).to.equal('key-2');
    keys.clear();
    expect(keys.keyFor('a', 'evt_2')).to.equal('key-4');
  });
});
