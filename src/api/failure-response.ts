/**
 * A non-2xx response made a failure: its kind, its RFC 7807 problem and, for a
 * 429, when to try again. Pure.
 */
import { defined } from './defined.js';
import { parseJson } from './json.js';
import { parseProblem, problemFieldErrors } from './problem.js';
import { readRateLimit, resetTime } from './rate-limit-headers.js';
import { kindForStatus, MAX_RETRY_AFTER_MS, parseRetryAfter } from './retry.js';
import type { ApiFailure, RequestProperty } from './types.js';

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
  const rateLimit = readRateLimit(headers);
  let retryAt: number | undefined;
  if (status === 429) {
    const fromReset = rateLimit?.reset !== undefined ? resetTime(rateLimit.reset, now) - now : undefined;
    const wait =
      parseRetryAfter(headers.get('Retry-After'), now) ??
      // The same one-day cap as Retry-After: a reset sent in ms instead of s must not lock the form for ever.
      (fromReset !== undefined && fromReset > 0 ? Math.min(fromReset, MAX_RETRY_AFTER_MS) : defaultRetryAfterMs);
    retryAt = now + wait;
  }
  return defined({
    kind: kindForStatus(status),
    status,
    fieldErrors: problemFieldErrors(problem, fields),
    title: problem.title,
    detail: problem.detail,
    omittedFieldErrors: problem.omitted,
    retryAt,
    rateLimit,
  });
}
