// `npm run bench` (after `npm run build`): what the widget costs a page, against a plain HTML
// form with the same fields and no script, in two forms: the README's CDN snippet (the element
// renders its form once its script has run) and the pre-rendered snippet of `npx event-register
// snippet` (the form is in the HTML, and the script takes it over). In headless Chromium
// (Debian's, driven over the DevTools Protocol by bench/cdp.mjs), on the benchmark's own gzip
// server and the local API on another origin.
// And a long marketing page with the widget at its end: which of the widget's files a visitor
// who never scrolls down pays for, and when the interaction chunk comes as they do.
// It asserts nothing: it prints a table, writes bench/results.json and compares it with the run
// before. See the README's "Performance" section for how to read it.
//
// For investigating, not for the README's figures: BENCH_PAIRS=n (pairs for every profile),
// BENCH_SUBMIT_LOADS=n, BENCH_FOLD_LOADS=n, BENCH_ONLY=usable|submit|fold (that part only),
// BENCH_PROFILE=0|1|2 (one profile), BENCH_DUMP=file (with BENCH_ONLY: the raw samples; with
// fold, its summary), BENCH_DEBUG=1 (every load's figures and long tasks), BENCH_NO_PIN=1 (no
// core pinning).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { startApiServer } from '../demo/api/server.ts';
import { DEMO_LIVE_PUBLISHABLE_KEY } from '../demo/api/seed.ts';
import { CHROME_HELP, findChrome } from '../scripts/browsers.mjs';
import { cdnFileSizes, litFloor } from './bytes.mjs';
import {
  blankPage,
  listingPage,
  marketingPage,
  plainPage,
  prerenderedPage,
  startPageServer,
  widgetPage,
} from './server.mjs';
import { ALL_PROFILES, launchForMeasuring, untilUsable } from './loads.mjs';
import { comparePairs, median, medianDifferenceInterval, p90, ratioInterval } from './stats.mjs';
import { describeMachine, printFold, printReport } from './report.mjs';
import { summarizeFold } from './fold.mjs';
import { printComparison } from './compare.mjs';

// Counted pairs per profile: BENCH_PAIRS for all, else each profile's own (the noisier, the more).
const pairsOf = (profile) => Number(process.env.BENCH_PAIRS ?? profile.pairs);
const WARMUP_PAIRS = 3;
// 160 cold loads: 80 first submits of each kind, so that the cold ratio repeats from one run to
// the next within the 0.15 bench/compare.mjs asks. Half of them go on to the warm rounds: 80 warm
// samples, because a bare warm fetch is short and the ratio moves with it.
const SUBMIT_LOADS = Number(process.env.BENCH_SUBMIT_LOADS ?? 160);

// BENCH_PROFILE=0|1|2 measures one profile only (for investigating one).
const PROFILES = process.env.BENCH_PROFILE ? [ALL_PROFILES[Number(process.env.BENCH_PROFILE)]] : ALL_PROFILES;

// BENCH_ONLY=usable measures the three profiles only (for working on the start-up path);
// BENCH_ONLY=submit the submissions only; BENCH_ONLY=fold the long page with the widget below
// the fold only. None of them writes results.json.
const ONLY = process.env.BENCH_ONLY || undefined;
if (ONLY && ONLY !== 'usable' && ONLY !== 'submit' && ONLY !== 'fold') {
  console.error(`BENCH_ONLY=${ONLY}: expected usable, submit or fold`);
  process.exit(1);
}

// The machine, taken before this process starts any work of its own: the load average then is
// the other work on the machine, which moves the figures, so the results record it.
const machine = {
  cores: cpus().length,
  cpuModel: cpus()[0]?.model.trim(),
  loadAverage: loadavg().map((v) => Math.round(v * 100) / 100),
};

console.log(`bench: ${describeMachine({ machine })}`);

const chrome = findChrome();
if (!chrome) {
  console.error(CHROME_HELP);
  process.exit(1);
}
const started = Date.now();
const api = await startApiServer({ port: 0, rateLimit: { limit: 1_000_000, windowSeconds: 60 } });
const eventId = await newEvent();
const widget = { eventId, apiKey: DEMO_LIVE_PUBLISHABLE_KEY, baseUrl: api.baseUrl };
const pages = await startPageServer(async (origin) => ({
  '/plain': plainPage(),
  '/widget': widgetPage(widget),
  '/prerendered': await prerenderedPage({ ...widget, origin }),
  '/prerendered-link': await prerenderedPage({ ...widget, origin, styles: 'link' }),
  '/listing': listingPage(),
  '/blank': blankPage(),
  // A long marketing page with the widget at its end, and the same page with it in view.
  '/below-fold': marketingPage({ ...widget, widgetAt: 'bottom' }),
  '/in-view': marketingPage({ ...widget, widgetAt: 'top' }),
}));
/**
 * The variants loaded in turn: the lower bound, the CDN snippet (the form rendered by its script),
 * the pre-rendered snippet as `npx event-register snippet` prints it, and the same with
 * `--link-styles` (its stylesheet a file, for a policy that allows no inline style).
 */
const VARIANTS = ['plain', 'widget', 'prerendered', 'prerendered-link'];
/** The pre-rendered variants, by their key in the results. */
const PRERENDERED = { prerendered: 'prerendered', prerenderedLink: 'prerendered-link' };
const { browser, pinned, coldPage: openColdPage } = await launchForMeasuring(chrome);
const coldPage = (profile) => openColdPage(pages.origin, profile);

async function newEvent() {
  const response = await fetch(`${api.origin}/__control/events`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'bench' }),
  });
  return (await response.json()).id;
}

/**
 * Waits until the page has settled: on the widget's pages its prefetched interaction chunk has
 * been requested, and no request has been in flight for `quietMs` (time for the code that
 * arrived last to run, and for its long tasks and late layout to be recorded). The plain page
 * loads nothing after its HTML: 150 ms is enough for its paint and any task to be recorded, and
 * keeps the whole run under 10 minutes. On the page with the widget below the fold, the chunk is
 * not waited for: whether it comes is what is measured there. Bounded: 10 s.
 */
async function settled(network, { quietMs }, variant) {
  const deadline = Date.now() + 10_000;
  const quiet = variant === 'plain' ? Math.min(quietMs, 150) : quietMs;
  while (Date.now() < deadline) {
    const chunkDone = variant === 'plain' || variant === 'below-fold' || network.sawChunk;
    if (chunkDone && network.inFlight.size === 0 && Date.now() - network.lastActivity >= quiet) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** One cold load: time to a usable form (and to a ready widget), paints, long tasks, layout shift and bytes. */
async function load(variant, profile) {
  const { page, network } = await coldPage(profile);
  try {
    await page.send('Page.navigate', { url: `${pages.origin}/${variant}` });
    await untilUsable(page, `/${variant}`);
    if (variant !== 'plain')
      await page.until(() => window.__bench.ready ?? null, undefined, `a ready widget on /${variant}`, 30_000);
    // Let the page settle (the widget's prefetch, late layout) before reading shifts, tasks and bytes.
    await settled(network, profile, variant);
    const measured = await page.evaluate(() => {
      const paint = (name) => performance.getEntriesByName(name)[0]?.startTime;
      const { usable, ready, cls, shifts, probeChecks } = window.__bench;
      // The probe's checks ran inside the page's tasks: their time is the probe's, not the page's.
      const probeTime = (task) =>
        probeChecks
          .filter((p) => p.start >= task.start && p.end <= task.start + task.duration + 1)
          .reduce((sum, p) => sum + (p.end - p.start), 0);
      const longTasks = window.__bench.longTasks
        .map((task) => ({ start: task.start, duration: task.duration - probeTime(task) }))
        .filter((task) => task.duration > 50);
      return {
        shifts,
        usable,
        ready,
        firstPaint: paint('first-paint'),
        firstContentfulPaint: paint('first-contentful-paint'),
        longTaskList: longTasks.map((t) => `${Math.round(t.start)}+${Math.round(t.duration)}`).join(' '),
        longestTask: Math.max(0, ...longTasks.map((t) => t.duration)),
        totalBlockingTime: longTasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0),
        cls,
      };
    });
    if (process.env.BENCH_DEBUG) {
      const resources = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map(
            (r) =>
              `${r.name.replace(/^.*\//, '').slice(0, 24)} ${Math.round(r.startTime)}-${Math.round(r.responseEnd)}`,
          )
          .join(', '),
      );
      const defined = await page.evaluate(() => window.__bench.defined);
      console.log(
        variant,
        'usable',
        Math.round(measured.usable),
        'defined',
        Math.round(defined ?? NaN),
        'ready',
        Math.round(measured.ready ?? NaN),
        'FP',
        measured.firstPaint,
        measured.longTaskList,
        '|',
        resources,
      );
    }
    return { ...measured, bytes: network.bytes };
  } finally {
    await page.close();
  }
}

/** One cold load of each variant, in the order given: results by variant. */
async function pair(profile, order) {
  const result = {};
  for (const variant of order) result[variant] = await load(variant, profile);
  return result;
}

/**
 * Rounds of one load of each variant, in rotating order (A B C, B C A, C A B, …) after a
 * warm-up, the profiles taking turns round by round, so that drift in the machine's load hits
 * every variant and all three profiles alike. Each variant is compared with the plain page of
 * its own round: a "pair" below is one such round.
 */
async function measureProfiles() {
  const pairsByProfile = PROFILES.map(() => []);
  const rounds = WARMUP_PAIRS + Math.max(...PROFILES.map(pairsOf));
  for (let i = 0; i < rounds; i++) {
    const order = [...VARIANTS.slice(i % VARIANTS.length), ...VARIANTS.slice(0, i % VARIANTS.length)];
    for (const [p, profile] of PROFILES.entries()) {
      if (i >= WARMUP_PAIRS + pairsOf(profile)) continue;
      const result = await pair(profile, order);
      if (i >= WARMUP_PAIRS) pairsByProfile[p].push(result);
    }
  }
  return PROFILES.map((profile, p) => summarizeProfile(profile, pairsByProfile[p]));
}

const round1 = (v) => Math.round(v * 10) / 10;

function summarizeProfile(profile, pairs) {
  const pick = (key) => pairs.map((p) => [p.plain[key], p.widget[key]]);
  const widgetOnly = (key) => pairs.map((p) => p.widget[key]);
  return {
    profile: profile.name,
    usable: { ...comparePairs(pick('usable')), samples: pick('usable').map(([a, b]) => [round1(a), round1(b)]) },
    firstPaint: { plain: median(pairs.map((p) => p.plain.firstPaint)), widget: median(widgetOnly('firstPaint')) },
    firstContentfulPaint: {
      plain: median(pairs.map((p) => p.plain.firstContentfulPaint)),
      widget: median(widgetOnly('firstContentfulPaint')),
    },
    bytes: { plain: median(pairs.map((p) => p.plain.bytes)), widget: median(widgetOnly('bytes')) },
    mainThread: {
      longestTaskMedian: median(widgetOnly('longestTask')),
      longestTaskMax: Math.max(...widgetOnly('longestTask')),
      plainLongestTaskMax: Math.max(...pairs.map((p) => p.plain.longestTask)),
      totalBlockingTimeMedian: median(widgetOnly('totalBlockingTime')),
      loadsWithTaskOver50ms: widgetOnly('longestTask').filter((d) => d > 50).length,
    },
    cls: {
      median: median(widgetOnly('cls')),
      max: Math.max(...widgetOnly('cls')),
      loadsWithShift: widgetOnly('cls').filter((v) => v > 0).length,
    },
    // The first load that shifted, with what moved: the place to look when CLS is not 0.
    shifts: pairs.map((p) => p.widget.shifts).find((shifts) => shifts.length) ?? [],
    ...Object.fromEntries(
      Object.entries(PRERENDERED).map(([key, variant]) => [key, summarizePrerendered(pairs, variant)]),
    ),
  };
}

/** A pre-rendered page, against the plain page of the same rounds and today's widget page. */
function summarizePrerendered(pairs, variant) {
  const pre = (key) => pairs.map((p) => p[variant][key]);
  const longest = pre('longestTask');
  // Ready against the CDN snippet's usable of the same round: the pairs a verdict's interval resamples.
  const readyPairs = pairs.map((p) => [p.widget.usable, p[variant].ready]);
  return {
    usable: {
      ...comparePairs(pairs.map((p) => [p.plain.usable, p[variant].usable])),
      samples: pairs.map((p) => [round1(p.plain.usable), round1(p[variant].usable)]),
    },
    // Ready: the element has taken the form over, and a press is sent. Against today's usable:
    // the moment the widget page's form could first be pressed at all.
    ready: {
      median: median(pre('ready')),
      p90: p90(pre('ready')),
      widgetUsableMedian: median(pairs.map((p) => p.widget.usable)),
      widgetReadyMedian: median(pairs.map((p) => p.widget.ready)),
      ratioToWidgetUsable: median(pre('ready')) / median(pairs.map((p) => p.widget.usable)),
      ratioToWidgetUsableInterval95: ratioInterval(readyPairs),
      samples: readyPairs.map(([a, b]) => [round1(a), round1(b)]),
    },
    firstContentfulPaint: median(pre('firstContentfulPaint')),
    bytes: median(pre('bytes')),
    mainThread: {
      longestTaskMedian: median(longest),
      longestTaskMax: Math.max(...longest),
      totalBlockingTimeMedian: median(pre('totalBlockingTime')),
      loadsWithTaskOver50ms: longest.filter((d) => d > 50).length,
    },
    cls: {
      median: median(pre('cls')),
      max: Math.max(...pre('cls')),
      loadsWithShift: pre('cls').filter((v) => v > 0).length,
    },
    shifts: pairs.map((p) => p[variant].shifts).find((shifts) => shifts.length) ?? [],
  };
}

/**
 * Clicks into the widget's email field and types `text` key by key, as a person does (the
 * pointer events and key events a real click and real typing send).
 */
async function typeIntoEmail(page, text) {
  const { x, y } = await page.evaluate(() => {
    const box = document
      .querySelector('event-register')
      .shadowRoot.querySelector('input[name="email"]')
      .getBoundingClientRect();
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  });
  for (const type of ['mouseMoved', 'mousePressed', 'mouseReleased'])
    await page.send('Input.dispatchMouseEvent', { type, x, y, button: 'left', clickCount: 1 });
  for (const key of text) {
    await page.send('Input.dispatchKeyEvent', { type: 'keyDown', key, text: key });
    await page.send('Input.dispatchKeyEvent', { type: 'keyUp', key });
  }
}

/** Resolves when the page has defined `<event-register>` (bounded: 10 s). */
function untilDefined(page) {
  return page.until(
    () => (customElements.get('event-register') ? true : null),
    undefined,
    '<event-register> defined',
    10_000,
  );
}

/**
 * Submits as a person does (clicks into the field, types, presses Register) and times the click
 * to the `registered` event; the same request sent with a bare `fetch` from the same page is the
 * baseline. Cold: the first request of a freshly loaded page (the widget's lazy code must already
 * be there; the bare fetch pays the same CORS preflight). Warm: a later one on the same page.
 * Both start after two frames: a person's click comes long after the page has painted what they
 * typed, and without the wait the frame of the last keystroke (or of the reset before a bare fetch)
 * would fall into the timed span at random and spread the times.
 */
async function measureSubmit() {
  const samples = { coldWidget: [], coldFetch: [], warmWidget: [], warmFetch: [], prefetched: 0, inView: 0 };
  let n = 0;
  const email = () => `bench.${Date.now()}.${n++}@example.com`;
  for (let i = 0; i < SUBMIT_LOADS; i++) {
    const { page } = await coldPage(ALL_PROFILES[0]);
    try {
      await page.send('Page.navigate', { url: `${pages.origin}/widget` });
      await untilUsable(page, '/widget');
      // Whether the widget is in view at load, as the widget prefetches its code once it nears the viewport.
      const inView = await page.evaluate(() => {
        const box = document.querySelector('event-register').getBoundingClientRect();
        return box.top < innerHeight && box.bottom > 0;
      });
      if (inView) samples.inView++;
      const widgetSubmit = async () => {
        await typeIntoEmail(page, email());
        return page.evaluate(async () => {
          const el = document.querySelector('event-register');
          // After two frames: a person clicks once the page shows what they typed (see above).
          await new Promise((resolve) =>
            requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))),
          );
          const start = performance.now();
          const chunk = performance.getEntriesByType('resource').find((r) => r.name.includes('/chunks/interaction-'));
          const done = new Promise((resolve) => el.addEventListener('registered', resolve, { once: true }));
          el.shadowRoot.querySelector('button[type="submit"]').click();
          await done;
          const ms = performance.now() - start;
          el.reset();
          await el.updateComplete;
          return { ms, prefetched: chunk !== undefined && chunk.responseEnd <= start };
        });
      };
      const bareFetch = () =>
        page.evaluate(
          async ({ url, key, address }) => {
            // After two frames, as for the widget.
            await new Promise((resolve) =>
              requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))),
            );
            const start = performance.now();
            const response = await fetch(url, {
              method: 'POST',
              headers: {
                'Content-Type': 'application/json',
                Accept: 'application/json, application/problem+json',
                'X-API-Key': key,
                'Idempotency-Key': crypto.randomUUID(),
              },
              body: JSON.stringify({ email: address }),
              credentials: 'omit',
              cache: 'no-store',
              redirect: 'manual',
            });
            await response.json();
            return performance.now() - start;
          },
          { url: `${api.baseUrl}/events/${eventId}/register`, key: DEMO_LIVE_PUBLISHABLE_KEY, address: email() },
        );
      // The first request of the page, cold: the widget's or the bare fetch's, in turn.
      if (i % 2 === 0) {
        const first = await widgetSubmit();
        samples.coldWidget.push(first.ms);
        if (first.prefetched) samples.prefetched++;
      } else {
        // The same timeline as the person's (click, type), so that both cold requests leave an idle page.
        await typeIntoEmail(page, email());
        samples.coldFetch.push(await bareFetch());
        await page.evaluate(async () => {
          const el = document.querySelector('event-register');
          el.reset();
          await el.updateComplete;
        });
      }
      // Then, on half the loads (both kinds of first request alike), both in turn until the code
      // is compiled and the connection warm; the third round counts.
      const warmRounds = Math.floor(i / 2) % 2 === 0 ? 3 : 0;
      for (let round = 0; round < warmRounds; round++) {
        const widget = (await widgetSubmit()).ms;
        const bare = await bareFetch();
        if (round === 2) {
          samples.warmWidget.push(widget);
          samples.warmFetch.push(bare);
        }
      }
    } finally {
      await page.close();
    }
  }
  // Cold: two independent groups (a load's first request is either kind); warm: paired (the
  // same page, one after the other). The interval resamples accordingly (bench/stats.mjs).
  const summary = (widget, bare, { paired }) => ({
    widget: median(widget),
    fetch: median(bare),
    overheadMs: median(widget) - median(bare),
    overheadInterval95: medianDifferenceInterval(widget, bare, { paired }),
    ratio: median(widget) / median(bare),
    samples: { widget: widget.map(round1), fetch: bare.map(round1) },
  });
  return {
    firstAfterColdLoad: summary(samples.coldWidget, samples.coldFetch, { paired: false }),
    warm: summary(samples.warmWidget, samples.warmFetch, { paired: true }),
    lazyCodeThereAtFirstClick: `${samples.prefetched} of ${samples.coldWidget.length}`,
    widgetInViewAtLoad: `${samples.inView} of ${SUBMIT_LOADS}`,
  };
}

// The long marketing page with the widget at its end. A count of files and bytes, not a timing:
// a few loads, on 4G (the profile where a chunk asked for late could still be on its
// way when the widget comes into view).
const FOLD_LOADS = Number(process.env.BENCH_FOLD_LOADS ?? 8);
const FOLD_PROFILE = ALL_PROFILES[1];
// How long a visitor stays at the top of the page once it has settled: longer than a 3 s idle
// timeout, so that a prefetch on a timer or at idle time shows.
const FOLD_HOLD_MS = 3500;
// The approach: from 1.5 viewport heights between the viewport's bottom edge and the widget (out
// of a prefetch margin of one viewport height), at 2 viewport heights a second (1,600 px/s at
// 1000 × 800, a brisk scroll), until the widget's top is a quarter of the viewport inside it.
const APPROACH = { fromViewports: 1.5, toViewports: -0.25, viewportsPerSecond: 2 };

/**
 * The widget's files as they are requested on `page` (anything under /cdn/): `{ file, bytes }`
 * with `bytes` the bytes transferred, headers included, once it has finished.
 */
function recordWidgetFiles(page) {
  const requests = new Map();
  page.on(({ method, params }) => {
    if (method === 'Network.requestWillBeSent') {
      const path = new URL(params.request.url).pathname;
      if (path.startsWith('/cdn/')) requests.set(params.requestId, { file: path.slice('/cdn/'.length), bytes: 0 });
    } else if (method === 'Network.loadingFinished') {
      const request = requests.get(params.requestId);
      if (request) request.bytes = params.encodedDataLength ?? 0;
    }
  });
  return () => [...requests.values()].map((r) => ({ ...r }));
}

/** Resolves when the widget on the page at `path` is ready (bench/probe.mjs), without focusing it. */
function untilReady(page, path) {
  return page.until(
    (path) => (location.pathname === path ? (window.__bench?.ready ?? null) : null),
    path,
    `a ready widget on ${path}`,
    30_000,
  );
}

/**
 * One cold load of the marketing page with the widget in view at load: the widget's files once
 * the page has settled (the chunk, prefetched since the widget is in view, included).
 */
async function inViewLoad() {
  const { page, network } = await coldPage(FOLD_PROFILE);
  const files = recordWidgetFiles(page);
  try {
    await page.send('Page.navigate', { url: `${pages.origin}/in-view` });
    await untilReady(page, '/in-view');
    await settled(network, FOLD_PROFILE, 'in-view');
    const inViewAtLoad = await page.evaluate(() => {
      const box = document.querySelector('event-register').getBoundingClientRect();
      return box.top < innerHeight && box.bottom > 0;
    });
    return { inViewAtLoad, files: files() };
  } finally {
    await page.close();
  }
}

/**
 * One cold load of the marketing page with the widget at its end: the widget's files once the
 * page has settled and a visitor has stayed at its top for FOLD_HOLD_MS (what a visitor who never
 * scrolls pays), then the approach, scrolled in the page one frame at a time: where the widget
 * was when its interaction chunk was requested, and whether the chunk had arrived when the widget
 * entered the viewport (an IntersectionObserver's time); then the files once settled again.
 */
async function belowFoldLoad() {
  const { page, network } = await coldPage(FOLD_PROFILE);
  const files = recordWidgetFiles(page);
  try {
    await page.send('Page.navigate', { url: `${pages.origin}/below-fold` });
    await untilReady(page, '/below-fold');
    await settled(network, FOLD_PROFILE, 'below-fold');
    await new Promise((resolve) => setTimeout(resolve, FOLD_HOLD_MS));
    await settled(network, FOLD_PROFILE, 'below-fold');
    const widgetTopViewports = await page.evaluate(
      () => (document.querySelector('event-register').getBoundingClientRect().top + scrollY) / innerHeight,
    );
    const beforeScrolling = files();
    const approach = await page.evaluate(async ({ fromViewports, toViewports, viewportsPerSecond }) => {
      const el = document.querySelector('event-register');
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
      // Viewport heights from the viewport's bottom edge down to the widget's top: 0 as it starts to enter.
      const away = () => (el.getBoundingClientRect().top - innerHeight) / innerHeight;
      const chunk = () => performance.getEntriesByType('resource').find((r) => r.name.includes('/chunks/interaction-'));
      scrollBy(0, (away() - fromViewports) * innerHeight);
      await frame();
      await frame();
      // Time for anything that reacts to the widget's position there (a margin too wide) to ask.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const startViewports = away();
      const chunkAtStart = chunk() !== undefined;
      const scrollStart = performance.now();
      let entered;
      const observer = new IntersectionObserver((entries) => {
        for (const entry of entries) if (entry.isIntersecting && entered === undefined) entered = entry.time;
      });
      observer.observe(el);
      // [time, viewport heights away] after each frame's scroll: what an IntersectionObserver sees in that frame.
      const log = [];
      let last = performance.now();
      while (away() > toViewports && innerHeight + scrollY < document.documentElement.scrollHeight - 1) {
        await frame();
        const now = performance.now();
        scrollBy(0, Math.max(1, ((now - last) / 1000) * viewportsPerSecond * innerHeight));
        last = now;
        log.push([performance.now(), away()]);
      }
      // Until the widget has been seen entering and the chunk, if asked for, has arrived (bounded: 5 s).
      const deadline = performance.now() + 5000;
      while (performance.now() < deadline && (entered === undefined || (chunk() && !(chunk().responseEnd > 0))))
        await frame();
      observer.disconnect();
      const c = chunk();
      const at = c && c.startTime >= scrollStart ? log.filter(([t]) => t <= c.startTime).at(-1) : undefined;
      return {
        startViewports,
        chunkAtStart,
        requestedAtViewports: at?.[1] ?? (c && c.startTime >= scrollStart ? log[0]?.[1] : undefined),
        arrivedBeforeInView: c !== undefined && entered !== undefined && c.responseEnd > 0 && c.responseEnd <= entered,
        aheadMs: c && entered !== undefined && c.responseEnd > 0 ? entered - c.responseEnd : undefined,
      };
    }, APPROACH);
    await settled(network, FOLD_PROFILE, 'below-fold');
    const load = { widgetTopViewports, beforeScrolling, approach, afterScrolling: files() };
    if (process.env.BENCH_DEBUG) console.log('below-fold', JSON.stringify(load));
    return load;
  } finally {
    await page.close();
  }
}

/** Loads of the marketing page with the widget below the fold and in view, in turn. */
async function measureFold() {
  const below = [];
  const inView = [];
  for (let i = 0; i < FOLD_LOADS; i++) {
    if (i % 2 === 0) below.push(await belowFoldLoad());
    inView.push(await inViewLoad());
    if (i % 2 === 1) below.push(await belowFoldLoad());
  }
  return summarizeFold(below, inView, { profile: FOLD_PROFILE.name, holdMs: FOLD_HOLD_MS, scroll: APPROACH });
}

/** Time to render 1, 10 and 100 widgets at once on a page that already has the script (an events listing). */
async function measureScale() {
  const { page } = await coldPage(ALL_PROFILES[0]);
  try {
    await page.goto(`${pages.origin}/listing`);
    await untilDefined(page);
    const result = await page.evaluate(
      async ({ eventId, key, baseUrl }) => {
        const listing = document.getElementById('listing');
        const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
        const renderMs = async (count) => {
          listing.replaceChildren();
          await frame();
          const start = performance.now();
          const elements = Array.from({ length: count }, () => {
            const el = document.createElement('event-register');
            el.setAttribute('event-id', eventId);
            el.setAttribute('api-key', key);
            el.setAttribute('base-url', baseUrl);
            return el;
          });
          listing.append(...elements);
          await Promise.all(elements.map((el) => el.updateComplete));
          listing.getBoundingClientRect(); // Layout, as the frame that shows them would.
          return performance.now() - start;
        };
        const out = {};
        for (const count of [1, 10, 100]) {
          const runs = [];
          for (let r = 0; r < 15; r++) runs.push(await renderMs(count));
          out[count] = runs;
        }
        listing.replaceChildren();
        return out;
      },
      { eventId, key: DEMO_LIVE_PUBLISHABLE_KEY, baseUrl: api.baseUrl },
    );
    const ms = Object.fromEntries(Object.entries(result).map(([count, runs]) => [count, median(runs)]));
    return {
      ms,
      perWidgetMs: { 1: ms[1], 10: ms[10] / 10, 100: ms[100] / 100 },
      // 1.0 is perfectly linear; above 1.5 the cost per widget grows with the count.
      growthPerWidget10To100: ms[100] / 100 / (ms[10] / 10),
      // The 15 runs of each count, for the growth's interval (bench/report.mjs).
      runs: Object.fromEntries(
        Object.entries(result).map(([count, runs]) => [count, runs.map((v) => Math.round(v * 100) / 100)]),
      ),
    };
  } finally {
    await page.close();
  }
}

// Rounds of 200 connect/disconnect cycles for the heap: in the first four V8's own caches fill up
// (the growth falls round by round); the six after them are the samples of the growth per round
// that the verdict's interval is taken over (one round alone gave no interval at all).
const LEAK_SETTLING_ROUNDS = 4;
const LEAK_ROUNDS = 10;

/** JS heap (after a forced garbage collection) after 10 connect/disconnect cycles, then after each round of 200. */
async function measureLeaks() {
  const { page } = await coldPage(ALL_PROFILES[0]);
  try {
    await page.goto(`${pages.origin}/listing`);
    await untilDefined(page);
    const cycle = (count) =>
      page.evaluate(
        async ({ count, eventId, key, baseUrl }) => {
          const listing = document.getElementById('listing');
          for (let i = 0; i < count; i++) {
            const el = document.createElement('event-register');
            el.setAttribute('event-id', eventId);
            el.setAttribute('api-key', key);
            el.setAttribute('base-url', baseUrl);
            listing.append(el);
            await el.updateComplete;
            el.remove();
          }
        },
        { count, eventId, key: DEMO_LIVE_PUBLISHABLE_KEY, baseUrl: api.baseUrl },
      );
    const heap = async () => {
      await page.send('HeapProfiler.collectGarbage');
      await page.send('HeapProfiler.collectGarbage');
      return (await page.send('Runtime.getHeapUsage')).usedSize;
    };
    await cycle(10);
    const after10 = await heap();
    // Rounds of 200: a leak grows by the same amount every round; V8's own caches level off.
    const growthPerRound = [];
    let previous = after10;
    for (let round = 0; round < LEAK_ROUNDS; round++) {
      await cycle(200);
      const now = await heap();
      growthPerRound.push(now - previous);
      previous = now;
    }
    return {
      after10,
      final: previous,
      cycles: 10 + 200 * LEAK_ROUNDS,
      settlingRounds: LEAK_SETTLING_ROUNDS,
      growthPerRoundOf200Bytes: growthPerRound,
    };
  } finally {
    await page.close();
  }
}

const results = {
  date: new Date().toISOString(),
  chromium: browser.version,
  machine,
  pairsPerProfile: Object.fromEntries(PROFILES.map((p) => [p.name, pairsOf(p)])),
  pinned,
  phaseSeconds: {},
  profiles: [],
};
/** Runs one part of the benchmark and notes how long it took (the whole must stay under 10 minutes). */
async function timed(name, measure) {
  const start = Date.now();
  const value = await measure();
  results.phaseSeconds[name] = Math.round((Date.now() - start) / 1000);
  return value;
}

try {
  if (!ONLY || ONLY === 'usable') results.profiles = await timed('usable', measureProfiles);
  if (!ONLY || ONLY === 'submit') results.submit = await timed('submit', measureSubmit);
  if (!ONLY || ONLY === 'fold') results.fold = await timed('fold', measureFold);
  if (!ONLY) {
    results.scale = await timed('scale', measureScale);
    results.leaks = await timed('leaks', measureLeaks);
  }
} finally {
  await browser.close();
  await api.close();
  await pages.close();
}
results.cdnFiles = cdnFileSizes();
results.litFloor = await litFloor();
results.seconds = Math.round((Date.now() - started) / 1000);

if (ONLY === 'usable') {
  if (process.env.BENCH_DUMP)
    writeFileSync(process.env.BENCH_DUMP, JSON.stringify(results.profiles.map((p) => p.usable.samples)));
  for (const p of results.profiles) {
    console.log(
      p.profile,
      p.usable.plain.median.toFixed(1),
      p.usable.widget.median.toFixed(1),
      p.usable.ratioOfMedians.toFixed(2),
      p.usable.ratioInterval95.map((v) => v.toFixed(2)).join('–'),
      'pair',
      p.usable.medianOfPairRatios.toFixed(2),
      'longest median/max',
      p.mainThread.longestTaskMedian.toFixed(1),
      p.mainThread.longestTaskMax.toFixed(1),
      'over 50 ms',
      p.mainThread.loadsWithTaskOver50ms,
      'cls',
      p.cls.max,
    );
    for (const key of Object.keys(PRERENDERED)) {
      const pre = p[key];
      console.log(
        `  ${key}: usable ${pre.usable.widget.median.toFixed(1)} (${pre.usable.ratioOfMedians.toFixed(2)}×), ready ${pre.ready.median.toFixed(1)} against today's usable ${pre.ready.widgetUsableMedian.toFixed(1)}, longest max ${pre.mainThread.longestTaskMax.toFixed(1)}, over 50 ms ${pre.mainThread.loadsWithTaskOver50ms}, cls ${pre.cls.max}, bytes ${pre.bytes}`,
      );
    }
  }
} else if (ONLY === 'submit') {
  const { firstAfterColdLoad: cold, warm } = results.submit;
  for (const [kind, s] of [
    ['cold', cold],
    ['warm', warm],
  ])
    console.log(
      kind,
      'widget',
      s.widget.toFixed(2),
      'fetch',
      s.fetch.toFixed(2),
      'overhead',
      s.overheadMs.toFixed(2),
      `(95 % CI ${s.overheadInterval95.map((v) => v.toFixed(2)).join('–')})`,
      'ratio',
      s.ratio.toFixed(2),
    );
  console.log(
    'interaction code already loaded at the first click:',
    results.submit.lazyCodeThereAtFirstClick,
    '; widget in view at load:',
    results.submit.widgetInViewAtLoad,
  );
} else if (ONLY === 'fold') {
  if (process.env.BENCH_DUMP) writeFileSync(process.env.BENCH_DUMP, JSON.stringify(results.fold, null, 2));
  console.log(`\nbench: Chromium ${results.chromium}; ${results.seconds} s`);
  printFold(results);
} else {
  const file = new URL('./results.json', import.meta.url);
  // The run before is kept, so that every run says whether it reproduces the last one.
  const previous = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  if (previous) writeFileSync(new URL('./results.previous.json', import.meta.url), previous);
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  printReport(results);
  if (previous) printComparison(JSON.parse(previous), results);
}
