/**
 * Each framework recipe (docs/frameworks/<name>.md) shows the files of its app
 * (test/frameworks/<name>/) as they are, so that what the docs tell a user to write is what
 * server-html.test.ts builds and runs. A code block preceded by `<!-- file: <path> -->` must
 * equal that file; every app has a recipe, and every file of the app a user writes is shown.
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { allApps, GENERATED } from '../frameworks/apps.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const apps = allApps();

/** What a user does not write by hand: the lock, generated types, and a favicon. */
const NOT_SHOWN = /(^|\/)(package-lock\.json|next-env\.d\.ts|tsconfig\.json|\.gitignore|[^/]+\.(svg|ico|png))$/;

function appFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (GENERATED.has(entry.name)) return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? appFiles(path) : [relative(root, path)];
  });
}

/** The blocks of a recipe that name their file: path → the block's text. */
function fileBlocks(markdown: string): Map<string, string> {
  const blocks = new Map<string, string>();
  for (const match of markdown.matchAll(/<!-- file: (\S+) -->\s*\n(`{3,})[^\n]*\n([\s\S]*?)\n\2\n/g)) {
    const [, path = '', , text = ''] = match;
    blocks.set(path, text);
  }
  return blocks;
}

describe('framework recipes match their apps', () => {
  it('there are apps to check', () => assert.ok(apps.includes('next'), `apps found: ${apps.join(', ')}`));

  for (const name of apps) {
    describe(name, () => {
      const recipe = join(root, 'docs/frameworks', `${name}.md`);
      it('has a recipe in docs/frameworks', () => assert.ok(existsSync(recipe), `docs/frameworks/${name}.md`));
      const blocks = existsSync(recipe) ? fileBlocks(readFileSync(recipe, 'utf8')) : new Map<string, string>();

      it('shows each file as it is in the app', () => {
        assert.ok(blocks.size > 0, 'the recipe names no file');
        for (const [path, text] of blocks) {
          assert.ok(path.startsWith(`test/frameworks/${name}/`), `${path} is not a file of this app`);
          assert.ok(existsSync(join(root, path)), `${path} does not exist`);
          assert.equal(
            text,
            readFileSync(join(root, path), 'utf8').replace(/\n$/, ''),
            `the block for ${path} differs from the file`,
          );
        }
      });

      it('shows every file a user writes', () => {
        const missing = appFiles(join(root, 'test/frameworks', name)).filter(
          (path) => !NOT_SHOWN.test(path) && !blocks.has(path),
        );
        assert.deepEqual(missing, [], 'files of the app that the recipe does not show');
      });
    });
  }
});
