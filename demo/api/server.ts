import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { ApiOptions } from './app.js';
import { createApiApp } from './app.js';

export interface RunningApiServer {
  /** e.g. "http://127.0.0.1:41234" */
  origin: string;
  /** origin + "/v1" */
  baseUrl: string;
  close(): Promise<void>;
}

function urlHost(host: string): string {
  // Wildcard addresses cannot be dialled by a browser; loopback reaches the same server.
  if (host === '0.0.0.0') return '127.0.0.1';
  if (host === '::') return '[::1]';
  return host.includes(':') ? `[${host}]` : host;
}

/** Serves the mock API over HTTP; port 0 picks a free port. */
export async function startApiServer(
  options: ApiOptions & { port?: number; host?: string } = {},
): Promise<RunningApiServer> {
  const { port = 0, host = '127.0.0.1', ...apiOptions } = options;
  const app = createApiApp(apiOptions);
  return new Promise((resolve, reject) => {
    // Without a createServer option, serve() builds a node:http Server.
    const server = serve({ fetch: app.fetch, port, hostname: host }, (info: AddressInfo) => {
      server.off('error', reject);
      const origin = `http://${urlHost(host)}:${info.port}`;
      resolve({
        origin,
        baseUrl: `${origin}/v1`,
        close: () =>
          new Promise<void>((done, fail) => {
            server.close((error) => (error ? fail(error) : done()));
            // Keep-alive sockets from fetch would otherwise hold close() open.
            server.closeAllConnections();
          }),
      });
    }) as Server;
    server.once('error', reject);
  });
}
