/**
 * Tests of src/config.ts: the integrator's configuration checks (secret keys
 * refused first, missing attributes, base-url shape, non-blocking warnings).
 */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { checkConfig, effectiveTimeout, isSecretKey, type ConfigInput } from '../src/config.js';

const OK: ConfigInput = { eventId: 'evt_123', apiKey: 'pk_live_abc123', baseUrl: 'https://api.example.com/v1' };

describe('config: isSecretKey', () => {
  it('recognizes sk_ keys, case-insensitively and after leading whitespace', () => {
    for (const key of ['sk_live_abc', 'sk_', 'SK_test_1', ' \tsk_x']) expect(isSecretKey(key), key).to.equal(true);
    for (const key of ['pk_live_abc', '', 'ask_x', 'sk-live', 'skx', 'pk_sk_']) expect(isSecretKey(key), key).to.equal(false);
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
    for (const baseUrl of ['api.example.com/v1', '/v1', 'not a url', 'https://', 'ftp://api.example.com/v1', 'javascript:alert(1)//v1', 'data:,v1']) {
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

  it('warns about plain http on a non-local host, not on localhost', () => {
    const remote = checkConfig({ ...OK, baseUrl: 'http://api.example.com/v1' });
    expect(remote.problem).to.equal(undefined);
    expect(remote.warnings).to.have.length(1);
    expect(remote.warnings[0]).to.include('plain http');
    for (const baseUrl of ['http://localhost:8080/v1', 'http://127.0.0.1:3000/v1', 'http://[::1]:3000/v1']) {
      expect(checkConfig({ ...OK, baseUrl }).warnings, baseUrl).to.deep.equal([]);
    }
    expect(checkConfig({ ...OK, baseUrl: 'https://api.example.com/v1' }).warnings).to.deep.equal([]);
  });

  it('collects several warnings at once', () => {
    const check = checkConfig({ eventId: 'e', apiKey: 'whatever', baseUrl: 'http://api.example.com' });
    expect(check.problem).to.equal(undefined);
    expect(check.warnings).to.have.length(3);
  });

  it('any sk_ key is refused whatever the other attributes are (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), fc.constantFrom('sk_', 'SK_', 'Sk_', ' sk_'), (eventId, rest, baseUrl, prefix) => {
        expect(checkConfig({ eventId, apiKey: `${prefix}${rest}`, baseUrl }).problem).to.equal('secret-key');
      }),
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
    for (const value of [0, -1, NaN, Infinity, -Infinity]) expect(effectiveTimeout(value), String(value)).to.equal(15_000);
    expect(effectiveTimeout(undefined, 3000)).to.equal(3000);
    expect(effectiveTimeout(-5, 3000)).to.equal(3000);
  });
});
