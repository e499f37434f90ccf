// `/__strict-csp-page`: a host page served with a strict Content-Security-Policy that loads the
// built CDN bundle from the stand-in CDN with its SRI hash, for the CSP tests; and that policy.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serversFor } from './local-servers.mjs';

/** The policy of the strict pages, for an engine's servers. */
export function strictCsp({ api, cdnOrigin }) {
  return [
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
}

// The SRI hashes the build wrote: the pages load the bundles the way the README tells integrators to.
function readIntegrity() {
  try {
    return JSON.parse(readFileSync(join(process.cwd(), 'dist', 'cdn', 'integrity.json'), 'utf8'));
  } catch {
    return {};
  }
}

function cspPage(query, { api, cdnOrigin }) {
  const integrity = readIntegrity();
  const renderRoot = query.get('render') === 'light' ? ' render-root="light"' : '';
  // `start`: the event's start (the attend chunk's part of the success view); `theme`: light or dark.
  const start = /^[\w:.+-]{1,40}$/.test(query.get('start') ?? '') ? ` event-start="${query.get('start')}"` : '';
  const theme = /^(light|dark)$/.test(query.get('theme') ?? '') ? ` theme="${query.get('theme')}"` : '';
  const attrs = `event-id="${query.get('event') ?? ''}" api-key="${query.get('key') ?? ''}" base-url="${api.baseUrl}"${renderRoot}${start}${theme}`;
  // The page language decides the widget's: a non-English page makes it load a locale chunk.
  const lang = /^[A-Za-z-]{2,16}$/.test(query.get('lang') ?? '') ? query.get('lang') : 'en';
  // `token`: the CDN files under /__hold/<token>/ (demo/cdn-server.ts), e.g. an interaction chunk that fails until released.
  const cdnPath = /^[\w-]{1,64}$/.test(query.get('token') ?? '') ? `/__hold/${query.get('token')}` : '';
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<title>Strict CSP host page</title>
<script src="/test/pages/csp-probe.js"></script>
${
  query.get('script') === 'classic'
    ? // A page script right after the tag, as a tag manager's or page builder's would be.
      `<script src="${cdnOrigin}${cdnPath}/event-register.iife.js" integrity="${integrity['event-register.iife.js']}" crossorigin="anonymous"></script>
<script src="/test/pages/classic-probe.js"></script>`
    : `<script type="module" src="${cdnOrigin}${cdnPath}/event-register.js" integrity="${integrity['event-register.js']}" crossorigin="anonymous"></script>`
}
</head>
<body><event-register ${attrs}></event-register>${query.get('below') ? '<p id="below">The text after the widget.</p>' : ''}</body>
</html>`;
}

/** The page's middleware, for the servers of startLocalServers(). */
export function strictCspPageMiddleware(servers) {
  return function cspMiddleware(ctx, next) {
    if (ctx.path !== '/__strict-csp-page') return next();
    const engineServers = serversFor(servers, ctx);
    ctx.set('Content-Security-Policy', strictCsp(engineServers));
    ctx.type = 'html';
    ctx.body = cspPage(new URLSearchParams(ctx.querystring), engineServers);
    return undefined;
  };
}
