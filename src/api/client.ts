/**
 * The HTTP client for the viewer operations: headers, timeouts, retries with
 * backoff, rate limits and idempotency. Knows nothing of the DOM or Lit; the
 * element turns its results into UI and events.
 */
import { parseJson } from './json.js';
import { parseProblem, problemFieldErrors } from './problem.js';
import { parseIdentifyResponse, parseRegisterResponse } from './responses.js';
import { operationUrl } from './urls.js';
import { backoffDelay, isRetryableStatus, kindForStatus, MAX_RETRY_AFTER_MS, parseRetryAfter } from './retry.js';
import type {
  ApiFailure,
  ApiResult,
  IdentifyRequest,
  IdentifyResponse,
  RateLimitInfo,
  RegisterRequest,
  RegisterResponse,
  RequestProperty,
  ViewerOperation,
} from './types.js';
import { REQUEST_PROPERTIES } from './types.js';

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

type Parser<T> = (json: unknown) => T | undefined;

function readRateLimit(headers: Headers): RateLimitInfo | undefined {
  const read = (name: string): number | undefined => {
    const value = headers.get(name);
    if (value === null || !/^\s*\d+(\.\d+)?\s*$/.test(value)) return undefined;
    return Number(value);
  };
  const info: RateLimitInfo = {};
  const limit = read('X-RateLimit-Limit');
  const remaining = read('X-RateLimit-Remaining');
  const reset = read('X-RateLimit-Reset');
  if (limit !== undefined) info.limit = limit;
  if (remaining !== undefined) info.remaining = remaining;
  if (reset !== undefined) info.reset = reset;
  return Object.keys(info).length ? info : undefined;
}

/**
 * `X-RateLimit-Reset` as epoch ms. The spec says a Unix timestamp in seconds; a value too large
 * for that (after the year 5000) is the common bug of sending milliseconds, and one too small to
 * be a date (before 2001) is a delay in seconds, as some servers send it.
 */
export function resetTime(reset: number, now: number): number {
  if (reset > 1e11) return reset;
  if (reset < 1e9) return now + reset * 1000;
  return reset * 1000;
}

function withRateLimit(failure: ApiFailure, rateLimit: RateLimitInfo | undefined): ApiFailure {
  return rateLimit ? { ...failure, rateLimit } : failure;
}

/** Turns a non-2xx response into a failure. Pure; exported for tests. */
export function failureFromResponse(
  status: number,
  headers: Headers,
  body: string,
  fields: readonly RequestProperty[],
  now: number,
  defaultRetryAfterMs = 5000,
): ApiFailure {
  const problem = parseProblem(parseJson(body));
  const failure: ApiFailure = { kind: kindForStatus(status), status, fieldErrors: problemFieldErrors(problem, fields) };
  if (problem.title !== undefined) failure.title = problem.title;
  if (problem.detail !== undefined) failure.detail = problem.detail;
  if (problem.omitted) failure.omittedFieldErrors = problem.omitted;
  if (status === 429) {
    const rateLimit = readRateLimit(headers);
    const fromReset = rateLimit?.reset !== undefined ? resetTime(rateLimit.reset, now) - now : undefined;
    const wait =
      parseRetryAfter(headers.get('Retry-After'), now) ??
      // The same one-day cap as Retry-After: a reset sent in ms instead of s must not lock the form for ever.
      (fromReset !== undefined && fromReset > 0 ? Math.min(fromReset, MAX_RETRY_AFTER_MS) : defaultRetryAfterMs);
    failure.retryAt = now + wait;
  }
  return withRateLimit(failure, readRateLimit(headers));
}

function abortError(signal: AbortSignal): Error {
  return signal.reason instanceof Error ? signal.reason : new DOMException('The operation was aborted.', 'AbortError');
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError(signal));
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(abortError(signal!));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** One HTTP attempt. Rejects only when `signal` (the caller's) aborts. */
async function attempt<T>(
  options: ClientOptions,
  url: string,
  body: string,
  call: CallOptions,
  fields: readonly RequestProperty[],
  parse: Parser<T>,
): Promise<ApiResult<T>> {
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const controller = new AbortController();
  let request: Request;
  try {
    // Built apart from sending: a header value fetch cannot send (a curly quote or a zero-width
    // space in the key) or credentials in the URL throw here, and that is the integrator's
    // mistake, never a network failure to retry.
    request = new Request(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json, application/problem+json',
        'X-API-Key': options.apiKey,
        'Idempotency-Key': call.idempotencyKey,
      },
      body,
      signal: controller.signal,
      // No cookies: the key is the credential, and the API is on another origin.
      credentials: 'omit',
      cache: 'no-store',
      mode: 'cors',
      // Never followed: a redirect would replay the key and the person's details to wherever it
      // points. 'manual' rather than 'error', so that a redirect is told apart from a network failure.
      redirect: 'manual',
    });
  } catch (error) {
    return {
      ok: false,
      failure: { kind: 'config', fieldErrors: [], detail: `the request could not be built: ${errorMessage(error)}` },
    };
  }
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onCallerAbort = (): void => controller.abort();
  call.signal?.addEventListener('abort', onCallerAbort, { once: true });
  // WebKit does not always reject a fetch that is aborted while the server holds the request. The
  // fetch then stays pending until the server lets go, and the form would stay in "submitting" long
  // after its timeout (test/browser/server-errors/resilience.test.ts). So the abort is raced against
  // the fetch rather than left to it. The race also takes in a late rejection of the fetch, so none
  // goes unhandled.
  const aborted = new Promise<never>((_, reject) => (controller.signal.onabort = reject));
  try {
    const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
    const response = await Promise.race([doFetch(request), aborted]);
    if (response.type === 'opaqueredirect') return { ok: false, failure: { kind: 'redirect', fieldErrors: [] } };
    // Reading the body is covered by the same timeout: a stalled stream is a timeout too.
    const text = await Promise.race([response.text(), aborted]);
    const rateLimit = readRateLimit(response.headers);
    if (response.ok) {
      const data = parse(parseJson(text));
      if (data === undefined) {
        return {
          ok: false,
          failure: withRateLimit({ kind: 'malformed-response', status: response.status, fieldErrors: [] }, rateLimit),
        };
      }
      return rateLimit
        ? { ok: true, status: response.status, data, rateLimit }
        : { ok: true, status: response.status, data };
    }
    return {
      ok: false,
      failure: failureFromResponse(response.status, response.headers, text, fields, now(), options.defaultRetryAfterMs),
    };
  } catch {
    if (call.signal?.aborted) throw abortError(call.signal);
    if (timedOut) return { ok: false, failure: { kind: 'timeout', fieldErrors: [] } };
    const offline = (options.isOnline ?? defaultIsOnline)() === false;
    return {
      ok: false,
      failure: offline ? { kind: 'network', fieldErrors: [], offline } : { kind: 'network', fieldErrors: [] },
    };
  } finally {
    clearTimeout(timer);
    call.signal?.removeEventListener('abort', onCallerAbort);
  }
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function defaultIsOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

function isRetryable(failure: ApiFailure): boolean {
  if (failure.kind === 'network') return !failure.offline;
  return failure.status !== undefined && isRetryableStatus(failure.status);
}

/**
 * POSTs a viewer operation, retrying what is safe to retry with the same
 * idempotency key, and resolves with the final outcome. Never rejects except
 * when `call.signal` aborts.
 */
export async function postViewerOperation<T>(
  options: ClientOptions,
  operation: ViewerOperation,
  eventId: string,
  requestBody: object,
  call: CallOptions,
  parse: Parser<T>,
): Promise<ApiResult<T>> {
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const maxAttempts = Math.max(1, options.maxAttempts ?? 3);
  const maxRateLimitWaits = options.maxRateLimitWaits ?? 3;
  const autoMax = options.autoRetryAfterMaxMs ?? 10_000;
  let url: string;
  try {
    url = operationUrl(options.baseUrl, eventId, operation);
  } catch (error) {
    return {
      ok: false,
      failure: {
        kind: 'config',
        fieldErrors: [],
        detail: `the request URL could not be built: ${errorMessage(error)}`,
      },
    };
  }
  const body = JSON.stringify(requestBody);
  const fields = REQUEST_PROPERTIES[operation];
  let failedAttempts = 0;
  let rateLimitWaits = 0;
  for (;;) {
    if (call.signal?.aborted) throw abortError(call.signal);
    if ((options.isOnline ?? defaultIsOnline)() === false) {
      return { ok: false, failure: { kind: 'network', fieldErrors: [], offline: true } };
    }
    const result = await attempt(options, url, body, call, fields, parse);
    if (result.ok) return result;
    const { failure } = result;
    if (failure.kind === 'rate-limited' && failure.retryAt !== undefined) {
      const wait = failure.retryAt - now();
      if (wait > autoMax || rateLimitWaits >= maxRateLimitWaits) return result;
      rateLimitWaits += 1;
      call.onWait?.({ reason: 'rate-limited', until: failure.retryAt, attempt: failedAttempts + rateLimitWaits + 1 });
      await sleep(Math.max(0, wait), call.signal);
      continue;
    }
    failedAttempts += 1;
    if (!isRetryable(failure) || failedAttempts >= maxAttempts) return result;
    const delay = backoffDelay(failedAttempts, random, options.retryBaseMs ?? 500, options.retryCapMs ?? 8000);
    call.onWait?.({ reason: 'retry', until: now() + delay, attempt: failedAttempts + rateLimitWaits + 1 });
    await sleep(delay, call.signal);
  }
}

export function register(
  options: ClientOptions,
  eventId: string,
  body: RegisterRequest,
  call: CallOptions,
): Promise<ApiResult<RegisterResponse>> {
  return postViewerOperation(options, 'register', eventId, body, call, parseRegisterResponse);
}

export function identify(
  options: ClientOptions,
  eventId: string,
  body: IdentifyRequest,
  call: CallOptions,
): Promise<ApiResult<IdentifyResponse>> {
  return postViewerOperation(options, 'identify', eventId, body, call, parseIdentifyResponse);
}
