// @web/test-runner configuration. Run through `node --import tsx` (see
// package.json) so this file can start the local API, which is TypeScript.
//
// The widget's tests talk to a real HTTP server on another origin: the page is
// served from http://localhost:<wtr port>, the API from http://127.0.0.1:<port>,
// so CORS, preflights, headers and bodies are exercised for real.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';
import { CHROME_HELP, findChrome } from './scripts/browsers.mjs';
import { startApiServer } from './demo/api/server.ts';
import { DEMO_EVENT_ID, DEMO_PUBLISHABLE_KEY, DEMO_SECRET_KEY, REVOKED_KEY } from './demo/api/seed.ts';

const api = await startApiServer({ port: 0, host: '127.0.0.1' });

// A stand-in CDN on a third origin, serving the built bundle (dist/cdn) with CORS.
const cdnRoot = join(process.cwd(), 'dist', 'cdn');
const cdn = createServer(async (req, res) => {
  const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
  try {
    const body = await readFile(join(cdnRoot, path));
    res.writeHead(200, {
      'Content-Type': extname(path) === '.js' ? 'text/javascript; charset=utf-8' : 'application/octet-stream',
      'Access-Control-Allow-Origin': '*',
    });
    res.end(body);
  } catch {
    res.writeHead(404, { 'Access-Control-Allow-Origin': '*' }).end('not found (run npm run build first)');
  }
});
await new Promise((resolve) => cdn.listen(0, '127.0.0.1', resolve));
const cdnOrigin = `http://127.0.0.1:${cdn.address().port}`;

const testEnv = {
  apiOrigin: api.origin,
  baseUrl: api.baseUrl,
  cdnOrigin,
  publishableKey: DEMO_PUBLISHABLE_KEY,
  secretKey: DEMO_SECRET_KEY,
  revokedKey: REVOKED_KEY,
  demoEventId: DEMO_EVENT_ID,
};

// Pages served with a strict Content-Security-Policy, for the CSP tests.
const STRICT_CSP = [
  "default-src 'none'",
  `script-src 'self' ${cdnOrigin}`,
  "style-src 'self'",
  `connect-src ${api.origin}`,
  "img-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "object-src 'none'",
  "require-trusted-types-for 'script'",
].join('; ');

function cspPage(query) {
  const attrs = `event-id="${query.get('event') ?? ''}" api-key="${query.get('key') ?? ''}" base-url="${api.baseUrl}"`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Strict CSP host page</title>
<script src="/test/pages/csp-probe.js"></script>
<script type="module" src="${cdnOrigin}/event-register.js"></script>
</head>
<body><event-register ${attrs}></event-register></body>
</html>`;
}

function cspMiddleware(ctx, next) {
  if (ctx.path !== '/__strict-csp-page') return next();
  ctx.set('Content-Security-Policy', STRICT_CSP);
  ctx.type = 'html';
  ctx.body = cspPage(new URLSearchParams(ctx.querystring));
  return undefined;
}

const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

function browsers() {
  const chrome = findChrome();
  if (!chrome) throw new Error(CHROME_HELP);
  return [chromeLauncher({ launchOptions: { executablePath: chrome, headless: true, args: CHROME_FLAGS } })];
}

export default {
  files: ['test/**/*.test.ts', '!test/api-server/**'],
  nodeResolve: true,
  concurrency: 1,
  rootDir: '.',
  testsFinishTimeout: 240_000,
  testFramework: { config: { timeout: 20_000 } },
  browsers: browsers(),
  middleware: [cspMiddleware],
  plugins: [
    esbuildPlugin({ ts: true, tsconfig: './tsconfig.json', target: 'es2021' }),
    {
      name: 'local-servers',
      async serverStop() {
        await api.close();
        await new Promise((resolve) => cdn.close(resolve));
      },
    },
  ],
  testRunnerHtml: (testFramework) => `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><script>window.__TEST_ENV__ = ${JSON.stringify(testEnv)};</script></head>
  <body><script type="module" src="${testFramework}"></script></body>
</html>`,
};
