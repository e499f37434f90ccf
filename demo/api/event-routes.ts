import { Hono } from 'hono';
import { requireSecretKey } from './auth.js';
import type { AppEnv } from './env.js';
import { jsonResponse } from './problem.js';
import type { EventRecord, Store } from './store.js';
import { integerQuery, issuesResponse, readJsonBody, stringRule, validateObject } from './validation.js';
import type { ObjectSchema } from './validation.js';

const createEventSchema: ObjectSchema = {
  required: ['name'],
  properties: {
    name: stringRule({ minLength: 1 }),
    description: stringRule(),
  },
};

export function eventJson(event: EventRecord): Record<string, string> {
  return {
    id: event.id,
    name: event.name,
    description: event.description,
    status: event.status,
    createdAt: event.createdAt,
  };
}

/** Event management: secret keys only. */
export function eventRoutes(store: Store): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.use('/events', requireSecretKey());

  routes.post('/events', async (c) => {
    const body = await readJsonBody(c);
    if (!body.ok) return body.response;
    const issues = validateObject(body.value, createEventSchema);
    if (issues.length > 0) return issuesResponse(c, issues);
    const input = body.value as { name: string; description?: string };
    return jsonResponse(eventJson(store.createEvent({ name: input.name, description: input.description ?? '' })), 201);
  });

  routes.get('/events', (c) => {
    const page = integerQuery(c.req.query('page'), 'page', { fallback: 1, min: 1 });
    const limit = integerQuery(c.req.query('limit'), 'limit', { fallback: 20, min: 1, max: 100 });
    const issues = [...page.issues, ...limit.issues];
    if (issues.length > 0) return issuesResponse(c, issues);
    const all = [...store.events.values()];
    const start = (page.value - 1) * limit.value;
    return jsonResponse({
      data: all.slice(start, start + limit.value).map(eventJson),
      pagination: {
        page: page.value,
        limit: limit.value,
        total: all.length,
        totalPages: Math.ceil(all.length / limit.value),
      },
    });
  });

  return routes;
}
