import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './env.js';
import { problem } from './problem.js';
import type { Store } from './store.js';

/** Requires a known, unrevoked `X-API-Key`; 401 otherwise. */
export function authMiddleware(store: Store): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = c.req.header('X-API-Key');
    if (!key) return problem(c, 401, 'missing API key: send it in the X-API-Key header');
    const record = store.apiKeys.get(key);
    if (!record) return problem(c, 401, 'invalid API key');
    if (record.revoked) return problem(c, 401, 'API key has been revoked');
    c.set('apiKey', record);
    await next();
    return undefined;
  };
}

/** Route guard for operations a publishable key may not call. */
export function requireSecretKey(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.get('apiKey').kind !== 'secret') {
      return problem(
        c,
        403,
        'this operation requires a secret key (sk_); publishable keys may only register and identify viewers',
      );
    }
    await next();
    return undefined;
  };
}
