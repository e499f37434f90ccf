/**
 * The client's options and a call's options: what the widget passes to each
 * viewer operation, and the wait it is told about between attempts.
 */

export interface ClientOptions {
  /** API root including the version segment, e.g. `https://api.example.com/v1`. */
  baseUrl: string;
  /** A publishable key (`pk_…`). The client does not check it; the element does. */
  apiKey: string;
  /** Per-attempt timeout in ms. */
  timeoutMs: number;
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
