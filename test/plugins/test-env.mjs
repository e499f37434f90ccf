// `/__test-env.js`: the script that gives a test page its environment (window.__TEST_ENV__, read
// by test/helpers/api.ts): its engine's local servers and the demo keys.
import { DEMO_EVENT_ID, DEMO_PUBLISHABLE_KEY, DEMO_SECRET_KEY, REVOKED_KEY } from '../../demo/api/seed.ts';
import { serversFor } from './local-servers.mjs';

/** The environment a test page reads (test/helpers/api.ts): its engine's servers. */
function testEnv({ engine, api, cdnOrigin }) {
  return {
    engine,
    apiOrigin: api.origin,
    baseUrl: api.baseUrl,
    cdnOrigin,
    publishableKey: DEMO_PUBLISHABLE_KEY,
    secretKey: DEMO_SECRET_KEY,
    revokedKey: REVOKED_KEY,
    demoEventId: DEMO_EVENT_ID,
  };
}

/**
 * `/__test-env.js`: sets `window.__TEST_ENV__` for the engine asking. A classic
 * script, so the environment is there before the test framework's module runs; an engine without
 * servers gets a script that throws, so the page fails at once and says why. For the servers of
 * startLocalServers().
 */
export function testEnvMiddleware(servers) {
  return function testEnvScript(ctx, next) {
    if (ctx.path !== '/__test-env.js') return next();
    ctx.type = 'text/javascript';
    ctx.set('Cache-Control', 'no-store');
    try {
      ctx.body = `window.__TEST_ENV__ = ${JSON.stringify(testEnv(serversFor(servers, ctx)))};`;
    } catch (error) {
      ctx.body = `throw new Error(${JSON.stringify(error.message)});`;
    }
    return undefined;
  };
}
