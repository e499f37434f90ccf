/**
 * The local API's test helpers (over real HTTP, cross-origin): the test
 * environment, the control endpoints, fresh events, faults, held requests, what
 * the server stored and received; and bounded waits for a widget's outcome. No
 * side effects on import — in particular this module does not define
 * <event-register>, so a test page can let another copy of the widget (the
 * built package, loaded from a framework bundle) define the tag.
 */
import type { Fault } from '../../demo/api/faults.js';
import type { HeldRequest } from '../../demo/api/holds.js';
import type { EventRegister } from '../../src/event-register.js';

export interface TestEnv {
  /** The engine this page runs in; its local API and stand-in CDN are its own (test/plugins/local-servers.mjs). */
  engine: 'chromium' | 'firefox' | 'webkit';
  apiOrigin: string;
  baseUrl: string;
  cdnOrigin: string;
  publishableKey: string;
  secretKey: string;
  revokedKey: string;
  demoEventId: string;
}

/**
 * Set by the test page's /__test-env.js (test/plugins/test-env.mjs). The run starts an API on
 * another origin for each engine: faults, chaos, the rate limit, held requests and the request log
 * are this engine's alone.
 */
export const env = (window as unknown as { __TEST_ENV__: TestEnv }).__TEST_ENV__;

/** The key `remember` stores an event's registration under, for this API: version, base URL (no trailing slash), event id. */
export const rememberKey = (eventId: string): string =>
  `event-register:v1:${env.baseUrl.replace(/\/+$/, '')}:${eventId}`;

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

/**
 * The next registration is answered with this RFC 7807 problem (`application/problem+json`), with
 * `status` in the body as the server writes it.
 */
export function injectProblem(
  status: number,
  problem: { title: string; detail?: string; errors?: Record<string, unknown>[] },
): Promise<unknown> {
  const { title, detail, errors } = problem;
  return injectFaults({ match: 'register', status, json: { title, status, detail, errors } });
}

/** The next registration succeeds with this magic link and token: what a careless or hostile server could send. */
export function injectMagicLink(magicLink: string, token: string): Promise<unknown> {
  return injectFaults({
    match: 'register',
    status: 201,
    json: { viewer_id: 'v', registration_id: 'r', registration_token: token, magic_link: magicLink },
  });
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
  const result = await control<{ registrations: Registration[] }>(
    `registrations?eventId=${encodeURIComponent(eventId)}`,
  );
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

/** Requests that a `hold` fault keeps waiting now (for one event, when given). */
export async function heldRequests(eventId?: string): Promise<HeldRequest[]> {
  const query = eventId === undefined ? '' : `?eventId=${encodeURIComponent(eventId)}`;
  return (await control<{ held: HeldRequest[] }>(`held${query}`)).held;
}

/**
 * Resolves once what is held for the event passes `check` (by default: a request is held, so it
 * has reached the server and waits for `release`). Bounded, failing with `step` and what is held.
 */
export async function untilHeld(
  eventId: string,
  step: string,
  check: (held: HeldRequest[]) => boolean = (held) => held.length > 0,
  timeoutMs = 5000,
): Promise<HeldRequest[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const held = await heldRequests(eventId);
    if (check(held)) return held;
    if (Date.now() > deadline) throw new Error(`${step}: not so after ${timeoutMs} ms; held: ${JSON.stringify(held)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Resolves once the client has closed the connection of a request held for the event: the widget
 * aborted it. Its answer can then never reach the page, whenever it is released.
 */
export function untilAbandoned(eventId: string, step: string): Promise<HeldRequest[]> {
  return untilHeld(eventId, step, (held) => held.some((request) => request.clientClosed));
}

/** Lets the requests held for this event go on; resolves with how many there were. */
export async function release(eventId: string): Promise<number> {
  return (await control<{ released: number }>('release', { eventId })).released;
}

/** A unique email address per call. */
let emailCounter = 0;
export function uniqueEmail(prefix = 'viewer'): string {
  emailCounter += 1;
  return `${prefix}.${Date.now().toString(36)}.${emailCounter}@example.com`;
}

/** The events that end a submission: exactly one of them fires for each. */
export type Outcome = 'registered' | 'identified' | 'submit-error';
const OUTCOMES: readonly Outcome[] = ['registered', 'identified', 'submit-error'];

/**
 * How long a test waits for a submission's outcome by default: above the longest the widget
 * takes by itself (two automatic retries with backoff, or a Retry-After of 2 s), well under
 * mocha's 20 s, so that a wait that will never end fails with its step named.
 */
export const OUTCOME_TIMEOUT_MS = 10_000;

function describeOutcome(event: Event): string {
  const detail = (event as CustomEvent<unknown>).detail;
  if (event.type !== 'submit-error' || typeof detail !== 'object' || detail === null) return `"${event.type}"`;
  const { kind, status, title } = detail as { kind?: string; status?: number; title?: string };
  return `"submit-error" (kind ${kind ?? '?'}${status === undefined ? '' : `, status ${status}`}${title ? `, "${title}"` : ''})`;
}

/**
 * Resolves with the next `expected` event of `el`. Rejects at once, naming what fired, when
 * another outcome comes first (`registered` where `submit-error` was expected), and after
 * `timeoutMs` when none comes, naming `step` and the widget's state. Call it before the action
 * that submits. A promise nobody awaits (the test failed before it) cannot fail a later test.
 */
export function nextOutcome<K extends Outcome>(
  el: EventTarget,
  expected: K,
  step = `waiting for "${expected}"`,
  timeoutMs = OUTCOME_TIMEOUT_MS,
): Promise<HTMLElementEventMap[K]> {
  const outcome = new Promise<HTMLElementEventMap[K]>((resolve, reject) => {
    const finish = (event: Event): void => {
      stop();
      if (event.type === expected) resolve(event as HTMLElementEventMap[K]);
      else reject(new Error(`${step}: expected "${expected}", but ${describeOutcome(event)} fired`));
    };
    const timer = setTimeout(() => {
      stop();
      const state = (el as Partial<EventRegister>).state;
      reject(
        new Error(
          `${step}: no "${expected}" within ${timeoutMs} ms${state === undefined ? '' : ` (state "${state}")`}`,
        ),
      );
    }, timeoutMs);
    const stop = (): void => {
      clearTimeout(timer);
      for (const name of OUTCOMES) el.removeEventListener(name, finish);
    };
    for (const name of OUTCOMES) el.addEventListener(name, finish);
  });
  outcome.catch(() => undefined);
  return outcome;
}

/** Waits for `promise`, failing after `timeoutMs` with `step` named: for waits on something other than an outcome. */
export async function within<T>(promise: Promise<T>, step: string, timeoutMs = OUTCOME_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${step}: not done within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
