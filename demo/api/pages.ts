import { Hono } from 'hono';
import type { AppEnv } from './env.js';
import { jsonResponse, problem } from './problem.js';
import type { Store } from './store.js';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function page(title: string, message: string, status: number): Response {
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem">
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
</body>
</html>
`;
  return new Response(html, { status, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

// Stubs: just enough for `$schema` links to resolve.
const SCHEMAS: Record<string, Record<string, unknown>> = {
  ErrorModel: {
    type: 'object',
    properties: {
      title: { type: 'string' },
      status: { type: 'integer' },
      detail: { type: 'string' },
      instance: { type: 'string' },
      errors: { type: 'array' },
    },
  },
  RegisterResponse: {
    type: 'object',
    required: ['magic_link', 'registration_id', 'registration_token', 'viewer_id'],
    properties: {
      magic_link: { type: 'string' },
      registration_id: { type: 'string' },
      registration_token: { type: 'string' },
      viewer_id: { type: 'string' },
    },
  },
  IdentifyResponse: {
    type: 'object',
    required: ['progress_percent', 'registration_token', 'slug', 'status', 'viewer_id'],
    properties: {
      progress_percent: { type: 'number' },
      registration_token: { type: 'string' },
      slug: { type: 'string' },
      status: { type: 'string' },
      viewer_id: { type: 'string' },
    },
  },
};

/** Where magic links land, and the schema stubs `$schema` points at. */
export function pageRoutes(store: Store): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/watch/:eventID', (c) => {
    const event = store.events.get(c.req.param('eventID'));
    const owner = store.tokenOwner(c.req.query('token') ?? '');
    if (!event || !owner || owner.eventId !== event.id) {
      return page('Link not valid', 'This viewing link is unknown or belongs to another event.', 404);
    }
    return page(
      `You’re in: ${event.name}`,
      `Welcome, ${owner.label}. You are registered and the event will play here.`,
      200,
    );
  });

  routes.get('/schemas/:file', (c) => {
    const file = c.req.param('file');
    const name = file.endsWith('.json') ? file.slice(0, -'.json'.length) : '';
    const schema = SCHEMAS[name];
    if (!schema) return problem(c, 404, `no schema named "${file}"`);
    return jsonResponse({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      $id: new URL(c.req.url).href,
      title: name,
      ...schema,
    });
  });

  return routes;
}
