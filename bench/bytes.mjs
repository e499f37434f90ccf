// Byte figures that need no browser: every CDN file compressed as the build's budgets measure it, and Lit's
// floor, everything the widget imports from Lit (and @lit/localize, whose runtime the CDN
// files no longer need) bundled alone: what any Lit widget with these features would weigh.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { measureCdn } from '../scripts/cdn-sizes.mjs';

const CDN = join(process.cwd(), 'dist', 'cdn');
const gzip = (buffer) => gzipSync(buffer, { level: 9 }).length;
const brotli = (buffer) => brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

export function cdnFileSizes() {
  // As the build's budgets measure them (scripts/cdn-sizes.mjs): the hashes in chunks' names and the
  // classic script's integrity hashes written as fixed stand-ins, so that a file's size is its own.
  const sizes = measureCdn(CDN + '/')
    .filter(({ file }) => file.endsWith('.js'))
    .map(({ file, raw, gzip, brotli }) => ({ file, raw, gzip, brotli }));
  const locales = sizes.filter((s) => s.file.startsWith('locales/'));
  return {
    files: sizes.filter((s) => !s.file.startsWith('locales/')),
    locales: {
      count: locales.length,
      gzipMin: Math.min(...locales.map((s) => s.gzip)),
      gzipMax: Math.max(...locales.map((s) => s.gzip)),
      brotliMax: Math.max(...locales.map((s) => s.brotli)),
    },
  };
}

/**
 * The runtime imports of src/ from lit and @lit/localize (type-only imports excluded). The
 * decorators are left out: the CDN build compiles them to static properties (vite.config.ts).
 */
function litImports() {
  const bySpecifier = new Map();
  for (const file of readdirSync('src', { recursive: true }).map(String)) {
    // Not the Node-only server entry: nothing of it reaches a browser.
    if (!file.endsWith('.ts') || file.startsWith('react') || file.startsWith('types') || file.startsWith('server'))
      continue;
    const source = readFileSync(join('src', file), 'utf8');
    for (const [, names, specifier] of source.matchAll(
      /^import\s+\{([^}]+)\}\s+from\s+'((?:lit|@lit\/localize)(?:\/[^']*)?)';/gm,
    )) {
      const runtime = names
        .split(',')
        .map((n) => n.trim())
        .filter((n) => n && !n.startsWith('type '));
      if (!runtime.length || specifier === 'lit/decorators.js') continue;
      const set = bySpecifier.get(specifier) ?? new Set();
      runtime.forEach((name) => set.add(name.split(/\s+as\s+/)[0]));
      bySpecifier.set(specifier, set);
    }
  }
  return bySpecifier;
}

export async function litFloor() {
  const imports = litImports();
  const contents = [...imports]
    .map(([specifier, names]) => `export { ${[...names].join(', ')} } from '${specifier}';`)
    .join('\n');
  const output = await build({
    stdin: { contents, resolveDir: process.cwd(), loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    logLevel: 'silent',
  });
  const buffer = Buffer.from(output.outputFiles[0].contents);
  return {
    imports: Object.fromEntries([...imports].map(([s, n]) => [s, [...n].sort()])),
    raw: buffer.length,
    gzip: gzip(buffer),
    brotli: brotli(buffer),
  };
}
