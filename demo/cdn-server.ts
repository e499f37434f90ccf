/**
 * A stand-in CDN for dist/cdn: serves the built files with the headers a real
 * CDN (or a self-hosted copy) must send, so the widget loads from any origin:
 * - `Access-Control-Allow-Origin: *`: module scripts, and classic scripts with
 *   `crossorigin="anonymous"` (needed for `integrity`), are CORS requests;
 * - `Content-Type: text/javascript; charset=utf-8`.
 * Used by `npm run cdn`, the tests and the benchmark.
 */
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

export interface RunningCdnServer {
  origin: string;
  close(): Promise<void>;
}

export async function startCdnServer(options: { root: string; port?: number; host?: string }): Promise<RunningCdnServer> {
  const root = resolve(options.root);
  const server: Server = createServer((req, res) => {
    // normalize() resolves '..' segments; anything that still escapes the root is refused.
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://cdn').pathname));
    const file = join(root, path);
    const headers = { 'Access-Control-Allow-Origin': '*' };
    if (!file.startsWith(root)) {
      res.writeHead(403, headers).end();
      return;
    }
    readFile(file).then(
      (body) => {
        res.writeHead(200, { ...headers, 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-cache' });
        res.end(body);
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
    close: () => new Promise((done) => server.close(() => done())),
  };
}
