// Byte budgets for the CDN files, compressed as a CDN would serve them (gzip -9, brotli 11).
// Deterministic, so they may fail the build: a budget is changed on purpose, in review.
// Prints the size of every file on every build.
import { readdirSync, readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { BUDGETS } from './size-budgets.mjs';

const DIR = 'dist/cdn';

const files = readdirSync(DIR, { recursive: true })
  .map(String)
  .filter((f) => f.endsWith('.js'))
  .sort();
let failed = false;
const largest = new Map();
for (const file of files) {
  const budget = BUDGETS.find((b) => b.match.test(file));
  if (!budget) {
    console.error(`FAIL ${file}: a CDN file with no byte budget; add one to scripts/size-budget.mjs`);
    failed = true;
    continue;
  }
  const bytes = readFileSync(`${DIR}/${file}`);
  const gz = gzipSync(bytes, { level: 9 }).length;
  const br = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  const ok = gz <= budget.gzip && br <= budget.brotli;
  failed ||= !ok;
  if (budget.name === 'locale chunk') {
    const top = largest.get(budget.name);
    if (!top || gz > top.gz) largest.set(budget.name, { file, gz, br });
    if (ok) continue; // 110 of them: only the largest is printed, and any over budget.
  }
  console.log(`${ok ? 'ok  ' : 'OVER'} ${file}: ${bytes.length} B raw, ${gz} B gzip (budget ${budget.gzip}), ${br} B brotli (budget ${budget.brotli})`);
}
for (const [name, { file, gz, br }] of largest) console.log(`ok   largest ${name}: ${file}, ${gz} B gzip, ${br} B brotli (${files.filter((f) => f.startsWith('locales/')).length} locale chunks)`);
if (failed) {
  console.error('A CDN file is over its byte budget: make it smaller, or change the budget in scripts/size-budget.mjs with a reason.');
  process.exit(1);
}
