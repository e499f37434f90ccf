import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { FEATURE_FILES } from '../../src/features.js';

const GENERATED = resolve(import.meta.dirname, '../../src/generated');
const URLS = '\0event-register:locale-urls';
const version = (name: string): string =>
  (JSON.parse(readFileSync(`node_modules/${name}/package.json`, 'utf8')) as { version: string }).version;

/**
 * `locales/<locale>[.<part>]-<hash>.js`: the form's part, and one per feature with words (src/features.ts).
 * Each imports nothing; each part's loaders become a function that builds the URL. One hash for all
 * (their sources and minifiers) spares the entry 220 names. No maps: each is its source, a string table.
 */
export function localeChunks(): Plugin {
  const codes = readFileSync(resolve(GENERATED, 'locale-codes.ts'), 'utf8');
  const locales = [.../targetLocales = \[([^\]]*)\]/.exec(codes)![1]!.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
  const parts = ['', ...Object.values(FEATURE_FILES).flatMap((f) => (f.localePart ? `.${f.localePart}` : []))];
  const files = locales.flatMap((locale) => parts.map((part) => `${locale}${part}`));
  const hash = createHash('sha256').update(`rolldown@${version('rolldown')} terser@${version('terser')}`);
  for (const file of [...files.map((f) => resolve(GENERATED, `locales/${f}.ts`)), import.meta.filename])
    hash.update(readFileSync(file));
  const id = hash.digest('base64url').slice(0, 8);
  return {
    name: 'event-register:locale-chunks',
    enforce: 'pre',
    buildStart() {
      for (const file of files)
        this.emitFile({
          type: 'chunk',
          id: resolve(GENERATED, `locales/${file}.ts`),
          fileName: `locales/${file}-${id}.js`,
        });
    },
    resolveId: (source) => (source === URLS ? URLS : undefined),
    load(loaded) {
      if (loaded === URLS)
        return `const locales = ${JSON.stringify(locales.join(' '))}.split(' ');
export const loaders = (part) => Object.fromEntries(locales.map((locale) =>
  [locale, () => import(/* @vite-ignore */ new URL('locales/' + locale + part + '-${id}.js', import.meta.url).href)]));`;
      const part = parts.find((p) => resolve(GENERATED, `${p.slice(1)}${p && '-'}locale-loaders.ts`) === loaded);
      if (part !== undefined)
        return `import { loaders } from '${URLS}';\nexport const localeLoaders = loaders('${part}');`;
      return undefined;
    },
    generateBundle(_, bundle) {
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk' && chunk.fileName.startsWith('locales/')) {
          delete bundle[`${chunk.fileName}.map`];
          chunk.code = chunk.code.replace(/\n?\/\/# sourceMappingURL=\S*\s*$/, '\n');
          chunk.map = null;
        }
    },
  };
}
