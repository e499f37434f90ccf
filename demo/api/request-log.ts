import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './env.js';

export interface LoggedRequest {
  method: string;
  path: string;
  /** Query string including `?`, or "" (so list calls can be told apart). */
  query: string;
  headers: {
    'content-type': string | null;
    'x-api-key': string | null;
    'idempotency-key': string | null;
    origin: string | null;
  };
  body: unknown;
  /** Status sent, or null when the connection was dropped. */
  status: number | null;
  fault: string | null;
  at: string;
}

const MAX_ENTRIES = 2000;

/** The last /v1 requests, oldest first, for tests that assert what a client sent. */
export class RequestLog {
  private entries: LoggedRequest[] = [];

  add(entry: LoggedRequest): void {
    this.entries.push(entry);
    if (this.entries.length > MAX_ENTRIES) this.entries.splice(0, this.entries.length - MAX_ENTRIES);
  }

  list(): LoggedRequest[] {
    return [...this.entries];
  }

  clear(): void {
    this.entries = [];
  }
}

function parseBody(raw: string): unknown {
  if (raw === '') return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

/** Records every non-OPTIONS request; outermost, so it sees faults and drops too. */
export function requestLogMiddleware(log: RequestLog, now: () => number): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') {
      await next();
      return undefined;
    }
    const at = new Date(now()).toISOString();
    const url = new URL(c.req.url);
    // Hono caches the body, so handlers can still read it afterwards.
    const raw = c.req.method === 'GET' || c.req.method === 'HEAD' ? '' : await c.req.text();
    const entry: LoggedRequest = {
      method: c.req.method,
      path: url.pathname,
      query: url.search,
      headers: {
        'content-type': c.req.header('Content-Type') ?? null,
        'x-api-key': c.req.header('X-API-Key') ?? null,
        'idempotency-key': c.req.header('Idempotency-Key') ?? null,
        origin: c.req.header('Origin') ?? null,
      },
      body: parseBody(raw),
      status: null,
      fault: null,
      at,
    };
    try {
      await next();
      entry.status = c.res.status;
    } finally {
      entry.fault = c.get('fault')?.label ?? null;
      log.add(entry);
    }
    return undefined;
  };
}
