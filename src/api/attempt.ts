/**
 * One HTTP attempt of a viewer operation: the request built, sent under its
 * timeout and read into a result. The retry loop (client.ts) shares its two
 * helpers: an error's message and whether the browser says it is online.
 */
import { abortError } from './abort.js';
import type { CallOptions, ClientOptions, Parser } from './client-options.js';
import { defined } from './defined.js';
import { failureFromResponse } from './failure-response.js';
import { parseJson } from './json.js';
import { readRateLimit } from './rate-limit-headers.js';
import type { ApiResult, RequestProperty } from './types.js';

/** One HTTP attempt. Rejects only when `signal` (the caller's) aborts. */
export async function attempt<T>(
  options: ClientOptions,
  url: string,
  body: string,
  call: CallOptions,
  fields: readonly RequestProperty[],
  parse: Parser<T>,
): Promise<ApiResult<T>> {
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
  }, options.timeoutMs);
  const onCallerAbort = (): void => controller.abort();
  call.signal?.addEventListener('abort', onCallerAbort, { once: true });
  // WebKit does not always reject a fetch that is aborted while the server holds the request. The
  // fetch then stays pending until the server lets go, and the form would stay in "submitting" long
  // after its timeout (test/browser/server-errors/resilience.test.ts). So the abort is raced against
  // the fetch rather than left to it. The race also takes in a late rejection of the fetch, so none
  // goes unhandled.
  const aborted = new Promise<never>((_, reject) => (controller.signal.onabort = reject));
  try {
    const response = await Promise.race([fetch(request), aborted]);
    if (response.type === 'opaqueredirect') return { ok: false, failure: { kind: 'redirect', fieldErrors: [] } };
    // Reading the body is covered by the same timeout: a stalled stream is a timeout too.
    const text = await Promise.race([response.text(), aborted]);
    const rateLimit = readRateLimit(response.headers);
    if (response.ok) {
      const data = parse(parseJson(text));
      if (data === undefined) {
        return {
          ok: false,
          failure: defined({ kind: 'malformed-response', status: response.status, fieldErrors: [], rateLimit }),
        };
      }
      return defined({ ok: true as const, status: response.status, data, rateLimit });
    }
    return {
      ok: false,
      failure: failureFromResponse(response.status, response.headers, text, fields, Date.now()),
    };
  } catch {
    if (call.signal?.aborted) throw abortError(call.signal);
    if (timedOut) return { ok: false, failure: { kind: 'timeout', fieldErrors: [] } };
    const offline = !isOnline();
    return {
      ok: false,
      failure: { kind: 'network', fieldErrors: [], ...(offline && { offline }) },
    };
  } finally {
    clearTimeout(timer);
    call.signal?.removeEventListener('abort', onCallerAbort);
  }
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}
