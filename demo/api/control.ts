import type { Context } from 'hono';
import { Hono } from 'hono';
import { parseChaos } from './chaos.js';
import type { AppEnv } from './env.js';
import { eventJson } from './event-routes.js';
import { parseFaults } from './faults.js';
import { jsonResponse, problem } from './problem.js';
import type { ApiState } from './state.js';
import { resetState } from './state.js';
import type { IdentifiedViewer } from './store.js';
import { viewerStatus } from './store.js';
import { isPlainObject } from './validation.js';

/** Lenient JSON reader for control calls: an empty body is `{}`. */
async function readControlBody(
  c: Context<AppEnv>,
): Promise<{ ok: true; value: Record<string, unknown> } | { ok: false; response: Response }> {
  const raw = await c.req.text();
  if (raw.trim() === '') return { ok: true, value: {} };
  try {
    const value = JSON.parse(raw) as unknown;
    if (isPlainObject(value)) return { ok: true, value };
    return { ok: false, response: problem(c, 400, 'body must be a JSON object') };
  } catch (error) {
    return { ok: false, response: problem(c, 400, `unable to parse body: ${(error as Error).message}`) };
  }
}

function viewerJson(viewer: IdentifiedViewer): Record<string, unknown> {
  return {
    event_id: viewer.eventId,
    external_id: viewer.externalId,
    viewer_id: viewer.viewerId,
    slug: viewer.slug,
    registration_token: viewer.token,
    progress_percent: viewer.progressPercent,
    status: viewerStatus(viewer.progressPercent),
    attributes: { ...viewer.attributes },
    created_at: viewer.createdAt,
    updated_at: viewer.updatedAt,
  };
}

/** Test-control endpoints: no API key, never rate limited or faulted. */
export function controlRoutes(state: ApiState): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const { store } = state;

  routes.post('/reset', () => {
    resetState(state);
    return jsonResponse({ ok: true });
  });

  routes.post('/rate-limit', async (c) => {
    const body = await readControlBody(c);
    if (!body.ok) return body.response;
    const { limit, windowSeconds } = body.value;
    if (!Number.isInteger(limit) || (limit as number) < 0) return problem(c, 400, 'limit must be an integer >= 0');
    if (typeof windowSeconds !== 'number' || windowSeconds <= 0)
      return problem(c, 400, 'windowSeconds must be a number > 0');
    state.limiter.configure({ limit: limit as number, windowSeconds });
    return jsonResponse(state.limiter.current);
  });

  routes.get('/faults', () => jsonResponse({ faults: state.faults.list(), chaos: state.chaos.current }));

  routes.post('/faults', async (c) => {
    const body = await readControlBody(c);
    if (!body.ok) return body.response;
    const parsed = parseFaults(body.value);
    if (!parsed.ok) return problem(c, 400, parsed.message);
    state.faults.push(parsed.value);
    return jsonResponse({ queued: state.faults.list().length, faults: state.faults.list() });
  });

  // Held requests go on too: one a test left held must not answer during the next test.
  routes.delete('/faults', () => {
    state.faults.clear();
    state.chaos.clear();
    state.holds.release();
    return jsonResponse({ ok: true });
  });

  routes.get('/held', (c) => {
    const held = state.holds.list(c.req.query('eventId'));
    return jsonResponse({ count: held.length, held });
  });

  routes.post('/release', async (c) => {
    const body = await readControlBody(c);
    if (!body.ok) return body.response;
    const { eventId } = body.value;
    if (eventId !== undefined && !(typeof eventId === 'string' && eventId !== ''))
      return problem(c, 400, 'eventId must be a non-empty string');
    return jsonResponse({ released: state.holds.release(eventId) });
  });

  routes.post('/chaos', async (c) => {
    const body = await readControlBody(c);
    if (!body.ok) return body.response;
    const parsed = parseChaos(body.value);
    if (!parsed.ok) return problem(c, 400, parsed.message);
    state.chaos.configure(parsed.value);
    return jsonResponse({ chaos: state.chaos.current });
  });

  routes.get('/registrations', (c) => {
    const eventId = c.req.query('eventId');
    const registrations = store.registrations
      .filter((r) => eventId === undefined || r.eventId === eventId)
      .map((r) => ({
        email: r.email,
        name: r.name,
        registration_id: r.registrationId,
        viewer_id: r.viewerId,
        event_id: r.eventId,
        created_at: r.createdAt,
      }));
    return jsonResponse({ count: registrations.length, registrations });
  });

  routes.get('/viewers', (c) => {
    const eventId = c.req.query('eventId');
    const viewers = [...store.viewers.values()]
      .filter((v) => eventId === undefined || v.eventId === eventId)
      .map(viewerJson);
    return jsonResponse({ count: viewers.length, viewers });
  });

  routes.post('/viewers/progress', async (c) => {
    const body = await readControlBody(c);
    if (!body.ok) return body.response;
    const { eventId, external_id: externalId, progress_percent: progress } = body.value;
    if (typeof eventId !== 'string' || !store.events.has(eventId))
      return problem(c, 404, `event "${String(eventId)}" not found`);
    if (typeof externalId !== 'string' || externalId === '')
      return problem(c, 400, 'external_id must be a non-empty string');
    if (typeof progress !== 'number' || progress < 0 || progress > 100)
      return problem(c, 400, 'progress_percent must be a number from 0 to 100');
    return jsonResponse(viewerJson(store.setProgress(eventId, externalId, progress)));
  });

  routes.get('/requests', () => jsonResponse({ requests: state.requests.list() }));

  routes.delete('/requests', () => {
    state.requests.clear();
    return jsonResponse({ ok: true });
  });

  routes.post('/events', async (c) => {
    const body = await readControlBody(c);
    if (!body.ok) return body.response;
    const { name, id, description } = body.value;
    if (typeof name !== 'string' || name === '') return problem(c, 400, 'name must be a non-empty string');
    if (id !== undefined && (typeof id !== 'string' || !/^[A-Za-z0-9_-]+$/.test(id))) {
      return problem(c, 400, 'id must be a string of letters, digits, "_" or "-"');
    }
    if (description !== undefined && typeof description !== 'string')
      return problem(c, 400, 'description must be a string');
    if (typeof id === 'string' && store.events.has(id)) return problem(c, 409, `event "${id}" already exists`);
    const event = store.createEvent({
      name,
      ...(typeof id === 'string' ? { id } : {}),
      ...(typeof description === 'string' ? { description } : {}),
    });
    return jsonResponse(eventJson(event), 201);
  });

  return routes;
}
