// Writes the figures of docs/performance.md's "The npm package" section, between the PACKAGE_START
// and PACKAGE_END markers, from `npm pack --dry-run --json` (after `npm run build`: the package is
// mostly dist/). Sizes are in MB of 1,000,000 B, as npm prints them, to three significant figures;
// files to the nearest ten. The package changes with every change of src/, so the figures are
// checked within ±5 % (TOLERANCE), not to the byte: test/package/contents.test.ts fails when
// the page is further off than that.
//
//   node scripts/docs-package.mjs          rewrite the figures (`npm run docs` runs it)
//   node scripts/docs-package.mjs --check  exit 1 if a figure is more than 5 % off
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generatedBlock } from './markers.mjs';

export const PACKAGE_START = '<!-- package:start -->';
export const PACKAGE_END = '<!-- package:end -->';
export const PERFORMANCE_MD = fileURLToPath(new URL('../docs/performance.md', import.meta.url));
/** How far (a fraction) a figure of the page may be from the package's. */
export const TOLERANCE = 0.05;

const root = fileURLToPath(new URL('..', import.meta.url));
const NOTE =
  '<!-- Generated from `npm pack --dry-run --json` by scripts/docs-package.mjs: after `npm run build`, run `npm run docs`. -->';

/** What `npm pack --dry-run --json` says of the package: its files, `size` (packed), `unpackedSize`, `entryCount`. */
export function measurePackage() {
  const result = spawnSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`npm pack --dry-run failed: ${result.stderr}`);
  const [pack] = JSON.parse(result.stdout);
  if (!pack.files.some((file) => file.path === 'dist/lib/define.js'))
    throw new Error('the package has no dist/lib/define.js: run npm run build first');
  return pack;
}

const mb = (bytes) => (bytes / 1e6).toPrecision(3);
const files = (count) => (Math.round(count / 10) * 10).toLocaleString('en');

/** The generated markdown (without the markers) for a pack's `size`, `unpackedSize` and `entryCount`. */
export function renderPackage({ size, unpackedSize, entryCount }) {
  return [
    NOTE,
    '',
    `**${mb(size)} MB** packed (the tarball npm downloads), **${mb(unpackedSize)} MB** unpacked (node_modules/event-register/), **${files(entryCount)} files**.`,
    '',
  ].join('\n');
}

/** The figures a block states, in bytes and files, as `renderPackage` writes them. */
export function parsePackage(block) {
  const figure = (pattern) => {
    const match = pattern.exec(block);
    if (!match) throw new Error(`docs/performance.md's package figures lack ${pattern}: run npm run docs`);
    return Number(match[1].replace(/,/g, ''));
  };
  return {
    size: Math.round(figure(/\*\*([\d.]+) MB\*\* packed/) * 1e6),
    unpackedSize: Math.round(figure(/\*\*([\d.]+) MB\*\* unpacked/) * 1e6),
    entryCount: figure(/\*\*([\d,]+) files\*\*/),
  };
}

/** Each figure of `stated` more than TOLERANCE away from `measured`, as a sentence; [] when all are close. */
export function staleFigures(stated, measured) {
  return ['size', 'unpackedSize', 'entryCount']
    .filter((key) => Math.abs(stated[key] - measured[key]) > TOLERANCE * measured[key])
    .map((key) => `${key}: the page says ${stated[key]}, npm pack says ${measured[key]}`);
}

const block = generatedBlock('docs/performance.md', PACKAGE_START, PACKAGE_END);

/** What is between the markers now, without the newline after the start marker. */
export const extractPackage = (doc) => block.extract(doc);

/** `doc` with `text` between the markers. */
export const splicePackage = (doc, text) => block.splice(doc, text);

function main(argv) {
  const doc = readFileSync(PERFORMANCE_MD, 'utf8');
  const pack = measurePackage();
  if (argv.includes('--check')) {
    const stale = staleFigures(parsePackage(extractPackage(doc)), pack);
    if (!stale.length) return 0;
    console.error(`docs/performance.md's package figures are out of date (${stale.join('; ')}): run npm run docs.`);
    return 1;
  }
  const next = splicePackage(doc, renderPackage(pack));
  if (next !== doc) writeFileSync(PERFORMANCE_MD, next);
  console.log(
    next === doc
      ? "docs/performance.md's package figures are up to date."
      : "docs/performance.md's package figures written from npm pack --dry-run.",
  );
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = main(process.argv.slice(2));
}
