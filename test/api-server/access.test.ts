import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Hono } from 'hono';
import { createApiApp } from '../../demo/api/app.js';
import { DEMO_EVENT_ID, DEMO_PUBLISHABLE_KEY, DEMO_SECRET_KEY, REVOKED_KEY } from '../../demo/api/seed.js';

function send(app: Hono, method: string, path: string, key?: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (key !== undefined) headers['X-API-Key'] = key;
  return Promise.resolve(
    app.request(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }),
  );
}

const register = `/v1/events/${DEMO_EVENT_ID}/register`;

describe('authentication', () => {
  it('rejects a missing key with a 401 problem', async () => {
    const res = await send(createApiApp(), 'POST', register, undefined, { email: 'a@example.com' });
    assert.equal(res.status, 401);
    assert.equal(res.headers.get('Content-Type'), 'application/problem+json');
    const problem = (await res.json()) as Record<string, unknown>;
    assert.equal(problem.title, 'Unauthorized');
    assert.equal(problem.status, 401);
    assert.equal(problem.instance, register);
    assert.equal(problem.$schema, 'http://localhost/schemas/ErrorModel.json');
    assert.match(String(problem.detail), /X-API-Key/);
  });

  it('rejects unknown and revoked keys with 401', async () => {
    const app = createApiApp();
    for (const key of ['pk_test_nope', 'sk_live_unknown', REVOKED_KEY]) {
      const res = await send(app, 'POST', register, key, { email: 'a@example.com' });
      assert.equal(res.status, 401, key);
    }
    const revoked = (await (await send(app, 'GET', '/v1/events', REVOKED_KEY)).json()) as { detail: string };
    assert.match(revoked.detail, /revoked/);
  });

  it('creates nothing when the key is rejected', async () => {
    const app = createApiApp();
    await send(app, 'POST', register, REVOKED_KEY, { email: 'a@example.com' });
    const list = (await (await app.request(`/__control/registrations?eventId=${DEMO_EVENT_ID}`)).json()) as {
      count: number;
    };
    assert.equal(list.count, 0);
  });

  it('forbids publishable keys on event management with 403', async () => {
    const app = createApiApp();
    const list = await send(app, 'GET', '/v1/events', DEMO_PUBLISHABLE_KEY);
    assert.equal(list.status, 403);
    assert.equal(((await list.json()) as { title: string }).title, 'Forbidden');
    const create = await send(app, 'POST', '/v1/events', DEMO_PUBLISHABLE_KEY, { name: 'x' });
    assert.equal(create.status, 403);
  });

  it('lets publishable keys register and identify', async () => {
    const app = createApiApp();
    assert.equal((await send(app, 'POST', register, DEMO_PUBLISHABLE_KEY, { email: 'pk@example.com' })).status, 201);
    const identify = await send(app, 'POST', `/v1/events/${DEMO_EVENT_ID}/identify`, DEMO_PUBLISHABLE_KEY, {
      external_id: 'u1',
    });
    assert.equal(identify.status, 200);
  });

  it('lets secret keys call everything', async () => {
    const app = createApiApp();
    assert.equal((await send(app, 'POST', register, DEMO_SECRET_KEY, { email: 'sk@example.com' })).status, 201);
    assert.equal(
      (await send(app, 'POST', `/v1/events/${DEMO_EVENT_ID}/identify`, DEMO_SECRET_KEY, { external_id: 'u1' })).status,
      200,
    );
    assert.equal((await send(app, 'GET', '/v1/events', DEMO_SECRET_KEY)).status, 200);
    assert.equal((await send(app, 'POST', '/v1/events', DEMO_SECRET_KEY, { name: 'x' })).status, 201);
  });

  it('answers unknown /v1 routes with a 404 problem once authenticated', async () => {
    const res = await send(createApiApp(), 'GET', '/v1/media', DEMO_SECRET_KEY);
    assert.equal(res.status, 404);
    assert.equal(res.headers.get('Content-Type'), 'application/problem+json');
    assert.equal(((await res.json()) as { title: string }).title, 'Not Found');
  });
});

function get(app: Hono, path: string, key?: string): Promise<Response> {
  return Promise.resolve(app.request(path, { headers: key ? { 'X-API-Key': key } : {} }));
}

function limits(res: Response): [string | null, string | null, string | null] {
  return [
    res.headers.get('X-RateLimit-Limit'),
    res.headers.get('X-RateLimit-Remaining'),
    res.headers.get('X-RateLimit-Reset'),
  ];
}

describe('rate limiting', () => {
  it('defaults to 600 per 60 s and stamps every /v1 response, errors included', async () => {
    let now = 1_700_000_000_500;
    const app = createApiApp({ now: () => now });
    const ok = await get(app, '/v1/events', DEMO_SECRET_KEY);
    assert.equal(ok.status, 200);
    // Window ends 60 s after the first request; Reset is whole Unix seconds, rounded up.
    assert.deepEqual(limits(ok), ['600', '599', '1700000061']);
    now += 1000;
    assert.deepEqual(limits(await get(app, '/v1/events', DEMO_PUBLISHABLE_KEY)).slice(0, 2), ['600', '599']);
    const forbidden = await get(app, '/v1/events', DEMO_PUBLISHABLE_KEY);
    assert.equal(forbidden.status, 403);
    assert.deepEqual(limits(forbidden).slice(0, 2), ['600', '598']);
    const notFound = await get(app, '/v1/nothing', DEMO_SECRET_KEY);
    assert.equal(notFound.status, 404);
    assert.deepEqual(limits(notFound), ['600', '598', '1700000061']);
  });

  it('counts before auth, with anonymous requests sharing one bucket', async () => {
    const app = createApiApp({ rateLimit: { limit: 2, windowSeconds: 60 } });
    const first = await get(app, '/v1/events');
    assert.equal(first.status, 401);
    assert.equal(first.headers.get('X-RateLimit-Remaining'), '1');
    assert.equal((await get(app, '/v1/events')).status, 401);
    const limited = await get(app, '/v1/events');
    assert.equal(limited.status, 429);
    // Another key still has its own budget.
    assert.equal((await get(app, '/v1/events', DEMO_SECRET_KEY)).status, 200);
  });

  it('answers 429 with Retry-After until the window ends, then resets', async () => {
    let now = 10_000_000;
    const app = createApiApp({ rateLimit: { limit: 2, windowSeconds: 10 }, now: () => now });
    assert.equal((await get(app, '/v1/events', DEMO_SECRET_KEY)).status, 200);
    assert.equal((await get(app, '/v1/events', DEMO_SECRET_KEY)).status, 200);
    now += 2_500;
    const limited = await get(app, '/v1/events', DEMO_SECRET_KEY);
    assert.equal(limited.status, 429);
    assert.equal(limited.headers.get('Content-Type'), 'application/problem+json');
    assert.equal(limited.headers.get('Retry-After'), '8'); // 7.5 s left, rounded up
    assert.deepEqual(limits(limited), ['2', '0', '10010']);
    const problem = (await limited.json()) as { title: string; status: number };
    assert.equal(problem.title, 'Too Many Requests');
    assert.equal(problem.status, 429);

    now += 7_400;
    assert.equal((await get(app, '/v1/events', DEMO_SECRET_KEY)).headers.get('Retry-After'), '1');
    now += 200;
    const fresh = await get(app, '/v1/events', DEMO_SECRET_KEY);
    assert.equal(fresh.status, 200);
    assert.equal(fresh.headers.get('X-RateLimit-Remaining'), '1');
  });

  it('is reconfigured (and its counters reset) through /__control/rate-limit', async () => {
    const app = createApiApp();
    await get(app, '/v1/events', DEMO_SECRET_KEY);
    const set = await app.request('/__control/rate-limit', {
      method: 'POST',
      body: JSON.stringify({ limit: 1, windowSeconds: 30 }),
    });
    assert.equal(set.status, 200);
    assert.deepEqual(await set.json(), { limit: 1, windowSeconds: 30 });
    const first = await get(app, '/v1/events', DEMO_SECRET_KEY);
    assert.equal(first.headers.get('X-RateLimit-Limit'), '1');
    assert.equal(first.headers.get('X-RateLimit-Remaining'), '0');
    const second = await get(app, '/v1/events', DEMO_SECRET_KEY);
    assert.equal(second.status, 429);
    assert.equal(second.headers.get('Retry-After'), '30');

    const bad = await app.request('/__control/rate-limit', {
      method: 'POST',
      body: JSON.stringify({ limit: 'x', windowSeconds: 30 }),
    });
    assert.equal(bad.status, 400);
  });

  it('applies to viewer operations and never to control endpoints', async () => {
    const app = createApiApp({ rateLimit: { limit: 1, windowSeconds: 60 } });
    const post = (): Promise<Response> =>
      Promise.resolve(
        app.request(`/v1/events/${DEMO_EVENT_ID}/identify`, {
          method: 'POST',
          headers: { 'X-API-Key': DEMO_PUBLISHABLE_KEY, 'Content-Type': 'application/json' },
          body: '{"external_id":"u"}',
        }),
      );
    assert.equal((await post()).status, 200);
    assert.equal((await post()).status, 429);
    for (let i = 0; i < 3; i++) {
      const res = await app.request('/__control/requests');
      assert.equal(res.status, 200);
      assert.equal(res.headers.get('X-RateLimit-Limit'), null);
    }
  });
});

const EXPOSED = 'Retry-After,X-RateLimit-Limit,X-RateLimit-Remaining,X-RateLimit-Reset,Idempotent-Replayed';

function preflight(path: string, origin = 'https://shop.example'): Request {
  return new Request(`http://localhost${path}`, {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'content-type,x-api-key,idempotency-key',
    },
  });
}

describe('CORS', () => {
  it('answers preflights for /v1 with the allowed methods and headers', async () => {
    const res = await createApiApp().request(preflight(register));
    assert.equal(res.status, 204);
    assert.equal(res.headers.get('Access-Control-Allow-Origin'), 'https://shop.example');
    assert.equal(res.headers.get('Access-Control-Allow-Methods'), 'GET,POST,DELETE,OPTIONS');
    assert.equal(res.headers.get('Access-Control-Allow-Headers'), 'Content-Type,X-API-Key,Idempotency-Key');
    assert.equal(res.headers.get('Access-Control-Allow-Credentials'), null);
    assert.match(res.headers.get('Vary') ?? '', /Origin/);
  });

  it('exposes the rate-limit, Retry-After and replay headers on responses, errors included', async () => {
    const app = createApiApp();
    const ok = await app.request(register, {
      method: 'POST',
      headers: {
        Origin: 'https://shop.example',
        'X-API-Key': DEMO_PUBLISHABLE_KEY,
        'Content-Type': 'application/json',
      },
      body: '{"email":"a@example.com"}',
    });
    assert.equal(ok.status, 201);
    assert.equal(ok.headers.get('Access-Control-Allow-Origin'), 'https://shop.example');
    assert.equal(ok.headers.get('Access-Control-Expose-Headers'), EXPOSED);
    const unauthorized = await app.request(register, { method: 'POST', headers: { Origin: 'https://other.example' } });
    assert.equal(unauthorized.status, 401);
    assert.equal(unauthorized.headers.get('Access-Control-Allow-Origin'), 'https://other.example');
    assert.equal(unauthorized.headers.get('Access-Control-Expose-Headers'), EXPOSED);
  });

  it('uses * when the request has no Origin', async () => {
    const res = await createApiApp().request('/v1/events');
    assert.equal(res.headers.get('Access-Control-Allow-Origin'), '*');
  });

  it('never rate limits preflights or hands them a fault', async () => {
    const app = createApiApp({ rateLimit: { limit: 1, windowSeconds: 60 } });
    await app.request('/__control/faults', { method: 'POST', body: JSON.stringify({ faults: [{ status: 503 }] }) });
    for (let i = 0; i < 3; i++) {
      const res = await app.request(preflight(register));
      assert.equal(res.status, 204);
      assert.equal(res.headers.get('X-RateLimit-Limit'), null);
    }
    const queued = (await (await app.request('/__control/faults')).json()) as { faults: unknown[] };
    assert.equal(queued.faults.length, 1);
    const requests = (await (await app.request('/__control/requests')).json()) as { requests: unknown[] };
    assert.equal(requests.requests.length, 0);
  });

  it('opens the control endpoints too', async () => {
    const app = createApiApp();
    const pre = await app.request(preflight('/__control/reset'));
    assert.equal(pre.status, 204);
    assert.equal(pre.headers.get('Access-Control-Allow-Origin'), 'https://shop.example');
    const res = await app.request('/__control/reset', { method: 'POST', headers: { Origin: 'https://shop.example' } });
    assert.equal(res.headers.get('Access-Control-Allow-Origin'), 'https://shop.example');
  });
});
