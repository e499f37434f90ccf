// What a page loads from the CDN (after `npm run build`): the script files carry V8's compile
// hint, so that Chromium compiles their functions on the thread that streams them in, not on
// the page's main thread during start-up or the first submit (see docs/performance.md);
// the locale chunks (data) do not; and no bundler annotations are left to cost bytes.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { FEATURE_FILES } from '../../src/features.js';

const CDN = 'dist/cdn';
const HINT = '//# allFunctionsCalledOnLoad\n';
const scripts = readdirSync(CDN, { recursive: true })
  .map(String)
  .filter((file) => file.endsWith('.js'));
const read = (file: string): string => readFileSync(join(CDN, file), 'utf8');

describe('the CDN files', () => {
  it('the entry and the chunks start with the compile hint; the classic script, a small loader, does not', () => {
    const code = scripts.filter((file) => !file.startsWith('locales/') && file !== 'embed-code.js');
    // One chunk per feature declared (src/features.ts), the entry and the loader.
    assert.deepEqual(
      code.map((file) => file.replace(/^(chunks\/[\w.-]+?)-[\w-]{6}\.js$/, '$1.js')).sort(),
      [
        ...Object.keys(FEATURE_FILES).map((name) => `chunks/${name}.js`),
        'event-register.iife.js',
        'event-register.js',
      ].sort(),
    );
    for (const file of code.filter((f) => f !== 'event-register.iife.js'))
      assert.ok(read(file).startsWith(HINT), `${file} starts with ${HINT.trim()}`);
    assert.ok(!read('event-register.iife.js').includes('allFunctionsCalledOnLoad'));
  });

  it('the classic script is a classic script: no import or export statement, its names in a function of its own', () => {
    const loader = read('event-register.iife.js');
    assert.match(loader, /^\(\(\)=>\{[\s\S]*\}\)\(\);\n$/);
    assert.doesNotMatch(loader, /^\s*(import|export)\b|[;}]\s*(import|export)\s*[{*]/m);
    assert.doesNotMatch(loader, /__ER_INTEGRITY__|import\.meta/);
  });

  it("the classic script carries the SHA-256 of the entry (by its file) and of every feature's chunk (by the feature)", () => {
    const code = scripts.filter((file) => file === 'event-register.js' || file.startsWith('chunks/'));
    const loader = read('event-register.iife.js');
    for (const file of code) {
      const hash = `sha256-${createHash('sha256')
        .update(readFileSync(join(CDN, file)))
        .digest('base64')}`;
      const key = /^chunks\/(.+)-[\w-]{6}\.js$/.exec(file)?.[1] ?? file;
      assert.ok(loader.includes(`"${key}":"${hash}"`), `the loader checks ${file}`);
    }
  });

  it('ship the embed-code page beside the entry, its script importing nothing of the widget, with its hash', () => {
    // The page's script is one more entry of the same build: it shares no module, so no chunk, with the widget.
    const page = read('embed-code.html');
    assert.match(page, /<script type="module" src="\.\/event-register\.js"><\/script>/);
    assert.match(page, /<script type="module" src="\.\/embed-code\.js"><\/script>/);
    const script = read('embed-code.js');
    assert.doesNotMatch(script, /\bimport\s*(\(|["'{*\w])|allFunctionsCalledOnLoad/);
    const integrity = JSON.parse(read('integrity.json')) as Record<string, string>;
    assert.match(integrity['embed-code.js'] ?? '', /^sha384-/);
  });

  it('the locale chunks do not: they are data, compiled when they are read', () => {
    const locales = scripts.filter((file) => file.startsWith('locales/'));
    // 55 locales in parts: the form at rest's, and one for each feature with words (`localePart`).
    const parts = 1 + Object.values(FEATURE_FILES).filter((feature) => feature.localePart).length;
    assert.equal(locales.length, 55 * parts);
    assert.deepEqual(
      locales.filter((file) => read(file).includes('allFunctionsCalledOnLoad')),
      [],
    );
  });

  it('carry no bundler annotations (a minified CDN file is never bundled again)', () => {
    assert.deepEqual(
      scripts.filter((file) => /@__PURE__|@vite-ignore|@__NO_SIDE_EFFECTS__/.test(read(file))),
      [],
    );
  });

  it('ship the stylesheets that server-rendered markup links, byte for byte, with their hashes', async () => {
    const { eventRegisterStylesheet } = await import('../../src/server/render.js');
    const integrity = JSON.parse(read('integrity.json')) as Record<string, string>;
    for (const [root, file] of [
      ['shadow', 'event-register.css'],
      ['light', 'event-register.light.css'],
    ] as const) {
      const hash = `sha384-${createHash('sha384')
        .update(readFileSync(join(CDN, file)))
        .digest('base64')}`;
      assert.equal(integrity[file], hash, `integrity.json has ${file}`);
      assert.ok(
        eventRegisterStylesheet(root, { cdn: 'https://cdn.example/' }).includes(
          `href="https://cdn.example/${file}" integrity="${hash}"`,
        ),
        `the ${root} link pins ${file}`,
      );
    }
  });

  it('carry nothing of the server renderer (Node only)', () => {
    assert.deepEqual(
      scripts.filter((file) =>
        /@lit-labs\/ssr|node:crypto|renderEventRegister|could not load\. Reload the page/.test(read(file)),
      ),
      [],
    );
  });
});
