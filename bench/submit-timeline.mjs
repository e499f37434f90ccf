// Where a submit's time goes after the answer, on the benchmark's submit page or its floor page
// (bench/run.mjs, measureSubmit), unthrottled: for each load's first submit (cold) or third (warm),
// the moments from the answer's last byte (Resource Timing's responseEnd), as medians: the click and
// the request's start before it; the page's fetch resolved (the response delivered to the page), its
// body read, the view in the DOM, the next animation frame, and that frame painted. A wrapper around
// fetch and Response.text marks their moments: it is this tool's alone, as the benchmark measures
// pages with nothing injected but its probe.
// PAGE=widget-event|submit-floor, WHICH=cold|warm (default warm), LOADS=n (default 12).
// Run `npm run build` first.
import { startApiServer } from '../demo/api/server.ts';
import { DEMO_LIVE_PUBLISHABLE_KEY } from '../demo/api/seed.ts';
import { findChrome } from '../scripts/browsers.mjs';
import { ALL_PROFILES, launchForMeasuring, untilUsable } from './loads.mjs';
import { blankPage, startPageServer, submitFloorPage, widgetPage } from './server.mjs';
import { median } from './stats.mjs';
import { submitOnce } from './submit.mjs';

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
// The moments of the page's fetch resolved and its body read, which submitOnce reports from `window.__marks`.
const MARKS = `(() => {
  const fetch = window.fetch;
  window.__marks = {};
  window.fetch = function (...args) {
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

const moments = [];
let n = 0;
const address = () => `timeline.${Date.now()}.${n++}@example.com`;
try {
  for (let i = 0; i < LOADS; i++) {
    const { page } = await coldPage(pages.origin, ALL_PROFILES[0]);
    try {
      await page.send('Page.addScriptToEvaluateOnNewDocument', { source: MARKS });
      await page.send('Page.navigate', { url: `${pages.origin}/${PAGE}` });
      await untilUsable(page, `/${PAGE}`);
      const first = await submitOnce(page, address());
      const timed = WHICH === 'cold' ? first : (await submitOnce(page, address()), await submitOnce(page, address()));
      moments.push(timed.moments);
    } finally {
      await page.close();
    }
  }
} finally {
  await browser.close();
  await pages.close();
  await api.close();
}

console.log(`${PAGE}, ${WHICH} submits, ${LOADS} loads; ms from responseEnd (median):`);
// In the order they came.
const medians = Object.keys(moments[0]).map((key) => [key, median(moments.map((m) => m[key]))]);
for (const [key, ms] of medians.sort((a, b) => a[1] - b[1])) console.log(`  ${key.padEnd(8)} ${ms.toFixed(2)}`);
