// Bundles the React and Vue fixture apps of test/browser/frameworks/frameworks.test.ts into
// dist/test-frameworks/fixtures.js (see test/frameworks/vite.config.ts). They
// import the widget by its package names, which resolve to the built dist/lib:
// run `node scripts/build-lib.mjs` (part of `npm run build`) first.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

if (!existsSync(new URL('../dist/lib/define.js', import.meta.url))) {
  console.error('dist/lib is missing: run `node scripts/build-lib.mjs` (or `npm run build`) first.');
  process.exit(1);
}
const started = performance.now();
await build({ configFile: fileURLToPath(new URL('../test/frameworks/vite.config.ts', import.meta.url)) });
console.log(
  `dist/test-frameworks/fixtures.js: React and Vue fixture apps (${Math.round(performance.now() - started)} ms).`,
);
