import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Hono } from 'hono';
import { createApiApp } from '../../demo/api/app.js';
import { startApiServer } from '../../demo/api/server.js';
import type { Fault } from '../../demo/api/faults.js';
import type { HeldRequest } from '../../demo/api/holds.js';
import { DEMO_EVENT_ID, DEMO_PUBLISHABLE_KEY } from '../../demo/api/seed.js';

async function control<T>(
  app: Hono,
  path: string,
  body?: unknown,
  method = body === undefined ? 'GET' : 'POST',
): Promise<{ status: number; body: T }> {
  const res = await app.request(`/__control${path}`, {
    method,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

async function addFaults(app: Hono, faults: Fault[]): Promise<void> {
  assert.equal((await control(app, '/faults', { faults })).status, 200);
}

async function createEvent(app: Hono): Promise<string> {
  return (await control<{ id: string }>(app, '/events', { name: 'Held event' })).body.id;
}

let counter = 0;
/** A register request, and whether it has been answered yet. */
function registerFor(app: Hono, eventId = DEMO_EVENT_ID): { response: Promise<Response>; answered: () => boolean } {
  counter += 1;
  let done = false;
  const response = Promise.resolve(
    app.request(`/v1/events/${eventId}/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-API-Key': DEMO_PUBLISHABLE_KEY },
      body: JSON.stringify({ email: `held${counter}@example.com` }),
    }),
  ).finally(() => (done = true));
  return { response, answered: () => done };
}

async function held(app: Hono, eventId?: string): Promise<HeldRequest[]> {
  return (await control<{ held: HeldRequest[] }>(app, `/held${eventId ? `?eventId=${eventId}` : ''}`)).body.held;
}

/** Polls the held list until it has `count` entries: the request has arrived and waits. */
async function untilHeld(app: Hono, count: number, eventId?: string): Promise<HeldRequest[]> {
  const deadline = Date.now() + 2000;
  for (;;) {
    const list = await held(app, eventId);
    if (list.length === count) return list;
    if (Date.now() > deadline) throw new Error(`expected ${count} held request(s), found ${list.length}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

async function loggedFaults(app: Hono): Promise<Array<[number | null, string | null]>> {
  const { requests } = (
    await control<{ requests: Array<{ status: number | null; fault: string | null }> }>(app, '/requests')
  ).body;
  return requests.map((r) => [r.status, r.fault]);
}

// Bounded: a hold nobody lets go would otherwise wait out the 30 s limit before failing.
describe('hold fault', { timeout: 5000 }, () => {
  it('holds a matching request until POST /__control/release, and lists it meanwhile', async () => {
    const app = createApiApp();
    await addFaults(app, [{ match: 'register', hold: true }]);
    const request = registerFor(app);
    const [entry] = await untilHeld(app, 1);
    assert.deepEqual(
      { method: entry!.method, path: entry!.path, eventId: entry!.eventId, operation: entry!.operation },
      { method: 'POST', path: `/v1/events/${DEMO_EVENT_ID}/register`, eventId: DEMO_EVENT_ID, operation: 'register' },
    );
    assert.ok(!Number.isNaN(Date.parse(entry!.since)));
    // Still waiting after other work on the server has come and gone.
    await control(app, '/registrations');
    assert.equal(request.answered(), false, 'answered before the release');
    assert.deepEqual((await control(app, '/release', {})).body, { released: 1 });
    assert.equal((await request.response).status, 201);
    assert.deepEqual(await held(app), []);
    assert.deepEqual(await loggedFaults(app), [[201, 'hold']]);
  });

  it('releases only the requests of the event named, and lists per event', async () => {
    const app = createApiApp();
    const other = await createEvent(app);
    await addFaults(app, [{ match: 'register', hold: true, count: 2 }]);
    const mine = registerFor(app);
    const theirs = registerFor(app, other);
    await untilHeld(app, 2);
    assert.equal((await held(app, other)).length, 1);
    assert.deepEqual((await control(app, '/release', { eventId: DEMO_EVENT_ID })).body, { released: 1 });
    assert.equal((await mine.response).status, 201);
    assert.equal(theirs.answered(), false, 'the other event’s request was released too');
    assert.deepEqual(
      (await held(app)).map((h) => h.eventId),
      [other],
    );
    await control(app, '/release', { eventId: other });
    assert.equal((await theirs.response).status, 201);
  });

  it('answers with the rest of the fault once released', async () => {
    const app = createApiApp();
    await addFaults(app, [{ match: 'register', hold: true, status: 503, retryAfter: '1' }]);
    const request = registerFor(app);
    await untilHeld(app, 1);
    await control(app, '/release', {});
    const res = await request.response;
    assert.equal(res.status, 503);
    assert.equal(res.headers.get('Retry-After'), '1');
  });

  it('lets a request go by itself after the hold limit, and says so in the request log', async () => {
    const app = createApiApp({ holdLimitMs: 60 });
    await addFaults(app, [{ match: 'register', hold: true }]);
    const started = performance.now();
    const res = await registerFor(app).response;
    assert.equal(res.status, 201);
    assert.ok(performance.now() - started >= 55, 'answered before the limit');
    assert.deepEqual(await loggedFaults(app), [[201, 'hold:expired']]);
  });

  it('lets held requests go on DELETE /__control/faults and on reset, so none outlives its test', async () => {
    const app = createApiApp();
    await addFaults(app, [{ match: 'register', hold: true }]);
    const first = registerFor(app);
    await untilHeld(app, 1);
    assert.equal((await app.request('/__control/faults', { method: 'DELETE' })).status, 200);
    assert.deepEqual(await held(app), [], 'still held after DELETE /__control/faults');
    assert.equal((await first.response).status, 201);

    await addFaults(app, [{ match: 'register', hold: true }]);
    const second = registerFor(app);
    await untilHeld(app, 1);
    assert.equal((await control(app, '/reset', {})).status, 200);
    assert.deepEqual(await held(app), [], 'still held after reset');
    await second.response;
  });

  it('says when the client closed the connection of a held request (over HTTP)', async () => {
    const server = await startApiServer({ port: 0 });
    try {
      const call = (path: string, body?: unknown): Promise<Response> =>
        fetch(`${server.origin}/__control/${path}`, {
          method: body === undefined ? 'GET' : 'POST',
          body: body === undefined ? undefined : JSON.stringify(body),
        });
      await call('faults', { faults: [{ match: 'register', hold: true, count: 2 }] });
      const listHeld = async (): Promise<HeldRequest[]> =>
        ((await (await call('held')).json()) as { held: HeldRequest[] }).held;
      const until = async (check: (list: HeldRequest[]) => boolean, what: string): Promise<HeldRequest[]> => {
        const deadline = Date.now() + 2000;
        for (;;) {
          const list = await listHeld();
          if (check(list)) return list;
          if (Date.now() > deadline) throw new Error(`${what}: ${JSON.stringify(list)}`);
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      };
      const send = (signal?: AbortSignal): Promise<Response> =>
        fetch(`${server.baseUrl}/events/${DEMO_EVENT_ID}/register`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-API-Key': DEMO_PUBLISHABLE_KEY },
          body: JSON.stringify({ email: `closed${++counter}@example.com` }),
          signal,
        });
      const controller = new AbortController();
      const aborted = send(controller.signal).catch((error: unknown) => error);
      await until((list) => list.length === 1, 'the first held');
      const kept = send();
      await until((list) => list.length === 2, 'both held');
      assert.deepEqual(
        (await listHeld()).map((h) => h.clientClosed),
        [false, false],
      );
      controller.abort();
      assert.equal(((await aborted) as Error).name, 'AbortError');
      const list = await until((l) => l.some((h) => h.clientClosed), 'the aborted request marked');
      assert.deepEqual(
        list.map((h) => h.clientClosed),
        [true, false],
        'only the aborted one',
      );
      await call('release', {});
      assert.equal((await kept).status, 201);
    } finally {
      await server.close();
    }
  });

  it('refuses a hold that is not a boolean and a release for an empty event id', async () => {
    const app = createApiApp();
    const fault = await control<{ detail: string }>(app, '/faults', { faults: [{ hold: 'yes' }] });
    assert.equal(fault.status, 400);
    assert.match(fault.body.detail, /faults\[0\]\.hold must be a boolean/);
    const release = await control<{ detail: string }>(app, '/release', { eventId: '' });
    assert.equal(release.status, 400);
    assert.match(release.body.detail, /eventId/);
  });
});
