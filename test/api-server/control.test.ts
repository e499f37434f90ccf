import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Hono } from 'hono';
import { createApiApp } from '../../demo/api/app.js';
import { RequestLog } from '../../demo/api/request-log.js';
import type { LoggedRequest } from '../../demo/api/request-log.js';
import { DEMO_EVENT_ID, DEMO_EXTERNAL_ID, DEMO_PUBLISHABLE_KEY, DEMO_SECRET_KEY } from '../../demo/api/seed.js';

async function control<T>(
  app: Hono,
  path: string,
  body?: unknown,
  method = body === undefined ? 'GET' : 'POST',
): Promise<{ status: number; body: T }> {
  const res = await app.request(`/__control${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  assert.match(res.headers.get('Content-Type') ?? '', /json/);
  return { status: res.status, body: (await res.json()) as T };
}

function register(app: Hono, email: string, headers: Record<string, string> = {}): Promise<Response> {
  return Promise.resolve(
    app.request(`/v1/events/${DEMO_EVENT_ID}/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-API-Key': DEMO_PUBLISHABLE_KEY, ...headers },
      body: JSON.stringify({ email, name: 'N' }),
    }),
  );
}

describe('test-control endpoints', () => {
  it('lists registrations per event', async () => {
    const app = createApiApp();
    const created = (await (await register(app, 'ada@example.com')).json()) as {
      registration_id: string;
      viewer_id: string;
    };
    const { body } = await control<{ count: number; registrations: Array<Record<string, unknown>> }>(
      app,
      `/registrations?eventId=${DEMO_EVENT_ID}`,
    );
    assert.equal(body.count, 1);
    assert.equal(body.registrations[0]?.email, 'ada@example.com');
    assert.equal(body.registrations[0]?.name, 'N');
    assert.equal(body.registrations[0]?.registration_id, created.registration_id);
    assert.equal(body.registrations[0]?.viewer_id, created.viewer_id);
    assert.match(String(body.registrations[0]?.created_at), /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    const other = await control<{ count: number }>(app, '/registrations?eventId=evt_other');
    assert.equal(other.body.count, 0);
  });

  it('lists identify viewers with attributes and sets progress', async () => {
    const app = createApiApp();
    const seeded = await control<{ viewers: Array<Record<string, unknown>> }>(app, `/viewers?eventId=${DEMO_EVENT_ID}`);
    assert.equal(seeded.body.viewers.length, 1);
    assert.equal(seeded.body.viewers[0]?.external_id, DEMO_EXTERNAL_ID);
    assert.equal(seeded.body.viewers[0]?.progress_percent, 37.5);

    const set = await control<Record<string, unknown>>(app, '/viewers/progress', {
      eventId: DEMO_EVENT_ID,
      external_id: 'new-viewer',
      progress_percent: 100,
    });
    assert.equal(set.status, 200);
    assert.equal(set.body.status, 'completed');
    const after = await control<{ count: number }>(app, `/viewers?eventId=${DEMO_EVENT_ID}`);
    assert.equal(after.body.count, 2);

    const bad = await control(app, '/viewers/progress', {
      eventId: DEMO_EVENT_ID,
      external_id: 'x',
      progress_percent: 101,
    });
    assert.equal(bad.status, 400);
    const unknown = await control(app, '/viewers/progress', {
      eventId: 'evt_nope',
      external_id: 'x',
      progress_percent: 1,
    });
    assert.equal(unknown.status, 404);
  });

  it('creates events directly, optionally with a chosen id', async () => {
    const app = createApiApp();
    const made = await control<Record<string, string>>(app, '/events', { name: 'Isolated', id: 'evt_isolated' });
    assert.equal(made.status, 201);
    assert.equal(made.body.id, 'evt_isolated');
    assert.equal(made.body.status, 'draft');
    const random = await control<Record<string, string>>(app, '/events', { name: 'Random' });
    assert.match(String(random.body.id), /^evt_[0-9a-f]{16}$/);
    assert.equal((await control(app, '/events', { name: 'Again', id: 'evt_isolated' })).status, 409);
    assert.equal((await control(app, '/events', { id: 'evt_x' })).status, 400);
    const res = await app.request('/v1/events/evt_isolated/register', {
      method: 'POST',
      headers: { 'X-API-Key': DEMO_PUBLISHABLE_KEY },
      body: '{"email":"a@example.com"}',
    });
    assert.equal(res.status, 201);
  });

  it('logs /v1 requests (not preflights) with headers, parsed body and status', async () => {
    const app = createApiApp();
    await register(app, 'log@example.com', { 'Idempotency-Key': 'idem', Origin: 'https://shop.example' });
    await app.request('/v1/events?page=2', {
      method: 'OPTIONS',
      headers: { Origin: 'https://shop.example', 'Access-Control-Request-Method': 'GET' },
    });
    await app.request('/v1/events?page=2', { headers: { 'X-API-Key': DEMO_SECRET_KEY } });
    await app.request(`/v1/events/${DEMO_EVENT_ID}/register`, {
      method: 'POST',
      headers: { 'X-API-Key': DEMO_PUBLISHABLE_KEY },
      body: 'raw text',
    });
    const { body } = await control<{ requests: LoggedRequest[] }>(app, '/requests');
    assert.equal(body.requests.length, 3);
    const [first, second, third] = body.requests;
    assert.deepEqual(
      {
        method: first?.method,
        path: first?.path,
        headers: first?.headers,
        body: first?.body,
        status: first?.status,
        fault: first?.fault,
      },
      {
        method: 'POST',
        path: `/v1/events/${DEMO_EVENT_ID}/register`,
        headers: {
          'content-type': 'application/json',
          'x-api-key': DEMO_PUBLISHABLE_KEY,
          'idempotency-key': 'idem',
          origin: 'https://shop.example',
        },
        body: { email: 'log@example.com', name: 'N' },
        status: 201,
        fault: null,
      },
    );
    assert.ok(!Number.isNaN(Date.parse(first?.at ?? '')));
    assert.deepEqual(
      [second?.method, second?.path, second?.query, second?.body, second?.status],
      ['GET', '/v1/events', '?page=2', null, 200],
    );
    assert.deepEqual([third?.body, third?.status], ['raw text', 400]);

    assert.equal((await control(app, '/requests', undefined, 'DELETE')).status, 200);
    assert.equal((await control<{ requests: unknown[] }>(app, '/requests')).body.requests.length, 0);
  });

  it('keeps only the last 2000 logged requests', () => {
    const log = new RequestLog();
    const entry = (i: number): LoggedRequest => ({
      method: 'GET',
      path: `/v1/${i}`,
      query: '',
      headers: { 'content-type': null, 'x-api-key': null, 'idempotency-key': null, origin: null },
      body: null,
      status: 200,
      fault: null,
      at: '',
    });
    for (let i = 0; i < 2005; i++) log.add(entry(i));
    const list = log.list();
    assert.equal(list.length, 2000);
    assert.equal(list[0]?.path, '/v1/5');
    assert.equal(list[1999]?.path, '/v1/2004');
  });

  it('reset restores every piece of state to the seeds', async () => {
    const app = createApiApp({ rateLimit: { limit: 50, windowSeconds: 60 } });
    await control(app, '/events', { name: 'Temp', id: 'evt_temp' });
    await register(app, 'reset@example.com', { 'Idempotency-Key': 'k' });
    await control(app, '/viewers/progress', {
      eventId: DEMO_EVENT_ID,
      external_id: DEMO_EXTERNAL_ID,
      progress_percent: 90,
    });
    await control(app, '/rate-limit', { limit: 3, windowSeconds: 10 });
    await control(app, '/faults', { faults: [{ status: 500, count: 10 }] });
    await control(app, '/chaos', { p503: 0.5 });

    const reset = await control<{ ok: boolean }>(app, '/reset', {});
    assert.equal(reset.status, 200);

    const state = await control<{ faults: unknown[]; chaos: unknown }>(app, '/faults');
    assert.deepEqual(state.body, { faults: [], chaos: null });
    assert.equal((await control<{ requests: unknown[] }>(app, '/requests')).body.requests.length, 0);
    assert.equal((await control<{ count: number }>(app, `/registrations?eventId=${DEMO_EVENT_ID}`)).body.count, 0);
    const viewers = await control<{ viewers: Array<{ progress_percent: number }> }>(
      app,
      `/viewers?eventId=${DEMO_EVENT_ID}`,
    );
    assert.deepEqual(
      viewers.body.viewers.map((v) => v.progress_percent),
      [37.5],
    );

    // The same Idempotency-Key now processes afresh, under the app's own rate limit.
    const again = await register(app, 'reset@example.com', { 'Idempotency-Key': 'k' });
    assert.equal(again.status, 201);
    assert.equal(again.headers.get('Idempotent-Replayed'), null);
    assert.equal(again.headers.get('X-RateLimit-Limit'), '50');
    assert.equal(again.headers.get('X-RateLimit-Remaining'), '49');
    const events = (await (await app.request('/v1/events', { headers: { 'X-API-Key': DEMO_SECRET_KEY } })).json()) as {
      data: Array<{ id: string }>;
    };
    assert.deepEqual(
      events.data.map((e) => e.id),
      [DEMO_EVENT_ID],
    );
  });

  it('answers bad control input with a 400 problem', async () => {
    const app = createApiApp();
    const res = await app.request('/__control/faults', { method: 'POST', body: '{oops' });
    assert.equal(res.status, 400);
    assert.equal(res.headers.get('Content-Type'), 'application/problem+json');
  });
});

describe('other routes', () => {
  it('serves schema stubs for $schema links', async () => {
    const app = createApiApp();
    for (const name of ['ErrorModel', 'RegisterResponse', 'IdentifyResponse']) {
      const res = await app.request(`/schemas/${name}.json`);
      assert.equal(res.status, 200);
      assert.equal(((await res.json()) as { title: string }).title, name);
    }
    assert.equal((await app.request('/schemas/Nope.json')).status, 404);
  });

  it('answers unknown routes with a 404 problem', async () => {
    const res = await createApiApp().request('/nowhere');
    assert.equal(res.status, 404);
    assert.equal(res.headers.get('Content-Type'), 'application/problem+json');
    const problem = (await res.json()) as Record<string, unknown>;
    assert.deepEqual(
      [problem.title, problem.status, problem.instance, problem.$schema],
      ['Not Found', 404, '/nowhere', 'http://localhost/schemas/ErrorModel.json'],
    );
  });

  it('lets identify tokens open the watch page', async () => {
    const app = createApiApp();
    const res = await app.request(`/v1/events/${DEMO_EVENT_ID}/identify`, {
      method: 'POST',
      headers: { 'X-API-Key': DEMO_PUBLISHABLE_KEY },
      body: JSON.stringify({ external_id: 'watcher' }),
    });
    const { registration_token } = (await res.json()) as { registration_token: string };
    const page = await app.request(`/watch/${DEMO_EVENT_ID}?token=${registration_token}`);
    assert.equal(page.status, 200);
    assert.match(await page.text(), /Welcome, watcher\./);
  });
});
