import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import type { ChunkingContext } from 'rolldown';
import type { OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { ELEMENT_FEATURES, FEATURE_FILES, type FeatureName } from '../../src/features.js';

const SRC = resolve(import.meta.dirname, '../../src');
export const ENTRY = 'event-register.js';
export const CLASSIC = 'event-register.iife.js';

/** Each feature's folder, from its declaration in src/features.ts. */
export const featureFolders = (): [FeatureName, string][] =>
  Object.entries(FEATURE_FILES).map(([name, files]) => [name as FeatureName, resolve(SRC, files.folder ?? name) + sep]);

/**
 * Which feature's chunk a module goes to, by the features that reach it through static imports from
 * their entry module: the one feature that does; the interaction chunk when only it and the flow's
 * features do, since the flow loads those from it; otherwise none (the entry, which has it first).
 */
function chunkOf(folders: [FeatureName, string][]) {
  const memo = new Map<string, string | null>();
  const reach = (id: string, ctx: ChunkingContext, seen: Set<string>): Set<FeatureName | 'entry'> => {
    const info = ctx.getModuleInfo(id);
    const found = new Set<FeatureName | 'entry'>();
    if (!info || seen.has(id)) return found;
    seen.add(id);
    if (info.dynamicImporters.length && info.dynamicImporters.every((i) => i.endsWith('/src/features.ts'))) {
      found.add(folders.find(([, folder]) => id.startsWith(folder))![0]);
    }
    if (info.isEntry) found.add('entry');
    for (const importer of info.importers) for (const f of reach(importer, ctx, seen)) found.add(f);
    return found;
  };
  const decide = (features: Set<FeatureName | 'entry'>): string | null => {
    if (features.has('entry') || !features.size) return null;
    // Another feature's own modules are its dynamic import's chunk already (no namespace object to build).
    if (!features.has('interaction') && features.size === 1) return null;
    return [...features].every((f) => f === 'interaction' || !(f in ELEMENT_FEATURES)) ? 'interaction' : null;
  };
  return (id: string, ctx: ChunkingContext): string | null => {
    if (!memo.has(id)) memo.set(id, decide(reach(id, ctx, new Set())));
    return memo.get(id)!;
  };
}

/**
 * The features of src/features.ts as the CDN build's chunks:
 * - a feature's chunk, `chunks/<name>-<hash>.js`, holds the modules only it reaches, and the
 *   interaction chunk those that only the flow's features share (`chunkOf`): no copies, no shared chunks;
 * - the entry learns each chunk's file (`__ER_CHUNKS__`), for a checked import and a retry;
 * - the build fails on a chunk no feature declares, on a feature's module outside its chunk, on a
 *   static import the entry would wait for, and on a chunk importing one that may not be there yet;
 * - the classic script (src/classic.ts) gets the hashes of the entry and of every feature's chunk.
 */
export function featureChunks(): Plugin {
  const folders = featureFolders();
  const featureOf = (file: string): FeatureName | undefined =>
    folders.find(([name]) => new RegExp(`^chunks/${name}-[^/]+\\.js$`).test(file))?.[0];
  let outDir = '';
  return {
    name: 'event-register:feature-chunks',
    config: () => ({
      build: {
        rolldownOptions: {
          output: { codeSplitting: { includeDependenciesRecursively: false, groups: [{ name: chunkOf(folders) }] } },
        },
      },
    }),
    configResolved(config) {
      outDir = config.build.outDir;
    },
    renderChunk(code, chunk) {
      if (!code.includes('__ER_CHUNKS__')) return undefined;
      const files: Partial<Record<FeatureName, string>> = {};
      for (const file of chunk.dynamicImports) {
        const feature = featureOf(file);
        if (feature) files[feature] = file;
      }
      return { code: code.replace(/\b__ER_CHUNKS__\b/g, JSON.stringify(files)), map: null };
    },
    generateBundle(_, bundle) {
      const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
      for (const chunk of chunks) {
        const feature = featureOf(chunk.fileName);
        const fail = (why: string): never =>
          this.error(`${chunk.fileName} ${why} (src/features.ts, scripts/vite/feature-chunks.ts)`);
        if (chunk.fileName === ENTRY || chunk.fileName === CLASSIC) {
          if (chunk.imports.length)
            fail(`imports ${chunk.imports.join(', ')} before it can run: a lazy feature's code is in the entry's way`);
        } else if (feature) {
          // The take-over loads without the interaction chunk; the flow's features load from it.
          const before =
            feature in ELEMENT_FEATURES
              ? [ENTRY]
              : [ENTRY, ...chunks.filter((c) => featureOf(c.fileName) === 'interaction').map((c) => c.fileName)];
          const early = chunk.imports.filter((file) => !before.includes(file));
          if (early.length) fail(`imports ${early.join(', ')}, which may not be on the page yet`);
        } else if (!/^locales\//.test(chunk.fileName))
          fail('holds lazy code that no feature declares: declare it in src/features.ts');
        const stray = chunk.moduleIds.find((id) =>
          folders.some(([name, folder]) => id.startsWith(folder) && name !== feature),
        );
        if (stray) fail(`holds ${stray}, which belongs to another feature's chunk`);
      }
    },
    writeBundle(_, bundle) {
      // The final files, as the page will fetch them: the entry and the features' chunks.
      const sri = (file: string) =>
        `sha384-${createHash('sha384')
          .update(readFileSync(resolve(outDir, file)))
          .digest('base64')}`;
      const files = Object.keys(bundle).filter((file) => file === ENTRY || featureOf(file));
      const integrity = JSON.stringify(Object.fromEntries(files.map((file) => [file, sri(file)])));
      const loader = resolve(outDir, CLASSIC);
      const code = readFileSync(loader, 'utf8').replace(/\n\/\/# sourceMappingURL=.*\s*$/, '');
      // A classic script: its names stay out of the page's global scope.
      writeFileSync(loader, `(()=>{${code.replace(/\b__ER_INTEGRITY__\b/g, integrity)}})();\n`);
      rmSync(`${loader}.map`, { force: true });
    },
  };
}
