import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Hono } from 'hono';
import { createApiApp } from '../../demo/api/app.js';
import type { ChaosConfig } from '../../demo/api/chaos.js';
import { mulberry32 } from '../../demo/api/chaos.js';
import type { Fault } from '../../demo/api/faults.js';
import { DEMO_EVENT_ID, DEMO_PUBLISHABLE_KEY, DEMO_SECRET_KEY } from '../../demo/api/seed.js';

const register = `/v1/events/${DEMO_EVENT_ID}/register`;

async function addFaults(app: Hono, faults: Fault[]): Promise<void> {
  const res = await app.request('/__control/faults', { method: 'POST', body: JSON.stringify({ faults }) });
  assert.equal(res.status, 200);
}

let counter = 0;
function registerOnce(app: Hono, headers: Record<string, string> = {}): Promise<Response> {
  counter += 1;
  return Promise.resolve(
    app.request(register, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-API-Key': DEMO_PUBLISHABLE_KEY,
        Origin: 'https://shop.example',
        ...headers,
      },
      body: JSON.stringify({ email: `viewer${counter}@example.com` }),
    }),
  );
}

async function registrationCount(app: Hono): Promise<number> {
  return ((await (await app.request(`/__control/registrations?eventId=${DEMO_EVENT_ID}`)).json()) as { count: number })
    .count;
}

describe('fault injection (in-process)', () => {
  it('answers with a redirect (307 by default) to the given URL, with CORS headers, without processing', async () => {
    const app = createApiApp({ rateLimit: { limit: 10, windowSeconds: 60 } });
    await addFaults(app, [
      { redirect: 'https://elsewhere.example/v1/collect' },
      { redirect: 'https://elsewhere.example/x', status: 301 },
    ]);
    const res = await registerOnce(app);
    assert.equal(res.status, 307);
    assert.equal(res.headers.get('Location'), 'https://elsewhere.example/v1/collect');
    assert.equal(res.headers.get('Access-Control-Allow-Origin'), 'https://shop.example');
    assert.equal((await registerOnce(app)).status, 301);
    assert.equal(await registrationCount(app), 0);
  });

  it('refuses a redirect fault without an absolute URL or with a status that is no redirect', async () => {
    const app = createApiApp();
    for (const fault of [{ redirect: '/relative' }, { redirect: 'https://x.example/', status: 500 }]) {
      const res = await app.request('/__control/faults', { method: 'POST', body: JSON.stringify({ faults: [fault] }) });
      assert.equal(res.status, 400, JSON.stringify(fault));
    }
  });

  it('injects a problem+json status without processing, with CORS and rate-limit headers', async () => {
    const app = createApiApp({ rateLimit: { limit: 10, windowSeconds: 60 } });
    await addFaults(app, [{ status: 503, retryAfter: '2' }]);
    const res = await registerOnce(app);
    assert.equal(res.status, 503);
    assert.equal(res.headers.get('Content-Type'), 'application/problem+json');
    assert.equal(res.headers.get('Retry-After'), '2');
    assert.equal(res.headers.get('Access-Control-Allow-Origin'), 'https://shop.example');
    // Not counted: the injected response never reached the limiter.
    assert.equal(res.headers.get('X-RateLimit-Limit'), '10');
    assert.equal(res.headers.get('X-RateLimit-Remaining'), '10');
    const problem = (await res.json()) as { title: string; status: number; instance: string };
    assert.deepEqual([problem.title, problem.status, problem.instance], ['Service Unavailable', 503, register]);
    assert.equal(await registrationCount(app), 0);
    // One-shot by default: the next request is real.
    assert.equal((await registerOnce(app)).status, 201);
  });

  it('serves each broken body kind', async () => {
    const app = createApiApp();
    await addFaults(app, [
      { status: 502, body: 'html' },
      { status: 500, body: 'empty' },
      { status: 500, body: 'truncated' },
      { status: 500, body: 'not-json' },
    ]);
    const html = await registerOnce(app);
    assert.equal(html.status, 502);
    assert.match(html.headers.get('Content-Type') ?? '', /^text\/html/);
    assert.match(await html.text(), /<h1>502 Bad Gateway<\/h1>/);

    const empty = await registerOnce(app);
    assert.equal(empty.headers.get('Content-Type'), 'application/json');
    assert.equal(await empty.text(), '');

    const truncated = await registerOnce(app);
    assert.equal(truncated.headers.get('Content-Type'), 'application/json');
    const text = await truncated.text();
    assert.ok(text.startsWith('{"$schema":'), text);
    assert.throws(() => JSON.parse(text), SyntaxError);

    const notJson = await registerOnce(app);
    assert.equal(notJson.headers.get('Content-Type'), 'application/json');
    const plain = await notJson.text();
    assert.match(plain, /^500 Internal Server Error/);
    assert.throws(() => JSON.parse(plain), SyntaxError);
    assert.equal(await registrationCount(app), 0);
  });

  it('sends an exact JSON value with a chosen content type', async () => {
    const app = createApiApp();
    await addFaults(app, [
      { status: 418, json: { custom: true } },
      { status: 400, json: { weird: 1 }, contentType: 'application/vnd.custom+json' },
    ]);
    const first = await registerOnce(app);
    assert.equal(first.status, 418);
    assert.equal(first.headers.get('Content-Type'), 'application/problem+json');
    assert.deepEqual(await first.json(), { custom: true });
    const second = await registerOnce(app);
    assert.equal(second.headers.get('Content-Type'), 'application/vnd.custom+json');
    assert.deepEqual(await second.json(), { weird: 1 });
  });

  it('omits CORS or rate-limit headers on request', async () => {
    const app = createApiApp();
    await addFaults(app, [{ status: 502, cors: false }, { status: 503, rateLimitHeaders: false }, { cors: false }]);
    const noCors = await registerOnce(app);
    assert.equal(noCors.status, 502);
    assert.equal(noCors.headers.get('Access-Control-Allow-Origin'), null);
    assert.equal(noCors.headers.get('X-RateLimit-Limit'), '600');
    const noLimits = await registerOnce(app);
    assert.equal(noLimits.headers.get('X-RateLimit-Limit'), null);
    assert.equal(noLimits.headers.get('Access-Control-Allow-Origin'), 'https://shop.example');
    // A fault with only cors:false lets the request succeed without CORS headers.
    const processed = await registerOnce(app);
    assert.equal(processed.status, 201);
    assert.equal(processed.headers.get('Access-Control-Allow-Origin'), null);
  });

  it('replaces the real response after processing when afterProcessing is set', async () => {
    const app = createApiApp();
    await addFaults(app, [{ status: 500, afterProcessing: true, body: 'html' }]);
    const res = await registerOnce(app, { 'Idempotency-Key': 'after-1' });
    assert.equal(res.status, 500);
    assert.match(res.headers.get('Content-Type') ?? '', /^text\/html/);
    assert.equal(res.headers.get('X-RateLimit-Remaining'), '599');
    assert.equal(res.headers.get('Access-Control-Allow-Origin'), 'https://shop.example');
    assert.equal(await registrationCount(app), 1);
  });

  it('counts down count and matches by operation, first in first out', async () => {
    const app = createApiApp();
    await addFaults(app, [
      { match: 'events', status: 500 },
      { match: 'register', status: 502, count: 2 },
      { match: 'register', status: 504 },
      { match: 'identify', status: 503 },
    ]);
    const identify = await app.request(`/v1/events/${DEMO_EVENT_ID}/identify`, {
      method: 'POST',
      headers: { 'X-API-Key': DEMO_PUBLISHABLE_KEY },
      body: '{"external_id":"u"}',
    });
    assert.equal(identify.status, 503);
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await registerOnce(app)).status);
    assert.deepEqual(statuses, [502, 502, 504, 201]);
    const events = await app.request('/v1/events', { headers: { 'X-API-Key': DEMO_SECRET_KEY } });
    assert.equal(events.status, 500);
    const left = (await (await app.request('/__control/faults')).json()) as { faults: unknown[] };
    assert.deepEqual(left.faults, []);
  });

  it('gives a fault with eventId only to requests for that event', async () => {
    const app = createApiApp();
    await addFaults(app, [{ match: 'register', eventId: DEMO_EVENT_ID, status: 503 }]);
    const other = await app.request('/v1/events/evt_someone_else/register', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-API-Key': DEMO_PUBLISHABLE_KEY },
      body: '{"email":"other@example.com"}',
    });
    assert.equal(other.status, 404, 'another event: the real answer, the fault left in the queue');
    assert.equal((await registerOnce(app)).status, 503);
    assert.equal((await registerOnce(app)).status, 201);
    const bad = await app.request('/__control/faults', {
      method: 'POST',
      body: JSON.stringify({ faults: [{ eventId: '' }] }),
    });
    assert.equal(bad.status, 400);
  });

  it('delays by latencyMs before processing', async () => {
    const app = createApiApp();
    await addFaults(app, [{ latencyMs: 120 }]);
    const started = performance.now();
    const res = await registerOnce(app);
    assert.ok(performance.now() - started >= 110, 'request should have been delayed');
    assert.equal(res.status, 201);
  });

  it('rejects the in-process request when dropping, and logs status null', async () => {
    const app = createApiApp();
    await addFaults(app, [{ drop: 'before' }, { drop: 'after' }]);
    await assert.rejects(registerOnce(app), /connection dropped before/);
    assert.equal(await registrationCount(app), 0);
    await assert.rejects(registerOnce(app), /connection dropped after/);
    assert.equal(await registrationCount(app), 1);
    const { requests } = (await (await app.request('/__control/requests')).json()) as {
      requests: Array<{ status: number | null; fault: string | null }>;
    };
    assert.deepEqual(
      requests.map((r) => [r.status, r.fault]),
      [
        [null, 'drop:before'],
        [null, 'drop:after'],
      ],
    );
  });

  it('validates faults and clears the queue with DELETE', async () => {
    const app = createApiApp();
    for (const bad of [{ match: 'everything' }, { count: 0 }, { status: 99 }, { body: 'xml' }, { dorp: 'before' }]) {
      const res = await app.request('/__control/faults', { method: 'POST', body: JSON.stringify({ faults: [bad] }) });
      assert.equal(res.status, 400, JSON.stringify(bad));
    }
    await addFaults(app, [{ status: 500, count: 5 }]);
    assert.equal((await app.request('/__control/faults', { method: 'DELETE' })).status, 200);
    assert.equal((await registerOnce(app)).status, 201);
  });
});

async function setChaos(app: Hono, config: ChaosConfig | Record<string, unknown>): Promise<Response> {
  return app.request('/__control/chaos', { method: 'POST', body: JSON.stringify(config) });
}

function identify(app: Hono, i: number): Promise<Response> {
  return Promise.resolve(
    app.request(`/v1/events/${DEMO_EVENT_ID}/identify`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-API-Key': DEMO_PUBLISHABLE_KEY },
      body: JSON.stringify({ external_id: `u${i}` }),
    }),
  );
}

/** Status per request, or "drop" for a rejected in-process request. */
async function run(app: Hono, n: number): Promise<Array<number | string>> {
  const outcomes: Array<number | string> = [];
  for (let i = 0; i < n; i++) {
    try {
      const res = await identify(app, i);
      outcomes.push(res.status === 429 ? `429/${res.headers.get('Retry-After')}` : res.status);
    } catch {
      outcomes.push('drop');
    }
  }
  return outcomes;
}

describe('chaos', () => {
  it('mulberry32 is deterministic per seed', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const c = mulberry32(43);
    const seqA = [a(), a(), a()];
    assert.deepEqual(seqA, [b(), b(), b()]);
    assert.notDeepEqual(seqA, [c(), c(), c()]);
    assert.ok(seqA.every((x) => x >= 0 && x < 1));
  });

  it('is reproducible with a seed', async () => {
    const config = { p503: 0.25, p429: 0.25, pDrop: 0.15, pDropAfter: 0.1, retryAfterSeconds: 3, seed: 1234 };
    const app = createApiApp();
    assert.equal((await setChaos(app, config)).status, 200);
    const first = await run(app, 40);
    assert.equal((await setChaos(app, config)).status, 200);
    const second = await run(app, 40);
    assert.deepEqual(second, first);
    // The mix really contains each kind of outcome and real successes.
    for (const kind of [200, 503, '429/3', 'drop'])
      assert.ok(first.includes(kind), `expected ${kind} in ${first.join(',')}`);

    const otherSeed = createApiApp();
    await setChaos(otherSeed, { ...config, seed: 999 });
    assert.notDeepEqual(await run(otherSeed, 40), first);
  });

  it('labels chaos faults in the request log', async () => {
    const app = createApiApp();
    await setChaos(app, { p503: 1, seed: 1 });
    assert.equal((await identify(app, 0)).status, 503);
    const { requests } = (await (await app.request('/__control/requests')).json()) as {
      requests: Array<{ fault: string }>;
    };
    assert.equal(requests[0]?.fault, 'chaos:status:503');
  });

  it('only hits matching operations', async () => {
    const app = createApiApp();
    await setChaos(app, { p503: 1, match: 'events' });
    assert.equal((await identify(app, 0)).status, 200);
    assert.equal((await app.request('/v1/events', { headers: { 'X-API-Key': DEMO_SECRET_KEY } })).status, 503);
  });

  it('is turned off by {} and by DELETE /__control/faults', async () => {
    const app = createApiApp();
    await setChaos(app, { p503: 1 });
    assert.equal((await identify(app, 0)).status, 503);
    const off = await setChaos(app, {});
    assert.deepEqual(await off.json(), { chaos: null });
    assert.equal((await identify(app, 1)).status, 200);
    await setChaos(app, { p429: 1 });
    assert.equal((await identify(app, 2)).status, 429);
    await app.request('/__control/faults', { method: 'DELETE' });
    assert.equal((await identify(app, 3)).status, 200);
  });

  it('rejects invalid settings', async () => {
    const app = createApiApp();
    for (const bad of [{ p503: 2 }, { pDrop: -0.1 }, { seed: 1.5 }, { match: 'media' }, { p500: 0.1 }]) {
      assert.equal((await setChaos(app, bad)).status, 400, JSON.stringify(bad));
    }
  });
});
