// `node --import tsx bench/profile.mjs`: JavaScript self-time by function (V8's sampling profiler)
// from navigation until the form is usable, over five cold loads of the widget page: which code
// to look at first when start-up is slow. Needs `npm run build` first.
import { chromium } from 'playwright-core';
import { startApiServer } from '../demo/api/server.ts';
import { DEMO_LIVE_PUBLISHABLE_KEY } from '../demo/api/seed.ts';
import { CHROME_FLAGS } from '../scripts/browsers.mjs';
import { probe } from './probe.mjs';
import { widgetPage, startPageServer } from './server.mjs';
const api = await startApiServer({ port: 0 });
const pages = await startPageServer({ '/widget': widgetPage({ eventId: 'evt_x', apiKey: DEMO_LIVE_PUBLISHABLE_KEY, baseUrl: api.baseUrl }) });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: CHROME_FLAGS });
const totals = new Map();
for (let i = 0; i < 5; i++) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(probe);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.goto(`${pages.origin}/widget`, { waitUntil: 'commit' });
  let usable = null;
  while (typeof usable !== 'number') { usable = (await cdp.send('Runtime.evaluate', { expression: 'window.__benchUsable ?? null', awaitPromise: true, returnByValue: true })).result.value; if (typeof usable !== 'number') await new Promise(r => setTimeout(r, 50)); }
  const { profile } = await cdp.send('Profiler.stop');
  const dt = new Map(); 
  profile.samples.forEach((id, k) => dt.set(id, (dt.get(id) ?? 0) + (profile.timeDeltas[k + 1] ?? 0)));
  for (const node of profile.nodes) {
    const f = node.callFrame; const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}:${f.columnNumber}`;
    totals.set(key, (totals.get(key) ?? 0) + (dt.get(node.id) ?? 0));
  }
  await context.close();
}
const rows = [...totals].sort((a, b) => b[1] - a[1]).slice(0, 30);
for (const [k, v] of rows) console.log((v / 5000).toFixed(2).padStart(7), 'ms', k);
await browser.close(); await api.close(); await pages.close();
