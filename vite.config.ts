import type { Hash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { templateMinifyPlugin } from './scripts/template-minify.mjs';
import { idiomaticDecorators } from './scripts/vite/decorators.js';
import { CLASSIC, ENTRY, featureChunks } from './scripts/vite/feature-chunks.js';
import { cssStrings } from './scripts/vite/css-strings.js';
import { localeChunks } from './scripts/vite/locale-chunks.js';
import { terserPass } from './scripts/vite/terser-pass.js';

/**
 * The CDN files (`npm run build`; the npm library is compiled by tsc, see tsconfig.lib.json), one
 * module graph in one build:
 * - dist/cdn/event-register.js, the ES module entry, for `<script type="module">`;
 * - dist/cdn/event-register.iife.js, the classic script (src/classic.ts), a small loader of that
 *   entry for page builders and tag managers;
 * - dist/cdn/chunks/<feature>-<hash>.js, one per feature of src/features.ts (scripts/vite/feature-chunks.ts);
 * - dist/cdn/locales/<locale>[.<part>]-<hash>.js, one per locale and part (scripts/vite/locale-chunks.ts).
 * The output is UTF-8 (module scripts ignore a page's <meta charset>; serve as text/javascript).
 * The demo (`npm start`) uses Vite's dev server with demo/ as its root.
 */
const root = import.meta.dirname;

/**
 * What a chunk's output follows from besides its sources: the versions of Lit, the localize runtime,
 * the bundler and the minifiers, and the build's own files. Versions, not package-lock.json, so that
 * a test-only devDependency renames no chunk.
 */
function hashToolchain(hash: Hash): void {
  for (const name of [
    'lit',
    'lit-html',
    'lit-element',
    '@lit/reactive-element',
    '@lit/localize',
    'vite',
    'rolldown',
    'terser',
  ])
    hash.update(
      `${name}@${(JSON.parse(readFileSync(resolve(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version}\n`,
    );
  for (const file of ['vite.config.ts', 'scripts/template-minify.mjs']) hash.update(readFileSync(resolve(root, file)));
}

export default defineConfig(({ command }) => ({
  plugins:
    command === 'build'
      ? [
          templateMinifyPlugin(),
          cssStrings(),
          localeChunks(hashToolchain),
          featureChunks(),
          idiomaticDecorators(),
          terserPass(),
        ]
      : [],
  build: {
    outDir: resolve(root, 'dist/cdn'),
    emptyOutDir: true,
    target: 'es2021',
    sourcemap: true,
    lib: {
      entry: { 'event-register': resolve(root, 'src/cdn.ts'), 'event-register.iife': resolve(root, 'src/classic.ts') },
      formats: ['es'],
      fileName: (_, name) => `${name}.js`,
    },
    rolldownOptions: {
      // Code the entry and a lazy chunk share stays in the entry (the chunk imports it from there),
      // rather than going to a shared chunk the entry would load up front.
      preserveEntrySignatures: 'allow-extension',
      output: {
        minify: true,
        charset: 'utf8',
        // A minified CDN file is never bundled again: its `@__PURE__` marks would only cost bytes.
        comments: { annotation: false },
        chunkFileNames: 'chunks/[name]-[hash].js',
        // V8's explicit compile hint: Chromium compiles every function of the file on the thread that
        // streams it in, not lazily on the main thread when first called. The entry's are the first
        // render's; a feature's, what it shows once loaded. Not the locale chunks (data) nor the loader.
        postBanner: (chunk) =>
          chunk.fileName !== CLASSIC && (chunk.fileName === ENTRY || chunk.fileName.startsWith('chunks/'))
            ? '//# allFunctionsCalledOnLoad'
            : '',
      },
    },
  },
}));
