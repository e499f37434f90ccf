import { gzipSync } from 'node:zlib';
import { minify } from 'terser';
import type { Plugin } from 'vite';

/**
 * One more pass over each minified chunk with terser (`compress.passes: 2`), where it makes the
 * chunk smaller in gzip than Rolldown's minifier alone. The compile hint stays the first line, and
 * the chunk's source map maps the new code to the sources.
 */
export function terserPass(): Plugin {
  const gzip = (code: string): number => gzipSync(code, { level: 9 }).length;
  return {
    name: 'event-register:terser-pass',
    async generateBundle(_, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const result = await minify(chunk.code, {
          module: true,
          compress: { passes: 2 },
          format: { comments: /^# (allFunctionsCalledOnLoad$|sourceMappingURL=)/ },
          sourceMap: !!chunk.map && {
            content: JSON.stringify(chunk.map),
            filename: chunk.fileName,
            includeSources: true,
          },
        });
        if (!result.code || gzip(result.code) >= gzip(chunk.code)) continue;
        chunk.code = result.code;
        const map = bundle[`${chunk.fileName}.map`];
        if (map?.type === 'asset' && typeof result.map === 'string') map.source = result.map;
      }
    },
  };
}
