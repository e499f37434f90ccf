/**
 * The HTTP client for the viewer operations: headers, timeouts, retries with
 * backoff, rate limits and idempotency. Knows nothing of the DOM or Lit; the
 * element turns its results into UI and events. This module holds the retry
 * loop; one attempt is in attempt.ts.
 */
import { abortError, sleep } from './abort.js';
import { attempt, errorMessage, isOnline } from './attempt.js';
import type { CallOptions, ClientOptions, Parser } from './client-options.js';
import { operationUrl } from './urls.js';
import { backoffDelay, isRetryableStatus } from './retry.js';
import type { ApiFailure, ApiResult } from './types.js';
import type { Mode } from '../public-types.js';
import { REQUEST_PROPERTIES } from './types.js';

/** Attempts in all for network errors and 408/502/503/504. */
const MAX_ATTEMPTS = 3;
/** Automatic waits on 429 before giving up. */
const MAX_RATE_LIMIT_WAITS = 3;
/** A 429 asking for at most this many ms is waited out automatically. */
const AUTO_RETRY_AFTER_MAX_MS = 10_000;
/** Backoff base and cap in ms. */
const RETRY_BASE_MS = 500;
const RETRY_CAP_MS = 8000;

function isRetryable(failure: ApiFailure): boolean {
  if (failure.kind === 'network') return !failure.offline;
  return failure.status !== undefined && isRetryableStatus(failure.status);
}

/**
 * POSTs a viewer operation, retrying what is safe to retry with the same
 * idempotency key, and resolves with the final outcome. Never rejects except
 * when `call.signal` aborts.
 */
export async function postModeRequest<T>(
  options: ClientOptions,
  operation: Mode,
  eventId: string,
  requestBody: object,
  call: CallOptions,
  parse: Parser<T>,
): Promise<ApiResult<T>> {
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
    if (!isOnline()) {
      return { ok: false, failure: { kind: 'network', fieldErrors: [], offline: true } };
    }
    const result = await attempt(options, url, body, call, fields, parse);
    if (result.ok) return result;
    const { failure } = result;
    if (failure.kind === 'rate-limited' && failure.retryAt !== undefined) {
      const wait = failure.retryAt - Date.now();
      if (wait > AUTO_RETRY_AFTER_MAX_MS || rateLimitWaits >= MAX_RATE_LIMIT_WAITS) return result;
      rateLimitWaits += 1;
      call.onWait?.({ reason: 'rate-limited', until: failure.retryAt, attempt: failedAttempts + rateLimitWaits + 1 });
      await sleep(Math.max(0, wait), call.signal);
      continue;
    }
    failedAttempts += 1;
    if (!isRetryable(failure) || failedAttempts >= MAX_ATTEMPTS) return result;
    const delay = backoffDelay(failedAttempts, Math.random, RETRY_BASE_MS, RETRY_CAP_MS);
    call.onWait?.({ reason: 'retry', until: Date.now() + delay, attempt: failedAttempts + rateLimitWaits + 1 });
    await sleep(delay, call.signal);
  }
}
