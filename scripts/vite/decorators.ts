import { resolve } from 'node:path';
import { idiomaticDecoratorsTransformer } from '@lit/ts-transformers';
import ts from 'typescript';
import type { Plugin } from 'vite';

/**
 * Lit's decorators compiled to `static properties` and getters by Lit's own transformer, which needs
 * a program to type-check the file: the CDN files carry no decorator runtime or `__decorate` calls.
 */
export function idiomaticDecorators(): Plugin {
  const host = { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} };
  const { options } = ts.getParsedCommandLineOfConfigFile('tsconfig.json', {}, host)!;
  Object.assign(options, {
    noEmit: false,
    declaration: false,
    sourceMap: true,
    inlineSources: true,
    outDir: undefined,
    rootDir: undefined,
  });
  return {
    name: 'event-register:idiomatic-decorators',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/src\/.*\.ts$/.test(id) || !/^\s*@(property|state|query)\(/m.test(code)) return undefined;
      const host = ts.createCompilerHost(options);
      const readFile = host.readFile.bind(host);
      host.readFile = (file) => (resolve(file) === id ? code : readFile(file));
      const program = ts.createProgram([id], options, host);
      const out = { js: '', map: '' };
      const write = (name: string, text: string) => (out[name.endsWith('.map') ? 'map' : 'js'] = text);
      program.emit(program.getSourceFile(id), write, undefined, false, {
        before: [idiomaticDecoratorsTransformer(program)],
      });
      if (!out.js) throw new Error(`Lit's decorator transform produced nothing for ${id}`);
      return { code: out.js.replace(/\n\/\/# sourceMappingURL=.*$/, ''), map: out.map };
    },
  };
}
