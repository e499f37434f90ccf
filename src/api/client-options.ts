/**
 * The client's options and a call's options: what the widget passes to each
 * viewer operation, and the wait it is told about between attempts.
 */

export interface ClientOptions {
  /** API root including the version segment, e.g. `https://api.example.com/v1`. */
  baseUrl: string;
  /** A publishable key (`pk_…`). The client does not check it; the element does. */
  apiKey: string;
  /** Per-attempt timeout in ms (default 15 000). */
  timeoutMs?: number;
  /** Attempts in all for network errors and 408/502/503/504 (default 3). */
  maxAttempts?: number;
  /** Automatic waits on 429 before giving up (default 3). */
  maxRateLimitWaits?: number;
  /** A 429 asking for at most this many ms is waited out automatically (default 10 000). */
  autoRetryAfterMaxMs?: number;
  /** Wait on 429 without `Retry-After` (default 5 000). */
  defaultRetryAfterMs?: number;
  /** Backoff base and cap in ms (default 500 and 8 000). */
  retryBaseMs?: number;
  retryCapMs?: number;
  // Injection points for unit tests of pure timing; the widget uses the defaults.
  fetch?: typeof fetch;
  random?: () => number;
  now?: () => number;
  isOnline?: () => boolean;
}

/** Why the client is waiting before its next attempt. */
export interface WaitInfo {
  reason: 'rate-limited' | 'retry';
  /** Epoch ms of the next attempt. */
  until: number;
  /** The attempt that will follow, counting from 1. */
  attempt: number;
}

export interface CallOptions {
  idempotencyKey: string;
  /** Aborting rejects the call with the signal's reason (an `AbortError`). */
  signal?: AbortSignal;
  onWait?: (wait: WaitInfo) => void;
}

/** Reads a 2xx response's JSON into the operation's result, or `undefined` when it is malformed. */
export type Parser<T> = (json: unknown) => T | undefined;
