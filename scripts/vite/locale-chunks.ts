import { createHash, type Hash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { FEATURE_FILES } from '../../src/features.js';

const GENERATED = resolve(import.meta.dirname, '../../src/generated');

/** The parts of each locale a browser loads: the form's, and each feature's (src/features.ts). */
export const localeParts = (): string[] => ['', ...Object.values(FEATURE_FILES).flatMap((f) => f.localePart ?? [])];

/** The module of a part's loaders (a table of `import()`s, which the npm library and the tests use), as scripts/localize.mjs writes it. */
export const loadersModule = (part: string): string =>
  resolve(GENERATED, part ? `${part}-locale-loaders.ts` : 'locale-loaders.ts');

/** The target locales, from the generated lit-localize codes module. */
function targetLocales(): string[] {
  const list =
    /targetLocales = \[([^\]]*)\]/.exec(readFileSync(resolve(GENERATED, 'locale-codes.ts'), 'utf8'))?.[1] ?? '';
  return [...list.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
}

/**
 * Locale chunks by URL: each `locales/<locale>[.<part>]-<hash>.js` is an entry of its own (it imports
 * nothing), and each part's loaders become one function that builds its URL from the module's. One
 * hash for every locale chunk, from their sources and the toolchain (`hashToolchain`), lets the
 * entry name any of them with a template instead of carrying 220 file names.
 */
export function localeChunks(hashToolchain: (hash: Hash) => void): Plugin {
  const locales = targetLocales();
  const parts = localeParts();
  const hash = createHash('sha256');
  hashToolchain(hash);
  for (const locale of locales)
    for (const part of parts)
      hash.update(readFileSync(resolve(GENERATED, `locales/${locale}${part && `.${part}`}.ts`)));
  const id = hash.digest('base64url').slice(0, 8);
  const URLS = '\0event-register:locale-urls';
  return {
    name: 'event-register:locale-chunks',
    enforce: 'pre',
    buildStart() {
      for (const locale of locales)
        for (const part of parts) {
          const name = `${locale}${part && `.${part}`}`;
          this.emitFile({
            type: 'chunk',
            id: resolve(GENERATED, `locales/${name}.ts`),
            fileName: `locales/${name}-${id}.js`,
          });
        }
    },
    // Without source maps: a locale chunk is one object literal of strings, the same as its source,
    // and 220 maps would be half a megabyte of the npm package that nobody debugs with.
    generateBundle(_, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.fileName.startsWith('locales/')) continue;
        delete bundle[`${chunk.fileName}.map`];
        chunk.code = chunk.code.replace(/\n?\/\/# sourceMappingURL=\S*\s*$/, '\n');
        chunk.map = null;
      }
    },
    resolveId: (source) => (source === URLS ? URLS : undefined),
    load(loaded) {
      if (loaded === URLS)
        return [
          `const targetLocales = ${JSON.stringify(locales.join(' '))}.split(' ');`,
          `export const loaders = (suffix) => Object.fromEntries(targetLocales.map((locale) =>`,
          `  [locale, () => import(/* @vite-ignore */ new URL('locales/' + locale + suffix + '-${id}.js', import.meta.url).href)]));`,
        ].join('\n');
      const part = parts.find((p) => loadersModule(p) === loaded);
      return part === undefined
        ? undefined
        : `import { loaders } from ${JSON.stringify(URLS)};\nexport const localeLoaders = loaders(${JSON.stringify(part && `.${part}`)});\n`;
    },
  };
}
