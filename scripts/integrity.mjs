// Subresource Integrity: the sha384 hash of every CDN file (scripts, chunks, locale
// chunks, stylesheets), printed for the entry files and written to
// dist/cdn/integrity.json, for <script integrity="…" crossorigin="anonymous"> and the
// snippet's module preloads and stylesheet links.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

const dir = new URL('../dist/cdn/', import.meta.url);
const files = readdirSync(dir, { recursive: true })
  .map((name) => String(name).replace(/\\/g, '/'))
  .filter((name) => /\.(js|css)$/.test(name))
  .sort();
const hashes = Object.fromEntries(
  files.map((name) => [
    name,
    `sha384-${createHash('sha384')
      .update(readFileSync(new URL(name, dir)))
      .digest('base64')}`,
  ]),
);
writeFileSync(new URL('integrity.json', dir), `${JSON.stringify(hashes, null, 2)}\n`);
for (const [name, hash] of Object.entries(hashes)) if (!name.includes('/')) console.log(`integrity ${name}: ${hash}`);
