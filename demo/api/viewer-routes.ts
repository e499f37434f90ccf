import { Hono } from 'hono';
import type { AppEnv } from './env.js';
import { originOf, problem, jsonResponse, schemaUrl } from './problem.js';
import type { AttributeValue, Store } from './store.js';
import { viewerStatus } from './store.js';
import type { Issue, ObjectSchema, Rule } from './validation.js';
import {
  EMAIL_FORMAT_MESSAGE,
  isPlausibleEmail,
  issuesResponse,
  readJsonBody,
  stringRule,
  validateObject,
} from './validation.js';

// Reserved top-level domains (RFC 2606, RFC 6761) can never receive mail. A real
// service rejects more than a browser can check; this rule lets the demo and the
// tests show a field error that only the server knows about.
const RESERVED_TLDS = new Set(['invalid', 'test', 'example', 'localhost']);
export const UNDELIVERABLE_MESSAGE = 'expected an email address on a domain that can receive mail';

const emailFormat = stringRule({
  maxLength: 254,
  typeMessage: EMAIL_FORMAT_MESSAGE,
  format: { test: isPlausibleEmail, message: EMAIL_FORMAT_MESSAGE },
});

const emailRule: Rule = (value, location): Issue[] => {
  const issues = emailFormat(value, location);
  if (issues.length > 0 || typeof value !== 'string') return issues;
  const tld = value.trim().split('.').pop()?.toLowerCase() ?? '';
  return RESERVED_TLDS.has(tld) ? [{ message: UNDELIVERABLE_MESSAGE, location, value }] : [];
};

const registerSchema: ObjectSchema = {
  required: ['email'],
  properties: {
    email: emailRule,
    name: stringRule({ maxLength: 200 }),
  },
};

const attributeRule: Rule = (value, location): Issue[] => {
  if (typeof value === 'number' || typeof value === 'boolean') return [];
  if (typeof value === 'string') return stringRule({ maxLength: 1000 })(value, location);
  return [{ message: 'expected string, number or boolean', location, value }];
};

const identifySchema: ObjectSchema = {
  required: ['external_id'],
  properties: { external_id: stringRule({ minLength: 1, maxLength: 255 }) },
  additional: attributeRule,
};

function eventNotFound(c: Parameters<typeof problem>[0], eventId: string): Response {
  return problem(c, 404, `event "${eventId}" not found`);
}

/**
 * The two viewer operations. As in Huma, the body is validated before the
 * handler looks the event up, so a bad body on an unknown event is a 4xx about the body.
 */
export function viewerRoutes(store: Store): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.post('/events/:eventID/register', async (c) => {
    const eventId = c.req.param('eventID');
    const body = await readJsonBody(c);
    if (!body.ok) return body.response;
    const issues = validateObject(body.value, registerSchema);
    if (issues.length > 0) return issuesResponse(c, issues);
    if (!store.events.has(eventId)) return eventNotFound(c, eventId);

    // validateObject guarantees these shapes.
    const input = body.value as { email: string; name?: string };
    if (store.findRegistration(eventId, input.email)) {
      return problem(c, 409, 'a viewer with this email is already registered for this event', [
        { field: 'email', message: 'already registered' },
      ]);
    }
    const registration = store.register(eventId, input.email, input.name ?? null);
    const origin = originOf(c.req.url);
    return jsonResponse(
      {
        $schema: schemaUrl(c.req.url, 'RegisterResponse'),
        magic_link: `${origin}/watch/${encodeURIComponent(eventId)}?token=${encodeURIComponent(registration.token)}`,
        registration_id: registration.registrationId,
        registration_token: registration.token,
        viewer_id: registration.viewerId,
      },
      201,
    );
  });

  routes.post('/events/:eventID/identify', async (c) => {
    const eventId = c.req.param('eventID');
    const body = await readJsonBody(c);
    if (!body.ok) return body.response;
    const issues = validateObject(body.value, identifySchema);
    if (issues.length > 0) return issuesResponse(c, issues);
    if (!store.events.has(eventId)) return eventNotFound(c, eventId);

    // validateObject guarantees external_id is a string and the rest are scalars.
    const { external_id: externalId, ...attributes } = body.value as Record<string, AttributeValue> & {
      external_id: string;
    };
    const viewer = store.identify(eventId, externalId, attributes);
    return jsonResponse({
      $schema: schemaUrl(c.req.url, 'IdentifyResponse'),
      progress_percent: viewer.progressPercent,
      registration_token: viewer.token,
      slug: viewer.slug,
      status: viewerStatus(viewer.progressPercent),
      viewer_id: viewer.viewerId,
    });
  });

  return routes;
}
