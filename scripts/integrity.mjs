// Subresource Integrity: the sha384 hash of every CDN file, printed and written
// to dist/cdn/integrity.json, for <script integrity="…" crossorigin="anonymous">.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

const dir = new URL('../dist/cdn/', import.meta.url);
const files = readdirSync(dir).filter((name) => name.endsWith('.js')).sort();
const hashes = Object.fromEntries(
  files.map((name) => [name, `sha384-${createHash('sha384').update(readFileSync(new URL(name, dir))).digest('base64')}`]),
);
writeFileSync(new URL('integrity.json', dir), `${JSON.stringify(hashes, null, 2)}\n`);
for (const [name, hash] of Object.entries(hashes)) console.log(`integrity ${name}: ${hash}`);
