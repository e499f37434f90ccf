import MagicString from 'magic-string';
import ts from 'typescript';
import type { Plugin } from 'vite';

/** The members of Lit's `_$LH` (lit-html/private-ssr-support.js) that `@lit-labs/ssr-client`'s hydrate uses. */
const USED = ['TemplateInstance', 'isIterable', 'resolveDirective', 'ChildPart', 'ElementPart'];

/**
 * The take-over chunk keeps only the members of Lit's object of private helpers for server
 * rendering that hydrate uses: the bundler keeps an object's every property, and the others (the
 * server's, never called in a browser) cost the chunk about 300 B. The build fails if hydrate
 * comes to use another, or if the object is no longer where this looks for it.
 */
export const litSsrSupport = (): Plugin => ({
  name: 'event-register:lit-ssr-support',
  transform(code, id) {
    if (/@lit-labs\/ssr-client\/lib\/hydrate-lit-html\.js$/.test(id)) {
      // Its one destructuring of the object: `const{TemplateInstance:l,…}=t`.
      const used = /const\{((?:\w+:\w+,?)+)\}=/
        .exec(code)?.[1]
        ?.split(',')
        .map((pair) => pair.split(':')[0]!);
      const unknown = used ? used.filter((name) => !USED.includes(name)) : ['(its destructuring, not found)'];
      if (unknown.length)
        this.error(`hydrate uses more of Lit's _$LH than scripts/vite/lit-ssr-support.ts keeps: ${unknown.join(', ')}`);
      return undefined;
    }
    if (!/lit-html\/private-ssr-support\.js$/.test(id)) return undefined;
    const source = ts.createSourceFile(id, code, ts.ScriptTarget.Latest, true);
    const output = new MagicString(code);
    let kept = 0;
    const visit = (node: ts.Node): void => {
      if (ts.isObjectLiteralExpression(node) && node.properties.some((p) => p.name?.getText(source) === 'ChildPart')) {
        for (const property of node.properties) {
          const name = property.name?.getText(source) ?? '';
          if (USED.includes(name)) kept++;
          // With the comma after it (the last one has none: then the comma before it).
          else output.remove(property.getFullStart(), property.getEnd() + (code[property.getEnd()] === ',' ? 1 : 0));
        }
        return;
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    if (kept !== USED.length) this.error(`Lit's private-ssr-support no longer has ${USED.join(', ')} in one object`);
    return { code: output.toString(), map: output.generateMap({ hires: true }) };
  },
});
