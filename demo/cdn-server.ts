/**
 * A stand-in CDN for dist/cdn: serves the built files with the headers a real
 * CDN (or a self-hosted copy) must send, so the widget loads from any origin:
 * - `Access-Control-Allow-Origin: *`: module scripts, and classic scripts with
 *   `crossorigin="anonymous"` (needed for `integrity`), are CORS requests;
 * - `Content-Type: text/javascript; charset=utf-8` (and `text/html` for the embed-code page).
 * Used by `npm run cdn`, the tests and the benchmark.
 *
 * For tests of a page whose script comes late or never: `/__hold/<token>/<file>` serves
 * `<file>`, but holds the entry scripts (event-register.js, event-register.iife.js) until
 * `/__release/<token>` is requested (at most HOLD_LIMIT_MS, then 503); with a token that
 * starts with `blocked`, the entry scripts fail (as when a content blocker stops them). With a
 * token that starts with `chunkless`, the entry scripts are served at once, and the interaction
 * chunk fails (503, as a CDN hiccup or a lost connection would) until the token is released. With
 * a token that starts with `tampered-entry` or `tampered-interaction`, nothing is held, and that file
 * is served with a line added, as a compromised CDN would: its integrity hash no longer matches.
 * With a token that starts with `held-chunk-<name>-` (`held-chunk-attend-1`), the entry comes at
 * once and that feature's chunk (`chunks/<name>-….js`) is held until the release instead.
 *
 * For tests of an embed in another origin's frame (as site builders' "Embed HTML" boxes do):
 * `/__frame?attrs=<JSON of the element's attributes>&probe=<script URL>` is a page that loads
 * the entry from this origin, a probe script, and holds the element.
 */
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
};

export interface RunningCdnServer {
  origin: string;
  close(): Promise<void>;
}

/** A held script is answered after this long at the latest, so a forgotten release cannot hang a test run. */
const HOLD_LIMIT_MS = 60_000;
const ENTRY_SCRIPTS = /^\/(event-register\.js|event-register\.iife\.js)$/;
const INTERACTION_CHUNK = /^\/chunks\/interaction-[\w-]+\.js$/;
const TAMPERED: Record<string, RegExp> = { entry: /^\/event-register\.js$/, interaction: INTERACTION_CHUNK };

export async function startCdnServer(options: {
  root: string;
  port?: number;
  host?: string;
}): Promise<RunningCdnServer> {
  const root = resolve(options.root);
  const released = new Set<string>();
  const waiting = new Map<string, (() => void)[]>();
  const server: Server = createServer((req, res) => {
    // normalize() resolves '..' segments; anything that still escapes the root is refused.
    let path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://cdn').pathname));
    const headers = { 'Access-Control-Allow-Origin': '*' };
    const release = /^\/__release\/([\w-]{1,64})$/.exec(path);
    if (release) {
      const token = release[1]!;
      released.add(token);
      for (const go of waiting.get(token) ?? []) go();
      waiting.delete(token);
      res.writeHead(204, headers).end();
      return;
    }
    if (path === '/__frame') {
      res.writeHead(200, { ...headers, 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(framePage(new URL(req.url ?? '/', 'http://cdn').searchParams));
      return;
    }
    const hold = /^\/__hold\/([\w-]{1,64})(\/.*)$/.exec(path);
    let wait: Promise<boolean> = Promise.resolve(true);
    const tamper = hold && TAMPERED[/^tampered-(entry|interaction)/.exec(hold[1]!)?.[1] ?? ''];
    if (hold && tamper) path = hold[2]!;
    else if (hold) {
      const token = hold[1]!;
      path = hold[2]!;
      if (ENTRY_SCRIPTS.test(path) && token.startsWith('blocked')) {
        res.writeHead(403, headers).end('blocked');
        return;
      }
      if (token.startsWith('chunkless')) {
        if (INTERACTION_CHUNK.test(path) && !released.has(token)) {
          res.writeHead(503, headers).end('unavailable');
          return;
        }
      } else if (
        !released.has(token) &&
        // `held-chunk-attend-…`, `held-chunk-address-…`: that feature's chunk is held, not the entry.
        (/^held-chunk-/.test(token) ? path.startsWith(`/chunks/${token.split('-')[2]}-`) : ENTRY_SCRIPTS.test(path))
      ) {
        wait = new Promise((done) => {
          const timer = setTimeout(() => done(false), HOLD_LIMIT_MS);
          waiting.set(token, [...(waiting.get(token) ?? []), () => (clearTimeout(timer), done(true))]);
        });
      }
    }
    const file = join(root, path);
    if (!file.startsWith(root)) {
      res.writeHead(403, headers).end();
      return;
    }
    void wait
      .then((go) => (go ? readFile(file) : Promise.reject(new Error('never released'))))
      .then(
        (body) => {
          res.writeHead(200, {
            ...headers,
            'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
            'Cache-Control': 'no-cache',
          });
          res.end(tamper?.test(path) ? Buffer.concat([body, Buffer.from('\n// tampered\n')]) : body);
        },
        () => res.writeHead(404, headers).end('not found (run npm run build first)'),
      );
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((done) => server.listen(options.port ?? 0, host, done));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    origin: `http://${host}:${port}`,
    close: () => {
      // Held requests are answered first: server.close() waits for open connections.
      for (const list of waiting.values()) for (const go of list) go();
      return new Promise((done) => server.close(() => done()));
    },
  };
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page of `/__frame`: the probe first (it records what happens), then the entry and the element. */
function framePage(query: URLSearchParams): string {
  let attrs: Record<string, string> = {};
  try {
    attrs = JSON.parse(query.get('attrs') ?? '{}') as Record<string, string>;
  } catch {
    // No attributes: the element says what it misses.
  }
  const html = Object.entries(attrs)
    .map(([name, value]) => ` ${name.replace(/[^\w-]/g, '')}="${escapeHtml(String(value))}"`)
    .join('');
  const probe = query.get('probe');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Embedded frame</title>
${probe && /^https?:\/\//.test(probe) ? `<script src="${escapeHtml(probe)}"></script>` : ''}
<script type="module" src="/event-register.js"></script>
</head><body style="margin:0"><event-register${html}></event-register></body></html>`;
}
