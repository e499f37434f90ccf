/**
 * `npm start`: the local API on 127.0.0.1 and the demo page on localhost,
 * two origins as in production. The page gets the API's address and the
 * seeded demo key from here, so it works with no configuration on any ports.
 */
import { resolve } from 'node:path';
import { createServer, type Plugin, type ViteDevServer } from 'vite';
import { DEMO_EVENT_ID, DEMO_PUBLISHABLE_KEY, DEMO_SECRET_KEY } from './api/seed.js';
import { startApiServer, type RunningApiServer } from './api/server.js';
import { snippetMiddleware } from './snippet-endpoint.js';

const repoRoot = resolve(import.meta.dirname, '..');
const demoRoot = resolve(repoRoot, 'demo');

/** What the page needs to know; nothing secret may ever go in here. */
export interface DemoConfig {
  /** The widget's `base-url`: the API root including /v1. */
  apiBaseUrl: string;
  /** The local API's test-control endpoints (`/__control`). */
  controlUrl: string;
  /** The seeded publishable key. */
  apiKey: string;
  eventId: string;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** JSON that is safe inside a `<script>` element (no `</script>`, no `<!--`). */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * Fills `{{API_BASE_URL}}`, `{{API_KEY}}`, `{{EVENT_ID}}` in demo/index.html
 * (the live widgets' attributes and the embed snippet) and adds the config
 * as `<script type="application/json" id="demo-config">` for demo.ts.
 */
function demoConfigPlugin(config: DemoConfig): Plugin {
  const placeholders: Record<string, string> = {
    API_BASE_URL: config.apiBaseUrl,
    API_KEY: config.apiKey,
    EVENT_ID: config.eventId,
  };
  return {
    name: 'event-register-demo-config',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        const filled = html.replace(/\{\{([A-Z_]+)\}\}/g, (match, name: string) => {
          const value = placeholders[name];
          return value === undefined ? match : escapeHtml(value);
        });
        return {
          html: filled,
          tags: [
            {
              tag: 'script',
              attrs: { type: 'application/json', id: 'demo-config' },
              children: scriptJson(config),
              injectTo: 'head',
            },
          ],
        };
      },
    },
  };
}

/**
 * `GET /__snippet?…`: the "Get the embed code" panel's snippet, made as `npx event-register snippet`
 * makes it (demo/snippet-endpoint.ts). The server code is imported on the first request, so a
 * problem there is that request's answer, not a demo that does not start.
 */
function snippetPlugin(): Plugin {
  return {
    name: 'event-register-demo-snippet',
    configureServer(server) {
      server.middlewares.use('/__snippet', snippetMiddleware());
    },
  };
}

function isAddressInUse(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'EADDRINUSE';
}

async function startApi(): Promise<RunningApiServer> {
  const explicitPort = process.env.API_PORT;
  const port = Number(explicitPort ?? 8787);
  const options = { host: '127.0.0.1', log: (line: string) => console.log(`[api] ${line}`) };
  try {
    return await startApiServer({ ...options, port });
  } catch (error) {
    // Only the default port falls back: an explicit API_PORT that is taken is the caller's to fix.
    if (explicitPort !== undefined || !isAddressInUse(error)) throw error;
    console.warn(`Port ${port} is in use; starting the API on a free port instead (set API_PORT to choose one).`);
    return startApiServer({ ...options, port: 0 });
  }
}

async function main(): Promise<void> {
  const api = await startApi();
  const config: DemoConfig = {
    apiBaseUrl: api.baseUrl,
    controlUrl: `${api.origin}/__control`,
    apiKey: DEMO_PUBLISHABLE_KEY,
    eventId: DEMO_EVENT_ID,
  };

  let vite: ViteDevServer;
  try {
    vite = await createServer({
      // demo/ has no config file and the root vite.config.ts is the CDN build: use none.
      configFile: false,
      root: demoRoot,
      // Vite reads tsconfig.json itself (experimentalDecorators, useDefineForClassFields: false).
      plugins: [demoConfigPlugin(config), snippetPlugin()],
      clearScreen: false,
      server: {
        host: 'localhost',
        port: Number(process.env.DEMO_PORT ?? 5173),
        strictPort: false,
        // The page imports ../src/define.ts, which lies outside demo/: Vite serves it as
        // /@fs/… only from allowed directories.
        fs: { allow: [repoRoot] },
      },
    });
    await vite.listen();
  } catch (error) {
    await api.close();
    throw error;
  }

  const demoUrl = vite.resolvedUrls?.local[0] ?? `http://localhost:${vite.config.server.port}/`;
  console.log('');
  console.log('  <event-register> demo');
  console.log(`  Demo page:        ${demoUrl}`);
  console.log(`  API base URL:     ${api.baseUrl}`);
  console.log(`  Test control:     ${config.controlUrl}`);
  console.log(`  Event id:         ${DEMO_EVENT_ID}`);
  console.log(`  Publishable key:  ${DEMO_PUBLISHABLE_KEY}  (used by the page)`);
  console.log(`  Secret key:       ${DEMO_SECRET_KEY}  (server-side scripts only; never in a page)`);
  console.log('  Press Ctrl+C to stop.');
  console.log('');

  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) {
      // A second Ctrl+C while closing: stop waiting.
      process.exit(1);
    }
    stopping = true;
    console.log(`\n${signal}: stopping the demo and the API…`);
    void Promise.allSettled([vite.close(), api.close()]).then((results) => {
      const failed = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      for (const failure of failed) console.error(failure.reason);
      process.exit(failed.length ? 1 : 0);
    });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('Could not start the demo:', error);
  process.exit(1);
});
