/**
 * Each site builder's recipe (docs/builders/<tool>.md) shows the text to paste exactly as the
 * browser tests paste it: a block preceded by `<!-- fixture: <path> -->` equals that fixture of
 * test/builders/fixtures/, with the docs' example values in place of its placeholders. Every
 * fixture is shown by a recipe, and every fixture is used by a test.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { PAGES, root } from './pages.js';

const FIXTURES = 'test/builders/fixtures';

/** What the docs show for each placeholder: the README's example values. */
const EXAMPLE_VALUES: Record<string, string> = {
  CDN: 'https://cdn.jsdelivr.net/npm/event-register@0.1.0/dist/cdn/',
  INTEGRITY_MODULE: 'sha384-…',
  INTEGRITY_IIFE: 'sha384-…',
  RENDER_ROOT: 'shadow',
  EVENT_ID: 'evt_123',
  API_KEY: 'pk_live_…',
  BASE_URL: 'https://api.example.com/v1',
};

/** A fixture as the docs show it. */
export function shownFixture(text: string): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => EXAMPLE_VALUES[key] ?? whole);
}

/** Every block marked with a fixture, across the docs: its page, path and text. */
const shown = PAGES.flatMap((page) =>
  [
    ...readFileSync(join(root, page), 'utf8').matchAll(
      /<!-- fixture: (\S+) -->[ \t]*\n(?:[ \t]*\n)*([ \t]*)(`{3,})[^\n]*\n([\s\S]*?)\n\2\3\n/g,
    ),
  ].map(([, path = '', indent = '', , text = '']) => ({
    page,
    path,
    // A block in a list item is indented with it.
    text: text
      .split('\n')
      .map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line))
      .join('\n'),
  })),
);
const fixtures = readdirSync(join(root, FIXTURES)).map((name) => `${FIXTURES}/${name}`);

/** Every test file, to find which use a fixture. */
function testFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? testFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}
const tests = [...testFiles('test/browser'), ...testFiles('test/plugins')].map((file) =>
  readFileSync(join(root, file), 'utf8'),
);

describe('site builder recipes show their tested fixtures', () => {
  it('there are fixtures, and recipes that show them', () => {
    assert.ok(fixtures.length > 0, `no fixtures in ${FIXTURES}`);
    assert.ok(shown.length > 0, 'no <!-- fixture: … --> block in the docs');
  });

  it('each block equals its fixture, with the example values', () => {
    for (const { page, path, text } of shown) {
      assert.ok(fixtures.includes(path), `${page}: ${path} is not a fixture of ${FIXTURES}`);
      const fixture = readFileSync(join(root, path), 'utf8').replace(/\n$/, '');
      assert.equal(text, shownFixture(fixture), `${page}: the block differs from ${path}`);
      assert.doesNotMatch(text, /\{\{\w+\}\}/, `${page}: ${path} has a placeholder with no example value`);
    }
  });

  it('every fixture is shown by a recipe and pasted by a test', () => {
    for (const path of fixtures) {
      assert.ok(
        shown.some((block) => block.path === path),
        `${path} is shown by no recipe (<!-- fixture: ${path} -->)`,
      );
      const name = path.slice(FIXTURES.length + 1);
      assert.ok(
        tests.some((text) => text.includes(name)),
        `no browser test or test page uses ${name}`,
      );
    }
  });
});
