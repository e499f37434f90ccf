// `node --import tsx bench/trace.mjs` (CPU=4 to slow the CPU four times): where a cold load of the
// widget page spends its main thread. Records a Chromium trace of three loads and prints the
// main-thread tasks over 1.5 ms until the form is usable: the evidence behind the README's
// Performance section. Needs `npm run build` first.
import { chromium } from 'playwright-core';
import { startApiServer } from '../demo/api/server.ts';
import { DEMO_LIVE_PUBLISHABLE_KEY } from '../demo/api/seed.ts';
import { CHROME_FLAGS } from '../scripts/browsers.mjs';
import { probe } from './probe.mjs';
import { plainPage, widgetPage, startPageServer } from './server.mjs';
const api = await startApiServer({ port: 0 });
const pages = await startPageServer({ '/plain': plainPage(), '/widget': widgetPage({ eventId: 'evt_x', apiKey: DEMO_LIVE_PUBLISHABLE_KEY, baseUrl: api.baseUrl }) });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: CHROME_FLAGS });
const cpu = Number(process.env.CPU ?? 1);
for (let i = 0; i < 3; i++) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(probe);
  const cdp = await context.newCDPSession(page);
  if (cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await browser.startTracing(page, { categories: ['devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading', 'disabled-by-default-devtools.timeline'] });
  await page.goto(`${pages.origin}/widget`, { waitUntil: 'commit' });
  let usable = null;
  while (typeof usable !== 'number') { usable = (await cdp.send('Runtime.evaluate', { expression: 'window.__benchUsable ?? null', awaitPromise: true, returnByValue: true })).result.value; if (typeof usable !== 'number') await new Promise(r => setTimeout(r, 50)); }
  const trace = JSON.parse((await browser.stopTracing()).toString());
  const events = trace.traceEvents;
  const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame) ?? events.find((e) => e.name === 'navigationStart');
  const t0 = nav.ts;
  const main = events.filter((e) => e.ph === 'X' && e.tid === nav.tid && e.dur > 1500);
  console.log('usable', Math.round(usable));
  for (const e of main.sort((a, b) => a.ts - b.ts)) {
    if ((e.ts - t0) / 1000 > usable + 20) break;
    const url = e.args?.data?.url ?? e.args?.data?.functionName ?? '';
    console.log(((e.ts - t0) / 1000).toFixed(1).padStart(7), (e.dur / 1000).toFixed(1).padStart(6), e.name, String(url).slice(-50));
  }
  console.log('---');
  await context.close();
}
await browser.close(); await api.close(); await pages.close();
