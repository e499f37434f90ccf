/**
 * Tests of src/interaction/settings/config.ts and api-key.ts: the integrator's
 * configuration checks (secret keys refused first, missing attributes, base-url
 * shape, non-blocking warnings).
 */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { isSecretKey } from '../../src/interaction/settings/api-key.js';
import { describeConfig as checkConfig } from '../../src/diagnostics/config-explanation.js';
import { effectiveTimeout, type ConnectionSettings } from '../../src/interaction/settings/config.js';

const OK: ConnectionSettings = { eventId: 'evt_123', apiKey: 'pk_live_abc123', baseUrl: 'https://api.example.com/v1' };

describe('config: isSecretKey', () => {
  it('recognizes sk_ keys, case-insensitively and after leading whitespace', () => {
    for (const key of ['sk_live_abc', 'sk_', 'SK_test_1', ' \tsk_x']) expect(isSecretKey(key), key).to.equal(true);
    // However it was pasted: quoted, after "Bearer", with invisible spaces.
    for (const key of [
      '"sk_live_abc"',
      "'sk_live_abc'",
      '\u201Csk_live_abc\u201D',
      'Bearer sk_live_abc',
      'bearer  "sk_live_abc"',
      '"Bearer sk_live_abc"',
      '\u200Bsk_live_abc',
      '`sk_x`',
    ]) {
      expect(isSecretKey(key), key).to.equal(true);
    }
    for (const key of [
      'pk_live_abc',
      '',
      'ask_x',
      'sk-live',
      'skx',
      'pk_sk_',
      'Bearer pk_live_abc',
      '"pk_live"',
      'Bearersk_x',
    ])
      expect(isSecretKey(key), key).to.equal(false);
  });
});

describe('config: checkConfig', () => {
  it('accepts a complete, well-formed configuration with no warnings', () => {
    expect(checkConfig(OK)).to.deep.equal({ warnings: [] });
    expect(checkConfig({ ...OK, baseUrl: 'https://api.example.com/v1/' })).to.deep.equal({ warnings: [] });
    expect(checkConfig({ ...OK, apiKey: '  pk_test_XYZ_9  ', eventId: ' evt ' })).to.deep.equal({ warnings: [] });
  });

  it('refuses a secret key first, even when every other attribute is missing', () => {
    for (const input of [
      { ...OK, apiKey: 'sk_live_123' },
      { eventId: '', apiKey: 'sk_live_123', baseUrl: '' },
      { eventId: '', apiKey: '  SK_test_1 ', baseUrl: 'not a url' },
    ]) {
      const check = checkConfig(input);
      expect(check.problem).to.equal('secret-key');
      expect(check.explanation).to.be.a('string');
      expect(check.explanation).to.include('<event-register>');
      expect(check.explanation).to.include('sk_');
      expect(check.explanation).to.include('pk_');
      expect(check.explanation).to.include('revoke');
      expect(check.warnings).to.deep.equal([]);
    }
  });

  it('never echoes the secret key in its explanation', () => {
    const check = checkConfig({ ...OK, apiKey: 'sk_example_not_a_real_key' });
    expect(check.explanation).to.not.include('not_a_real_key');
  });

  it('reports a missing event-id, then api-key, then base-url, in that order', () => {
    expect(checkConfig({ eventId: '', apiKey: '', baseUrl: '' }).problem).to.equal('missing-event-id');
    expect(checkConfig({ ...OK, eventId: '   ' }).problem).to.equal('missing-event-id');
    expect(checkConfig({ ...OK, apiKey: '', baseUrl: '' }).problem).to.equal('missing-api-key');
    expect(checkConfig({ ...OK, apiKey: ' \n ' }).problem).to.equal('missing-api-key');
    expect(checkConfig({ ...OK, baseUrl: '' }).problem).to.equal('missing-base-url');
    expect(checkConfig({ ...OK, baseUrl: '  ' }).problem).to.equal('missing-base-url');
  });

  it('names the missing attribute in the explanation', () => {
    expect(checkConfig({ ...OK, eventId: '' }).explanation).to.include('event-id');
    expect(checkConfig({ ...OK, apiKey: '' }).explanation).to.include('api-key');
    expect(checkConfig({ ...OK, baseUrl: '' }).explanation).to.include('base-url');
  });

  it('refuses a base-url that is not an absolute http(s) URL', () => {
    for (const baseUrl of [
      'api.example.com/v1',
      '/v1',
      'not a url',
      'https://',
      'ftp://api.example.com/v1',
      'javascript:alert(1)//v1',
      'data:,v1',
    ]) {
      const check = checkConfig({ ...OK, baseUrl });
      expect(check.problem, baseUrl).to.equal('invalid-base-url');
      expect(check.explanation).to.include('base-url');
    }
  });

  it('warns, without blocking, about a key that does not look publishable', () => {
    for (const apiKey of ['abc123', 'pk_', 'pk_live-abc', 'PK_live_abc', 'rk_live_abc']) {
      const check = checkConfig({ ...OK, apiKey });
      expect(check.problem, apiKey).to.equal(undefined);
      expect(check.explanation).to.equal(undefined);
      expect(check.warnings).to.have.length(1);
      expect(check.warnings[0]).to.include('publishable key');
    }
  });

  it('warns about a base-url without a version segment', () => {
    const check = checkConfig({ ...OK, baseUrl: 'https://api.example.com' });
    expect(check.problem).to.equal(undefined);
    expect(check.warnings).to.have.length(1);
    expect(check.warnings[0]).to.include('/v1');
    expect(checkConfig({ ...OK, baseUrl: 'https://api.example.com/v2' }).warnings).to.deep.equal([]);
  });

  it('refuses plain http to a remote host, and allows it for this machine only', () => {
    const remote = checkConfig({ ...OK, baseUrl: 'http://api.example.com/v1' });
    expect(remote.problem).to.equal('insecure-base-url');
    expect(remote.explanation).to.include('unencrypted');
    for (const baseUrl of [
      'http://localhost:8080/v1',
      'http://127.0.0.1:3000/v1',
      'http://127.1.2.3/v1',
      'http://[::1]:3000/v1',
    ]) {
      const check = checkConfig({ ...OK, baseUrl });
      expect(check.problem, baseUrl).to.equal(undefined);
      expect(check.warnings, baseUrl).to.deep.equal([]);
    }
    for (const baseUrl of ['http://10.0.0.2/v1', 'http://localhost.example.com/v1', 'http://[::2]/v1']) {
      expect(checkConfig({ ...OK, baseUrl }).problem, baseUrl).to.equal('insecure-base-url');
    }
  });

  it('refuses a base-url with a query, a fragment or credentials, naming the problem', () => {
    for (const baseUrl of [
      'https://api.example.com/v1?tenant=acme',
      'https://api.example.com/v1#x',
      'https://api.example.com/v1?',
    ]) {
      const check = checkConfig({ ...OK, baseUrl });
      expect(check.problem, baseUrl).to.equal('invalid-base-url');
      expect(check.explanation, baseUrl).to.include('query');
    }
    for (const baseUrl of ['https://user:pass@api.example.com/v1', 'https://user@api.example.com/v1']) {
      const check = checkConfig({ ...OK, baseUrl });
      expect(check.problem, baseUrl).to.equal('invalid-base-url');
      expect(check.explanation, baseUrl).to.include('user:pass@');
    }
  });

  it('refuses the event ids "." and ".." and one with a lone surrogate', () => {
    for (const eventId of ['.', '..', ' .. ', 'evt_\uD800', '\uDC00x']) {
      const check = checkConfig({ ...OK, eventId });
      expect(check.problem, JSON.stringify(eventId)).to.equal('invalid-event-id');
      expect(check.explanation).to.include('event-id');
    }
    for (const eventId of ['...', '.x', 'evt_😀', 'a/b'])
      expect(checkConfig({ ...OK, eventId }).problem, eventId).to.equal(undefined);
  });

  it('refuses an api-key an HTTP header cannot carry, naming the character and where it is', () => {
    const cases: [string, string][] = [
      ['\u201Cpk_live_abc\u201D', '"\u201C" (U+201C) at position 1'],
      ['pk_live_\u200Babc', 'a zero-width space (U+200B) at position 9'],
      ['pk_live_ab c', 'a space (U+0020) at position 11'],
      ['pk_live_é', '"é" (U+00E9) at position 9'],
    ];
    for (const [apiKey, named] of cases) {
      const check = checkConfig({ ...OK, apiKey });
      expect(check.problem, apiKey).to.equal('invalid-api-key');
      expect(check.explanation, apiKey).to.include(named);
    }
  });

  it('collects several warnings at once', () => {
    const check = checkConfig({ eventId: 'e', apiKey: 'whatever', baseUrl: 'https://api.example.com' });
    expect(check.problem).to.equal(undefined);
    expect(check.warnings).to.have.length(2);
  });

  it('any sk_ key is refused whatever the other attributes are (property)', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string(),
        fc.string(),
        fc.constantFrom('sk_', 'SK_', 'Sk_', ' sk_'),
        (eventId, rest, baseUrl, prefix) => {
          expect(checkConfig({ eventId, apiKey: `${prefix}${rest}`, baseUrl }).problem).to.equal('secret-key');
        },
      ),
      { numRuns: 200, seed: 1234 },
    );
  });

  it('a problem always comes with an explanation, and never with warnings (property)', () => {
    const url = fc
      .tuple(
        fc.constantFrom('https://', 'http://', 'ftp://', 'javascript:', ''),
        fc.constantFrom('api.example.com', 'localhost:8080', '127.0.0.1', '[::1]', 'xn--bcher-kva.example', ''),
        fc.constantFrom('/v1', '/v1/', '/api', '', '/v12/', '?x=1', '#v1'),
      )
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.constant('evt_1')),
        fc.oneof(fc.string(), fc.constantFrom('pk_live_1', 'sk_live_1', '')),
        fc.oneof(url, fc.string(), fc.constantFrom('http://localhost/v1', 'ftp://x/v1')),
        (eventId, apiKey, baseUrl) => {
          const check = checkConfig({ eventId, apiKey, baseUrl });
          expect(check.warnings).to.be.an('array');
          if (check.problem !== undefined) {
            expect(check.explanation).to.be.a('string').and.include('<event-register>');
            expect(check.warnings).to.deep.equal([]);
          } else {
            expect(check.explanation).to.equal(undefined);
            expect(check.warnings.length).to.be.at.most(3);
          }
        },
      ),
      { numRuns: 200, seed: 5678 },
    );
  });
});

describe('config: effectiveTimeout', () => {
  it('keeps a positive finite value and falls back otherwise', () => {
    expect(effectiveTimeout(5000)).to.equal(5000);
    expect(effectiveTimeout(0.5)).to.equal(0.5);
    expect(effectiveTimeout(undefined)).to.equal(15_000);
    for (const value of [0, -1, NaN, Infinity, -Infinity])
      expect(effectiveTimeout(value), String(value)).to.equal(15_000);
    expect(effectiveTimeout(undefined, 3000)).to.equal(3000);
    expect(effectiveTimeout(-5, 3000)).to.equal(3000);
  });
});
