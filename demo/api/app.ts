import { Hono } from 'hono';
import { authMiddleware } from './auth.js';
import { controlRoutes } from './control.js';
import { corsUnlessFaulted, openCors } from './cors.js';
import type { AppEnv } from './env.js';
import { eventRoutes } from './event-routes.js';
import { applyFault, selectFault } from './fault-injection.js';
import { ConnectionDroppedError } from './faults.js';
import { idempotencyMiddleware } from './idempotency.js';
import { pageRoutes } from './pages.js';
import { problem } from './problem.js';
import type { RateLimitConfig } from './rate-limit.js';
import { DEFAULT_RATE_LIMIT, rateLimitMiddleware } from './rate-limit.js';
import { requestLogMiddleware } from './request-log.js';
import { createState } from './state.js';
import { viewerRoutes } from './viewer-routes.js';

export type { AppEnv } from './env.js';

export interface ApiOptions {
  /** Requests per fixed window per API key; default 600 per 60 s. */
  rateLimit?: RateLimitConfig;
  /** Clock in ms, injectable so tests can move time. */
  now?: () => number;
  /** Receives one line per request; when omitted only unexpected errors are printed (stderr). */
  log?: (line: string) => void;
  /** How long a `hold` fault keeps a request at most (holds.ts); default 30 s. */
  holdLimitMs?: number;
}

/**
 * The mock Event Viewing Service. Middleware order on /v1, outermost first:
 * request log, fault selection (+ latency, hold), CORS, fault application, rate limit, auth,
 * then per-route idempotency and handlers.
 */
export function createApiApp(options: ApiOptions = {}): Hono {
  const now = options.now ?? Date.now;
  const state = createState(options.rateLimit ?? DEFAULT_RATE_LIMIT, now, options.holdLimitMs);
  // Typed inner app; the plain outer one is the public type and owns the 404/500 handlers.
  const app = new Hono<AppEnv>();

  if (options.log) {
    const log = options.log;
    app.use('*', async (c, next) => {
      const started = performance.now();
      let outcome = 'dropped';
      try {
        await next();
        outcome = String(c.res.status);
      } finally {
        const fault = c.get('fault');
        const ms = Math.round(performance.now() - started);
        log(`${c.req.method} ${c.req.path} ${outcome} ${ms}ms${fault ? ` fault=${fault.label}` : ''}`);
      }
    });
  }

  app.use('/v1/*', requestLogMiddleware(state.requests, now));
  app.use('/v1/*', selectFault(state.faults, state.chaos, state.holds));
  app.use('/v1/*', corsUnlessFaulted());
  app.use('/v1/*', applyFault(state.limiter));
  app.use('/v1/*', rateLimitMiddleware(state.limiter, now));
  app.use('/v1/*', authMiddleware(state.store));

  const idempotent = idempotencyMiddleware(state.idempotency);
  app.post('/v1/events', idempotent);
  app.post('/v1/events/:eventID/register', idempotent);
  app.post('/v1/events/:eventID/identify', idempotent);
  app.route('/v1', eventRoutes(state.store));
  app.route('/v1', viewerRoutes(state.store));

  app.use('/__control/*', openCors());
  app.route('/__control', controlRoutes(state));
  app.route('/', pageRoutes(state.store));

  const outer = new Hono();
  outer.route('/', app);
  outer.notFound((c) => problem(c, 404, `no route for ${c.req.method} ${c.req.path}`));
  outer.onError((error, c) => {
    // A dropped connection must stay an error so nothing is written to the socket.
    if (error instanceof ConnectionDroppedError) throw error;
    // Unexpected failures are always reported, so a bug never hides behind a bare 500.
    (options.log ?? console.error)(`error: ${error.stack ?? error.message}`);
    return problem(c, 500, 'internal server error');
  });
  return outer;
}
