import { resolve } from 'node:path';
import { idiomaticDecoratorsTransformer } from '@lit/ts-transformers';
import ts from 'typescript';
import type { Plugin } from 'vite';

/**
 * Lit's decorators compiled to what they stand for (`static properties`, getters) by Lit's own
 * TypeScript transformer, which needs a program to type-check the decorated file: the CDN files
 * drop the decorator runtime and the `__decorate` calls.
 */
export function idiomaticDecorators(): Plugin {
  const config = ts.getParsedCommandLineOfConfigFile(
    resolve(import.meta.dirname, '../../tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error('Cannot read tsconfig.json');
  const options = { ...config.options, noEmit: false, declaration: false, sourceMap: true, inlineSources: true };
  return {
    name: 'event-register:idiomatic-decorators',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/src\/.*\.ts$/.test(id) || !/^\s*@(property|state|query)\(/m.test(code)) return undefined;
      const host = ts.createCompilerHost(options);
      const readFile = host.readFile.bind(host);
      host.readFile = (file) => (resolve(file) === id ? code : readFile(file));
      const program = ts.createProgram([id], { ...options, outDir: undefined, rootDir: undefined }, host);
      const out: Record<'js' | 'map', string> = { js: '', map: '' };
      program.emit(
        program.getSourceFile(id),
        (name, text) => (out[name.endsWith('.map') ? 'map' : 'js'] = text),
        undefined,
        false,
        {
          before: [idiomaticDecoratorsTransformer(program)],
        },
      );
      if (!out.js) throw new Error(`Lit's decorator transform produced nothing for ${id}`);
      return { code: out.js.replace(/\n\/\/# sourceMappingURL=.*$/, ''), map: out.map };
    },
  };
}
