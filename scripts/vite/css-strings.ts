import MagicString from 'magic-string';
import ts from 'typescript';
import type { Plugin } from 'vite';

/**
 * CSS written as strings in the style modules (each `styles/` folder of `src/`) loses its layout
 * whitespace: spaces after `;`, `{`, `}`, `,` and `:` and before `{`, `}`, `;` and `!`, and a
 * number's leading zero. A space before `:` or after `)` stays: it can be a descendant combinator.
 */
export function cssStrings(): Plugin {
  const squeeze = (css: string): string =>
    css
      .replace(/\s+/g, ' ')
      .replace(/\s*([;{}])\s*/g, '$1')
      .replace(/([,:])\s+/g, '$1')
      .replace(/\s+!/g, '!')
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
          if (squeeze(text) !== text) output.overwrite(start, end, squeeze(text));
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
      return { code: output.toString(), map: output.generateMap({ hires: true }) };
    },
  };
}
