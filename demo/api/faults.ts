/** Fault descriptions accepted by POST /__control/faults, and the FIFO queue that hands them out. */

export type FaultMatch = 'register' | 'identify' | 'events' | 'any';
export type FaultBodyKind = 'problem' | 'html' | 'empty' | 'truncated' | 'not-json';
export type Operation = Exclude<FaultMatch, 'any'> | 'other';

export interface Fault {
  match?: FaultMatch;
  /** Only requests for this event take the fault; an unscoped one goes to whichever matching request comes first. */
  eventId?: string;
  count?: number;
  latencyMs?: number;
  drop?: 'before' | 'after';
  status?: number;
  afterProcessing?: boolean;
  retryAfter?: string;
  body?: FaultBodyKind;
  json?: unknown;
  contentType?: string;
  cors?: boolean;
  rateLimitHeaders?: boolean;
  /** Answer with a redirect to this URL (`Location`), status 307 unless `status` says another 3xx. */
  redirect?: string;
  /**
   * Hold the request (after any `latencyMs`) until `POST /__control/release` lets it go, so a test
   * decides when the answer comes instead of racing a latency (holds.ts). The server lets it go by
   * itself after a generous maximum, so a forgotten hold cannot hang a run.
   */
  hold?: boolean;
}

/** What happens to one request, whether it came from the queue or from chaos. */
export interface ActiveFault {
  label: string;
  latencyMs: number;
  drop?: 'before' | 'after';
  status?: number;
  afterProcessing: boolean;
  retryAfter?: string;
  body?: FaultBodyKind;
  /** Wrapped so that an explicit `json: null` is distinguishable from no json. */
  json?: { value: unknown };
  contentType?: string;
  cors: boolean;
  rateLimitHeaders: boolean;
  redirect?: string;
  hold: boolean;
}

/** Thrown after a socket is destroyed so nothing is written and the request log records no status. */
export class ConnectionDroppedError extends Error {
  constructor(readonly when: 'before' | 'after') {
    super(`connection dropped ${when} processing (fault injection)`);
    this.name = 'ConnectionDroppedError';
  }
}

export const FAULT_MATCHES: readonly FaultMatch[] = ['register', 'identify', 'events', 'any'];
const BODY_KINDS: readonly FaultBodyKind[] = ['problem', 'html', 'empty', 'truncated', 'not-json'];

/** Which operation a /v1 request is, for `match`. */
export function operationOf(method: string, path: string): Operation {
  if (method === 'POST' && /^\/v1\/events\/[^/]+\/register\/?$/.test(path)) return 'register';
  if (method === 'POST' && /^\/v1\/events\/[^/]+\/identify\/?$/.test(path)) return 'identify';
  if ((method === 'GET' || method === 'POST') && /^\/v1\/events\/?$/.test(path)) return 'events';
  return 'other';
}

export function matches(match: FaultMatch, operation: Operation): boolean {
  return match === 'any' || match === operation;
}

/** The event a /v1 request is about (`/v1/events/{id}/…`), if any, for a fault's `eventId`. */
export function eventOf(path: string): string | undefined {
  const id = /^\/v1\/events\/([^/]+)\//.exec(path)?.[1];
  return id === undefined ? undefined : decodeURIComponent(id);
}

export type ParseResult<T> = { ok: true; value: T } | { ok: false; message: string };

const FAULT_KEYS = new Set([
  'match',
  'eventId',
  'count',
  'latencyMs',
  'drop',
  'status',
  'afterProcessing',
  'retryAfter',
  'body',
  'json',
  'contentType',
  'cors',
  'rateLimitHeaders',
  'redirect',
  'hold',
]);

/** Validates one fault; messages name the offending field so test authors see typos at once. */
export function parseFault(input: unknown, index: number): ParseResult<Fault> {
  const at = `faults[${index}]`;
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    return { ok: false, message: `${at} must be an object` };
  const f = input as Record<string, unknown>;
  for (const key of Object.keys(f))
    if (!FAULT_KEYS.has(key)) return { ok: false, message: `${at}.${key} is not a fault option` };
  const fail = (field: string, expected: string): ParseResult<Fault> => ({
    ok: false,
    message: `${at}.${field} must be ${expected}`,
  });
  if (f.match !== undefined && !FAULT_MATCHES.includes(f.match as FaultMatch))
    return fail('match', FAULT_MATCHES.join(' | '));
  if (f.eventId !== undefined && !(typeof f.eventId === 'string' && f.eventId !== ''))
    return fail('eventId', 'a non-empty string');
  if (f.count !== undefined && !(Number.isInteger(f.count) && (f.count as number) >= 1))
    return fail('count', 'an integer >= 1');
  if (f.latencyMs !== undefined && !(typeof f.latencyMs === 'number' && f.latencyMs >= 0))
    return fail('latencyMs', 'a number >= 0');
  if (f.drop !== undefined && f.drop !== 'before' && f.drop !== 'after') return fail('drop', '"before" or "after"');
  if (
    f.status !== undefined &&
    !(Number.isInteger(f.status) && (f.status as number) >= 200 && (f.status as number) <= 599)
  ) {
    return fail('status', 'an integer from 200 to 599');
  }
  for (const flag of ['afterProcessing', 'cors', 'rateLimitHeaders', 'hold'] as const) {
    if (f[flag] !== undefined && typeof f[flag] !== 'boolean') return fail(flag, 'a boolean');
  }
  for (const text of ['retryAfter', 'contentType'] as const) {
    if (f[text] !== undefined && typeof f[text] !== 'string') return fail(text, 'a string');
  }
  if (f.body !== undefined && !BODY_KINDS.includes(f.body as FaultBodyKind))
    return fail('body', BODY_KINDS.join(' | '));
  if (f.redirect !== undefined && !(typeof f.redirect === 'string' && URL.canParse(f.redirect)))
    return fail('redirect', 'an absolute URL');
  if (f.redirect !== undefined && f.status !== undefined && ![301, 302, 303, 307, 308].includes(f.status as number)) {
    return fail('status', 'a redirect status (301, 302, 303, 307 or 308) with redirect');
  }
  // Every known key was checked above and unknown keys were rejected.
  return { ok: true, value: f };
}

export function parseFaults(input: unknown): ParseResult<Fault[]> {
  const list = typeof input === 'object' && input !== null ? (input as { faults?: unknown }).faults : undefined;
  if (!Array.isArray(list)) return { ok: false, message: 'body must be {"faults": [...]}' };
  const faults: Fault[] = [];
  for (const [index, item] of list.entries()) {
    const parsed = parseFault(item, index);
    if (!parsed.ok) return parsed;
    faults.push(parsed.value);
  }
  return { ok: true, value: faults };
}

/** Whether the fault replaces the response (as opposed to only delaying or dropping). */
export function respondsWith(fault: ActiveFault): boolean {
  return (
    fault.status !== undefined || fault.body !== undefined || fault.json !== undefined || fault.redirect !== undefined
  );
}

function describe(fault: Fault): string {
  const parts: string[] = [];
  if (fault.latencyMs) parts.push(`latency:${fault.latencyMs}ms`);
  if (fault.hold) parts.push('hold');
  if (fault.drop) parts.push(`drop:${fault.drop}`);
  if (fault.status !== undefined || fault.body !== undefined || 'json' in fault) {
    let part = `status:${fault.status ?? (fault.afterProcessing ? 'real' : 200)}`;
    if (fault.body) part += `:${fault.body}`;
    if ('json' in fault) part += ':json';
    if (fault.afterProcessing) part += ':after';
    parts.push(part);
  }
  if (fault.redirect !== undefined) parts.push(`redirect:${fault.status ?? 307}`);
  if (fault.cors === false) parts.push('no-cors');
  if (fault.rateLimitHeaders === false) parts.push('no-rate-limit-headers');
  if (fault.retryAfter !== undefined && fault.status === undefined) parts.push(`retry-after:${fault.retryAfter}`);
  return parts.length > 0 ? parts.join('+') : 'noop';
}

export function activate(fault: Fault, labelPrefix = ''): ActiveFault {
  const active: ActiveFault = {
    label: labelPrefix + describe(fault),
    latencyMs: fault.latencyMs ?? 0,
    afterProcessing: fault.afterProcessing ?? false,
    cors: fault.cors ?? true,
    rateLimitHeaders: fault.rateLimitHeaders ?? true,
    hold: fault.hold ?? false,
  };
  if (fault.drop) active.drop = fault.drop;
  if (fault.status !== undefined) active.status = fault.status;
  if (fault.retryAfter !== undefined) active.retryAfter = fault.retryAfter;
  if (fault.body !== undefined) active.body = fault.body;
  if ('json' in fault) active.json = { value: fault.json };
  if (fault.contentType !== undefined) active.contentType = fault.contentType;
  if (fault.redirect !== undefined) {
    active.redirect = fault.redirect;
    active.status ??= 307;
  }
  return active;
}

interface QueuedFault {
  fault: Fault;
  remaining: number;
}

/** FIFO queue: each matching request takes the first fault whose `match` (and `eventId`, if set) fits. */
export class FaultQueue {
  private items: QueuedFault[] = [];

  push(faults: Fault[]): void {
    for (const fault of faults) this.items.push({ fault, remaining: fault.count ?? 1 });
  }

  clear(): void {
    this.items = [];
  }

  list(): Array<Fault & { remaining: number }> {
    return this.items.map(({ fault, remaining }) => ({ ...fault, remaining }));
  }

  take(operation: Operation, eventId: string | undefined): ActiveFault | undefined {
    const index = this.items.findIndex(
      ({ fault }) =>
        matches(fault.match ?? 'any', operation) && (fault.eventId === undefined || fault.eventId === eventId),
    );
    const item = this.items[index];
    if (!item) return undefined;
    item.remaining -= 1;
    if (item.remaining <= 0) this.items.splice(index, 1);
    return activate(item.fault);
  }
}
