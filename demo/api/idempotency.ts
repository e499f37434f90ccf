import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './env.js';
import { problem } from './problem.js';

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
const MAX_KEY_LENGTH = 255;

interface StoredResponse {
  fingerprint: string;
  storedAt: number;
  status: number;
  contentType: string | null;
  body: string;
}

interface PendingRequest {
  fingerprint: string;
  done: Promise<void>;
}

type Entry = StoredResponse | PendingRequest;

/** Responses remembered per (API key, Idempotency-Key). */
export class IdempotencyStore {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly now: () => number) {}

  clear(): void {
    this.entries.clear();
  }

  get(scope: string): Entry | undefined {
    const entry = this.entries.get(scope);
    if (entry && 'storedAt' in entry && this.now() - entry.storedAt >= IDEMPOTENCY_TTL_MS) {
      this.entries.delete(scope);
      return undefined;
    }
    return entry;
  }

  markPending(scope: string, fingerprint: string, done: Promise<void>): void {
    this.entries.set(scope, { fingerprint, done });
  }

  remember(scope: string, response: Omit<StoredResponse, 'storedAt'>): void {
    this.entries.set(scope, { ...response, storedAt: this.now() });
  }

  delete(scope: string): void {
    this.entries.delete(scope);
  }
}

/** Responses that say nothing about the request's outcome are not remembered. */
function isStorable(status: number): boolean {
  return status !== 401 && status !== 403 && status !== 429 && status < 500;
}

/** Same JSON in a different key order or spacing counts as the same body. */
function canonicalBody(raw: string): string {
  try {
    return JSON.stringify(sortKeys(JSON.parse(raw) as unknown));
  } catch {
    return raw;
  }
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, sortKeys(v)]),
    );
  }
  return value;
}

function keyProblem(
  c: Parameters<typeof problem>[0],
  key: string,
  message: string,
  detail = 'validation failed',
): Response {
  return problem(c, 422, detail, [{ message, location: 'header.Idempotency-Key', value: key }]);
}

/**
 * Replays the stored response for a repeated Idempotency-Key. Runs after auth,
 * so the scope is always a valid API key. A concurrent repeat waits for the first.
 */
export function idempotencyMiddleware(store: IdempotencyStore): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = c.req.header('Idempotency-Key');
    if (!key) {
      await next();
      return undefined;
    }
    if ([...key].length > MAX_KEY_LENGTH) return keyProblem(c, key, `expected length <= ${MAX_KEY_LENGTH}`);

    const scope = `${c.get('apiKey').key}\n${key}`;
    const fingerprint = `${c.req.method} ${c.req.path}\n${canonicalBody(await c.req.text())}`;

    let entry = store.get(scope);
    while (entry && 'done' in entry) {
      await entry.done;
      entry = store.get(scope);
    }
    if (entry) {
      if (entry.fingerprint !== fingerprint) {
        const message = 'idempotency key already used for a different request';
        return keyProblem(c, key, message, message);
      }
      const headers: Record<string, string> = { 'Idempotent-Replayed': 'true' };
      if (entry.contentType) headers['Content-Type'] = entry.contentType;
      return new Response(entry.body, { status: entry.status, headers });
    }

    let finish = (): void => undefined;
    store.markPending(scope, fingerprint, new Promise<void>((resolve) => (finish = resolve)));
    try {
      await next();
      if (isStorable(c.res.status)) {
        store.remember(scope, {
          fingerprint,
          status: c.res.status,
          contentType: c.res.headers.get('Content-Type'),
          body: await c.res.clone().text(),
        });
      } else {
        store.delete(scope);
      }
    } catch (error) {
      store.delete(scope);
      throw error;
    } finally {
      finish();
    }
    return undefined;
  };
}
