// Where a submit's time goes, on the benchmark's submit page or its floor page (bench/run.mjs,
// measureSubmit), unthrottled. For each load, the first submit (cold) or the third (warm):
// - the moments after the answer's last byte (Resource Timing's responseEnd), as medians: the
//   page's fetch resolved (headers), its body read, the view in the DOM, the next animation frame,
//   and that frame painted; and the click's and the request's start before it;
// - with the sampling profiler (PROFILER=1, the default), JavaScript self-time by original source
//   module and function (through the CDN files' source maps), from the click to the call to fetch,
//   and from there until the frame.
// Markers find those moments in the profile: a capturing click listener and a wrapper around fetch,
// each spinning for 3 ms with the profiler so that it samples them; they lengthen what they mark,
// so the moments are read from a run without the profiler (PROFILER=0). The wrapper and the marks are this tool's
// alone: the benchmark measures pages with nothing injected but its probe.
// PAGE=widget-event|submit-floor, WHICH=cold|warm (default warm), LOADS=n (default 12), PROFILER=0|1.
// Run `npm run build` first.
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { startApiServer } from '../demo/api/server.ts';
import { DEMO_LIVE_PUBLISHABLE_KEY } from '../demo/api/seed.ts';
import { findChrome } from '../scripts/browsers.mjs';
import { ALL_PROFILES, launchForMeasuring, typeIntoEmail, untilUsable } from './loads.mjs';
import { blankPage, startPageServer, submitFloorPage, widgetPage } from './server.mjs';
import { median } from './stats.mjs';

const PAGE = process.env.PAGE ?? 'widget-event';
if (!['widget-event', 'submit-floor'].includes(PAGE)) {
  console.error(`PAGE=${PAGE}: expected widget-event or submit-floor`);
  process.exit(1);
}
const WHICH = process.env.WHICH ?? 'warm';
if (!['cold', 'warm'].includes(WHICH)) {
  console.error(`WHICH=${WHICH}: expected cold or warm`);
  process.exit(1);
}
const LOADS = Number(process.env.LOADS ?? 12);
if (!Number.isInteger(LOADS) || LOADS < 1 || LOADS > 200) {
  console.error(`LOADS=${process.env.LOADS}: expected a whole number from 1 to 200`);
  process.exit(1);
}
const PROFILER = process.env.PROFILER !== '0';

// The profiler's sampling thread shares the renderer's pinned core: a marker must run long enough
// for the scheduler to let it take a sample. Without the profiler, the markers do nothing but mark.
const SPIN_MS = PROFILER ? 3 : 0;
const CDN = join(process.cwd(), 'dist', 'cdn');
const maps = new Map();
const mapOf = (file) => {
  if (!maps.has(file)) {
    const path = [join(CDN, file), join(CDN, 'chunks', file)].find((p) => existsSync(`${p}.map`));
    maps.set(file, path ? new TraceMap(readFileSync(`${path}.map`, 'utf8')) : null);
  }
  return maps.get(file);
};
/** A profile node's function, by its original module and line where a source map has it. */
const functionOf = ({ url, functionName, lineNumber, columnNumber }) => {
  const file = url.split('/').pop();
  const map = file && mapOf(file);
  const o = map ? originalPositionFor(map, { line: lineNumber + 1, column: columnNumber }) : {};
  if (!o.source) return `${functionName || '(anonymous)'} ${file || '(native)'}`;
  return `${o.name ?? functionName ?? '?'} ${o.source.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '')}:${o.line}`;
};

const MARKERS = `(() => {
  // Each spins in its own body: a helper they both called would be sampled without them.
  function __clickMarker() { const t = performance.now(); while (performance.now() - t < ${SPIN_MS}); }
  function __fetchMarker() { const t = performance.now(); while (performance.now() - t < ${SPIN_MS}); }
  addEventListener('click', __clickMarker, { capture: true });
  const fetch = window.fetch;
  window.__marks = {};
  window.fetch = function (...args) {
    __fetchMarker();
    return fetch.apply(this, args).then((response) => ((window.__marks.headers = performance.now()), response));
  };
  const text = Response.prototype.text;
  Response.prototype.text = function () {
    return text.call(this).then((body) => ((window.__marks.text = performance.now()), body));
  };
})();`;

const api = await startApiServer({ port: 0, rateLimit: { limit: 1_000_000, windowSeconds: 60 } });
const created = await fetch(`${api.origin}/__control/events`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ name: 'bench' }),
});
const widget = { eventId: (await created.json()).id, apiKey: DEMO_LIVE_PUBLISHABLE_KEY, baseUrl: api.baseUrl };
const pages = await startPageServer(async () => ({
  '/widget-event': widgetPage({ ...widget, eventStart: new Date(Date.now() + 2 * 24 * 3600_000).toISOString() }),
  '/submit-floor': submitFloorPage(widget),
  '/blank': blankPage(),
}));
const { browser, coldPage } = await launchForMeasuring(findChrome());

/** One submit: typed, then a click on Register; the moments, and the profile when `profiled`. */
async function submit(page, address, profiled) {
  await typeIntoEmail(page, address);
  const { x, y } = await page.evaluate(async () => {
    const root = document.querySelector('event-register').shadowRoot;
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 0))));
    addEventListener('click', (event) => (window.__marks.click = event.timeStamp), { capture: true, once: true });
    window.__painted = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (!root.querySelector('[part~="success"]')) return;
        observer.disconnect();
        window.__marks.inDom = performance.now();
        requestAnimationFrame(() => {
          window.__marks.frame = performance.now();
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve(performance.now());
          channel.port2.postMessage(undefined);
        });
      });
      observer.observe(root, { childList: true, subtree: true });
    });
    const box = root.querySelector('button[type="submit"]').getBoundingClientRect();
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  });
  if (profiled) await page.send('Profiler.start');
  for (const type of ['mouseMoved', 'mousePressed', 'mouseReleased'])
    await page.send('Input.dispatchMouseEvent', { type, x, y, button: 'left', clickCount: 1 });
  const moments = await page.evaluate(async () => {
    const painted = await Promise.race([window.__painted, new Promise((r) => setTimeout(r, 10_000))]);
    if (painted === undefined) return undefined;
    const request = performance
      .getEntriesByType('resource')
      .filter((r) => r.name.endsWith('/register'))
      .at(-1);
    const { click, headers, text, inDom, frame } = window.__marks;
    const from = request.responseEnd;
    const el = document.querySelector('event-register');
    el.reset();
    await el.updateComplete;
    return {
      click: click - from,
      start: request.startTime - from,
      headers: headers - from,
      text: text - from,
      inDom: inDom - from,
      frame: frame - from,
      painted: painted - from,
    };
  });
  if (!moments) throw new Error('the success was not painted within 10 s');
  return { moments, profile: profiled ? (await page.send('Profiler.stop')).profile : undefined };
}

const self = { beforeRequest: new Map(), afterRequest: new Map() };
/** Adds a profile's self-time: from the click's marker to the fetch's, and after the fetch's. */
function add(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map(profile.nodes.flatMap((n) => (n.children ?? []).map((c) => [c, n.id])));
  const name = (id) => byId.get(id).callFrame.functionName;
  /** The marker the sample is in (its own function or a caller), if any. */
  const marker = (id) => {
    for (let at = id; at !== undefined; at = parent.get(at)) if (name(at).startsWith('__')) return name(at);
  };
  const click = profile.samples.findIndex((id) => marker(id) === '__clickMarker');
  const sent = profile.samples.findIndex((id, k) => k > click && marker(id) === '__fetchMarker');
  // The sampling thread shares the renderer's pinned core and can miss a marker: that profile is left out.
  if (click < 0 || sent < 0) return false;
  profile.samples.forEach((id, k) => {
    if (['(idle)', '(program)'].includes(name(id)) || marker(id) || k <= click) return;
    const into = k < sent ? self.beforeRequest : self.afterRequest;
    const key = functionOf(byId.get(id).callFrame);
    into.set(key, (into.get(key) ?? 0) + (profile.timeDeltas[k + 1] ?? 0));
  });
  return true;
}

const moments = [];
let profiled = 0;
let n = 0;
const address = () => `profile.${Date.now()}.${n++}@example.com`;
try {
  for (let i = 0; i < LOADS; i++) {
    const { page } = await coldPage(pages.origin, ALL_PROFILES[0]);
    try {
      await page.send('Page.addScriptToEvaluateOnNewDocument', { source: MARKERS });
      if (PROFILER) {
        await page.send('Profiler.enable');
        await page.send('Profiler.setSamplingInterval', { interval: 25 });
      }
      await page.send('Page.navigate', { url: `${pages.origin}/${PAGE}` });
      await untilUsable(page, `/${PAGE}`);
      const first = await submit(page, address(), PROFILER && WHICH === 'cold');
      const timed =
        WHICH === 'cold' ? first : (await submit(page, address(), false), await submit(page, address(), PROFILER));
      moments.push(timed.moments);
      if (timed.profile && add(timed.profile)) profiled++;
    } finally {
      await page.close();
    }
  }
} finally {
  await browser.close();
  await pages.close();
  await api.close();
}

console.log(`${PAGE}, ${WHICH} submits, ${LOADS} loads${PROFILER ? ' (with the profiler, which slows them)' : ''}`);
console.log('ms from responseEnd (median):');
for (const key of Object.keys(moments[0]))
  console.log(`  ${key.padEnd(8)} ${median(moments.map((m) => m[key])).toFixed(2)}`);
for (const [phase, times] of Object.entries(self)) {
  if (!times.size) continue;
  const total = [...times.values()].reduce((a, b) => a + b, 0) / 1000 / profiled;
  console.log(
    `\n${profiled} of ${LOADS} profiles with both markers. JavaScript ${phase === 'beforeRequest' ? 'from the click to fetch' : 'after fetch, until the frame'}: ${total.toFixed(2)} ms a submit`,
  );
  for (const [key, us] of [...times].sort((a, b) => b[1] - a[1]).slice(0, 25))
    console.log(`${(us / 1000 / profiled).toFixed(3).padStart(8)} ms  ${key}`);
}
