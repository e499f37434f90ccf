/**
 * The local API's test helpers (over real HTTP, cross-origin): the test
 * environment, the control endpoints, fresh events, faults, what the server
 * stored and received. No side effects on import — in particular this module
 * does not define <event-register>, so a test page can let another copy of the
 * widget (the built package, loaded from a framework bundle) define the tag.
 * test/helpers.ts re-exports everything here.
 */
import type { Fault } from '../demo/api/faults.js';

export interface TestEnv {
  /** The engine this page runs in; its local API and stand-in CDN are its own (web-test-runner.config.mjs). */
  engine: 'chromium' | 'firefox' | 'webkit';
  /** Which root this run of the suite renders widgets into (web-test-runner.config.mjs groups). */
  renderRoot: 'shadow' | 'light';
  apiOrigin: string;
  baseUrl: string;
  cdnOrigin: string;
  publishableKey: string;
  secretKey: string;
  revokedKey: string;
  demoEventId: string;
}

/**
 * Set by web-test-runner.config.mjs, which starts an API on another origin for each engine of the
 * run: faults, chaos, the rate limit, held requests and the request log are this engine's alone.
 */
export const env = (window as unknown as { __TEST_ENV__: TestEnv }).__TEST_ENV__;

/** Calls a test-control endpoint of the local API. */
export async function control<T = unknown>(path: string, body?: unknown, method?: string): Promise<T> {
  const response = await fetch(`${env.apiOrigin}/__control/${path}`, {
    method: method ?? (body === undefined ? 'GET' : 'POST'),
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`control ${path}: HTTP ${response.status} ${await response.text()}`);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

let eventCounter = 0;

/** A new event of its own, so tests never see each other's registrations. */
export async function freshEvent(): Promise<string> {
  eventCounter += 1;
  const created = await control<{ id: string }>('events', { name: `Test event ${eventCounter}` });
  return created.id;
}

export function injectFaults(...faults: Fault[]): Promise<unknown> {
  return control('faults', { faults });
}

/** Puts the server back to normal between tests: no faults, default rate limit. */
export async function normalServer(): Promise<void> {
  await control('faults', undefined, 'DELETE');
  await control('chaos', {});
  await control('rate-limit', { limit: 10_000, windowSeconds: 60 });
}

export interface Registration {
  email: string;
  name?: string;
  registration_id: string;
  viewer_id: string;
}

export async function registrations(eventId: string): Promise<Registration[]> {
  const result = await control<{ registrations: Registration[] }>(`registrations?eventId=${encodeURIComponent(eventId)}`);
  return result.registrations;
}

export interface LoggedRequest {
  method: string;
  path: string;
  headers: Record<string, string | undefined>;
  body: unknown;
  status: number | null;
  fault: string | null;
  /** ISO timestamp of when the request arrived. */
  at: string;
}

/** Requests the API received for one event, oldest first. */
export async function requestsFor(eventId: string): Promise<LoggedRequest[]> {
  const result = await control<{ requests: LoggedRequest[] }>('requests');
  return result.requests.filter((r) => r.path.includes(`/events/${eventId}/`));
}

/** A unique email address per call. */
let emailCounter = 0;
export function uniqueEmail(prefix = 'viewer'): string {
  emailCounter += 1;
  return `${prefix}.${Date.now().toString(36)}.${emailCounter}@example.com`;
}
