import { createHash, type Hash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { idiomaticDecoratorsTransformer } from '@lit/ts-transformers';
import MagicString from 'magic-string';
import ts from 'typescript';
import { minify } from 'terser';
import { defineConfig, type Plugin } from 'vite';
import { templateMinifyPlugin } from './scripts/template-minify.mjs';

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
 * - `vite build --mode attend-classic`, `--mode address-classic`, `--mode analytics-classic`: the classic script's copies of
 *   the kit chunks, dist/cdn/chunks/<name>.classic-<hash>.js (see classicKits).
 * The output is UTF-8 (module scripts ignore a page's <meta charset>; serve as text/javascript).
 * The demo (`npm start`) uses Vite's dev server with demo/ as its root.
 */
const ENTRY = resolve(import.meta.dirname, 'src/cdn.ts');
const OUT = resolve(import.meta.dirname, 'dist/cdn');
const GENERATED = resolve(import.meta.dirname, 'src/generated');
// The generated loaders (a table of `import()`s, which the npm library and the tests use), and
// the file suffix of the locale modules each one imports.
const LOADERS: Record<string, { name: string; suffix: string }> = {
  [resolve(GENERATED, 'locale-loaders.ts')]: { name: 'localeLoaders', suffix: '' },
  [resolve(GENERATED, 'result-locale-loaders.ts')]: { name: 'resultLocaleLoaders', suffix: '.results' },
  [resolve(GENERATED, 'attend-locale-loaders.ts')]: { name: 'attendLocaleLoaders', suffix: '.attend' },
  [resolve(GENERATED, 'address-locale-loaders.ts')]: { name: 'addressLocaleLoaders', suffix: '.address' },
};
/** The parts of each locale the browser loads (see scripts/localize.mjs). */
const LOCALE_PARTS = Object.values(LOADERS).map((loaders) => loaders.suffix);
const LOCALE_URLS = '\0event-register:locale-urls';
const INTERACTION_LOADER = resolve(import.meta.dirname, 'src/form/interaction-loader.ts');
/**
 * The lazy chunks that take the rest of the widget through a kit (`<folder>/kit.ts`) only, so that
 * the classic script can load a copy of each (see classicKits): the chunk's name, its folder, the
 * interaction chunk's file that imports it, and that import, as written there.
 */
const KIT_CHUNKS = [
  {
    name: 'attend',
    folder: 'src/attend',
    loader: 'src/interaction/attend-loader.ts',
    target: "import('../attend/attend.js')",
    // The chunk bundles an event class from there (eslint.config.js): part of its output.
    alsoHashed: ['src/events'],
  },
  {
    name: 'address',
    folder: 'src/address',
    loader: 'src/interaction/address-loader.ts',
    target: "import('../address/address.js')",
    alsoHashed: [],
  },
  {
    // No kit.ts: it imports nothing at run time, so its copy is the same code under a name the classic script knows.
    name: 'analytics',
    folder: 'src/analytics',
    loader: 'src/interaction/analytics-loader.ts',
    target: "import('../analytics/analytics.js')",
    alsoHashed: [],
  },
] as const;
type KitChunk = (typeof KIT_CHUNKS)[number];
type KitClassicMode = `${KitChunk['name']}-classic`;
const KIT_CLASSIC_MODES = KIT_CHUNKS.map((chunk): KitClassicMode => `${chunk.name}-classic`);

// Set by the classic script's first statement (output.intro), while the script runs:
// document.currentScript is null afterwards, and the inlined lazy code may run later.
const CLASSIC_BASE = '__eventRegisterScriptUrl';

/** The target locales, from the generated lit-localize codes module. */
function targetLocales(): string[] {
  const source = readFileSync(resolve(GENERATED, 'locale-codes.ts'), 'utf8');
  const list = /targetLocales = \[([^\]]*)\]/.exec(source)?.[1] ?? '';
  return [...list.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
}

/**
 * The packages whose versions shape the CDN files' code: Lit, the localize runtime, the bundler,
 * the minifiers and the TypeScript that compiles the decorators. Their versions, not
 * package-lock.json, go into a chunk's hash, so that a test-only devDependency renames no chunk
 * (and leaves the entry, which names the chunks, byte-identical).
 */
const TOOLCHAIN = [
  'lit',
  'lit-html',
  'lit-element',
  '@lit/reactive-element',
  '@lit/localize',
  'vite',
  'rolldown',
  'terser',
  '@lit-labs/rollup-plugin-minify-html-literals',
  'typescript',
];

/** Hashes what every chunk's output follows from besides its sources: the toolchain, this file and its minifier's options. */
function hashToolchain(hash: Hash): void {
  for (const name of TOOLCHAIN) {
    const { version } = JSON.parse(
      readFileSync(resolve(import.meta.dirname, 'node_modules', name, 'package.json'), 'utf8'),
    ) as { version: string };
    hash.update(`${name}@${version}\n`);
  }
  for (const file of ['vite.config.ts', 'scripts/template-minify.mjs'])
    hash.update(readFileSync(resolve(import.meta.dirname, file)));
}

/**
 * One hash for every locale chunk, from their sources and the toolchain's versions: the locale
 * modules import nothing, so their output follows from these. One hash lets the entry name any
 * chunk with a template (`locales/${locale}-${hash}.js`) instead of carrying 110 file names.
 */
function localeHash(locales: readonly string[]): string {
  const hash = createHash('sha256');
  hashToolchain(hash);
  for (const locale of locales) {
    for (const suffix of LOCALE_PARTS) hash.update(readFileSync(resolve(GENERATED, `locales/${locale}${suffix}.ts`)));
  }
  return hash.digest('base64url').slice(0, 8);
}

/**
 * Locale chunks by URL, in both CDN builds: each `locales/<locale>[.<part>]-<hash>.js` is its
 * own entry (it imports nothing), and the loaders become one function that builds its URL,
 * relative to the module (`import.meta.url`) or to the classic script's address. The classic
 * build emits nothing: it loads the module build's files, which have the same names.
 */
function localeChunks(classic: boolean): Plugin {
  const locales = targetLocales();
  const hash = localeHash(locales);
  const base = classic ? CLASSIC_BASE : 'import.meta.url';
  return {
    name: 'event-register:locale-chunks',
    enforce: 'pre',
    buildStart() {
      if (classic) return;
      for (const locale of locales) {
        for (const suffix of LOCALE_PARTS) {
          this.emitFile({
            type: 'chunk',
            id: resolve(GENERATED, `locales/${locale}${suffix}.ts`),
            fileName: `locales/${locale}${suffix}-${hash}.js`,
          });
        }
      }
    },
    resolveId(id) {
      return id === LOCALE_URLS ? LOCALE_URLS : undefined;
    },
    load(id) {
      if (id === LOCALE_URLS) {
        return [
          `const targetLocales = ${JSON.stringify(locales.join(' '))}.split(' ');`,
          `export const loaders = (suffix) => Object.fromEntries(targetLocales.map((locale) =>`,
          `  [locale, () => import(/* @vite-ignore */ new URL('locales/' + locale + suffix + '-${hash}.js', ${base}).href)]));`,
        ].join('\n');
      }
      const loaders = LOADERS[id];
      if (loaders)
        return `import { loaders } from ${JSON.stringify(LOCALE_URLS)};\nexport const ${loaders.name} = loaders(${JSON.stringify(loaders.suffix)});\n`;
      return undefined;
    },
  };
}

/** A kit chunk's classic copy: its hash, the key the classic script publishes its kit under, the kit's names. */
function kitCopy(chunk: KitChunk) {
  const hash = createHash('sha256');
  hashToolchain(hash);
  for (const folder of [chunk.folder, ...chunk.alsoHashed]) {
    const dir = resolve(import.meta.dirname, folder);
    for (const name of (readdirSync(dir, { recursive: true }) as string[]).filter((n) => n.endsWith('.ts')).sort())
      hash.update(readFileSync(resolve(dir, name)));
  }
  const id = hash.digest('base64url').slice(0, 8);
  const kit = resolve(import.meta.dirname, chunk.folder, 'kit.ts');
  return {
    ...chunk,
    kit,
    loader: resolve(import.meta.dirname, chunk.loader),
    file: `chunks/${chunk.name}.classic-${id}.js`,
    virtual: `\0event-register:${chunk.name}-kit`,
    // Short, and the same only for the same build of the chunk: two versions on a page never meet.
    key: `Symbol.for(${JSON.stringify(`er-kit-${id}`)})`,
    // What kit.ts exports at run time (its `export { … } from` lines; `export type` lines are types).
    names: existsSync(kit)
      ? [...readFileSync(kit, 'utf8').matchAll(/^export \{([^}]*)\} from/gm)].flatMap((m) =>
          m[1]!.split(',').map((name) => name.trim()),
        )
      : [],
  };
}

/**
 * The kit chunks (KIT_CHUNKS: src/attend/, src/address/, src/analytics/) in the classic script. The module build
 * imports each as any lazy chunk, sharing Lit and the widget's messages with the entry. The classic
 * script, which has them inlined, loads a copy of each built for it (`vite build --mode
 * <name>-classic`, after the classic script): the same code, reading what the chunk's kit.ts exports
 * from the classic script, which publishes it (an array, in kit.ts's order) under a symbol named by
 * the copy's hash before it imports the copy by URL. So a page has one Lit, one message scope and one
 * list of catalogue parts, and the classic script grows only by that.
 */
function classicKits(mode: 'classic' | KitClassicMode): Plugin {
  const copies = KIT_CHUNKS.map(kitCopy);
  // The copy this build makes, if it makes one.
  const built = copies.find((copy) => mode === `${copy.name}-classic`);
  return {
    name: 'event-register:classic-kits',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!built) return undefined;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === built.kit ? built.virtual : undefined;
    },
    load(loadedId) {
      if (!built || loadedId !== built.virtual) return undefined;
      return `export const [${built.names.join(', ')}] = globalThis[${built.key}];\n`;
    },
    transform(code, file) {
      const copy = mode === 'classic' ? copies.find((c) => c.loader === file) : undefined;
      if (!copy) return undefined;
      if (!code.includes(copy.target))
        throw new Error(`${file} no longer imports ${copy.target}: update vite.config.ts`);
      const output = new MagicString(code);
      const load = `import(/* @vite-ignore */ new URL('${copy.file}', ${CLASSIC_BASE}).href)`;
      if (copy.names.length) {
        // An array, in the order of kit.ts: its names would only cost bytes.
        output.prepend(`import { ${copy.names.join(', ')} } from '../${copy.name}/kit.js';\n`);
        output.replace(copy.target, `(globalThis[${copy.key}] = [${copy.names.join(', ')}], ${load})`);
      } else output.replace(copy.target, load);
      return { code: output.toString(), map: output.generateMap({ hires: true }) };
    },
    generateBundle(_, bundle) {
      if (!built) return;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && (chunk.imports.length || chunk.dynamicImports.length))
          throw new Error(
            `${chunk.fileName} imports ${[...chunk.imports, ...chunk.dynamicImports].join(', ')}: the classic script's copy of the ${built.name} chunk must import nothing`,
          );
      }
    },
    config() {
      return built
        ? {
            build: {
              lib: {
                entry: resolve(import.meta.dirname, built.folder, `${built.name}.ts`),
                formats: ['es'],
                fileName: () => built.file,
              },
            },
          }
        : undefined;
    },
  };
}

/**
 * The classic script without Lit's hydration (`__ER_HYDRATE__` is false there): its module has
 * top-level statements, which would keep it, and Lit's internals it reads, in the script.
 */
function withoutHydration(): Plugin {
  const id = '\0event-register:no-hydration';
  return {
    name: 'event-register:without-hydration',
    enforce: 'pre',
    resolveId: (source) => (source === '@lit-labs/ssr-client' ? id : undefined),
    load: (loaded) => (loaded === id ? 'export const hydrate = undefined;\n' : undefined),
  };
}

/**
 * The interaction chunk's URL, for an import tried again after a failed one (see
 * src/form/interaction-loader.ts): in the module build the loader declares
 * `__ER_INTERACTION_CHUNK__`, the chunk's URL, whose file name is known once chunks are named.
 * The classic script inlines the chunk and declares nothing.
 */
function interactionChunkUrl(): Plugin {
  const TOKEN = '__ER_INTERACTION_CHUNK_FILE__';
  return {
    name: 'event-register:interaction-chunk-url',
    transform(code, id) {
      if (id !== INTERACTION_LOADER) return undefined;
      // Appended, so that no line of the source moves; read only when an import is retried.
      const output = new MagicString(code).append(
        `\nconst __ER_INTERACTION_CHUNK__ = new URL(${JSON.stringify(TOKEN)}, import.meta.url).href;\n`,
      );
      return { code: output.toString(), map: output.generateMap({ hires: true }) };
    },
    renderChunk(code, chunk) {
      if (!code.includes(TOKEN)) return undefined;
      const file = chunk.dynamicImports.find((name) => /(^|\/)interaction-[^/]*\.js$/.test(name));
      if (!file) throw new Error(`${chunk.fileName} declares the interaction chunk's URL but does not import it`);
      const output = new MagicString(code);
      output.replace(TOKEN, `./${file}`);
      return { code: output.toString(), map: output.generateMap({ hires: true }) };
    },
  };
}

/**
 * One more pass over each minified chunk with terser, the minifier Vite also offers: after
 * Rolldown's own it finds about 120 B gzip more in the entry and 170 B in the interaction chunk
 * (`compress.passes: 2`). A chunk it would not make smaller keeps Rolldown's output. The compile
 * hint (`//# allFunctionsCalledOnLoad`) stays the first line, and the chunk's source map (an asset
 * of its own by now) maps the new code to the sources.
 */
function terserPass(): Plugin {
  return {
    name: 'event-register:terser-pass',
    async generateBundle(options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const result = await minify(chunk.code, {
          // The classic script's top-level `var EventRegisterWidget` is its export: not a module's to rename.
          module: options.format === 'es',
          compress: { passes: 2 },
          format: { comments: /^# (allFunctionsCalledOnLoad$|sourceMappingURL=)/ },
          sourceMap: chunk.map
            ? { content: JSON.stringify(chunk.map), filename: chunk.fileName, includeSources: true }
            : false,
        });
        const gzip = (code: string): number => gzipSync(code, { level: 9 }).length;
        if (!result.code || gzip(result.code) >= gzip(chunk.code)) continue;
        chunk.code = result.code;
        const map = bundle[`${chunk.fileName}.map`];
        if (map?.type === 'asset' && typeof result.map === 'string') map.source = result.map;
      }
    },
  };
}

/**
 * The locale chunks ship without source maps: each is one object literal of strings, the same
 * in the chunk as in its source, and 220 maps would be half a megabyte of the npm package that
 * nobody debugs with. The chunk loses its `//# sourceMappingURL=` line too, so that devtools ask
 * for no map that is not there. After terserPass, which keeps that line.
 */
function localeChunksWithoutMaps(): Plugin {
  return {
    name: 'event-register:locale-chunks-without-maps',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.fileName.startsWith('locales/')) continue;
        delete bundle[`${chunk.fileName}.map`];
        chunk.code = chunk.code.replace(/\n?\/\/# sourceMappingURL=\S*\s*$/, '\n');
        chunk.map = null;
      }
    },
  };
}

/**
 * CSS written as strings in the style modules (each `styles/` folder of `src/`) loses its layout whitespace
 * in the CDN files: spaces after `;`, `{`, `}`, `,` and `:` and before `{`, `}`, `;` and `!` say
 * nothing to a CSS parser (about 60 B gzip in the entry and 40 B in the interaction chunk). A
 * space before `:` or after `)` stays: it can be a descendant combinator (`.er-root :where(…)`).
 */
function cssStrings(): Plugin {
  const squeeze = (css: string): string =>
    css
      .replace(/\s+/g, ' ')
      .replace(/\s*([;{}])\s*/g, '$1')
      .replace(/([,:])\s+/g, '$1')
      .replace(/\s+!/g, '!')
      // 0.5rem → .5rem: a number's leading zero says nothing either.
      .replace(/([\s:(,/-])0\.(\d)/g, '$1.$2');
  return {
    name: 'event-register:css-strings',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/src\/.*\/styles\/[^/]+\.ts$/.test(id)) return undefined;
      const source = ts.createSourceFile(id, code, ts.ScriptTarget.Latest, true);
      const output = new MagicString(code);
      const visit = (node: ts.Node): void => {
        if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node)) {
          // The literal's text between its delimiters (`'…'`, `` `…${ ``, `}…${`, `}…` ``), squeezed in place.
          const start = node.getStart(source) + 1;
          const end = node.getEnd() - (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) ? 2 : 1);
          const text = code.slice(start, end);
          const squeezed = squeeze(text);
          if (squeezed !== text) output.overwrite(start, end, squeezed);
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
      return { code: output.toString(), map: output.generateMap({ hires: true }) };
    },
  };
}

/**
 * Lit's decorators, compiled to what they stand for (`static properties`, getters) by Lit's own
 * TypeScript transformer: the source keeps its decorators, the CDN files drop the decorator
 * runtime and the `__decorate` calls (about 0.7 KB gzip).
 */
function idiomaticDecorators(): Plugin {
  const config = ts.getParsedCommandLineOfConfigFile(
    resolve(import.meta.dirname, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error('Cannot read tsconfig.json');
  const options: ts.CompilerOptions = {
    ...config.options,
    noEmit: false,
    declaration: false,
    sourceMap: true,
    inlineSources: true,
    outDir: undefined,
    rootDir: undefined,
  };
  return {
    name: 'event-register:idiomatic-decorators',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith('.ts') || !id.includes('/src/') || !/^\s*@(property|state|query)\(/m.test(code))
        return undefined;
      const host = ts.createCompilerHost(options);
      const readFile = host.readFile.bind(host);
      host.readFile = (file) => (resolve(file) === id ? code : readFile(file));
      const program = ts.createProgram([id], options, host);
      let js = '';
      let map = '';
      program.emit(
        program.getSourceFile(id),
        (name, text) => (name.endsWith('.map') ? (map = text) : (js = text)),
        undefined,
        false,
        {
          before: [idiomaticDecoratorsTransformer(program)],
        },
      );
      if (!js) throw new Error(`Lit's decorator transform produced nothing for ${id}`);
      return { code: js.replace(/\n\/\/# sourceMappingURL=.*$/, ''), map };
    },
  };
}

export default defineConfig(({ command, mode }) => {
  const classic = command === 'build' && mode === 'classic';
  // A classic copy of a kit chunk (classicKits).
  const kitClassic = command === 'build' && (KIT_CLASSIC_MODES as string[]).includes(mode);
  return {
    plugins: [
      // The same minified templates as the npm library's (scripts/template-minify.mjs).
      command === 'build' ? templateMinifyPlugin() : undefined,
      command === 'build' ? cssStrings() : undefined,
      command === 'build' ? localeChunks(classic || kitClassic) : undefined,
      command === 'build' && !classic && !kitClassic ? interactionChunkUrl() : undefined,
      classic || kitClassic ? classicKits(mode as 'classic' | KitClassicMode) : undefined,
      classic ? withoutHydration() : undefined,
      command === 'build' ? idiomaticDecorators() : undefined,
      command === 'build' ? terserPass() : undefined,
      command === 'build' ? localeChunksWithoutMaps() : undefined,
    ],
    // The classic script renders a pre-rendered form anew rather than hydrate it (src/prerendered/take-over.ts).
    define: classic ? { __ER_HYDRATE__: 'false' } : undefined,
    build: {
      outDir: OUT,
      emptyOutDir: !classic && !kitClassic,
      target: 'es2021',
      sourcemap: true,
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
          // A minified CDN file is never bundled again: its `@__PURE__` and `@vite-ignore` marks
          // would only cost bytes (about 50 B gzip in the entry).
          comments: { annotation: false },
          intro: classic
            ? `var ${CLASSIC_BASE} = (document.currentScript && document.currentScript.src) || location.href;`
            : undefined,
          chunkFileNames: 'chunks/[name]-[hash].js',
          // V8's explicit compile hint: Chromium compiles every function of the file on the thread
          // that streams it in, not lazily on the main thread when first called. For the entry, the
          // first render's functions (at 4× CPU, the widget was usable about 20 ms sooner and its
          // longest task 20–30 ms shorter); for the interaction chunk, the first submit's, compiled
          // when it is prefetched rather than while the person waits; for the attend chunk, the
          // success's, compiled while the request is out; for the address chunk, the hint's and the
          // success's, compiled as the interaction chunk loads it. Not the locale chunks: data.
          postBanner: (chunk) =>
            /^(event-register\.|chunks\/(attend|address|analytics)\.classic-)/.test(chunk.fileName) ||
            ['interaction', 'take-over', 'attend', 'address', 'analytics'].includes(chunk.name)
              ? '//# allFunctionsCalledOnLoad'
              : '',
        },
      },
    },
  };
});
