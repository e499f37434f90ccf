import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { DEMO_EVENT_ID, DEMO_PUBLISHABLE_KEY } from '../../demo/api/seed.js';
import type { RunningApiServer } from '../../demo/api/server.js';
import { startApiServer } from '../../demo/api/server.js';

let server: RunningApiServer;

before(async () => {
  server = await startApiServer({ port: 0 });
});

after(async () => {
  await server.close();
});

beforeEach(async () => {
  const res = await fetch(`${server.origin}/__control/reset`, { method: 'POST' });
  assert.equal(res.status, 200);
});

async function control(path: string, body?: unknown, method = body === undefined ? 'GET' : 'POST'): Promise<unknown> {
  const res = await fetch(`${server.origin}/__control${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  assert.ok(res.ok, `${path} answered ${res.status}`);
  return res.json();
}

function register(email: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${server.baseUrl}/events/${DEMO_EVENT_ID}/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-API-Key': DEMO_PUBLISHABLE_KEY, ...headers },
    body: JSON.stringify({ email }),
  });
}

async function registrations(): Promise<number> {
  return ((await control(`/registrations?eventId=${DEMO_EVENT_ID}`)) as { count: number }).count;
}

describe('startApiServer', () => {
  it('listens on a free loopback port and reports origin and baseUrl', () => {
    assert.match(server.origin, /^http:\/\/127\.0\.0\.1:\d+$/);
    assert.equal(server.baseUrl, `${server.origin}/v1`);
  });

  it('builds magic links from the served origin', async () => {
    const res = await register('net@example.com');
    assert.equal(res.status, 201);
    const { magic_link } = (await res.json()) as { magic_link: string };
    assert.ok(magic_link.startsWith(`${server.origin}/watch/${DEMO_EVENT_ID}?token=rt_`), magic_link);
    const page = await fetch(magic_link);
    assert.equal(page.status, 200);
  });

  it('closes, after which connections are refused', async () => {
    const other = await startApiServer({ port: 0 });
    assert.equal((await fetch(`${other.origin}/__control/requests`)).status, 200);
    await other.close();
    await assert.rejects(fetch(`${other.origin}/__control/requests`), TypeError);
  });
});

describe('dropped connections over HTTP', () => {
  it('drop "before" makes fetch fail and creates nothing', async () => {
    await control('/faults', { faults: [{ match: 'register', drop: 'before' }] });
    await assert.rejects(register('drop@example.com'), TypeError);
    assert.equal(await registrations(), 0);
    // The server is still healthy afterwards.
    assert.equal((await register('drop@example.com')).status, 201);
  });

  it('drop "after" creates the registration once; an idempotent retry replays it', async () => {
    await control('/faults', { faults: [{ match: 'register', drop: 'after' }] });
    const headers = { 'Idempotency-Key': 'retry-me' };
    await assert.rejects(register('after@example.com', headers), TypeError);
    assert.equal(await registrations(), 1);

    const retry = await register('after@example.com', headers);
    assert.equal(retry.status, 201);
    assert.equal(retry.headers.get('Idempotent-Replayed'), 'true');
    assert.equal(await registrations(), 1);

    // Without the key the retry is a conflict: the first attempt did register.
    assert.equal((await register('after@example.com')).status, 409);

    const { requests } = (await control('/requests')) as {
      requests: Array<{ status: number | null; fault: string | null }>;
    };
    assert.deepEqual(
      requests.map((r) => r.status),
      [null, 201, 409],
    );
    assert.equal(requests[0]?.fault, 'drop:after');
  });

  it('answers after the injected latency', async () => {
    await control('/faults', { faults: [{ latencyMs: 150, status: 504, body: 'html', cors: false }] });
    const started = performance.now();
    const res = await register('slow@example.com', { Origin: 'https://shop.example' });
    assert.ok(performance.now() - started >= 140);
    assert.equal(res.status, 504);
    assert.equal(res.headers.get('Access-Control-Allow-Origin'), null);
    assert.match(await res.text(), /504 Gateway Timeout/);
  });
});
