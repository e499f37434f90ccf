// `/__builder/<tool>/<fixture>?event=<id>`: a page the way a site builder publishes it, holding
// one of the fixtures of test/builders/fixtures/ (the exact text its recipe in docs/builders/
// tells the marketer to paste), with this engine's servers in place of its placeholders.
// `wordpress` answers 404 to a query with `name`, which WordPress reads as a post slug.
import { readFileSync } from 'node:fs';
import { DEMO_PUBLISHABLE_KEY } from '../../demo/api/seed.ts';
import { serversFor } from './local-servers.mjs';

const integrity = () => JSON.parse(readFileSync(new URL('../../dist/cdn/integrity.json', import.meta.url), 'utf8'));

/** A fixture with this run's values in place of its placeholders; an unknown placeholder throws. */
export function fixtureWithValues(name, { api, cdnOrigin }, eventId) {
  const hashes = integrity();
  const values = {
    CDN: `${cdnOrigin}/`,
    INTEGRITY_MODULE: hashes['event-register.js'],
    INTEGRITY_IIFE: hashes['event-register.iife.js'],
    EVENT_ID: eventId,
    API_KEY: DEMO_PUBLISHABLE_KEY,
    BASE_URL: api.baseUrl,
  };
  const text = readFileSync(new URL(`../builders/fixtures/${name}`, import.meta.url), 'utf8');
  return text.replace(/\{\{(\w+)\}\}/g, (_, key) => {
    if (!(key in values)) throw new Error(`${name}: no value for {{${key}}}`);
    return values[key];
  });
}

/** For the servers of startLocalServers(). */
export function builderPagesMiddleware(servers) {
  return function builderPage(ctx, next) {
    const match = /^\/__builder\/(\w+)\/([\w.-]+\.html)$/.exec(ctx.path);
    if (!match) return next();
    const [, tool, fixture] = match;
    const query = new URLSearchParams(ctx.querystring);
    ctx.type = 'html';
    if (tool === 'wordpress' && query.has('name')) {
      ctx.status = 404;
      ctx.body = '<!doctype html><html lang="en"><title>Page not found</title><h1>Nothing here</h1></html>';
      return undefined;
    }
    ctx.body = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>Webinar landing page</title></head>
  <body>
    <main><h1>Join the webinar</h1>
${fixtureWithValues(fixture, serversFor(servers, ctx), query.get('event') ?? '')}
    </main>
  </body>
</html>`;
    return undefined;
  };
}
