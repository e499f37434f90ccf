/**
 * Retry policy: which failures are retried, how long to wait, and how to read
 * `Retry-After`. Pure functions; the client owns the loop.
 */
import type { FailureKind } from './types.js';

/** Statuses worth retrying automatically: the request did not reach a healthy origin. */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 502 || status === 503 || status === 504;
}

/** The statuses with a kind of their own; any other 4xx is `validation`. */
const KIND_OF_STATUS: Readonly<Record<number, FailureKind>> = {
  401: 'auth',
  403: 'forbidden',
  404: 'not-found',
  410: 'not-found',
  408: 'timeout',
  409: 'conflict',
  429: 'rate-limited',
};

/** The failure kind of an HTTP status (non-2xx). */
export function kindForStatus(status: number): FailureKind {
  if (status >= 500) return 'server';
  if (status >= 400) return KIND_OF_STATUS[status] ?? 'validation';
  // 1xx/3xx reaching us means something between us and the API misbehaved.
  return 'malformed-response';
}

// A server asking for more than a day is treated as a day: the person can reload.
export const MAX_RETRY_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * `Retry-After` as a delay in ms from `now`: delta-seconds or an HTTP date
 * (RFC 9110 §10.2.3). `undefined` when absent or unreadable.
 */
export function parseRetryAfter(value: string | null | undefined, now: number): number | undefined {
  if (value == null) return undefined;
  const trimmed = value.trim();
  if (!trimmed) return undefined;
  if (/^\d+$/.test(trimmed)) return Math.min(Number(trimmed) * 1000, MAX_RETRY_AFTER_MS);
  // Only accept HTTP dates (IMF-fixdate, and the obsolete RFC 850 and asctime forms
  // recipients must still read), not whatever Date.parse is lenient about ("1", "soon").
  if (!/^[a-z]{3,9},? .*\d{1,2}:\d{2}:\d{2}/i.test(trimmed)) return undefined;
  // asctime carries no zone but means GMT; Date.parse would read it as local time.
  const at = Date.parse(/(GMT|UTC|[+-]\d{4})$/i.test(trimmed) ? trimmed : `${trimmed} GMT`);
  if (Number.isNaN(at)) return undefined;
  return Math.min(Math.max(0, at - now), MAX_RETRY_AFTER_MS);
}

/**
 * Exponential backoff with full jitter: a uniformly random delay in
 * [0, min(cap, base·2^(retry-1))]. `retry` counts from 1.
 */
export function backoffDelay(retry: number, random: () => number, baseMs: number, capMs: number): number {
  const grown = baseMs > 0 ? baseMs * 2 ** Math.max(0, retry - 1) : 0;
  const ceiling = Number.isFinite(grown) ? Math.min(capMs, grown) : capMs;
  const r = random();
  const unit = Number.isFinite(r) ? Math.min(Math.max(r, 0), 1) : 0.5;
  return Math.min(ceiling, Math.round(unit * ceiling));
}
