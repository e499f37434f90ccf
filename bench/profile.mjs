// `node --import tsx bench/profile.mjs` (after `npm run build`): JavaScript self-time by function
// (V8's sampling profiler) from navigation until the form is usable, over cold loads of the
// widget page loaded exactly as `npm run bench` loads it (bench/loads.mjs): which code to look
// at first when start-up is slow. PROFILE=0|1|2 (default 0, unthrottled), LOADS=n (default 5).
import { findChrome } from '../scripts/browsers.mjs';
import { ALL_PROFILES, launchForMeasuring, untilUsable } from './loads.mjs';
import { startLoadServers } from './server.mjs';

const profile = ALL_PROFILES[Number(process.env.PROFILE ?? 0)];
const loads = Number(process.env.LOADS ?? 5);
const pages = await startLoadServers();
const { browser, coldPage } = await launchForMeasuring(findChrome());
const totals = new Map();
for (let i = 0; i < loads; i++) {
  const { page } = await coldPage(pages.origin, profile);
  try {
    await page.send('Profiler.enable');
    await page.send('Profiler.setSamplingInterval', { interval: 100 });
    await page.send('Profiler.start');
    await page.send('Page.navigate', { url: `${pages.origin}/widget` });
    await untilUsable(page, '/widget');
    const { profile: samples } = await page.send('Profiler.stop');
    const selfTime = new Map();
    samples.samples.forEach((id, k) => selfTime.set(id, (selfTime.get(id) ?? 0) + (samples.timeDeltas[k + 1] ?? 0)));
    for (const node of samples.nodes) {
      const f = node.callFrame;
      const key = `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber}:${f.columnNumber}`;
      totals.set(key, (totals.get(key) ?? 0) + (selfTime.get(node.id) ?? 0));
    }
  } finally {
    await page.close();
  }
}
console.log(`JavaScript self-time per load, widget page, ${profile.name}, ${loads} loads:`);
for (const [key, us] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, 30))
  console.log(`${(us / 1000 / loads).toFixed(2).padStart(7)} ms  ${key}`);
await browser.close();
await pages.close();
