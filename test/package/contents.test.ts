// What an app developer installs: `npm pack --dry-run` lists the tarball's files.
// Built modules, types, maps, the manifest, README, LICENSE and CHANGELOG go in;
// the repo's tooling (tests, demo, bench, CI, scripts) stays out.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';

interface PackedFile {
  path: string;
  size: number;
}

function packedFiles(): string[] {
  const result = spawnSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { encoding: 'utf8' });
  assert.equal(result.status, 0, result.stderr);
  const [pack] = JSON.parse(result.stdout) as [{ files: PackedFile[] }];
  return pack.files.map((f) => f.path);
}

const files = packedFiles();
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  exports: Record<string, string | { types: string; default: string }>;
  files: string[];
};

describe('the npm tarball', () => {
  it('holds the built entry points with types, declaration maps and source maps', () => {
    for (const base of [
      'define',
      'index',
      'event-register',
      'react/index',
      'types/react',
      'types/vue',
      'types/svelte',
      'server/index',
      'server/cli',
    ]) {
      for (const ext of ['.js', '.js.map', '.d.ts', '.d.ts.map']) {
        assert.ok(files.includes(`dist/lib/${base}${ext}`), `dist/lib/${base}${ext} is packed`);
      }
    }
  });

  it('holds the generated translations that the modules import', () => {
    for (const locale of ['de', 'es', 'fr', 'ja'])
      assert.ok(files.includes(`dist/lib/generated/locales/${locale}.js`), locale);
    assert.ok(files.includes('dist/lib/generated/locale-codes.js'));
    assert.ok(files.includes('dist/lib/generated/locales/de.server.js'), 'the server part');
  });

  it('holds the snippet command that package.json names', () => {
    assert.ok(files.includes('bin/event-register.js'));
  });

  it('holds the CDN files with their integrity hashes', () => {
    for (const file of [
      'event-register.js',
      'event-register.iife.js',
      'integrity.json',
      'event-register.css',
      'event-register.light.css',
    ]) {
      assert.ok(files.includes(`dist/cdn/${file}`), file);
    }
  });

  it('holds the manifest, README, LICENSE and CHANGELOG', () => {
    for (const file of ['custom-elements.json', 'README.md', 'LICENSE', 'CHANGELOG.md', 'package.json']) {
      assert.ok(files.includes(file), file);
    }
  });

  it('holds the docs the README links to, with their pictures, and the message list they link to', () => {
    for (const file of [
      'docs/embedding.md',
      'docs/reference.md',
      'docs/errors.md',
      'docs/frameworks/next.md',
      'docs/screenshots/light-idle.png',
      'xliff/README.md',
    ]) {
      assert.ok(files.includes(file), file);
    }
  });

  it('holds nothing of the repo tooling', () => {
    // xliff/README.md is the list of message ids that docs/localization.md links to; the catalogues stay out.
    const tooling = files
      .filter((f) => f !== 'xliff/README.md')
      .filter(
        (f) =>
          /^(test|demo|bench|\.ci|scripts|xliff|node_modules|\.github)\//.test(f) ||
          /^(tsconfig|vite\.config|web-test-runner|eslint|lit-localize|custom-elements-manifest\.config)/.test(f),
      );
    assert.deepEqual(tooling, []);
  });

  it('holds every file the exports map points at', () => {
    for (const [subpath, target] of Object.entries(pkg.exports)) {
      const paths = typeof target === 'string' ? [target] : Object.values(target);
      for (const path of paths) {
        if (path.includes('*')) continue;
        assert.ok(files.includes(path.replace(/^\.\//, '')), `${subpath} → ${path} is packed`);
      }
    }
  });
});
