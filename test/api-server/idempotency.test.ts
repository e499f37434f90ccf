import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Hono } from 'hono';
import { createApiApp } from '../../demo/api/app.js';
import { DEMO_EVENT_ID, DEMO_PUBLISHABLE_KEY, DEMO_SECRET_KEY } from '../../demo/api/seed.js';

function post(app: Hono, path: string, body: string, headers: Record<string, string> = {}): Promise<Response> {
  return Promise.resolve(
    app.request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-API-Key': DEMO_PUBLISHABLE_KEY, ...headers },
      body,
    }),
  );
}

const register = `/v1/events/${DEMO_EVENT_ID}/register`;

async function registrationCount(app: Hono): Promise<number> {
  return ((await (await app.request(`/__control/registrations?eventId=${DEMO_EVENT_ID}`)).json()) as { count: number })
    .count;
}

describe('Idempotency-Key', () => {
  it('replays the stored response and creates nothing', async () => {
    const app = createApiApp();
    const body = JSON.stringify({ email: 'ada@example.com' });
    const first = await post(app, register, body, { 'Idempotency-Key': 'k-1' });
    assert.equal(first.status, 201);
    assert.equal(first.headers.get('Idempotent-Replayed'), null);
    const firstBody = await first.text();

    const again = await post(app, register, body, { 'Idempotency-Key': 'k-1' });
    assert.equal(again.status, 201);
    assert.equal(again.headers.get('Idempotent-Replayed'), 'true');
    assert.equal(again.headers.get('Content-Type'), 'application/json');
    assert.equal(await again.text(), firstBody);
    assert.equal(await registrationCount(app), 1);
  });

  it('treats the same JSON in another key order as the same request', async () => {
    const app = createApiApp();
    await post(app, register, '{"email":"a@example.com","name":"A"}', { 'Idempotency-Key': 'k' });
    const again = await post(app, register, '{ "name": "A", "email": "a@example.com" }', { 'Idempotency-Key': 'k' });
    assert.equal(again.status, 201);
    assert.equal(again.headers.get('Idempotent-Replayed'), 'true');
  });

  it('replays stored validation errors too', async () => {
    const app = createApiApp();
    assert.equal((await post(app, register, '{"email":"bad"}', { 'Idempotency-Key': 'k' })).status, 422);
    const again = await post(app, register, '{"email":"bad"}', { 'Idempotency-Key': 'k' });
    assert.equal(again.status, 422);
    assert.equal(again.headers.get('Content-Type'), 'application/problem+json');
    assert.equal(again.headers.get('Idempotent-Replayed'), 'true');
  });

  it('rejects reuse of a key for a different request with 422 at header.Idempotency-Key', async () => {
    const app = createApiApp();
    await post(app, register, '{"email":"a@example.com"}', { 'Idempotency-Key': 'k' });
    for (const [path, body] of [
      [register, '{"email":"b@example.com"}'],
      [`/v1/events/${DEMO_EVENT_ID}/identify`, '{"email":"a@example.com"}'],
    ] as const) {
      const res = await post(app, path, body, { 'Idempotency-Key': 'k' });
      assert.equal(res.status, 422);
      const problem = (await res.json()) as { errors: Array<{ location: string; value: unknown }> };
      assert.equal(problem.errors[0]?.location, 'header.Idempotency-Key');
      assert.equal(problem.errors[0]?.value, 'k');
    }
    assert.equal(await registrationCount(app), 1);
  });

  it('scopes keys per API key', async () => {
    const app = createApiApp();
    assert.equal((await post(app, register, '{"email":"a@example.com"}', { 'Idempotency-Key': 'k' })).status, 201);
    const other = await post(app, register, '{"email":"b@example.com"}', {
      'Idempotency-Key': 'k',
      'X-API-Key': DEMO_SECRET_KEY,
    });
    assert.equal(other.status, 201);
    assert.equal(other.headers.get('Idempotent-Replayed'), null);
    assert.equal(await registrationCount(app), 2);
  });

  it('rejects keys longer than 255 characters', async () => {
    const app = createApiApp();
    const key = 'k'.repeat(256);
    const res = await post(app, register, '{"email":"a@example.com"}', { 'Idempotency-Key': key });
    assert.equal(res.status, 422);
    assert.deepEqual(((await res.json()) as { errors: unknown }).errors, [
      { message: 'expected length <= 255', location: 'header.Idempotency-Key', value: key },
    ]);
    assert.equal(await registrationCount(app), 0);
    assert.equal(
      (await post(app, register, '{"email":"a@example.com"}', { 'Idempotency-Key': 'k'.repeat(255) })).status,
      201,
    );
  });

  it('does not store responses to rejected keys (401)', async () => {
    const app = createApiApp();
    const headers = { 'Idempotency-Key': 'k', 'X-API-Key': 'pk_unknown' };
    assert.equal((await post(app, register, '{"email":"a@example.com"}', headers)).status, 401);
    const real = await post(app, register, '{"email":"a@example.com"}', { 'Idempotency-Key': 'k' });
    assert.equal(real.status, 201);
    assert.equal(real.headers.get('Idempotent-Replayed'), null);
  });

  it('covers event creation and identify', async () => {
    const app = createApiApp();
    const headers = { 'Idempotency-Key': 'ev', 'X-API-Key': DEMO_SECRET_KEY };
    const first = (await (await post(app, '/v1/events', '{"name":"Once"}', headers)).json()) as { id: string };
    const again = await post(app, '/v1/events', '{"name":"Once"}', headers);
    assert.equal(again.headers.get('Idempotent-Replayed'), 'true');
    assert.equal(((await again.json()) as { id: string }).id, first.id);
    const events = (await (await app.request('/v1/events', { headers: { 'X-API-Key': DEMO_SECRET_KEY } })).json()) as {
      pagination: { total: number };
    };
    assert.equal(events.pagination.total, 2);

    const id1 = await post(app, `/v1/events/${DEMO_EVENT_ID}/identify`, '{"external_id":"x"}', {
      'Idempotency-Key': 'id',
    });
    const id2 = await post(app, `/v1/events/${DEMO_EVENT_ID}/identify`, '{"external_id":"x"}', {
      'Idempotency-Key': 'id',
    });
    assert.equal(id1.headers.get('Idempotent-Replayed'), null);
    assert.equal(id2.headers.get('Idempotent-Replayed'), 'true');
  });

  it('reflects the current rate-limit window on a replay', async () => {
    const app = createApiApp({ rateLimit: { limit: 5, windowSeconds: 60 } });
    const first = await post(app, register, '{"email":"a@example.com"}', { 'Idempotency-Key': 'k' });
    assert.equal(first.headers.get('X-RateLimit-Remaining'), '4');
    const again = await post(app, register, '{"email":"a@example.com"}', { 'Idempotency-Key': 'k' });
    assert.equal(again.headers.get('X-RateLimit-Remaining'), '3');
  });

  it('forgets keys after 24 hours', async () => {
    let now = 1_000_000;
    const app = createApiApp({ now: () => now });
    await post(app, register, '{"email":"a@example.com"}', { 'Idempotency-Key': 'k' });
    now += 24 * 60 * 60 * 1000 - 1;
    assert.equal(
      (await post(app, register, '{"email":"a@example.com"}', { 'Idempotency-Key': 'k' })).headers.get(
        'Idempotent-Replayed',
      ),
      'true',
    );
    now += 1;
    const expired = await post(app, register, '{"email":"a@example.com"}', { 'Idempotency-Key': 'k' });
    assert.equal(expired.status, 409); // processed afresh: the email is already registered
    assert.equal(expired.headers.get('Idempotent-Replayed'), null);
  });

  it('makes a concurrent repeat wait for the first and replay it', async () => {
    const app = createApiApp();
    const body = '{"email":"race@example.com"}';
    const [a, b] = await Promise.all([
      post(app, register, body, { 'Idempotency-Key': 'race' }),
      post(app, register, body, { 'Idempotency-Key': 'race' }),
    ]);
    assert.deepEqual([a.status, b.status], [201, 201]);
    assert.deepEqual(
      [a.headers.get('Idempotent-Replayed'), b.headers.get('Idempotent-Replayed')].sort(),
      ['true', null].sort(),
    );
    assert.equal(await registrationCount(app), 1);
  });
});
