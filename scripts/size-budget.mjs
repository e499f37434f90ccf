// Byte budgets for the CDN files, compressed as a CDN would serve them (gzip -9, brotli 11).
// Deterministic, so they may fail the build: a budget is changed on purpose, in review.
// Prints the size of every file on every build, and writes them all to dist/sizes.json, from
// which `npm run docs` (scripts/docs-sizes.mjs) writes docs/performance.md's Size table.
// Reads dist/cdn only: `node scripts/size-budget.mjs` after a build measures it again.
import { writeFileSync } from 'node:fs';
import { SIZES_FILE, measureCdn } from './cdn-sizes.mjs';

const measured = measureCdn();
writeFileSync(
  SIZES_FILE,
  `${JSON.stringify({ about: 'Every file of dist/cdn a page can load, in bytes (gzip -9, brotli 11), with its budget; written by scripts/size-budget.mjs, read by scripts/docs-sizes.mjs.', files: measured }, null, 2)}\n`,
);

const files = measured.filter((f) => f.file.endsWith('.js'));
let failed = false;
const largest = new Map();
for (const { file, raw, gzip: gz, brotli: br, budget } of files) {
  if (!budget) {
    console.error(`FAIL ${file}: a CDN file with no byte budget; add one to scripts/size-budgets.mjs`);
    failed = true;
    continue;
  }
  const ok = gz <= budget.gzip && br <= budget.brotli;
  failed ||= !ok;
  if (budget.name === 'locale chunk') {
    const top = largest.get(budget.name);
    if (!top || gz > top.gz) largest.set(budget.name, { file, gz, br });
    if (ok) continue; // 110 of them: only the largest is printed, and any over budget.
  }
  console.log(
    `${ok ? 'ok  ' : 'OVER'} ${file}: ${raw} B raw, ${gz} B gzip (budget ${budget.gzip}), ${br} B brotli (budget ${budget.brotli})`,
  );
}
for (const [name, { file, gz, br }] of largest)
  console.log(
    `ok   largest ${name}: ${file}, ${gz} B gzip, ${br} B brotli (${files.filter((f) => f.file.startsWith('locales/')).length} locale chunks)`,
  );
for (const { file, raw, gzip, brotli } of measured.filter((f) => f.file.endsWith('.css')))
  console.log(`     ${file}: ${raw} B raw, ${gzip} B gzip, ${brotli} B brotli (a stylesheet: no budget)`);
console.log('Sizes written to dist/sizes.json (npm run docs copies them into docs/performance.md).');
if (failed) {
  console.error(
    'A CDN file is over its byte budget: make it smaller, or change the budget in scripts/size-budgets.mjs with a reason.',
  );
  process.exit(1);
}
