import { readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import minifyHtmlLiterals from '@lit-labs/rollup-plugin-minify-html-literals';
import { defineConfig, type Plugin } from 'vite';

/**
 * The CDN builds (`npm run build`; the npm library is compiled by tsc, see tsconfig.lib.json):
 * - `vite build`: dist/cdn/event-register.js, a minified ES module for <script type="module">,
 *   with lazy chunks it imports only dynamically: dist/cdn/locales/<locale>-<hash>.js (one per
 *   language, no imports of their own) and dist/cdn/chunks/interaction-<hash>.js (the API
 *   client, errors, success views: what a person's first interaction needs; prefetched).
 * - `vite build --mode classic`: dist/cdn/event-register.iife.js, the same widget as a classic
 *   script for page builders and tag managers, exports on `window.EventRegisterWidget`. The
 *   interaction code is inlined (a chunk would import the module entry, a second copy); the
 *   locale chunks, which import nothing, are the very same files, loaded by URL relative to
 *   the script's own address (a classic script may `import()` a module).
 * The output is UTF-8 (module scripts ignore a page's <meta charset>; serve as text/javascript).
 * The demo (`npm start`) uses Vite's dev server with demo/ as its root.
 */
const ENTRY = resolve(import.meta.dirname, 'src/cdn.ts');
const OUT = resolve(import.meta.dirname, 'dist/cdn');
const MANIFEST = '.vite/manifest.json';
// The generated loaders, and the file suffix of the locale modules each one imports.
const LOADERS: Record<string, { name: string; suffix: string }> = {
  [resolve(import.meta.dirname, 'src/generated/locale-loaders.ts')]: { name: 'localeLoaders', suffix: '' },
  [resolve(import.meta.dirname, 'src/generated/result-locale-loaders.ts')]: { name: 'resultLocaleLoaders', suffix: '.results' },
};

interface ManifestEntry {
  file: string;
  src?: string;
}

// Set by the classic script's first statement (output.intro), while the script runs:
// document.currentScript is null afterwards, and the inlined lazy code may run later.
const CLASSIC_BASE = '__eventRegisterScriptUrl';

/** For the classic script: the locale loaders become imports of the module build's locale chunks. */
function chunksByUrl(): Plugin {
  const manifest = JSON.parse(readFileSync(resolve(OUT, MANIFEST), 'utf8')) as Record<string, ManifestEntry>;
  const chunkOf = (src: string): string => {
    const entry = manifest[src];
    if (!entry) throw new Error(`The module build has no chunk for ${src}: run \`vite build\` first.`);
    return entry.file;
  };
  const locales = Object.keys(manifest)
    .filter((src) => /^src\/generated\/locales\/[^.]+\.ts$/.test(src))
    .map((src) => src.slice('src/generated/locales/'.length, -3));
  const BASE = '\0event-register:chunk-base';
  const base = `import { load } from ${JSON.stringify(BASE)};\n`;
  return {
    name: 'event-register:chunks-by-url',
    enforce: 'pre',
    resolveId(id) {
      return id === BASE ? BASE : undefined;
    },
    load(id) {
      if (id === BASE) {
        return `export const load = (file) => import(new URL(file, ${CLASSIC_BASE}).href);\n`;
      }
      const loaders = LOADERS[id];
      if (loaders) {
        const entries = locales.map(
          (locale) => `  ${JSON.stringify(locale)}: () => load(${JSON.stringify(chunkOf(`src/generated/locales/${locale}${loaders.suffix}.ts`))}),`,
        );
        return `${base}export const ${loaders.name} = {\n${entries.join('\n')}\n};\n`;
      }
      return undefined;
    },
    closeBundle() {
      rmSync(resolve(OUT, '.vite'), { recursive: true, force: true });
    },
  };
}

export default defineConfig(({ command, mode }) => {
  const classic = command === 'build' && mode === 'classic';
  return {
    plugins: [
      // Whitespace between inline content is collapsed to one space, never removed ("Name (optional)"),
      // and empty attributes are kept (they can carry meaning, such as alt="").
      command === 'build' ? minifyHtmlLiterals({ options: { minifyOptions: { conservativeCollapse: true, removeEmptyAttributes: false } } }) : undefined,
      classic ? chunksByUrl() : undefined,
    ],
    build: {
      outDir: OUT,
      emptyOutDir: !classic,
      target: 'es2021',
      sourcemap: true,
      manifest: classic ? false : MANIFEST,
      lib: {
        entry: ENTRY,
        formats: [classic ? 'iife' : 'es'],
        name: 'EventRegisterWidget',
        fileName: () => (classic ? 'event-register.iife.js' : 'event-register.js'),
      },
      rolldownOptions: {
        // Code the entry and a lazy chunk share stays in the entry (the chunk imports it from
        // there), rather than going to a shared chunk the entry would load up front.
        preserveEntrySignatures: 'allow-extension',
        output: {
          minify: true,
          codeSplitting: !classic,
          charset: 'utf8',
          intro: classic ? `var ${CLASSIC_BASE} = (document.currentScript && document.currentScript.src) || location.href;` : undefined,
          chunkFileNames: (chunk) =>
            chunk.facadeModuleId?.includes('/src/generated/locales/') ? 'locales/[name]-[hash].js' : 'chunks/[name]-[hash].js',
        },
      },
    },
  };
});
