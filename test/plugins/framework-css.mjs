// `/__framework-css/tailwind.css`: Tailwind CSS 4 as a site would build it (its theme, preflight and
// utilities, with the Typography plugin's `.prose`), compiled from the npm packages by Tailwind's own
// `compile()`. The other frameworks' stylesheets are served as files from node_modules.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { compile } from 'tailwindcss';

const require = createRequire(import.meta.url);

/** The classes the host-page tests put on the page: Tailwind emits only the utilities it sees. */
const CANDIDATES = ['prose', 'max-w-none', 'p-6', 'rounded-lg', 'shadow'];

async function buildTailwind() {
  const input = '@import "tailwindcss"; @plugin "@tailwindcss/typography";';
  const compiler = await compile(input, {
    base: process.cwd(),
    async loadStylesheet(id, base) {
      // `tailwindcss` resolves to its index.css through the package's `style` export.
      const path = require.resolve(id === 'tailwindcss' ? 'tailwindcss/index.css' : id, { paths: [base] });
      return { path, base: dirname(path), content: await readFile(path, 'utf8') };
    },
    async loadModule(id, base) {
      const path = require.resolve(id, { paths: [base] });
      return { path, base: dirname(path), module: require(path) };
    },
  });
  return compiler.build(CANDIDATES);
}

let built;

export function frameworkCssMiddleware() {
  return async function frameworkCss(ctx, next) {
    if (ctx.path !== '/__framework-css/tailwind.css') return next();
    built ??= buildTailwind();
    ctx.type = 'css';
    ctx.body = await built;
    return undefined;
  };
}
