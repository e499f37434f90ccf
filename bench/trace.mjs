// `node --import tsx bench/trace.mjs` (after `npm run build`): where a cold load spends its main
// thread, loaded exactly as `npm run bench` loads it (bench/loads.mjs). Records a Chromium trace
// of each load and prints the renderer main thread's tasks over 1 ms until the form is usable,
// each with what took its time: the evidence behind the README's Performance section.
// PROFILE=0|1|2 (unthrottled, 4G, 4G with 4× CPU; default 2), VARIANT=widget|classic|prerendered|plain
// (default widget), LOADS=n (default 3), UNTIL=usable|ready (default usable; ready: until the widget has
// taken over or rendered its form and a press is handled).
import { findChrome } from '../scripts/browsers.mjs';
import { ALL_PROFILES, launchForMeasuring, untilUsable } from './loads.mjs';
import { startLoadServers } from './server.mjs';

const profile = ALL_PROFILES[Number(process.env.PROFILE ?? 2)];
const variant = process.env.VARIANT ?? 'widget';
const loads = Number(process.env.LOADS ?? 3);
const until = process.env.UNTIL === 'ready' ? 'ready' : 'usable';
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'toplevel',
];

const pages = await startLoadServers();
const { browser, coldPage } = await launchForMeasuring(findChrome());

/** Records a trace of `during()` (browser-wide) and resolves with its events. */
async function traced(during) {
  const events = [];
  let complete;
  const finished = new Promise((resolve) => (complete = resolve));
  const stop = browser.on(({ method, params }) => {
    if (method === 'Tracing.dataCollected') events.push(...params.value);
    if (method === 'Tracing.tracingComplete') complete();
  });
  await browser.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: CATEGORIES },
  });
  const value = await during();
  await browser.send('Tracing.end');
  await finished;
  stop();
  return { events, value };
}

console.log(
  `${variant} page, ${profile.name}: main-thread tasks over 1 ms until ${until} (ms from navigation start, duration, what took it)`,
);
for (let i = 0; i < loads; i++) {
  const { page } = await coldPage(pages.origin, profile);
  try {
    const { events, value: usable } = await traced(async () => {
      await page.send('Page.navigate', { url: `${pages.origin}/${variant}` });
      const at = await untilUsable(page, `/${variant}`);
      return until === 'ready'
        ? page.until(() => window.__bench.ready ?? null, undefined, 'a ready widget', 30_000)
        : at;
    });
    const nav = events.find(
      (e) => e.name === 'navigationStart' && String(e.args?.data?.documentLoaderURL ?? '').endsWith(`/${variant}`),
    );
    if (!nav) throw new Error('no navigationStart for the measured page in the trace');
    const t0 = nav.ts;
    const onMain = events.filter((e) => e.ph === 'X' && e.pid === nav.pid && e.tid === nav.tid);
    // Top-level work: the scheduler's tasks, and microtask checkpoints run outside one.
    const top = onMain.filter(
      (e) => e.name === 'ThreadControllerImpl::RunTask' || e.name === 'BlinkScheduler_PerformMicrotaskCheckpoint',
    );
    const tasks = top
      .filter((e) => !top.some((o) => o !== e && o.ts <= e.ts && o.ts + o.dur >= e.ts + e.dur))
      .sort((a, b) => a.ts - b.ts);
    console.log(`load ${i + 1}: ${until} at ${usable.toFixed(1)} ms`);
    for (const task of tasks) {
      const start = (task.ts - t0) / 1000;
      if (start < -1 || task.dur < 1000) continue;
      if (start > usable + 20) break;
      // What took the task's time: its events by name, each counted once (nested ones are inside their parents).
      const inside = onMain.filter(
        (e) =>
          e !== task &&
          e.ts >= task.ts &&
          e.ts + e.dur <= task.ts + task.dur &&
          e.dur >= 300 &&
          !/RunTask|Receive mojo|AsyncTask|PerformMicrotaskCheckpoint|RunMicrotasks/.test(e.name),
      );
      const byName = new Map();
      for (const e of inside) {
        const label =
          e.name === 'FunctionCall' || e.name === 'EvaluateScript' || e.name === 'v8.compile'
            ? `${e.name} ${String(e.args?.data?.url ?? '')
                .split('/')
                .pop()}`
            : e.name;
        byName.set(label, (byName.get(label) ?? 0) + e.dur / 1000);
      }
      const heaviest = [...byName]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 6)
        .map(([name, ms]) => `${name} ${ms.toFixed(1)}`);
      console.log(start.toFixed(1).padStart(8), (task.dur / 1000).toFixed(1).padStart(7), ' ', heaviest.join(', '));
    }
  } finally {
    await page.close();
  }
}
await browser.close();
await pages.close();
