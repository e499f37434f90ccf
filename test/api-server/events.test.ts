import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Hono } from 'hono';
import { createApiApp } from '../../demo/api/app.js';
import { DEMO_EVENT_ID, DEMO_SECRET_KEY } from '../../demo/api/seed.js';

interface EventRecord {
  id: string;
  name: string;
  description: string;
  status: string;
  createdAt: string;
}

interface Page {
  data: EventRecord[];
  pagination: { page: number; limit: number; total: number; totalPages: number };
}

interface Problem {
  title: string;
  detail: string;
  errors?: Array<Record<string, unknown>>;
}

function createEvent(app: Hono, body: unknown): Promise<Response> {
  return Promise.resolve(
    app.request('/v1/events', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-API-Key': DEMO_SECRET_KEY },
      body: JSON.stringify(body),
    }),
  );
}

function list(app: Hono, query = ''): Promise<Response> {
  return Promise.resolve(app.request(`/v1/events${query}`, { headers: { 'X-API-Key': DEMO_SECRET_KEY } }));
}

describe('POST /v1/events', () => {
  it('creates a draft event', async () => {
    const now = Date.UTC(2025, 5, 1, 12, 30, 45, 678);
    const res = await createEvent(createApiApp({ now: () => now }), { name: 'Launch', description: 'Big day' });
    assert.equal(res.status, 201);
    const event = (await res.json()) as EventRecord;
    assert.match(event.id, /^evt_\w+$/);
    assert.equal(event.name, 'Launch');
    assert.equal(event.description, 'Big day');
    assert.equal(event.status, 'draft');
    assert.equal(event.createdAt, '2025-06-01T12:30:45Z');
  });

  it('requires name with 400 and validates it with 422', async () => {
    const missing = await createEvent(createApiApp(), { description: 'x' });
    assert.equal(missing.status, 400);
    assert.equal(((await missing.json()) as Problem).detail, 'expected required property name to be present');

    const empty = await createEvent(createApiApp(), { name: '', description: 5, extra: true });
    assert.equal(empty.status, 422);
    assert.deepEqual(((await empty.json()) as Problem).errors, [
      { message: 'expected length >= 1', location: 'body.name', value: '' },
      { message: 'expected string', location: 'body.description', value: 5 },
      { message: 'unexpected property', location: 'body.extra', value: true },
    ]);
  });
});

describe('GET /v1/events', () => {
  it('defaults to page 1 and limit 20, seeded event first', async () => {
    const res = await list(createApiApp());
    assert.equal(res.status, 200);
    const body = (await res.json()) as Page;
    assert.deepEqual(body.pagination, { page: 1, limit: 20, total: 1, totalPages: 1 });
    assert.equal(body.data[0]?.id, DEMO_EVENT_ID);
  });

  it('pages in creation order', async () => {
    const app = createApiApp();
    for (let i = 1; i <= 4; i++) assert.equal((await createEvent(app, { name: `E${i}` })).status, 201);
    const page2 = (await (await list(app, '?page=2&limit=2')).json()) as Page;
    assert.deepEqual(page2.pagination, { page: 2, limit: 2, total: 5, totalPages: 3 });
    assert.deepEqual(
      page2.data.map((e) => e.name),
      ['E2', 'E3'],
    );
    const page3 = (await (await list(app, '?page=3&limit=2')).json()) as Page;
    assert.deepEqual(
      page3.data.map((e) => e.name),
      ['E4'],
    );
    const beyond = (await (await list(app, '?page=9&limit=2')).json()) as Page;
    assert.deepEqual(beyond.data, []);
  });

  it('accepts limit 100 and rejects out-of-range or non-integer values with 422', async () => {
    const app = createApiApp();
    assert.equal((await list(app, '?limit=100')).status, 200);
    const cases: Array<[string, { message: string; location: string; value: unknown }[]]> = [
      ['?limit=101', [{ message: 'expected number <= 100', location: 'query.limit', value: 101 }]],
      ['?limit=0', [{ message: 'expected number >= 1', location: 'query.limit', value: 0 }]],
      ['?page=0', [{ message: 'expected number >= 1', location: 'query.page', value: 0 }]],
      ['?page=abc', [{ message: 'invalid integer', location: 'query.page', value: 'abc' }]],
      [
        '?page=1.5&limit=-3',
        [
          { message: 'invalid integer', location: 'query.page', value: '1.5' },
          { message: 'expected number >= 1', location: 'query.limit', value: -3 },
        ],
      ],
    ];
    for (const [query, errors] of cases) {
      const res = await list(app, query);
      assert.equal(res.status, 422, query);
      const problem = (await res.json()) as Problem;
      assert.equal(problem.title, 'Unprocessable Entity');
      assert.deepEqual(problem.errors, errors, query);
    }
  });
});
