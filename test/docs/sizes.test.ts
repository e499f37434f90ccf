// The sizes the docs state come from the build. docs/performance.md's Size table is generated
// (scripts/docs-sizes.mjs, from dist/sizes.json, which `npm run build` writes): these tests measure
// dist/cdn again, render the table from it and fail when the page says something else, to the
// 0.1 KB the table shows (the script's header says why not to the byte). Run after `npm run build`.
// Every other page links to that table rather than stating a size of its own.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { measureCdn } from '../../scripts/cdn-sizes.mjs';
import { PERFORMANCE_MD, extractSizes, readSizes, renderSizes, spliceSizes } from '../../scripts/docs-sizes.mjs';

const root = new URL('../../', import.meta.url);
const FIX = 'run npm run docs (after npm run build) and commit docs/performance.md';

describe("docs/performance.md's Size table", () => {
  const measured = measureCdn();
  const doc = readFileSync(PERFORMANCE_MD, 'utf8');

  it('matches the files of dist/cdn, measured now', () => {
    assert.ok(
      measured.some((f) => f.file === 'event-register.js'),
      'dist/cdn has no event-register.js: run npm run build first',
    );
    assert.equal(
      extractSizes(doc),
      renderSizes(measured),
      `docs/performance.md's Size table differs from the build: ${FIX}`,
    );
    assert.equal(spliceSizes(doc, renderSizes(measured)), doc);
  });

  it('is written from dist/sizes.json, which is the build of dist/cdn', () => {
    assert.deepEqual(
      readSizes(),
      measured,
      'dist/sizes.json is older than dist/cdn: run npm run build (or node scripts/size-budget.mjs)',
    );
  });

  it('changes when a file changes by 0.1 KB, so the check can fail', () => {
    const grown = measured.map((f) => (f.file === 'event-register.js' ? { ...f, gzip: f.gzip + 100 } : f));
    assert.notEqual(renderSizes(grown), renderSizes(measured));
    assert.notEqual(spliceSizes(doc, renderSizes(grown)), doc);
  });

  it('refuses a file of dist/cdn that no row names', () => {
    const extra = [...measured, { file: 'chunks/new-kind-abc123.js', raw: 1, gzip: 1, brotli: 1, budget: null }];
    assert.throws(() => renderSizes(extra), /no row of scripts\/docs-sizes\.mjs names: chunks\/new-kind-abc123\.js/);
  });
});

describe('sizes elsewhere in the docs', () => {
  // README.md and every page of docs/ but performance.md, whose sizes are the generated table,
  // the generated benchmark section and its dated lab notes.
  const pages = [
    'README.md',
    ...readdirSync(new URL('docs/', root), { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('.md') && file !== 'performance.md')
      .map((file) => `docs/${file}`),
  ];

  it('are not typed by hand: a page links to docs/performance.md#size instead', () => {
    const size = /\d[\d.,]*\s?(?:[kKMG]B|bytes|B)\b/g;
    const found = pages.flatMap((page) =>
      readFileSync(new URL(page, root), 'utf8')
        .split('\n')
        .flatMap((line, i) => (line.match(size) ?? []).map((match) => `${page}:${i + 1}: ${match}`)),
    );
    assert.ok(pages.length > 10, 'the docs were read');
    assert.deepEqual(
      found,
      [],
      'a size typed by hand: link to [Size](performance.md#size), or add it to the generated table (scripts/docs-sizes.mjs)',
    );
  });
});
