import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, type Alias } from 'vite';

/**
 * Bundles the framework fixture apps (test/frameworks/fixtures.ts) into one ES
 * module, dist/test-frameworks/fixtures.js, for test/browser/frameworks/frameworks.test.ts. React
 * is CommonJS and Vue's template compiler is a separate build, so the test
 * runner's plain node-resolve cannot serve them; a bundle can. Built by
 * scripts/build-framework-fixtures.mjs after dist/lib (the npm library).
 */
const root = resolve(import.meta.dirname, '../..');

interface Manifest {
  name: string;
  exports: Record<string, string | { default?: string }>;
}

/**
 * `event-register`, `event-register/react`, … resolved as the package.json
 * `exports` map says (its `default` condition), so the fixtures import the
 * built package by its public names. Exact matches only: `event-register`
 * must not swallow `event-register/react`. Wildcard entries are left out.
 */
function packageAliases(): Alias[] {
  const manifest = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as Manifest;
  return Object.entries(manifest.exports).flatMap(([subpath, target]): Alias[] => {
    const file = typeof target === 'string' ? target : target.default;
    if (!file || subpath.includes('*')) return [];
    const specifier = manifest.name + subpath.slice(1);
    return [
      { find: new RegExp(`^${specifier.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`), replacement: resolve(root, file) },
    ];
  });
}

export default defineConfig({
  root,
  publicDir: false,
  logLevel: 'warn',
  resolve: {
    alias: [
      ...packageAliases(),
      // The full build with the runtime template compiler, as README tells Vue users who use in-DOM or string templates.
      { find: /^vue$/, replacement: resolve(root, 'node_modules/vue/dist/vue.esm-bundler.js') },
    ],
  },
  define: {
    // Development builds of React and Vue: their warnings about props, events and unknown elements are on.
    'process.env.NODE_ENV': JSON.stringify('development'),
    __VUE_OPTIONS_API__: 'true',
    __VUE_PROD_DEVTOOLS__: 'false',
    __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
  },
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  build: {
    outDir: resolve(root, 'dist/test-frameworks'),
    emptyOutDir: true,
    target: 'es2021',
    sourcemap: true,
    minify: false,
    lib: {
      entry: resolve(import.meta.dirname, 'fixtures.ts'),
      formats: ['es'],
      fileName: () => 'fixtures.js',
    },
    rolldownOptions: { output: { codeSplitting: false } },
  },
});
