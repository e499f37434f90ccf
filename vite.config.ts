import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { templateMinifyPlugin } from './scripts/template-minify.mjs';
import { idiomaticDecorators } from './scripts/vite/decorators.js';
import { CLASSIC, ENTRY, featureChunks } from './scripts/vite/feature-chunks.js';
import { embedCodePage } from './scripts/vite/embed-code-page.js';
import { litSsrSupport } from './scripts/vite/lit-ssr-support.js';
import { localeChunks } from './scripts/vite/locale-chunks.js';
import { cssStrings, terserPass } from './scripts/vite/minify.js';

/**
 * The CDN files, one module graph in one build (`vite build --configLoader runner`; tsc compiles the npm
 * library): the ES entry, the classic script that loads it (src/classic.ts), a chunk per feature
 * (scripts/vite/feature-chunks.ts) and per locale part (scripts/vite/locale-chunks.ts), and the
 * embed-code page (scripts/vite/embed-code-page.ts). UTF-8.
 */
export default defineConfig(({ command }) => ({
  plugins:
    command === 'build'
      ? [
          templateMinifyPlugin(),
          cssStrings(),
          litSsrSupport(),
          localeChunks(),
          featureChunks(),
          idiomaticDecorators(),
          terserPass(),
          embedCodePage(),
        ]
      : [],
  build: {
    outDir: resolve(import.meta.dirname, 'dist/cdn'),
    emptyOutDir: true,
    target: 'es2021',
    sourcemap: true,
    lib: {
      // The embed-code page's script (src/embed-code/) imports no module of the widget: no shared chunk.
      entry: {
        'event-register': 'src/cdn.ts',
        'event-register.iife': 'src/classic.ts',
        'embed-code': 'src/embed-code/page.ts',
      },
      formats: ['es'],
      fileName: (_, name) => `${name}.js`,
    },
    rolldownOptions: {
      // Code the entry and a lazy chunk share stays in the entry, which the chunk imports it from.
      preserveEntrySignatures: 'allow-extension',
      output: {
        minify: true,
        charset: 'utf8',
        // A minified CDN file is never bundled again: its `@__PURE__` marks would only cost bytes.
        comments: { annotation: false },
        // Six characters of content hash (36 bits) still change with every change of a chunk; the entry
        // and the classic script name each chunk, and two fewer random characters each compress better.
        chunkFileNames: 'chunks/[name]-[hash:6].js',
        // V8's compile hint: Chromium compiles the code's functions as it streams the file in, not
        // lazily on the main thread. Not the locale chunks (data), nor the loader.
        postBanner: (chunk) =>
          chunk.fileName === ENTRY || (chunk.fileName !== CLASSIC && chunk.fileName.startsWith('chunks/'))
            ? '//# allFunctionsCalledOnLoad'
            : '',
      },
    },
  },
}));
