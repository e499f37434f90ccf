// Byte budgets for the CDN bundle, compressed as a CDN would serve it.
// Deterministic, so they may fail the build: a budget is raised on purpose, in review.
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const BUDGETS = [
  // Lit + @lit/localize alone are about 8 KB gzip; the rest is the widget and four catalogues.
  // Raised from 27 000 / 24 000 for the light-DOM rendering root (slot projection, the
  // adopted stylesheet) and the split into modes, controllers and templates (about 1.7 KB
  // gzip), then to 29 000 / 25 000 for theming (two palettes, the page-scheme detection,
  // forced colours), then to 31 000 / 27 000 for the GOV.UK error summary, the message
  // banner with icons, the busy and rate-limited button states and six new strings in four
  // catalogues. The languages issue cuts the entry to 14 KB with lazy chunks (the inlined
  // catalogues alone are 5 KB); minifying the template literals was tried and saves under 0.1 KB.
  { file: 'dist/cdn/event-register.js', gzip: 31_000, brotli: 27_000 },
  // The classic script is the same code in an IIFE wrapper.
  { file: 'dist/cdn/event-register.iife.js', gzip: 31_000, brotli: 27_000 },
];

let failed = false;
for (const { file, gzip, brotli } of BUDGETS) {
  const bytes = readFileSync(file);
  const gz = gzipSync(bytes, { level: 9 }).length;
  const br = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  const ok = gz <= gzip && br <= brotli;
  failed ||= !ok;
  console.log(
    `${ok ? 'ok  ' : 'OVER'} ${file}: ${bytes.length} B raw, ${gz} B gzip (budget ${gzip}), ${br} B brotli (budget ${brotli})`,
  );
}
if (failed) {
  console.error('Bundle over its byte budget: make it smaller, or raise the budget in scripts/size-budget.mjs with a reason.');
  process.exit(1);
}
