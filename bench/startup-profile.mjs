// The start-up of the pre-rendered page, piece by piece: JavaScript self-time by original source
// module and function (through the CDN files' source maps), from navigation until the widget is
// ready, and the page's tasks over 50 ms until then (the probe's own checks taken out, as run.mjs
// does). PROFILE=0|1|2|3 (3: 4x CPU, local network; default 3), LOADS=n (default 8),
// VARIANT=prerendered, SAMPLE=0 (long tasks only, without the sampling profiler, which lengthens
// every task). Run `npm run build` first.
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { findChrome } from '../scripts/browsers.mjs';
import { ALL_PROFILES, launchForMeasuring, untilUsable } from './loads.mjs';
import { startLoadServers } from './server.mjs';

const profile = [...ALL_PROFILES, { name: '4x CPU, local network', cpu: 4 }][Number(process.env.PROFILE ?? 3)];
const loads = Number(process.env.LOADS ?? 8);
const variant = process.env.VARIANT ?? 'prerendered';
const CDN = join(process.cwd(), 'dist', 'cdn');
const maps = new Map();
const mapOf = (file) => {
  if (!maps.has(file)) {
    const path = [join(CDN, file), join(CDN, 'chunks', file)].find((p) => existsSync(`${p}.map`));
    maps.set(file, path ? new TraceMap(readFileSync(`${path}.map`, 'utf8')) : null);
  }
  return maps.get(file);
};
const pages = await startLoadServers();
const { browser, coldPage } = await launchForMeasuring(findChrome());
const byFunction = new Map();
const byModule = new Map();
const sampling = process.env.SAMPLE !== '0';
/** Per load: the pieces' self-time (ms), and the tasks over 50 ms until ready. */
const perLoad = [];
/** Lit's and our functions, grouped into the pieces bench/README.md names (source module, minified or original name). */
const PIECES = [
  [
    'template preparation',
    (m, n) => m.startsWith('lit-html/lit-html') && ['constructor', 'N', 'V', 'createElement', '_$AC'].includes(n),
  ],
  ['hydrate binding', (m) => m.includes('ssr-client')],
  ['adoptStyles (styleSheet)', (m, n) => m.includes('css-tag') && n === 'styleSheet'],
  ['colour read', (m) => m.endsWith('color-scheme.ts')],
  ['takeOver()', (m) => m.endsWith('prerendered/take-over.ts')],
  ['define', (m, n) => n === 'define' && !m.includes('/')],
];
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2) : NaN;
};
for (let i = 0; i < loads; i++) {
  const { page } = await coldPage(pages.origin, profile);
  try {
    if (sampling) {
      await page.send('Profiler.enable');
      await page.send('Profiler.setSamplingInterval', { interval: 100 });
      await page.send('Profiler.start');
    }
    // When the entry's evaluation starts: Lit's first statement with an effect in it pushes its version here.
    await page.send('Page.addScriptToEvaluateOnNewDocument', {
      source: `const v = []; v.push = function (...a) { window.__entryAt ??= performance.now(); return Array.prototype.push.apply(this, a); }; window.reactiveElementVersions = v;`,
    });
    await page.send('Page.navigate', { url: `${pages.origin}/${variant}` });
    await untilUsable(page, `/${variant}`);
    await page.until(() => window.__bench.ready ?? null, undefined, 'ready', 30_000);
    // The long tasks until ready, each without the probe's checks inside it (run.mjs's figures()).
    const tasks = await page.evaluate(() => {
      const { longTasks, probeChecks, ready, defined } = window.__bench;
      const probeTime = (task) =>
        probeChecks
          .filter((p) => p.start >= task.start && p.end <= task.start + task.duration + 1)
          .reduce((sum, p) => sum + (p.end - p.start), 0);
      const tasks = longTasks
        .filter((task) => task.start <= ready)
        .map((task) => ({ start: Math.round(task.start), duration: Math.round(task.duration - probeTime(task)) }))
        .filter((task) => task.duration > 50);
      // Nothing of ours runs before the entry's evaluation: tasks that end before it are the page's.
      const arrived = Math.round(window.__entryAt ?? 0);
      return { tasks, arrived, defined: Math.round(defined), ready: Math.round(ready) };
    });
    const load = { ...tasks, pieces: new Map() };
    perLoad.push(load);
    if (!sampling) continue;
    const { profile: p } = await page.send('Profiler.stop');
    const self = new Map();
    p.samples.forEach((id, k) => self.set(id, (self.get(id) ?? 0) + (p.timeDeltas[k + 1] ?? 0)));
    for (const node of p.nodes) {
      const us = self.get(node.id) ?? 0;
      if (!us) continue;
      const f = node.callFrame;
      const file = f.url.split('/').pop();
      let key = `${f.functionName || '(anonymous)'} ${file}`;
      let module = f.url ? file : f.functionName;
      const map = f.url.includes('/cdn/') && mapOf(file);
      if (map) {
        const o = originalPositionFor(map, { line: f.lineNumber + 1, column: f.columnNumber });
        if (o.source) {
          module = o.source.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
          key = `${o.name ?? f.functionName ?? '?'} ${module}:${o.line}`;
        }
      }
      byFunction.set(key, (byFunction.get(key) ?? 0) + us);
      const name = key.split(' ')[0];
      const piece = PIECES.find(([, match]) => match(module, name))?.[0];
      if (piece) load.pieces.set(piece, (load.pieces.get(piece) ?? 0) + us / 1000);
      byModule.set(module, (byModule.get(module) ?? 0) + us);
    }
  } finally {
    await page.close();
  }
}
await browser.close();
await pages.close();
console.log(`${variant}, ${profile.name}, ${loads} loads${sampling ? '' : ' (no sampling)'}`);
console.log('tasks over 50 ms until ready, per load (start+duration):');
for (const { tasks, arrived, defined, ready } of perLoad)
  console.log(
    `  entry evaluated ${arrived}, defined ${defined}, ready ${ready}: ${tasks.map((t) => `${t.start}+${t.duration}`).join(' ') || '-'}`,
  );
const ours = (l) => l.tasks.filter((t) => t.start + t.duration > l.arrived);
console.log(`loads with one: ${perLoad.filter((l) => l.tasks.length).length} of ${loads}`);
console.log(
  `loads with one ending after the entry's evaluation began (ours): ${perLoad.filter((l) => ours(l).length).length} of ${loads}`,
);
console.log(
  `longest of those, median over loads: ${median(perLoad.map((l) => Math.max(0, ...ours(l).map((t) => t.duration))))} ms`,
);
if (!sampling) process.exit(0);
console.log('pieces, JS self-time per load: median (min–max)');
for (const [piece] of PIECES) {
  const ms = perLoad.map((l) => l.pieces.get(piece) ?? 0);
  console.log(
    `  ${piece.padEnd(26)} ${median(ms).toFixed(1).padStart(6)} ms (${Math.min(...ms).toFixed(1)}–${Math.max(...ms).toFixed(1)})`,
  );
}
console.log('JS self-time per load until ready, by module (mean)');
for (const [k, us] of [...byModule].sort((a, b) => b[1] - a[1]).slice(0, 25))
  console.log(`${(us / 1000 / loads).toFixed(2).padStart(7)} ms  ${k}`);
console.log('by function');
for (const [k, us] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 30))
  console.log(`${(us / 1000 / loads).toFixed(2).padStart(7)} ms  ${k}`);

process.exit(0);
