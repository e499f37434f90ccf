import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { posix, resolve, sep } from 'node:path';
import type { ChunkingContext } from 'rolldown';
import type { Plugin } from 'vite';
import { ELEMENT_FEATURES, FEATURE_FILES, type FeatureName } from '../../src/features.js';

export const ENTRY = 'event-register.js';
export const CLASSIC = 'event-register.iife.js';
type Reach = FeatureName | 'entry';
/** The modules that declare the features, each with its `import()`s. */
const LISTS = ['features.ts', 'flow-feature-list.ts'];
// SHA-256, the shortest hash SRI takes: the classic script carries one per chunk, each of them
// incompressible, and every feature adds one. integrity.json keeps SHA-384 for the files a page names.
const sri = (path: string) => `sha256-${createHash('sha256').update(readFileSync(path)).digest('base64')}`;

/**
 * The features of src/features.ts as the CDN build's chunks, `chunks/<name>-<hash>.js`:
 * - a module goes where the features that reach it say (`chunkOf`): no copies, no shared chunks;
 * - a chunk learns the files of the features it imports (`__ER_CHUNKS__`: the entry the element's,
 *   the interaction chunk the flow's), for a checked import and a retry;
 * - the classic script (src/classic.ts) gets the hashes of the entry and of the features' chunks.
 * test/package/features.test.ts holds the output to it.
 */
export function featureChunks(): Plugin {
  const folders = Object.entries(FEATURE_FILES).map(
    ([name, f]) => [name, resolve('src', f.folder ?? name) + sep] as const,
  );
  const featureOf = (file: string) =>
    folders.find(([name]) => new RegExp(`^chunks/${name}-[^/]+\\.js$`).test(file))?.[0] as FeatureName | undefined;
  const chunkOf = (id: string, ctx: ChunkingContext): string | null => {
    // The features whose entry module reaches this one by static imports, or the entry.
    const reach = (at: string, seen: Set<string>): Reach[] => {
      const info = ctx.getModuleInfo(at);
      if (!info || seen.has(at)) return [];
      seen.add(at);
      const own = info.dynamicImporters.some((i) => LISTS.some((list) => i.endsWith(`${sep}${list}`)))
        ? [folders.find(([, folder]) => at.startsWith(folder))![0] as FeatureName]
        : [];
      return [...own, ...(info.isEntry ? ['entry' as const] : []), ...info.importers.flatMap((i) => reach(i, seen))];
    };
    const features = new Set(reach(id, new Set()));
    // The entry's modules stay there, and a feature's own ones in its dynamic import's chunk. Those of
    // the interaction, or shared by it and the flow's features only, go to its chunk: the flow loads them.
    if (features.has('entry') || !features.size || (features.size === 1 && !features.has('interaction'))) return null;
    return [...features].every((f) => f === 'interaction' || !(f in ELEMENT_FEATURES)) ? 'interaction' : null;
  };
  const codeSplitting = { includeDependenciesRecursively: false, groups: [{ name: chunkOf }] };
  const namespace = (file: string) =>
    `import\\("\\./${file.replace(/[^\w/-]/g, '\\$&')}"\\)\\.then\\(\\(?(\\w+)\\)? => \\1\\.(\\w+)\\)`;
  let outDir = '';
  return {
    name: 'event-register:feature-chunks',
    config: () => ({ build: { rolldownOptions: { output: { codeSplitting } } } }),
    configResolved: (config) => void (outDir = config.build.outDir),
    renderChunk(code, chunk) {
      if (!code.includes('__ER_CHUNKS__')) return undefined;
      // The features this chunk imports (the entry: the element's; the interaction chunk: the flow's),
      // each file relative to the entry, where loadFeature() resolves it; and the export that holds
      // its module where the chunk exports more (`import("./chunks/interaction-….js").then((n) => n.t)`):
      // an import by URL reads it too.
      const files = chunk.dynamicImports.filter(featureOf).map((file) => {
        const key = new RegExp(namespace(posix.relative(posix.dirname(chunk.fileName), file))).exec(code)?.[2];
        return `"${featureOf(file)}":["${file}"${key ? `,"${key}"` : ''}]`;
      });
      return { code: code.replace(/\b__ER_CHUNKS__\b/g, `{${files.join()}}`), map: null };
    },
    writeBundle(_, bundle) {
      // The files as the page fetches them: the entry, by its file, and the features' chunks, by the
      // feature's name (a chunk's file name would add its hash's incompressible letters).
      const files = Object.keys(bundle).filter((file) => file === ENTRY || featureOf(file));
      const integrity = JSON.stringify(
        Object.fromEntries(files.map((file) => [featureOf(file) ?? file, sri(resolve(outDir, file))])),
      );
      const loader = resolve(outDir, CLASSIC);
      const code = readFileSync(loader, 'utf8').replace(/\n\/\/# sourceMappingURL=.*\s*$/, '');
      // A classic script: its names stay out of the page's global scope. A loader this small needs no map.
      writeFileSync(loader, `(()=>{${code.replace(/\b__ER_INTEGRITY__\b/g, integrity)}})();\n`);
      rmSync(`${loader}.map`, { force: true });
    },
  };
}
