// The size of every file of dist/cdn a page can load (the .js files and the two stylesheets),
// compressed as a CDN would serve them: gzip level 9 and brotli quality 11, with the hashes in the
// chunks' names written as zeros and the classic script's integrity hashes as fixed stand-ins (below). Deterministic for a given build and Node (its zlib and brotli). One measurement, read by three:
// - scripts/size-budget.mjs (`npm run build`): fails the build over a budget, writes dist/sizes.json;
// - scripts/docs-sizes.mjs (`npm run docs`): writes docs/performance.md's Size table from dist/sizes.json;
// - test/docs/sizes.test.ts (`npm run test:package`): measures dist/cdn again and compares.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { BUDGETS } from './size-budgets.mjs';

export const CDN_DIR = fileURLToPath(new URL('../dist/cdn/', import.meta.url));
export const SIZES_FILE = fileURLToPath(new URL('../dist/sizes.json', import.meta.url));

/** Bytes as they are, and gzip -9 and brotli 11 of them. */
export function compressedSizes(bytes) {
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/**
 * Every .js and .css file below `dir` (source maps and integrity.json are not loaded by pages),
 * sorted by path, with its sizes and its budget from scripts/size-budgets.mjs (null: none; the
 * stylesheets have none, and a script with none fails the build).
 */
export function measureCdn(dir = CDN_DIR) {
  const files = readdirSync(dir, { recursive: true })
    .map((file) => String(file).split('\\').join('/'))
    .filter((file) => /\.(js|css)$/.test(file))
    .sort();
  // The content hashes in the chunks' and locale parts' names, which a file carries when it imports
  // one: any change to a chunk renames it, which moves the compressed size of every file that names
  // it by up to 20 B. Measured with each written as zeros of its length, a file's size is its own
  // code's, the same from one build to the next whatever else changed.
  const hashes = files.flatMap((file) => /^(?:chunks|locales)\/.*-([\w-]{6,8})\.js$/.exec(file)?.[1] ?? []);
  // The classic script's Subresource Integrity hashes, as random as their chunks' contents, move its
  // size by a few bytes at every build in the same way. Each is measured as a fixed stand-in of its
  // length, as incompressible as a real hash (so the size stays what a page downloads).
  const canonical = (text) => {
    let seen = 0;
    return hashes
      .reduce((out, hash) => out.replaceAll(hash, '0'.repeat(hash.length)), text)
      .replace(
        /(sha(?:256|384|512)-)([\w+/]+)/g,
        (_, kind, hash) =>
          kind + createHash('sha512').update(`stand-in ${seen++}`).digest('base64').slice(0, hash.length),
      );
  };
  return files.map((file) => {
    const budget = BUDGETS.find((b) => b.match.test(file));
    const bytes = readFileSync(join(dir, file));
    return {
      file,
      ...compressedSizes(file.endsWith('.js') ? Buffer.from(canonical(bytes.toString('utf8'))) : bytes),
      budget: budget ? { name: budget.name, gzip: budget.gzip, brotli: budget.brotli } : null,
    };
  });
}
