// `node scripts/bundle-composition.mjs dist/cdn/event-register.js`: what each source module costs in a
// built file (gzip of its minified code, from the source map), largest first. A development
// aid for the byte budgets; source-map-js comes with the build tools.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';
const file = process.argv[2];
const code = readFileSync(file, 'utf8');
const map = new SourceMapConsumer(JSON.parse(readFileSync(file + '.map', 'utf8')));
const lines = code.split('\n');
const bySource = new Map();
let prev = null;
map.eachMapping((m) => {
  if (prev) {
    const text =
      prev.gl === m.generatedLine
        ? lines[prev.gl - 1].slice(prev.gc, m.generatedColumn)
        : lines[prev.gl - 1].slice(prev.gc);
    bySource.set(prev.src, (bySource.get(prev.src) ?? '') + text);
  }
  prev = {
    gl: m.generatedLine,
    gc: m.generatedColumn,
    src: (m.source ?? '?').replace(/.*node_modules\//, 'nm:').replace(/.*\/src\//, 'src/'),
  };
});
const rows = [...bySource].map(([s, t]) => [s, t.length, gzipSync(t, { level: 9 }).length]).sort((a, b) => b[2] - a[2]);
let total = 0;
for (const [s, raw, gz] of rows) {
  total += gz;
  if (gz > 150) console.log(String(gz).padStart(6), String(raw).padStart(7), s);
}
console.log('sum of separate gzips', total, 'whole', gzipSync(code, { level: 9 }).length);
