// The lazy features are declared once, in src/features.ts (the element's) and src/flow-feature-list.ts
// (the flow's), and those lists are the whole truth about
// lazy code (after `npm run build`): each feature has its folder, its chunk and its budget, and no
// lazy chunk or dynamic import exists that the list does not declare.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { ELEMENT_FEATURES, FEATURE_FILES } from '../../src/features.js';
import { FLOW_FEATURES, FLOW_PARTS } from '../../src/flow-feature-list.js';
import { BUDGETS } from '../../scripts/size-budgets.mjs';

const SRC = 'src';
const CDN = 'dist/cdn';
const chunks = readdirSync(join(CDN, 'chunks')).filter((file) => file.endsWith('.js'));
const names = [...Object.keys(ELEMENT_FEATURES), ...Object.keys(FLOW_FEATURES), ...Object.keys(FLOW_PARTS)];
/** The modules that declare features, each with its `import()`s. */
const LISTS = ['features.ts', 'flow-feature-list.ts'];
const folderOf = (name: string): string => FEATURE_FILES[name as keyof typeof FEATURE_FILES].folder ?? name;
/** Every module of src/ (the generated ones aside) that imports another dynamically, and what. */
const dynamicImports = readdirSync(SRC, { recursive: true })
  .map(String)
  .filter((file) => file.endsWith('.ts') && !file.startsWith('generated/'))
  .flatMap((file) =>
    [...readFileSync(join(SRC, file), 'utf8').matchAll(/\bimport\(\s*'([^']+)'/g)].map((m) => [file, m[1]!] as const),
  );

describe('the lazy features (src/features.ts, src/flow-feature-list.ts)', () => {
  it('each has a folder of src/, a chunk of dist/cdn named for it, and a byte budget', () => {
    assert.deepEqual(Object.keys(FEATURE_FILES).sort(), [...names].sort());
    for (const name of names) {
      assert.ok(statSync(join(SRC, folderOf(name))).isDirectory(), `src/${folderOf(name)}/ exists`);
      assert.equal(chunks.filter((file) => file.startsWith(`${name}-`)).length, 1, `one chunk for ${name}`);
      assert.ok(
        BUDGETS.some((budget) => budget.feature === name),
        `a budget line for ${name}`,
      );
    }
  });

  it('every chunk of dist/cdn/chunks is a declared feature', () => {
    assert.deepEqual(
      chunks.filter((file) => !names.some((name) => new RegExp(`^${name}-[\\w-]{6}\\.js$`).test(file))),
      [],
    );
  });

  it("no module of src/ imports dynamically but the list (and the classic script, the entry's loader)", () => {
    assert.deepEqual(
      dynamicImports.filter(([file]) => !LISTS.includes(file) && file !== 'classic.ts'),
      [],
    );
    // Each import of the list loads the entry module of a declared feature's folder.
    const targets = dynamicImports.filter(([file]) => LISTS.includes(file)).map(([, target]) => target);
    assert.deepEqual(targets.map((target) => target.split('/')[1]).sort(), names.map(folderOf).sort());
  });

  /** The files a built file imports statically, relative to dist/cdn. */
  const staticImports = (file: string): string[] =>
    [
      ...readFileSync(join(CDN, file), 'utf8').matchAll(
        /\bimport\s*(?:[\w$]+\s*,?\s*)?(?:\{[^}]*\}\s*)?(?:\*\s*as\s*[\w$]+\s*)?from\s*"([^"]+)"|\bimport\s*"([^"]+)"/g,
      ),
    ].map((m) => join(file, '..', m[1] ?? m[2]!).replace(/\\/g, '/'));
  const chunkOf = (name: string): string => `chunks/${chunks.find((file) => file.startsWith(`${name}-`))!}`;

  it('the entry and the classic script wait for no lazy code: they import nothing statically', () => {
    assert.deepEqual(staticImports('event-register.js'), []);
    assert.deepEqual(staticImports('event-register.iife.js'), []);
  });

  it('a chunk imports only what is on the page before it: the entry, and for the flow’s features the interaction chunk', () => {
    for (const name of names) {
      // The take-over loads without the interaction chunk; the flow's features load from it.
      const before = name in ELEMENT_FEATURES ? ['event-register.js'] : ['event-register.js', chunkOf('interaction')];
      assert.deepEqual(
        staticImports(chunkOf(name)).filter((file) => !before.includes(file)),
        [],
        `${name}'s chunk imports nothing that may not be there yet`,
      );
    }
  });

  it("each feature's folder is in its chunk and no other (the chunks' source maps)", () => {
    const sourcesOf = (file: string): string[] =>
      (JSON.parse(readFileSync(join(CDN, `${file}.map`), 'utf8')) as { sources: string[] }).sources.map((source) =>
        source.replace(/^(\.\.\/)+/, ''),
      );
    for (const name of names) {
      const folder = `src/${folderOf(name)}/`;
      for (const file of ['event-register.js', ...names.map(chunkOf)]) {
        const here = sourcesOf(file).filter((source) => source.startsWith(folder));
        if (file === chunkOf(name)) assert.ok(here.length, `${file} holds ${folder}`);
        else assert.deepEqual(here, [], `${file} holds nothing of ${folder}`);
      }
    }
  });
});
