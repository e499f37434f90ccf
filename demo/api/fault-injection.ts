import type { Context, MiddlewareHandler } from 'hono';
import type { Chaos } from './chaos.js';
import type { AppEnv } from './env.js';
import type { ActiveFault, FaultQueue } from './faults.js';
import { ConnectionDroppedError, eventOf, operationOf, respondsWith } from './faults.js';
import type { HeldRequests } from './holds.js';
import { PROBLEM_CONTENT_TYPE, problemDocument, statusTitle } from './problem.js';
import type { RateLimiter } from './rate-limit.js';
import { RATE_LIMIT_HEADER_NAMES, rateLimitBucket, rateLimitHeaders } from './rate-limit.js';

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

// Statuses whose responses may not carry a body (the Response constructor throws otherwise).
const NULL_BODY_STATUSES = new Set([204, 205, 304]);

/** Picks this request's fault (queue first, then chaos) and applies its latency and hold before anything else. */
export function selectFault(queue: FaultQueue, chaos: Chaos, holds: HeldRequests): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') {
      await next();
      return undefined;
    }
    const operation = operationOf(c.req.method, c.req.path);
    const eventId = eventOf(c.req.path);
    const fault = queue.take(operation, eventId) ?? chaos.draw(operation);
    c.set('fault', fault);
    if (fault && fault.latencyMs > 0) await sleep(fault.latencyMs);
    if (fault?.hold) {
      // The response's 'close' before it was sent: the client went away (Node bindings only).
      const outgoing = c.env?.outgoing;
      const end = await holds.hold(
        { method: c.req.method, path: c.req.path, eventId: eventId ?? null, operation },
        outgoing ? (closed) => outgoing.once('close', closed) : undefined,
      );
      // A hold nobody released shows in the request log: the test forgot its release.
      if (end === 'expired') c.set('fault', { ...fault, label: `${fault.label}:expired` });
    }
    await next();
    return undefined;
  };
}

/** Destroys the client's socket (when served over Node) and aborts the response. */
function drop(c: Context<AppEnv>, when: 'before' | 'after'): never {
  // Optional chaining: `app.request()` in tests has no Node bindings; the thrown error
  // then rejects the in-process request much as fetch rejects on a reset socket.
  c.env?.incoming?.socket?.destroy();
  throw new ConnectionDroppedError(when);
}

function injectedBody(url: string, status: number, fault: ActiveFault): { body: string; contentType: string } {
  if (fault.json)
    return { body: JSON.stringify(fault.json.value) ?? '', contentType: fault.contentType ?? PROBLEM_CONTENT_TYPE };
  const problemJson = JSON.stringify(problemDocument(url, status, `injected fault: ${status} ${statusTitle(status)}`));
  const kinds = {
    problem: { body: problemJson, contentType: PROBLEM_CONTENT_TYPE },
    html: {
      body: `<!doctype html><html><head><title>${status} ${statusTitle(status)}</title></head><body><center><h1>${status} ${statusTitle(status)}</h1></center><hr><center>nginx</center></body></html>`,
      contentType: 'text/html; charset=utf-8',
    },
    empty: { body: '', contentType: 'application/json' },
    truncated: { body: problemJson.slice(0, Math.floor(problemJson.length / 2)), contentType: 'application/json' },
    'not-json': { body: `${status} ${statusTitle(status)}: upstream error`, contentType: 'application/json' },
  };
  const chosen = kinds[fault.body ?? 'problem'];
  return { body: chosen.body, contentType: fault.contentType ?? chosen.contentType };
}

function injectedResponse(
  c: Context<AppEnv>,
  fault: ActiveFault,
  status: number,
  extraHeaders: Record<string, string>,
): Response {
  // A gateway or a moved API answering with a redirect: a client that followed it would resend the POST there.
  if (fault.redirect !== undefined)
    return new Response(null, { status, headers: { ...extraHeaders, Location: fault.redirect } });
  const { body, contentType } = injectedBody(c.req.url, status, fault);
  const headers: Record<string, string> = { ...extraHeaders, 'Content-Type': contentType };
  if (fault.retryAfter !== undefined) headers['Retry-After'] = fault.retryAfter;
  return new Response(NULL_BODY_STATUSES.has(status) ? null : body, { status, headers });
}

/**
 * Applies the chosen fault around the real pipeline (rate limit, auth, handlers).
 * Short-circuited responses do not count against the rate limit: a failing gateway
 * in front of the service would not reach its limiter either.
 */
export function applyFault(limiter: RateLimiter): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const fault = c.get('fault');
    if (!fault || c.req.method === 'OPTIONS') {
      await next();
      return undefined;
    }
    if (fault.drop === 'before') drop(c, 'before');

    if (respondsWith(fault) && !fault.afterProcessing) {
      const limits = fault.rateLimitHeaders
        ? rateLimitHeaders(limiter.peek(rateLimitBucket(c.req.header('X-API-Key'))))
        : {};
      return injectedResponse(c, fault, fault.status ?? 200, limits);
    }

    await next();

    if (fault.drop === 'after') drop(c, 'after');

    if (respondsWith(fault)) {
      const real = c.res;
      const carried: Record<string, string> = {};
      real.headers.forEach((value, name) => {
        const lower = name.toLowerCase();
        if (lower.startsWith('access-control-') || lower === 'vary') carried[name] = value;
        if (fault.rateLimitHeaders && lower.startsWith('x-ratelimit-')) carried[name] = value;
      });
      // Clear first: assigning over an existing response would merge all its headers.
      c.res = undefined;
      c.res = injectedResponse(c, fault, fault.status ?? real.status, carried);
      return undefined;
    }

    if (fault.retryAfter !== undefined) c.res.headers.set('Retry-After', fault.retryAfter);
    if (!fault.rateLimitHeaders) for (const name of RATE_LIMIT_HEADER_NAMES) c.res.headers.delete(name);
    return undefined;
  };
}
