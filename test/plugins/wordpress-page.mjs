// `/__wordpress/<slug>`: a page the way WordPress serves it, holding the Custom HTML block's
// fixture (test/builders/fixtures/wordpress-custom-html.html) with this engine's servers. Like
// WordPress, it answers 404 to a query with `name`, which WordPress reads as a post slug.
import { readFileSync } from 'node:fs';
import { DEMO_PUBLISHABLE_KEY } from '../../demo/api/seed.ts';
import { serversFor } from './local-servers.mjs';

const fixture = (name) => readFileSync(new URL(`../builders/fixtures/${name}`, import.meta.url), 'utf8');
const integrity = () =>
  JSON.parse(readFileSync(new URL('../../dist/cdn/integrity.json', import.meta.url), 'utf8'))['event-register.js'];

/** The fixture with this run's values in place of its placeholders. */
function block(name, { api, cdnOrigin }, eventId) {
  const values = {
    CDN: `${cdnOrigin}/`,
    INTEGRITY: integrity(),
    EVENT_ID: eventId,
    API_KEY: DEMO_PUBLISHABLE_KEY,
    BASE_URL: api.baseUrl,
  };
  return fixture(name).replace(/\{\{(\w+)\}\}/g, (_, key) => {
    if (!(key in values)) throw new Error(`${name}: no value for {{${key}}}`);
    return values[key];
  });
}

/** For the servers of startLocalServers(). The event is the path's last segment. */
export function wordpressPageMiddleware(servers) {
  return function wordpressPage(ctx, next) {
    if (!ctx.path.startsWith('/__wordpress/')) return next();
    ctx.type = 'html';
    const query = new URLSearchParams(ctx.querystring);
    if (query.has('name')) {
      ctx.status = 404;
      ctx.body = '<!doctype html><html lang="en"><title>Page not found</title><h1>Nothing here</h1></html>';
      return undefined;
    }
    const eventId = decodeURIComponent(ctx.path.slice('/__wordpress/'.length));
    ctx.body = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>Webinar landing page</title></head>
  <body>
    <main class="entry-content"><h1>Join the webinar</h1>
${block('wordpress-custom-html.html', serversFor(servers, ctx), eventId)}
    </main>
  </body>
</html>`;
    return undefined;
  };
}
