import { resolve } from 'node:path';
import { defineConfig } from 'vite';

/**
 * `npm run build` → dist/cdn/event-register.js: one self-contained, minified
 * ES module (Lit and @lit/localize bundled in, translations inlined) that a
 * page on any origin loads with <script type="module" src=…>.
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
      formats: ['es'],
      fileName: () => 'event-register.js',
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
