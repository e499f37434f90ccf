import { resolve } from 'node:path';
import { defineConfig } from 'vite';

/**
 * The CDN builds (`npm run build`; the npm library is compiled by tsc, see
 * tsconfig.lib.json):
 * - dist/cdn/event-register.js: a minified ES module for <script type="module">;
 * - dist/cdn/event-register.iife.js: the same as a classic script, for page
 *   builders and tag managers that can only add <script src>. Its exports are
 *   on `window.EventRegisterWidget`.
 * Each is one self-contained file: Lit, @lit/localize and the translations are
 * bundled in, so it needs no other request and one SRI hash covers it.
 * The demo (`npm start`) uses Vite's dev server with demo/ as its root.
 */
export default defineConfig({
  build: {
    outDir: 'dist/cdn',
    emptyOutDir: true,
    target: 'es2021',
    sourcemap: true,
    lib: {
      entry: resolve(import.meta.dirname, 'src/cdn.ts'),
      formats: ['es', 'iife'],
      name: 'EventRegisterWidget',
      fileName: (format) => (format === 'es' ? 'event-register.js' : 'event-register.iife.js'),
    },
    rolldownOptions: {
      output: {
        minify: true,
        codeSplitting: false,
        // Keeps translations intact on host pages without <meta charset>.
        charset: 'ascii',
      },
    },
  },
});
