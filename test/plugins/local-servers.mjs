// The local servers of a run: a local API and a stand-in CDN for each engine, the lookup that
// finds the servers of the engine a request comes from, and the plugin that stops them.
import { join } from 'node:path';
import { startApiServer } from '../../demo/api/server.ts';
import { startCdnServer } from '../../demo/cdn-server.ts';

/**
 * Each engine of a run gets a local API and a stand-in CDN of its own, so that no fault, chaos,
 * rate limit, held request or request log of one engine is seen by another, whatever the
 * scheduling: `DELETE /__control/faults` in one engine's beforeEach cannot clear a fault another
 * engine has just queued. The CDN (on a third origin, serving dist/cdn with CORS) is per engine
 * for its held scripts (`/__hold/<token>/`). Resolves to `{ [engine]: { engine, api, cdn, cdnOrigin } }`.
 */
export async function startLocalServers(engines) {
  return Object.fromEntries(
    await Promise.all(
      engines.map(async (engine) => {
        const api = await startApiServer({ port: 0, host: '127.0.0.1' });
        const cdn = await startCdnServer({ root: join(process.cwd(), 'dist', 'cdn') });
        return [engine, { engine, api, cdn, cdnOrigin: cdn.origin }];
      }),
    ),
  );
}

/**
 * The engine a request comes from, by its User-Agent: every request a test page makes (the page
 * itself, its iframes, its fetches) carries its browser's. HeadlessChrome and Chrome say
 * "AppleWebKit" too, so Chrome is matched before WebKit.
 */
function engineOf(userAgent) {
  if (/\bFirefox\//.test(userAgent)) return 'firefox';
  if (/\b(?:HeadlessChrome|Chrome|Chromium)\//.test(userAgent)) return 'chromium';
  if (/\bAppleWebKit\//.test(userAgent)) return 'webkit';
  return undefined;
}

/**
 * The local servers (of `servers`, from startLocalServers()) of the engine that sent this request;
 * throws (a 500 naming the agent) for any other.
 */
export function serversFor(servers, ctx) {
  const userAgent = ctx.get('user-agent');
  const found = servers[engineOf(userAgent)];
  if (!found)
    throw new Error(
      `no local API for the browser "${userAgent}" (engines of this run: ${Object.keys(servers).join(', ')})`,
    );
  return found;
}

/** Stops every server of `servers` when the test runner's server stops. */
export function localServersPlugin(servers) {
  return {
    name: 'local-servers',
    async serverStop() {
      await Promise.all(Object.values(servers).flatMap(({ api, cdn }) => [api.close(), cdn.close()]));
    },
  };
}
