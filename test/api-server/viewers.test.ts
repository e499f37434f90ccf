import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Hono } from 'hono';
import { createApiApp } from '../../demo/api/app.js';
import { DEMO_EVENT_ID, DEMO_EXTERNAL_ID, DEMO_PUBLISHABLE_KEY } from '../../demo/api/seed.js';

interface IdentifyResponse {
  $schema: string;
  progress_percent: number;
  registration_token: string;
  slug: string;
  status: string;
  viewer_id: string;
}

interface Problem {
  $schema: string;
  title: string;
  status: number;
  detail: string;
  instance: string;
  errors?: Array<Record<string, unknown>>;
}

const path = `/v1/events/${DEMO_EVENT_ID}/register`;

function register(app: Hono, body: unknown, options: { raw?: string; eventId?: string } = {}): Promise<Response> {
  return Promise.resolve(
    app.request(options.eventId ? `/v1/events/${options.eventId}/register` : path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-API-Key': DEMO_PUBLISHABLE_KEY },
      body: options.raw ?? JSON.stringify(body),
    }),
  );
}

async function problemOf(res: Response, status: number): Promise<Problem> {
  assert.equal(res.status, status);
  assert.equal(res.headers.get('Content-Type'), 'application/problem+json');
  return (await res.json()) as Problem;
}

describe('POST /v1/events/{eventID}/register', () => {
  it('returns 201 with the register response', async () => {
    const res = await register(createApiApp(), { email: 'ada@example.com', name: 'Ada' });
    assert.equal(res.status, 201);
    assert.equal(res.headers.get('Content-Type'), 'application/json');
    const body = (await res.json()) as Record<string, string>;
    assert.deepEqual(Object.keys(body).sort(), [
      '$schema',
      'magic_link',
      'registration_id',
      'registration_token',
      'viewer_id',
    ]);
    assert.equal(body.$schema, 'http://localhost/schemas/RegisterResponse.json');
    assert.match(String(body.registration_id), /^reg_\w+$/);
    assert.match(String(body.viewer_id), /^vwr_\w+$/);
    assert.match(String(body.registration_token), /^rt_[\w-]{32,}$/);
    assert.equal(body.magic_link, `http://localhost/watch/${DEMO_EVENT_ID}?token=${body.registration_token}`);
  });

  it('gives each registration a different token', async () => {
    const app = createApiApp();
    const a = (await (await register(app, { email: 'a@example.com' })).json()) as { registration_token: string };
    const b = (await (await register(app, { email: 'b@example.com' })).json()) as { registration_token: string };
    assert.notEqual(a.registration_token, b.registration_token);
  });

  it('serves the magic link as an HTML page', async () => {
    const app = createApiApp();
    const { magic_link } = (await (await register(app, { email: 'ada@example.com', name: 'Ada' })).json()) as {
      magic_link: string;
    };
    const page = await app.request(magic_link);
    assert.equal(page.status, 200);
    assert.match(page.headers.get('Content-Type') ?? '', /^text\/html/);
    const html = await page.text();
    assert.match(html, /You’re in: Demo event/);
    assert.match(html, /Welcome, Ada\./);
    assert.equal((await app.request(`/watch/${DEMO_EVENT_ID}?token=rt_forged`)).status, 404);
  });

  it('answers an unknown event with 404 naming the event', async () => {
    const problem = await problemOf(
      await register(createApiApp(), { email: 'a@example.com' }, { eventId: 'evt_missing' }),
      404,
    );
    assert.equal(problem.title, 'Not Found');
    assert.match(problem.detail, /evt_missing/);
    assert.equal(problem.instance, '/v1/events/evt_missing/register');
  });

  it('answers an unparsable body with 400 "unable to parse body"', async () => {
    const problem = await problemOf(await register(createApiApp(), null, { raw: '{"email": ' }), 400);
    assert.equal(problem.title, 'Bad Request');
    assert.match(problem.detail, /^unable to parse body/);
    assert.equal(problem.errors?.length, 1);
    assert.equal(problem.errors?.[0]?.location, 'body');
    assert.equal(problem.errors?.[0]?.value, '{"email": ');
  });

  it('treats an empty body as unparsable', async () => {
    const problem = await problemOf(await register(createApiApp(), null, { raw: '' }), 400);
    assert.match(problem.detail, /^unable to parse body/);
  });

  it('answers a non-object body with 422 at body', async () => {
    for (const body of [[], 'text', 42, null]) {
      const problem = await problemOf(await register(createApiApp(), body), 422);
      assert.equal(problem.title, 'Unprocessable Entity');
      assert.deepEqual(problem.errors, [{ message: 'expected object', location: 'body', value: body }]);
    }
  });

  it('answers a missing email with 400 naming the property', async () => {
    const problem = await problemOf(await register(createApiApp(), { name: 'Ada' }), 400);
    assert.equal(problem.title, 'Bad Request');
    assert.equal(problem.detail, 'expected required property email to be present');
    assert.deepEqual(problem.errors, [
      { message: 'expected required property email to be present', location: 'body', value: { name: 'Ada' } },
    ]);
  });

  it('answers an invalid email with 422 at body.email', async () => {
    for (const email of ['not-an-email', 'a@b', 'two words@example.com', 42, '']) {
      const problem = await problemOf(await register(createApiApp(), { email }), 422);
      assert.equal(problem.detail, 'validation failed');
      assert.deepEqual(problem.errors, [
        { message: 'expected string to be RFC 5322 "email"', location: 'body.email', value: email },
      ]);
    }
  });

  it('limits email to 254 characters', async () => {
    const email = `${'a'.repeat(250)}@example.com`;
    const problem = await problemOf(await register(createApiApp(), { email }), 422);
    assert.deepEqual(problem.errors, [{ message: 'expected length <= 254', location: 'body.email', value: email }]);
  });

  it('validates name type and length', async () => {
    const wrongType = await problemOf(await register(createApiApp(), { email: 'a@example.com', name: 7 }), 422);
    assert.deepEqual(wrongType.errors, [{ message: 'expected string', location: 'body.name', value: 7 }]);
    const long = 'n'.repeat(201);
    const tooLong = await problemOf(await register(createApiApp(), { email: 'a@example.com', name: long }), 422);
    assert.deepEqual(tooLong.errors, [{ message: 'expected length <= 200', location: 'body.name', value: long }]);
    assert.equal((await register(createApiApp(), { email: 'a@example.com', name: 'n'.repeat(200) })).status, 201);
  });

  it('rejects unknown properties', async () => {
    const problem = await problemOf(await register(createApiApp(), { email: 'a@example.com', phone: '123' }), 422);
    assert.deepEqual(problem.errors, [{ message: 'unexpected property', location: 'body.phone', value: '123' }]);
  });

  it('collects every validation error in one response', async () => {
    const problem = await problemOf(await register(createApiApp(), { email: 'bad', name: false, extra: 1 }), 422);
    assert.deepEqual(
      problem.errors?.map((e) => e.location),
      ['body.email', 'body.name', 'body.extra'],
    );
  });

  it('answers a duplicate email (case-insensitive, trimmed) with 409', async () => {
    const app = createApiApp();
    assert.equal((await register(app, { email: 'Ada@Example.com' })).status, 201);
    const problem = await problemOf(await register(app, { email: '  ada@example.COM ' }), 409);
    assert.equal(problem.title, 'Conflict');
    assert.equal(problem.detail, 'a viewer with this email is already registered for this event');
    assert.deepEqual(problem.errors, [{ field: 'email', message: 'already registered' }]);
    const list = (await (await app.request(`/__control/registrations?eventId=${DEMO_EVENT_ID}`)).json()) as {
      count: number;
    };
    assert.equal(list.count, 1);
  });

  it('allows the same email on another event', async () => {
    const app = createApiApp();
    const created = await app.request('/__control/events', {
      method: 'POST',
      body: JSON.stringify({ name: 'Other', id: 'evt_other' }),
    });
    assert.equal(created.status, 201);
    assert.equal((await register(app, { email: 'ada@example.com' })).status, 201);
    assert.equal((await register(app, { email: 'ada@example.com' }, { eventId: 'evt_other' })).status, 201);
  });
});

function identify(app: Hono, body: unknown, eventId = DEMO_EVENT_ID): Promise<Response> {
  return Promise.resolve(
    app.request(`/v1/events/${eventId}/identify`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-API-Key': DEMO_PUBLISHABLE_KEY },
      body: JSON.stringify(body),
    }),
  );
}

async function ok(res: Response): Promise<IdentifyResponse> {
  assert.equal(res.status, 200);
  return (await res.json()) as IdentifyResponse;
}

function setProgress(app: Hono, externalId: string, progress: number): Promise<Response> {
  return Promise.resolve(
    app.request('/__control/viewers/progress', {
      method: 'POST',
      body: JSON.stringify({ eventId: DEMO_EVENT_ID, external_id: externalId, progress_percent: progress }),
    }),
  );
}

describe('POST /v1/events/{eventID}/identify', () => {
  it('creates a viewer with status "registered" at 0 %', async () => {
    const body = await ok(await identify(createApiApp(), { external_id: 'user-1' }));
    assert.equal(body.$schema, 'http://localhost/schemas/IdentifyResponse.json');
    assert.equal(body.progress_percent, 0);
    assert.equal(body.status, 'registered');
    assert.match(body.viewer_id, /^vwr_\w+$/);
    assert.match(body.slug, /^v-[0-9a-f]{8}$/);
    assert.match(body.registration_token, /^rt_[\w-]{32,}$/);
  });

  it('returns the same viewer, slug and token for the same external_id', async () => {
    const app = createApiApp();
    const first = await ok(await identify(app, { external_id: 'user-1', plan: 'free' }));
    const second = await ok(await identify(app, { external_id: 'user-1', plan: 'pro' }));
    assert.equal(second.viewer_id, first.viewer_id);
    assert.equal(second.slug, first.slug);
    assert.equal(second.registration_token, first.registration_token);
    const other = await ok(await identify(app, { external_id: 'user-2' }));
    assert.notEqual(other.viewer_id, first.viewer_id);
    assert.notEqual(other.slug, first.slug);
  });

  it('merges and stores custom attributes', async () => {
    const app = createApiApp();
    await ok(await identify(app, { external_id: 'user-1', plan: 'free', seats: 3 }));
    await ok(await identify(app, { external_id: 'user-1', plan: 'pro', beta: true }));
    const { viewers } = (await (await app.request(`/__control/viewers?eventId=${DEMO_EVENT_ID}`)).json()) as {
      viewers: Array<{ external_id: string; attributes: Record<string, unknown> }>;
    };
    const viewer = viewers.find((v) => v.external_id === 'user-1');
    assert.deepEqual(viewer?.attributes, { plan: 'pro', seats: 3, beta: true });
  });

  it('reports the seeded viewer at 37.5 % as "watching"', async () => {
    const body = await ok(await identify(createApiApp(), { external_id: DEMO_EXTERNAL_ID }));
    assert.equal(body.progress_percent, 37.5);
    assert.equal(body.status, 'watching');
  });

  it('derives status from progress', async () => {
    const app = createApiApp();
    await ok(await identify(app, { external_id: 'user-1' }));
    const cases: Array<[number, string]> = [
      [0, 'registered'],
      [0.5, 'watching'],
      [99.9, 'watching'],
      [100, 'completed'],
    ];
    for (const [progress, status] of cases) {
      assert.equal((await setProgress(app, 'user-1', progress)).status, 200);
      const body = await ok(await identify(app, { external_id: 'user-1' }));
      assert.equal(body.progress_percent, progress);
      assert.equal(body.status, status, `progress ${progress}`);
    }
  });

  it('answers an unknown event with 404', async () => {
    const problem = await problemOf(await identify(createApiApp(), { external_id: 'user-1' }, 'evt_missing'), 404);
    assert.match(problem.detail, /evt_missing/);
  });

  it('answers a missing external_id with 400', async () => {
    const problem = await problemOf(await identify(createApiApp(), { plan: 'pro' }), 400);
    assert.equal(problem.title, 'Bad Request');
    assert.equal(problem.detail, 'expected required property external_id to be present');
    assert.deepEqual(problem.errors?.[0], {
      message: 'expected required property external_id to be present',
      location: 'body',
      value: { plan: 'pro' },
    });
  });

  it('validates external_id as a non-empty string of at most 255', async () => {
    const long = 'x'.repeat(256);
    const cases: Array<[unknown, string]> = [
      [42, 'expected string'],
      ['', 'expected length >= 1'],
      [long, 'expected length <= 255'],
    ];
    for (const [value, message] of cases) {
      const problem = await problemOf(await identify(createApiApp(), { external_id: value }), 422);
      assert.deepEqual(problem.errors, [{ message, location: 'body.external_id', value }]);
    }
  });

  it('accepts string, number and boolean attributes only', async () => {
    const long = 'y'.repeat(1001);
    const problem = await problemOf(
      await identify(createApiApp(), {
        external_id: 'u',
        ok: 'yes',
        n: 1.5,
        b: false,
        obj: { a: 1 },
        list: [1],
        nil: null,
        long,
      }),
      422,
    );
    assert.equal(problem.detail, 'validation failed');
    assert.deepEqual(problem.errors, [
      { message: 'expected string, number or boolean', location: 'body.obj', value: { a: 1 } },
      { message: 'expected string, number or boolean', location: 'body.list', value: [1] },
      { message: 'expected string, number or boolean', location: 'body.nil', value: null },
      { message: 'expected length <= 1000', location: 'body.long', value: long },
    ]);
  });

  it('rejects an unparsable body with 400', async () => {
    const res = await createApiApp().request(`/v1/events/${DEMO_EVENT_ID}/identify`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-API-Key': DEMO_PUBLISHABLE_KEY },
      body: 'nope',
    });
    const problem = await problemOf(res, 400);
    assert.match(problem.detail, /^unable to parse body/);
  });
});

describe('register: addresses only the server can reject', () => {
  it('refuses an email on a reserved top-level domain with a Huma 422 at body.email', async () => {
    const app = createApiApp();
    const response = await app.request(`/v1/events/${DEMO_EVENT_ID}/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-API-Key': DEMO_PUBLISHABLE_KEY },
      body: JSON.stringify({ email: 'someone@example.invalid' }),
    });
    assert.equal(response.status, 422);
    assert.match(response.headers.get('content-type') ?? '', /application\/problem\+json/);
    const body = (await response.json()) as { errors: { location: string; message: string }[] };
    assert.deepEqual(
      body.errors.map((e) => e.location),
      ['body.email'],
    );
    assert.match(body.errors[0]!.message, /domain that can receive mail/);
  });
});
