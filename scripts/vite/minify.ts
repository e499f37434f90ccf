import { gzipSync } from 'node:zlib';
import MagicString from 'magic-string';
import { minify } from 'terser';
import ts from 'typescript';
import type { Plugin } from 'vite';

/** What each saves is measured by `npm run build`'s sizes (docs/performance.md, "Minification"). */
const gzip = (code: string): number => gzipSync(code, { level: 9 }).length;
const squeeze = (css: string): string =>
  css
    .replace(/\s+/g, ' ')
    .replace(/\s*([;{}])\s*/g, '$1')
    .replace(/([,:])\s+/g, '$1')
    .replace(/\s+!/g, '!')
    .replace(/([\s:(,/-])0\.(\d)/g, '$1.$2');

/**
 * The CSS written as strings in the style modules (`src/**\/styles/`) loses its layout whitespace:
 * around `;{}`, after `,` and `:`, before `!`, and a number's leading zero. A space before `:` or
 * after `)` stays: it can be a descendant combinator.
 */
export const cssStrings = (): Plugin => ({
  name: 'event-register:css-strings',
  enforce: 'pre',
  transform(code, id) {
    if (!/\/src\/.*\/styles\/[^/]+\.ts$/.test(id)) return undefined;
    const source = ts.createSourceFile(id, code, ts.ScriptTarget.Latest, true);
    const output = new MagicString(code);
    const visit = (node: ts.Node): void => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node)) {
        // The text between the literal's delimiters: `'…'`, `` `…${ ``, `}…${`, `}…` ``.
        const [start, end] = [node.getStart(source) + 1, node.getEnd() - (/\$\{$/.test(node.getText(source)) ? 2 : 1)];
        const text = code.slice(start, end);
        if (squeeze(text) !== text) output.overwrite(start, end, squeeze(text));
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    return { code: output.toString(), map: output.generateMap({ hires: true }) };
  },
});

/**
 * One more pass over each minified chunk with terser (`passes: 2`), kept where it gzips smaller than
 * Rolldown's minifier alone. The compile hint stays first, and the source map follows the new code.
 */
export const terserPass = (): Plugin => ({
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
});
