/**
 * Tests of the pure parts of the client: src/api/urls.ts (`operationUrl`),
 * src/api/failure-response.ts (`failureFromResponse`), src/api/rate-limit-headers.ts
 * (`resetTime`) and src/api/responses.ts (success body validation),
 * and what the widget makes of each kind of failure the client reports
 * (src/interaction/messages: the form's message, the integrator's console line).
 */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { failureFromResponse } from '../../src/api/failure-response.js';
import { resetTime } from '../../src/api/rate-limit-headers.js';
import { isLoopbackHost, isSecureWebUrl, operationUrl } from '../../src/api/urls.js';
import { parseIdentifyResponse, parseRegisterResponse } from '../../src/api/responses.js';
import type { ApiFailure, FailureKind, FieldErrorCode, RequestProperty } from '../../src/api/types.js';
import { failureExplanation } from '../../src/diagnostics/failure-explanation.js';
import { failureText } from '../../src/interaction/messages/result-messages.js';

const FIELDS = ['email', 'name'] as const satisfies readonly RequestProperty[];
const NOW = Date.UTC(2025, 0, 15, 12, 0, 0);
const NOW_S = NOW / 1000;

/**
 * Every member of the public FailureKind union, each once. A compile-time check (npm run
 * typecheck): tsc fails here when a kind is added to the union and not listed, or one listed is
 * not a kind.
 */
const KIND_LIST: Record<FailureKind, true> = {
  validation: true,
  auth: true,
  forbidden: true,
  'not-found': true,
  conflict: true,
  'rate-limited': true,
  server: true,
  network: true,
  timeout: true,
  'malformed-response': true,
  redirect: true,
  config: true,
};
const KINDS = Object.keys(KIND_LIST) as FailureKind[];
const CODES: readonly FieldErrorCode[] = ['required', 'invalid', 'too-long', 'undeliverable', 'unexpected', 'other'];

function headers(init: Record<string, string> = {}): Headers {
  return new Headers(init);
}

describe('every FailureKind is handled', () => {
  const failure = (kind: FailureKind): ApiFailure => ({
    kind,
    fieldErrors: [],
    status: 500,
    detail: 'base-url is not a URL',
  });
  // The kinds a visitor cannot do anything about: the form says the registration is unavailable.
  const INTEGRATORS: readonly FailureKind[] = ['auth', 'forbidden', 'config', 'redirect'];

  it('gives each kind a form-level message: its own, or "unavailable" when only the integrator can fix it', () => {
    const texts = new Map(KINDS.map((kind) => [kind, failureText(failure(kind))]));
    for (const [kind, text] of texts) expect(text, kind).to.be.a('string').and.match(/\w/);
    const unavailable = texts.get('config');
    for (const kind of KINDS) {
      const shared = KINDS.filter((other) => other !== kind && texts.get(other) === texts.get(kind));
      if (INTEGRATORS.includes(kind)) expect(texts.get(kind), kind).to.equal(unavailable);
      else expect(shared, `kinds that say the same as ${kind}`).to.deep.equal([]);
    }
  });

  it('explains in the console every kind that tells the visitor only "unavailable"', () => {
    for (const kind of INTEGRATORS) {
      for (const operation of ['register', 'identify'] as const) {
        expect(failureExplanation(failure(kind), operation, 'evt_1'), `${kind} (${operation})`)
          .to.be.a('string')
          .and.match(/^<event-register> /);
      }
    }
  });
});

describe('failureExplanation: a frame with an opaque origin', () => {
  const failure = (kind: FailureKind): ApiFailure => ({ kind, fieldErrors: [] });
  it('names the likely cause of a network failure from Origin: null, and only from there', () => {
    const line = failureExplanation(failure('network'), 'register', 'evt_1', 'null');
    expect(line).to.match(/^<event-register> a request from Origin: null failed: /);
    expect(line).to.include('the API must allow that origin').and.include('allow-same-origin');
    // Elsewhere a network failure is the person's connection: nothing for the integrator.
    expect(failureExplanation(failure('network'), 'register', 'evt_1', 'https://shop.example')).to.equal(undefined);
    expect(failureExplanation(failure('network'), 'register', 'evt_1')).to.equal(undefined);
    // Any other failure from such a frame is explained as usual, not as a refused origin.
    expect(failureExplanation(failure('auth'), 'register', 'evt_1', 'null')).to.not.include('Origin: null');
  });
});

describe('client: operationUrl', () => {
  it('joins base URL, encoded event id and operation', () => {
    expect(operationUrl('https://api.example.com/v1', 'evt_123', 'register')).to.equal(
      'https://api.example.com/v1/events/evt_123/register',
    );
    expect(operationUrl('https://api.example.com/v1', 'evt_123', 'identify')).to.equal(
      'https://api.example.com/v1/events/evt_123/identify',
    );
  });

  it('tolerates any number of trailing slashes on the base URL', () => {
    for (const base of [
      'https://api.example.com/v1/',
      'https://api.example.com/v1//',
      'https://api.example.com/v1///',
    ]) {
      expect(operationUrl(base, 'e1', 'register')).to.equal('https://api.example.com/v1/events/e1/register');
    }
  });

  it('encodes an event id containing slashes, spaces and other reserved characters', () => {
    expect(operationUrl('https://api.example.com/v1', 'a/b c', 'register')).to.equal(
      'https://api.example.com/v1/events/a%2Fb%20c/register',
    );
    expect(operationUrl('https://api.example.com/v1', '../admin?x=1#y', 'identify')).to.equal(
      'https://api.example.com/v1/events/..%2Fadmin%3Fx%3D1%23y/identify',
    );
  });

  it("keeps the base URL's query and fragment out of the path (the configuration check refuses them)", () => {
    expect(operationUrl('https://api.example.com/v1?tenant=acme', 'e1', 'register')).to.equal(
      'https://api.example.com/v1/events/e1/register',
    );
    expect(operationUrl('https://api.example.com/v1#x', 'e1', 'register')).to.equal(
      'https://api.example.com/v1/events/e1/register',
    );
  });

  it('refuses the event ids "." and "..", which no URL can keep in their segment', () => {
    expect(() => operationUrl('https://api.example.com/v1', '.', 'register')).to.throw(TypeError);
    expect(() => operationUrl('https://api.example.com/v1', '..', 'register')).to.throw(TypeError);
    expect(operationUrl('https://api.example.com/v1', '...', 'register')).to.equal(
      'https://api.example.com/v1/events/.../register',
    );
  });

  it('keeps any event id inside one path segment (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((id) => id !== '.' && id !== '..'),
        fc.constantFrom('register' as const, 'identify' as const),
        (eventId, op) => {
          const url = operationUrl('https://api.example.com/v1/', eventId, op);
          const prefix = 'https://api.example.com/v1/events/';
          expect(url.startsWith(prefix)).to.equal(true);
          expect(url.endsWith(`/${op}`)).to.equal(true);
          const segment = url.slice(prefix.length, -op.length - 1);
          expect(segment).to.not.match(/[/?#]/);
          expect(decodeURIComponent(segment)).to.equal(eventId);
        },
      ),
      { numRuns: 200, seed: 3986 },
    );
  });
});

describe('client: failureFromResponse (examples)', () => {
  it('429 with Retry-After: 7 → retryAt = now + 7000, rate-limit headers copied', () => {
    const failure = failureFromResponse(
      429,
      headers({
        'Retry-After': '7',
        'X-RateLimit-Limit': '60',
        'X-RateLimit-Remaining': '0',
        'X-RateLimit-Reset': String(NOW_S + 30),
      }),
      JSON.stringify({ title: 'Too Many Requests', status: 429, detail: 'rate limit exceeded' }),
      FIELDS,
      NOW,
    );
    expect(failure).to.deep.equal({
      kind: 'rate-limited',
      status: 429,
      title: 'Too Many Requests',
      detail: 'rate limit exceeded',
      fieldErrors: [],
      retryAt: NOW + 7000,
      rateLimit: { limit: 60, remaining: 0, reset: NOW_S + 30 },
    });
  });

  it('429 with an HTTP-date Retry-After → retryAt at that date', () => {
    const at = NOW + 42_000;
    const failure = failureFromResponse(429, headers({ 'Retry-After': new Date(at).toUTCString() }), '', FIELDS, NOW);
    expect(failure.kind).to.equal('rate-limited');
    expect(failure.retryAt).to.equal(at);
    expect(failure.rateLimit).to.equal(undefined);
  });

  it('429 without Retry-After falls back to X-RateLimit-Reset when it is in the future', () => {
    const failure = failureFromResponse(429, headers({ 'X-RateLimit-Reset': String(NOW_S + 12) }), '', FIELDS, NOW);
    expect(failure.retryAt).to.equal(NOW + 12_000);
    expect(failure.rateLimit).to.deep.equal({ reset: NOW_S + 12 });
  });

  it('429 without Retry-After or reset uses the default wait (5 s, or the one given)', () => {
    expect(failureFromResponse(429, headers(), '', FIELDS, NOW).retryAt).to.equal(NOW + 5000);
    expect(failureFromResponse(429, headers(), '', FIELDS, NOW, 1234).retryAt).to.equal(NOW + 1234);
  });

  it('429 with a reset in the past, or an unreadable Retry-After, uses the default wait', () => {
    expect(
      failureFromResponse(429, headers({ 'X-RateLimit-Reset': String(NOW_S - 5) }), '', FIELDS, NOW).retryAt,
    ).to.equal(NOW + 5000);
    expect(failureFromResponse(429, headers({ 'X-RateLimit-Reset': String(NOW_S) }), '', FIELDS, NOW).retryAt).to.equal(
      NOW + 5000,
    );
    expect(failureFromResponse(429, headers({ 'Retry-After': 'soon' }), '', FIELDS, NOW).retryAt).to.equal(NOW + 5000);
    expect(
      failureFromResponse(
        429,
        headers({ 'Retry-After': 'soon', 'X-RateLimit-Reset': String(NOW_S + 3) }),
        '',
        FIELDS,
        NOW,
      ).retryAt,
    ).to.equal(NOW + 3000);
  });

  it('Retry-After wins over X-RateLimit-Reset', () => {
    const failure = failureFromResponse(
      429,
      headers({ 'Retry-After': '2', 'X-RateLimit-Reset': String(NOW_S + 50) }),
      '',
      FIELDS,
      NOW,
    );
    expect(failure.retryAt).to.equal(NOW + 2000);
  });

  it('copies readable rate-limit headers on any status and skips unreadable ones', () => {
    const failure = failureFromResponse(
      500,
      headers({ 'X-RateLimit-Limit': ' 100 ', 'X-RateLimit-Remaining': 'many', 'X-RateLimit-Reset': '1736942400.5' }),
      '',
      FIELDS,
      NOW,
    );
    expect(failure.rateLimit).to.deep.equal({ limit: 100, reset: 1736942400.5 });
    expect(failure.retryAt).to.equal(undefined);
    expect(failureFromResponse(500, headers({ 'X-RateLimit-Limit': '-1' }), '', FIELDS, NOW)).to.not.have.property(
      'rateLimit',
    );
  });

  it('a 400 without errors whose detail names a missing property maps to that field', () => {
    const failure = failureFromResponse(
      400,
      headers({ 'Content-Type': 'application/problem+json' }),
      JSON.stringify({ title: 'Bad Request', status: 400, detail: 'expected required property email to be present' }),
      FIELDS,
      NOW,
    );
    expect(failure).to.deep.equal({
      kind: 'validation',
      status: 400,
      title: 'Bad Request',
      detail: 'expected required property email to be present',
      fieldErrors: [
        { field: 'email', source: 'body', code: 'required', message: 'expected required property email to be present' },
      ],
    });
  });

  it('a 422 with Huma errors maps each item, keeping unknown ones at form level', () => {
    const failure = failureFromResponse(
      422,
      headers(),
      JSON.stringify({
        title: 'Unprocessable Entity',
        status: 422,
        detail: 'validation failed',
        errors: [
          { location: 'body.email', message: 'expected string to be RFC 5322 "email"', value: 'nope' },
          { location: 'body.name', message: 'expected length <= 200', value: 'x' },
          { location: 'body.phone', message: 'unexpected property', value: '1' },
        ],
      }),
      FIELDS,
      NOW,
    );
    expect(failure.kind).to.equal('validation');
    expect(failure.fieldErrors).to.deep.equal([
      { field: 'email', source: 'body.email', code: 'invalid', message: 'expected string to be RFC 5322 "email"' },
      { field: 'name', source: 'body.name', code: 'too-long', message: 'expected length <= 200' },
      { field: null, source: 'body.phone', code: 'unexpected', message: 'unexpected property' },
    ]);
  });

  it('an HTML body on 502 gives kind server with no title or detail', () => {
    const failure = failureFromResponse(
      502,
      headers({ 'Content-Type': 'text/html' }),
      '<html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1></body></html>',
      FIELDS,
      NOW,
    );
    expect(failure).to.deep.equal({ kind: 'server', status: 502, fieldErrors: [] });
  });

  it('maps statuses to kinds (401, 403, 404, 409, 500)', () => {
    const kinds = [401, 403, 404, 409, 500].map((s) => failureFromResponse(s, headers(), '', FIELDS, NOW).kind);
    expect(kinds).to.deep.equal(['auth', 'forbidden', 'not-found', 'conflict', 'server']);
  });
});

describe('client: failureFromResponse (properties)', () => {
  const ascii = fc.string({
    unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
    maxLength: 30,
  });
  const headerValue = fc.oneof(
    fc.nat({ max: 4_000_000_000 }).map(String),
    fc.constantFrom('', '0', '7', '1.5', '-3'),
    ascii,
  );
  const headerInit = fc.record(
    {
      'Retry-After': fc.oneof(
        headerValue,
        fc
          .date({ noInvalidDate: true, min: new Date(0), max: new Date(Date.UTC(9999, 0)) })
          .map((d) => d.toUTCString()),
      ),
      'X-RateLimit-Limit': headerValue,
      'X-RateLimit-Remaining': headerValue,
      'X-RateLimit-Reset': headerValue,
      'Content-Type': fc.constantFrom('application/problem+json', 'text/html', 'application/json'),
    },
    { requiredKeys: [] },
  );
  const errorItem = fc.oneof(
    fc.jsonValue(),
    fc.record(
      {
        field: fc.oneof(fc.constantFrom('email', 'name', 'external_id', 'body.email'), fc.string()),
        location: fc.oneof(fc.constantFrom('body', 'body.email', 'body.name', 'query.page', 'header.X'), fc.string()),
        message: fc.oneof(
          fc.constantFrom('expected required property name to be present', 'expected length <= 254'),
          fc.string(),
        ),
        value: fc.jsonValue(),
      },
      { requiredKeys: [] },
    ),
  );
  const body = fc.oneof(
    fc.string(),
    fc.json(),
    fc
      .record(
        {
          title: fc.oneof(fc.string(), fc.jsonValue()),
          detail: fc.oneof(fc.string(), fc.constant('expected required property email to be present'), fc.jsonValue()),
          status: fc.oneof(fc.integer({ min: 0, max: 700 }), fc.jsonValue()),
          errors: fc.oneof(fc.array(errorItem, { maxLength: 8 }), fc.jsonValue()),
        },
        { requiredKeys: [] },
      )
      .map((p) => JSON.stringify(p)),
  );

  it('any status 400..599, headers and body: never throws and returns a well-formed failure', () => {
    fc.assert(
      fc.property(fc.integer({ min: 400, max: 599 }), headerInit, body, (status, init, text) => {
        const failure = failureFromResponse(status, new Headers(init), text, FIELDS, NOW);
        expect(KINDS).to.include(failure.kind);
        expect(failure.status).to.equal(status);
        expect(failure.fieldErrors).to.be.an('array');
        for (const error of failure.fieldErrors) {
          expect(Object.keys(error).sort()).to.deep.equal(['code', 'field', 'message', 'source']);
          expect([...FIELDS, null]).to.include(error.field);
          expect(error.source).to.be.a('string');
          expect(CODES).to.include(error.code);
          expect(error.message).to.be.a('string');
        }
        if (failure.title !== undefined) expect(failure.title).to.be.a('string').and.not.equal('');
        if (failure.detail !== undefined) expect(failure.detail).to.be.a('string').and.not.equal('');
        if (status === 429) {
          expect(failure.retryAt, 'retryAt on 429').to.be.a('number');
          expect(failure.retryAt!).to.be.at.least(NOW);
        } else {
          expect(failure.retryAt).to.equal(undefined);
        }
        if (failure.rateLimit !== undefined) {
          expect(Object.keys(failure.rateLimit).length).to.be.greaterThan(0);
          for (const value of Object.values(failure.rateLimit))
            expect(Number.isFinite(value), String(value)).to.equal(true);
        }
      }),
      { numRuns: 300, seed: 6585 },
    );
  });

  it('a 429 with Retry-After: <n seconds> always waits n s (≤ 24 h), whatever the reset header says', () => {
    fc.assert(
      fc.property(fc.nat({ max: 200_000 }), fc.option(headerValue, { nil: undefined }), (seconds, reset) => {
        const init: Record<string, string> = { 'Retry-After': String(seconds) };
        if (reset !== undefined) init['X-RateLimit-Reset'] = reset;
        const failure = failureFromResponse(429, new Headers(init), '', FIELDS, NOW);
        expect(failure.retryAt).to.equal(NOW + Math.min(seconds * 1000, 86_400_000));
      }),
      { numRuns: 200, seed: 429 },
    );
  });
});

describe('urls: isSecureWebUrl and isLoopbackHost', () => {
  it('accepts https, and http only to this machine', () => {
    for (const url of [
      'https://watch.example.com/m/abc',
      'http://localhost:8080/x',
      'http://127.0.0.1/x',
      'http://127.10.0.3:9/x',
      'http://[::1]:8000/',
      'http://app.localhost/',
    ]) {
      expect(isSecureWebUrl(url), url).to.equal(true);
    }
    for (const url of [
      'http://watch.example.com/m/abc',
      'http://192.168.1.2/',
      'http://128.0.0.1/',
      'http://localhost.example.com/',
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,<b>x</b>',
      'ftp://example.com/',
      '/relative',
      '',
      'not a url',
    ]) {
      expect(isSecureWebUrl(url), url).to.equal(false);
    }
  });

  it('knows the loopback hosts', () => {
    expect(
      ['localhost', 'LOCALHOST', 'a.localhost', '127.0.0.1', '127.255.255.254', '[::1]'].every(isLoopbackHost),
    ).to.equal(true);
    expect(['example.com', '10.0.0.1', '::1', 'localhost.evil.com', '1270.0.0.1'].some(isLoopbackHost)).to.equal(false);
  });
});

describe('responses: parseRegisterResponse', () => {
  const valid = {
    $schema: 'https://api.example.com/schemas/RegisterResponse.json',
    magic_link: 'https://watch.example.com/e/evt_1?token=rt_abc',
    registration_id: 'reg_1',
    registration_token: 'rt_abc',
    viewer_id: 'vwr_1',
  };

  it('returns the four documented fields of a valid body', () => {
    expect(parseRegisterResponse(valid)).to.deep.equal({
      magic_link: 'https://watch.example.com/e/evt_1?token=rt_abc',
      registration_id: 'reg_1',
      registration_token: 'rt_abc',
      viewer_id: 'vwr_1',
    });
  });

  it('rejects non-objects', () => {
    for (const value of [undefined, null, 'ok', 1, [], [valid]])
      expect(parseRegisterResponse(value)).to.equal(undefined);
  });

  for (const key of ['magic_link', 'registration_id', 'registration_token', 'viewer_id'] as const) {
    it(`rejects a body with ${key} missing, empty or not a string`, () => {
      const { [key]: _omitted, ...missing } = valid;
      expect(parseRegisterResponse(missing)).to.equal(undefined);
      expect(parseRegisterResponse({ ...valid, [key]: '' })).to.equal(undefined);
      expect(parseRegisterResponse({ ...valid, [key]: 42 })).to.equal(undefined);
      expect(parseRegisterResponse({ ...valid, [key]: null })).to.equal(undefined);
    });
  }

  it('rejects a magic_link that is not an http(s) URL (javascript:, data:, relative)', () => {
    for (const link of [
      'javascript:alert(document.cookie)',
      ' JavaScript:alert(1)',
      'data:text/html,hi',
      '/e/evt_1',
      'watch.example.com/e',
    ]) {
      expect(parseRegisterResponse({ ...valid, magic_link: link }), link).to.equal(undefined);
    }
  });
});

describe('responses: parseIdentifyResponse', () => {
  const valid = {
    progress_percent: 12.5,
    registration_token: 'rt_1',
    slug: 'launch',
    status: 'registered',
    viewer_id: 'vwr_1',
  };

  it('returns the documented fields of a valid body, dropping extras', () => {
    expect(parseIdentifyResponse({ ...valid, $schema: 'x', extra: 1 })).to.deep.equal(valid);
    expect(parseIdentifyResponse({ ...valid, progress_percent: 0, slug: '', status: '' })).to.deep.equal({
      ...valid,
      progress_percent: 0,
      slug: '',
      status: '',
    });
  });

  it('rejects non-objects and missing fields', () => {
    for (const value of [undefined, null, 'ok', [], [valid]]) expect(parseIdentifyResponse(value)).to.equal(undefined);
    for (const key of Object.keys(valid) as Array<keyof typeof valid>) {
      const copy: Record<string, unknown> = { ...valid };
      delete copy[key];
      expect(parseIdentifyResponse(copy), key).to.equal(undefined);
    }
  });

  it('rejects wrong types', () => {
    for (const progress of ['12.5', NaN, Infinity, null]) {
      expect(parseIdentifyResponse({ ...valid, progress_percent: progress }), String(progress)).to.equal(undefined);
    }
    expect(parseIdentifyResponse({ ...valid, registration_token: '' })).to.equal(undefined);
    expect(parseIdentifyResponse({ ...valid, viewer_id: '' })).to.equal(undefined);
    expect(parseIdentifyResponse({ ...valid, slug: 1 })).to.equal(undefined);
    expect(parseIdentifyResponse({ ...valid, status: false })).to.equal(undefined);
  });
});

describe('failureFromResponse: regressions', () => {
  it('reads an X-RateLimit-Reset sent in epoch milliseconds as milliseconds, not as a date centuries away', () => {
    const now = Date.UTC(2025, 0, 15, 12);
    const f = failureFromResponse(
      429,
      new Headers({ 'X-RateLimit-Reset': String(now + 30_000) }),
      '',
      ['email', 'name'],
      now,
    );
    expect(f.retryAt! - now).to.equal(30_000);
    // Far beyond any reset, even read as ms: the 24 h cap still holds.
    const g = failureFromResponse(
      429,
      new Headers({ 'X-RateLimit-Reset': '10000000000000000' }),
      '',
      ['email', 'name'],
      now,
    );
    expect(g.retryAt! - now).to.equal(86_400_000);
    expect(() => new Intl.DateTimeFormat('en', { timeStyle: 'short' }).format(g.retryAt)).to.not.throw();
  });

  it('reads a small X-RateLimit-Reset (before 2001) as a delay in seconds', () => {
    const now = Date.UTC(2025, 0, 15, 12);
    expect(
      failureFromResponse(429, new Headers({ 'X-RateLimit-Reset': '42' }), '', ['email', 'name'], now).retryAt! - now,
    ).to.equal(42_000);
    expect(resetTime(42, now)).to.equal(now + 42_000);
    expect(resetTime(now / 1000 + 10, now)).to.equal(now + 10_000);
    expect(resetTime(now + 10_000, now)).to.equal(now + 10_000);
  });
});
