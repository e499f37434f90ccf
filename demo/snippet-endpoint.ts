/**
 * `GET /__snippet?event-id=…&api-key=…&base-url=…[&locale=…&theme=…&link-styles=1…]`: the
 * demo's "Get the embed code" panel asks the dev server for what `npx event-register snippet`
 * would print. Each query parameter becomes the command's `--name=value` and goes through the
 * command's own parser and checks (parseSnippetArgs in src/server/cli-request.ts), so the panel refuses
 * exactly what the command refuses, with the element's own messages.
 *
 * 200 text/plain: the snippet. 400: the problems, one a line. 503: the package is not built
 * (the snippet pins the CDN files by the hashes in dist/cdn/integrity.json).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { parseSnippetArgs } from '../src/server/cli-request.js';
import type { snippet } from '../src/server/index.js';

/** The Node-only server code, loaded on the first request: a broken src/server must not stop `npm start`. */
export interface ServerCode {
  parseSnippetArgs: typeof parseSnippetArgs;
  snippet: typeof snippet;
}

export interface SnippetResponse {
  status: number;
  body: string;
  /** The element's warnings (a key of an unusual shape, say): shown beside the snippet, which is still written. */
  advice: string[];
}

export interface SnippetEndpointOptions {
  /** Default: imports src/server. */
  load?: () => Promise<ServerCode>;
  /** Default: whether dist/cdn/integrity.json is there. */
  isBuilt?: () => boolean;
  /** Where problems of ours are told to whoever runs the server. Default: stderr. */
  log?: (line: string) => void;
}

/** The response header that carries `advice`: URI-encoded JSON, as a header holds one line of Latin-1. */
export const ADVICE_HEADER = 'X-Snippet-Advice';

export const NOT_BUILT =
  'The package is not built: dist/cdn/integrity.json is missing, and the snippet pins the CDN files by their hashes. ' +
  'Run `npm run build` once, then get the embed code again.';

async function loadServerCode(): Promise<ServerCode> {
  const [cli, server] = await Promise.all([import('../src/server/cli-request.js'), import('../src/server/index.js')]);
  return { parseSnippetArgs: cli.parseSnippetArgs, snippet: server.snippet };
}

/** Resolved as snippet() resolves it (the package's own `./cdn/*` export), so both agree on where dist is. */
function cdnIsBuilt(): boolean {
  try {
    createRequire(import.meta.url).resolve('event-register/cdn/integrity.json');
    return true;
  } catch {
    return false;
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A file of dist/ missing: not built, or half-way through a rebuild. */
function isMissingFile(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return code === 'ENOENT' || code === 'MODULE_NOT_FOUND';
}

/**
 * The command line the query stands for. An empty value is a field left empty: the option is left
 * out, as on the command line, so the command's default applies. `link-styles` is the one switch.
 */
export function snippetArgs(query: URLSearchParams): string[] {
  const args = ['snippet'];
  for (const [name, value] of query) {
    if (value === '') continue;
    if (name === 'link-styles' && /^(?:1|true|on)$/.test(value)) args.push('--link-styles');
    else if (name === 'link-styles' && /^(?:0|false|off)$/.test(value)) continue;
    // `--name=value`, never `--name value`: a value starting with "-" stays a value.
    else args.push(`--${name}=${value}`);
  }
  return args;
}

/** The answer to one request; what the middleware below sends, and what test/ssr/demo-snippet.test.ts checks. */
export async function snippetResponse(
  query: URLSearchParams,
  options: SnippetEndpointOptions = {},
): Promise<SnippetResponse> {
  const { load = loadServerCode, isBuilt = cdnIsBuilt, log = (line: string) => console.error(line) } = options;
  let code: ServerCode;
  try {
    code = await load();
  } catch (error) {
    log(`[snippet] could not load src/server: ${messageOf(error)}`);
    return {
      status: 500,
      body: `The demo server could not load the snippet code (src/server): ${messageOf(error)}`,
      advice: [],
    };
  }

  const request = code.parseSnippetArgs(snippetArgs(query));
  switch (request.status) {
    case 'usage-error':
      return { status: 400, body: request.message, advice: [] };
    case 'help':
      // Unreachable from a query (`help=…` is refused as a switch given a value), but the type allows it.
      return { status: 400, body: 'help is an option of the command line, not of this endpoint.', advice: [] };
    case 'refused':
      return { status: 400, body: request.problems.join('\n'), advice: [] };
  }

  if (!isBuilt()) {
    log(`[snippet] ${NOT_BUILT}`);
    return { status: 503, body: NOT_BUILT, advice: [] };
  }
  try {
    return { status: 200, body: await code.snippet(request.attributes, request.options), advice: request.advice };
  } catch (error) {
    if (isMissingFile(error)) {
      log(`[snippet] ${NOT_BUILT} (${messageOf(error)})`);
      return { status: 503, body: NOT_BUILT, advice: [] };
    }
    log(`[snippet] could not write the snippet: ${messageOf(error)}`);
    return { status: 500, body: `Could not write the snippet: ${messageOf(error)}`, advice: [] };
  }
}

function send(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    // Made from the query each time; the messages may name what was typed.
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  });
  res.end(body);
}

/** Connect middleware for Vite's dev server, mounted at /__snippet (demo/serve.ts). */
export function snippetMiddleware(
  options: SnippetEndpointOptions = {},
): (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      send(res, 405, 'GET only.', { Allow: 'GET, HEAD' });
      return;
    }
    const query = new URL(req.url ?? '/', 'http://localhost').searchParams;
    snippetResponse(query, options).then((answer) => {
      const headers: Record<string, string> = answer.advice.length
        ? { [ADVICE_HEADER]: encodeURIComponent(JSON.stringify(answer.advice)) }
        : {};
      send(res, answer.status, req.method === 'HEAD' ? '' : answer.body, headers);
    }, next);
  };
}
