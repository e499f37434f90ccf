// The npm library: dist/lib, compiled file by file from src/ by tsc (see
// tsconfig.lib.json). Emptied first so a deleted source leaves no stale module.
// Then the templates' HTML is minified as in the CDN files (scripts/template-minify.mjs): a
// server renders with this library, and the browser hydrates its markup with either build,
// which needs the same template text. Each source map is carried through that change.
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import remapping from '@jridgewell/remapping';
import { minifyTemplates } from './template-minify.mjs';

const lib = new URL('../dist/lib/', import.meta.url);
rmSync(lib, { recursive: true, force: true });
const tsc = fileURLToPath(new URL('../node_modules/typescript/bin/tsc', import.meta.url));
const result = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.lib.json'], { stdio: 'inherit' });
if (result.status !== 0) process.exit(result.status ?? 1);

let minified = 0;
for (const file of readdirSync(lib, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'))) {
  const path = fileURLToPath(new URL(file, lib));
  const code = readFileSync(path, 'utf8');
  // As the Rollup plugin does: a module whose templates the minifier cannot parse (the server's
  // static-html template of the host) stays as it is.
  const out = await minifyTemplates(code, path).catch((error) => {
    console.log(`dist/lib/${file}: templates left as they are (${error.message.split('\n')[0].slice(0, 80)})`);
    return null;
  });
  if (!out || out.code === code) continue;
  const mapPath = `${path}.map`;
  const compiled = JSON.parse(readFileSync(mapPath, 'utf8'));
  // The minifier's map (minified → compiled), then tsc's (compiled → source).
  const map = remapping([JSON.parse(out.map.toString()), compiled], () => null);
  map.file = compiled.file;
  map.sources = compiled.sources;
  writeFileSync(path, out.code);
  writeFileSync(mapPath, JSON.stringify(map));
  minified++;
}
// The generated modules (dist/lib/generated: the translations, one object literal of strings per
// locale and part, and the tables that import them) ship without maps, as the CDN's locale chunks
// do: their code is their source, and 564 maps would be a fifth of the npm package's files. The
// sourceMappingURL line goes too, so that no bundler or devtools looks for a map that is not there.
let unmapped = 0;
const generated = new URL('generated/', lib);
for (const file of readdirSync(generated, { recursive: true, encoding: 'utf8' })) {
  const path = fileURLToPath(new URL(file, generated));
  if (file.endsWith('.map')) rmSync(path);
  else if (file.endsWith('.js') || file.endsWith('.d.ts')) {
    writeFileSync(path, readFileSync(path, 'utf8').replace(/\n\/\/# sourceMappingURL=\S*\s*$/, '\n'));
    unmapped++;
  }
}
console.log(
  `dist/lib: ES modules, .d.ts with declaration maps, source maps; templates minified in ${minified} modules; ${unmapped} generated files without maps.`,
);
