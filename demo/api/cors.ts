import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import type { AppEnv } from './env.js';

/** Open CORS for any origin, without credentials (keys travel in a header, not cookies). */
export function openCors(): MiddlewareHandler<AppEnv> {
  return cors({
    // Echo the caller's origin; `*` for clients that send none.
    origin: (origin) => origin || '*',
    allowMethods: ['GET', 'POST', 'DELETE', 'OPTIONS'],
    allowHeaders: ['Content-Type', 'X-API-Key', 'Idempotency-Key'],
    exposeHeaders: [
      'Retry-After',
      'X-RateLimit-Limit',
      'X-RateLimit-Remaining',
      'X-RateLimit-Reset',
      'Idempotent-Replayed',
    ],
    maxAge: 600,
  });
}

/** CORS unless this request's fault simulates a gateway that drops the CORS headers. */
export function corsUnlessFaulted(): MiddlewareHandler<AppEnv> {
  const withCors = openCors();
  return async (c, next) => {
    if (c.req.method !== 'OPTIONS' && c.get('fault')?.cors === false) {
      await next();
      return undefined;
    }
    return withCors(c, next);
  };
}
