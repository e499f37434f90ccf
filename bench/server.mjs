// The benchmark's own web server: the pages and dist/cdn, gzip-compressed as a CDN serves
// them (compressed once, up front, so compression time is not measured). The pages are built
// here, from one template, so the plain form, the widget page and the pre-rendered page differ
// only in the form (and the pre-rendered page has no placeholder rule: it needs none).
import { createServer } from 'node:http';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const CDN = join(process.cwd(), 'dist', 'cdn');

/** The README's placeholder rule: the element's box before the script has defined it. */
export const PLACEHOLDER_RULE = 'event-register:not(:defined) { display: block; min-block-size: 13.75rem; }';

function page({ title, head = '', form, lang = 'en', placeholder = true }) {
  return `<!doctype html>
<html lang="${lang}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
    ${head}
    <style>
      body { font-family: system-ui, sans-serif; margin: 0 auto; max-inline-size: 40rem; padding: 1rem; line-height: 1.5; }
      ${placeholder ? PLACEHOLDER_RULE : ''}
    </style>
  </head>
  <body>
    <header><h1>Product launch, live</h1><p>Join us online on 3 December for the launch of our new product line.</p></header>
    <main>
      <h2>Register</h2>
      ${form}
      <p class="after">The form above is what is measured; this paragraph is below it, so a layout shift of the form moves it.</p>
    </main>
  </body>
</html>`;
}

/** A hand-written form with the same fields, and no script at all: the lower bound. */
export function plainPage() {
  return page({
    title: 'Benchmark: plain HTML form',
    form: `<form id="register" action="#" method="post">
        <p><label for="email">Email</label><br /><input id="email" name="email" type="email" autocomplete="email" required /></p>
        <p><label for="name">Name (optional)</label><br /><input id="name" name="name" autocomplete="name" /></p>
        <p><button type="submit">Register</button></p>
      </form>`,
  });
}

/** The README's CDN snippet: a module script in the head, the element in the body. */
export function widgetPage({ eventId, apiKey, baseUrl }) {
  return page({
    title: 'Benchmark: <event-register>',
    head: `<script type="module" ${process.env.BENCH_ASYNC ? 'async ' : ''}src="/cdn/event-register.js"></script>`,
    form: `<event-register event-id="${eventId}" api-key="${apiKey}" base-url="${baseUrl}"></event-register>`,
  });
}

/**
 * The page `npx event-register snippet` makes: its output pasted where the form goes (the pinned
 * script, its module preloads, the element with its form rendered in and its styles), from this
 * server's copy of dist/cdn. `styles`: the snippet's default (undefined), or `'link'` (the
 * command's `--link-styles`). No placeholder rule: the form is in the HTML.
 */
export async function prerenderedPage({ eventId, apiKey, baseUrl, origin, styles }) {
  // The server entry, from source (the benchmark runs under tsx); it reads dist/cdn's hashes.
  const { snippet } = await import('../src/server/snippet.ts');
  const form = await snippet({ 'event-id': eventId, 'api-key': apiKey, 'base-url': baseUrl }, { cdn: `${origin}/cdn/`, lang: 'en', styles });
  return page({ title: 'Benchmark: <event-register>, pre-rendered', form, placeholder: false });
}

/** A page that has loaded the widget and has no element yet: the scale and leak runs add them. */
export function listingPage() {
  return page({
    title: 'Benchmark: events listing',
    head: '<script type="module" src="/cdn/event-register.js"></script>',
    form: '<div id="listing"></div>',
  });
}

/** An empty page on the pages' origin: each cold load starts from it, in a renderer already running. */
export function blankPage() {
  return '<!doctype html><html lang="en"><head><meta charset="utf-8" /><title>Benchmark: start</title></head><body></body></html>';
}

function compressed(body, type) {
  return { body: gzipSync(body, { level: 9 }), type };
}

const CDN_TYPES = { '.js': 'text/javascript', '.css': 'text/css' };

/**
 * Starts the server on loopback; `routes(origin)` resolves to a map of a path to a page's HTML
 * (a function of the origin: the pre-rendered page links its CDN files by absolute URL).
 */
export async function startPageServer(routes) {
  const files = new Map();
  for (const file of readdirSync(CDN, { recursive: true }).map(String)) {
    const type = CDN_TYPES[file.slice(file.lastIndexOf('.'))];
    if (type) files.set(`/cdn/${file}`, compressed(readFileSync(join(CDN, file)), type));
  }
  const server = createServer((req, res) => {
    const file = files.get(new URL(req.url ?? '/', 'http://x').pathname);
    if (!file) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': file.type, 'Content-Encoding': 'gzip', 'Content-Length': file.body.length, 'Cache-Control': 'no-cache' });
    res.end(file.body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  // The pages are on localhost and the API on 127.0.0.1: cross-origin, as in production.
  const origin = `http://localhost:${server.address().port}`;
  for (const [path, html] of Object.entries(await routes(origin))) files.set(path, compressed(Buffer.from(html), 'text/html; charset=utf-8'));
  return { origin, close: () => new Promise((resolve) => server.close(resolve)) };
}

/**
 * The local API and the pages, for the investigating tools (trace.mjs, profile.mjs): they
 * load the pages and never submit, so the event ID is made up. `close()` stops both.
 */
export async function startLoadServers() {
  const { startApiServer } = await import('../demo/api/server.ts');
  const { DEMO_LIVE_PUBLISHABLE_KEY } = await import('../demo/api/seed.ts');
  const api = await startApiServer({ port: 0 });
  const widget = { eventId: 'evt_x', apiKey: DEMO_LIVE_PUBLISHABLE_KEY, baseUrl: api.baseUrl };
  const pages = await startPageServer(async (origin) => ({
    '/plain': plainPage(),
    '/widget': widgetPage(widget),
    '/prerendered': await prerenderedPage({ ...widget, origin }),
    '/prerendered-link': await prerenderedPage({ ...widget, origin, styles: 'link' }),
    '/blank': blankPage(),
  }));
  return { origin: pages.origin, close: () => Promise.all([api.close(), pages.close()]) };
}
