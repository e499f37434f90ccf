/**
 * docs/architecture.md against the tree: every file it names exists, and every
 * folder of src/ (generated output aside) and every file at its root is named.
 * The submit path's drawing names each hop by its file, relative to src/: each exists.
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { describe, it } from 'node:test';

const root = new URL('../../', import.meta.url);
const doc = readFileSync(new URL('docs/architecture.md', root), 'utf8');
const src = new URL('src/', root);

/** Every `name.ts` or `folder/` in backticks, with the folder it is listed under when the doc gives one. */
const named = [...doc.matchAll(/`([\w./-]+\.(?:ts|mjs)|[\w-]+\/)`/g)].map((m) => m[1]!);

/** Every .ts file of src/, as a path relative to it. */
const sources = readdirSync(src, { recursive: true })
  .map(String)
  .filter((file) => file.endsWith('.ts') && !file.startsWith('generated'));

describe('docs/architecture.md', () => {
  it('names only files that exist', () => {
    const missing = named
      .filter((name) => name.endsWith('.ts') || name.endsWith('.mjs'))
      .filter(
        (name) =>
          !existsSync(new URL(name, root)) &&
          !existsSync(new URL(name, src)) &&
          !sources.some((file) => file.endsWith(`/${name}`) || file === name),
      );
    assert.deepEqual(missing, [], 'files named in docs/architecture.md that are not in the tree');
  });

  it('names every folder of src/ and every file at its root', () => {
    const folders = readdirSync(src).filter(
      (name) => name !== 'generated' && statSync(new URL(name, src)).isDirectory(),
    );
    assert.ok(folders.length > 3, 'src/ was read');
    assert.deepEqual(
      folders.filter((folder) => !named.includes(`${folder}/`)),
      [],
      'folders of src/ the doc does not name',
    );
    const rootFiles = readdirSync(src).filter((name) => name.endsWith('.ts'));
    assert.deepEqual(
      rootFiles.filter((file) => !named.includes(file)),
      [],
      'files at the root of src/ the doc does not name',
    );
  });

  it('draws the submit path through files that exist', () => {
    const drawing = /## The submit path\n[\s\S]*?```\n([\s\S]*?)```/.exec(doc)?.[1];
    assert.ok(drawing, 'the submit path is drawn in a code block under "## The submit path"');
    const files = [...new Set(drawing.match(/[\w./*-]+\.ts\b/g) ?? [])];
    assert.ok(files.length >= 12, `the drawing names each hop's file (${files.length} named)`);
    const missing = files.filter((file) =>
      file.includes('*')
        ? !existsSync(new URL(file.slice(0, file.lastIndexOf('/') + 1), src))
        : !existsSync(new URL(file, src)),
    );
    assert.deepEqual(missing, [], 'files the submit path names that are not in src/');
  });
});
