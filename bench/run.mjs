// `npm run bench` (after `npm run build`): what the widget costs a page, against a plain HTML
// form with the same fields and no script, in two forms: the README's CDN snippet (the element
// renders its form once its script has run), with the module script or with the classic script
// (a loader of the same module entry), and the pre-rendered snippet of `npx event-register
// snippet` (the form is in the HTML, and the script takes it over). The pre-rendered page is also
// set against the styled plain form: the same page with the snippet's script and preload taken
// out, the physical limit for a form that looks like the widget's. In headless Chromium
// (Debian's, driven over the DevTools Protocol by bench/cdp.mjs), on the benchmark's own gzip
// server and the local API on another origin.
// And a long marketing page with the widget at its end: which of the widget's files a visitor
// who never scrolls down pays for, and when the interaction chunk comes as they do. And a landing
// page with three openers and a `dialog` widget: what it fetches before an opener is first
// touched, against the same page with the form inline, and the first open.
// It asserts nothing: it prints a table, writes bench/results.json and compares it with the run
// before. bench/README.md says how it measures; docs/performance.md shows the figures.
//
// BENCH_ONLY=prerendered measures what the pre-rendered snippet's targets need, in about four
// minutes: the plain form, the styled plain form, the pre-rendered page and the CDN snippet in
// the three profiles, with a wider stopping interval (see ADAPTIVE). It prints those targets and
// writes no results.
//
// For investigating, not for the docs' figures: BENCH_PAIRS=n (exactly n pairs in every
// profile, no adaptive stop), BENCH_SUBMIT_LOADS=n (exactly n cold loads for the submit numbers),
// BENCH_FOLD_LOADS=n, BENCH_DIALOG_LOADS=n, BENCH_ONLY=usable|submit|fold|dialog (that part only),
// BENCH_PROFILE=0|1|2 (one profile; with dialog, its profile), BENCH_DUMP=file (with BENCH_ONLY:
// the raw samples; with fold or dialog, its summary),
// BENCH_DEBUG=1 (every load's figures and long tasks), BENCH_NO_PIN=1 (no core pinning).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { startApiServer } from '../demo/api/server.ts';
import { DEMO_LIVE_PUBLISHABLE_KEY } from '../demo/api/seed.ts';
import { CHROME_HELP, findChrome } from '../scripts/browsers.mjs';
import { cdnFileSizes, litFloor } from './bytes.mjs';
import {
  blankPage,
  classicPage,
  listingPage,
  marketingPage,
  plainPage,
  prerenderedPage,
  startPageServer,
  styledPlainPage,
  submitFloorPage,
  widgetPage,
} from './server.mjs';
import { ALL_PROFILES, launchForMeasuring, untilUsable } from './loads.mjs';
import { submitOnce } from './submit.mjs';
import { comparePairs, median, medianInterval, p90, ratioInterval } from './stats.mjs';
import {
  SUBMIT_LIMITS,
  describeMachine,
  printDialog,
  printFold,
  printReport,
  printSubmit,
  prerenderedTargets,
} from './report.mjs';
import { summarizeFold } from './fold.mjs';
import { summarizeDialog } from './dialog.mjs';
import { printComparison } from './compare.mjs';
import { TERMINAL_WORD } from './verdict.mjs';

// BENCH_ONLY=usable measures the three profiles only (for working on the start-up path);
// BENCH_ONLY=prerendered the variants the pre-rendered targets need only; BENCH_ONLY=submit the
// submissions only; BENCH_ONLY=fold the long page with the widget below the fold only;
// BENCH_ONLY=dialog the landing page with a dialog widget and its inline twin only. None of them
// writes results.json.
const ONLY = process.env.BENCH_ONLY || undefined;
if (ONLY && !['usable', 'prerendered', 'submit', 'fold', 'dialog'].includes(ONLY)) {
  console.error(`BENCH_ONLY=${ONLY}: expected usable, prerendered, submit, fold or dialog`);
  process.exit(1);
}
const FOCUSED = ONLY === 'prerendered';

/**
 * Adaptive pairs. After minPairs, a profile's pairs stop once the 95 % interval of every one of
 * its key ratios (the ratios its targets judge, keyRatios) is at most ±halfWidth wide, checked
 * every `every` pairs, and at the latest at the profile's maxPairs (bench/loads.mjs). The check
 * uses a cheaper bootstrap (500 resamples, against 2000 for the reported interval): enough to tell
 * whether the interval is near the width wanted. A quiet profile stops early, a noisy one takes
 * more pairs. A ratio near 2 (the CDN snippet against the plain form) rarely gets within ±0.05 on
 * a shared machine, so the full run mostly stops at maxPairs or at the time budget there. The
 * phase has a time budget (`seconds`), so that a busy machine cannot push the whole run past 12
 * minutes (the focused run past 4): once it is spent, each profile past minPairs stops after its
 * current pair. Each profile records which rule stopped it (interval, max or time) and the
 * widest half-width at each check.
 */
const ADAPTIVE = FOCUSED
  ? { minPairs: 15, every: 5, halfWidth: 0.1, maxPairs: 40, seconds: 195 }
  : { minPairs: 20, every: 5, halfWidth: 0.05, seconds: 500 };
// BENCH_PAIRS=n: exactly n pairs in every profile (for investigating).
const FIXED_PAIRS = process.env.BENCH_PAIRS ? Number(process.env.BENCH_PAIRS) : undefined;
const maxPairsOf = (profile) => FIXED_PAIRS ?? Math.min(profile.maxPairs, ADAPTIVE.maxPairs ?? Infinity);
// Warm-up rounds per profile before the counted ones: the first loads of a fresh browser are
// slower (its own code and caches warming up), and are left out. The focused run, short of
// time, leaves out one.
const WARMUP_PAIRS = FOCUSED ? 1 : 2;

// BENCH_PROFILE=0|1|2 measures one profile only (for investigating one).
const PROFILES = process.env.BENCH_PROFILE ? [ALL_PROFILES[Number(process.env.BENCH_PROFILE)]] : ALL_PROFILES;

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
  // The submit's page: its success shows the event's time and calendar menu too.
  '/widget-event': widgetPage({ ...widget, eventStart: new Date(Date.now() + 2 * 24 * 3600_000).toISOString() }),
  // The same submit on a page that does nothing else: the browser's own share of both spans.
  '/submit-floor': submitFloorPage(widget),
  '/classic': classicPage(widget),
  '/prerendered': await prerenderedPage({ ...widget, origin }),
  '/prerendered-link': await prerenderedPage({ ...widget, origin, styles: 'link' }),
  '/styled-plain': await styledPlainPage({ ...widget, origin }),
  '/listing': listingPage(),
  '/blank': blankPage(),
  // A long marketing page with the widget at its end, and the same page with it in view.
  '/below-fold': marketingPage({ ...widget, widgetAt: 'bottom' }),
  '/in-view': marketingPage({ ...widget, widgetAt: 'top' }),
  // The same page as a landing page with three openers and a dialog widget, and with the form inline.
  '/dialog': marketingPage({ ...widget, widgetAt: 'top', openers: 'dialog' }),
  '/dialog-inline': marketingPage({ ...widget, widgetAt: 'top', openers: 'links' }),
}));
/**
 * The variants loaded in turn: the lower bound, the styled plain form (the pre-rendered page with
 * no script: the lower bound for a form that looks like the widget's), the CDN snippet (the form
 * rendered by its module script), the same page with the classic script (a loader of the same
 * module entry: it should cost what the module script costs), the pre-rendered snippet as `npx
 * event-register snippet` prints it, and the same with `--link-styles` (its stylesheet a file, for
 * a policy that allows no inline style). The focused run leaves the classic script and
 * `--link-styles` out: no target of the pre-rendered snippet needs them.
 */
const VARIANTS = FOCUSED
  ? ['plain', 'styled-plain', 'widget', 'prerendered']
  : ['plain', 'styled-plain', 'widget', 'classic', 'prerendered', 'prerendered-link'];
/** The variants with no script: nothing to wait for after their HTML. */
const SCRIPTLESS = new Set(['plain', 'styled-plain']);
/**
 * The variants whose loads are followed past usable (to ready, then settled, for their long
 * tasks, layout shifts and bytes). The focused run's targets need that of the pre-rendered page
 * only: of the others they need usable alone, and their loads end there, which leaves more of its
 * four minutes for pairs.
 */
const FOLLOWED = new Set(FOCUSED ? ['prerendered'] : VARIANTS);
/** The pre-rendered variants measured, by their key in the results. */
const PRERENDERED = Object.fromEntries(
  Object.entries({ prerendered: 'prerendered', prerenderedLink: 'prerendered-link' }).filter(([, v]) =>
    VARIANTS.includes(v),
  ),
);
/** Whether the classic script's page is measured (the full run, and BENCH_ONLY=usable). */
const CLASSIC = VARIANTS.includes('classic');
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

/** The pages where whether the interaction chunk comes is what is measured: it is not waited for. */
const CHUNK_NOT_AWAITED = new Set(['below-fold', 'dialog']);

/**
 * Waits until the page has settled: on the widget's pages its prefetched interaction chunk has
 * been requested, and no request has been in flight for the profile's `quietMs` (time for the
 * code that arrived last to run, and for its long tasks and late layout to be recorded: the
 * chunk's evaluation is one task right after its last byte). The pages with no script load
 * nothing after their HTML: 100 ms is enough for their paint and any task to be recorded. On
 * the page with the widget below the fold and the page with a dialog widget, the chunk is not
 * waited for: whether it comes is what is measured there. Bounded: 10 s.
 */
async function settled(network, { quietMs }, variant) {
  const deadline = Date.now() + 10_000;
  const quiet = SCRIPTLESS.has(variant) ? Math.min(quietMs, 100) : quietMs;
  while (Date.now() < deadline) {
    const chunkDone = SCRIPTLESS.has(variant) || CHUNK_NOT_AWAITED.has(variant) || network.sawChunk;
    if (chunkDone && network.inFlight.size === 0 && Date.now() - network.lastActivity >= quiet) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * What the probe recorded on `page` so far (bench/probe.mjs): usable, ready, paints, and its long
 * tasks (its own checks taken out of them) and layout shifts.
 */
function figures(page) {
  return page.evaluate(() => {
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
}

/** One cold load: time to a usable form (and to a ready widget), paints, long tasks, layout shift and bytes. */
async function load(variant, profile) {
  const { page, network } = await coldPage(profile);
  try {
    await page.send('Page.navigate', { url: `${pages.origin}/${variant}` });
    await untilUsable(page, `/${variant}`);
    if (FOLLOWED.has(variant)) {
      if (!SCRIPTLESS.has(variant))
        await page.until(() => window.__benchReady, undefined, `a ready widget on /${variant}`, 30_000);
      // Let the page settle (the widget's prefetch, late layout) before reading shifts, tasks and bytes.
      await settled(network, profile, variant);
    }
    const measured = await figures(page);
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

/** The ratios a profile's targets judge, as pairs [denominator, numerator] from its rounds so far. */
function keyRatios(pairs) {
  const out = [];
  // The CDN snippet against the plain form (its own target in the full run), and the classic
  // script's page, which has the same target.
  if (!FOCUSED) out.push(pairs.map((p) => [p.plain.usable, p.widget.usable]));
  if (CLASSIC) out.push(pairs.map((p) => [p.plain.usable, p.classic.usable]));
  for (const variant of Object.values(PRERENDERED)) {
    out.push(pairs.map((p) => [p.plain.usable, p[variant].usable]));
    out.push(pairs.map((p) => [p['styled-plain'].usable, p[variant].usable]));
    out.push(pairs.map((p) => [p.widget.usable, p[variant].ready]));
  }
  return out;
}

/** The widest half-width of the key ratios' intervals (the cheaper bootstrap of ADAPTIVE). */
function widestHalfWidth(pairs) {
  return Math.max(
    ...keyRatios(pairs).map((ratio) => {
      const [low, high] = ratioInterval(ratio, { resamples: 500 });
      return (high - low) / 2;
    }),
  );
}

/**
 * Rounds of one load of each variant, in rotating order (A B C, B C A, C A B, …) after a
 * warm-up, the profiles taking turns round by round, so that drift in the machine's load hits
 * every variant and all three profiles alike. Each variant is compared with the plain page of
 * its own round: a "pair" below is one such round. A profile stops by ADAPTIVE's rule.
 */
async function measureProfiles() {
  const started = Date.now();
  const state = PROFILES.map(() => ({ rounds: 0, pairs: [], stoppedBy: undefined, halfWidths: [] }));
  while (state.some((s) => !s.stoppedBy)) {
    for (const [p, profile] of PROFILES.entries()) {
      const s = state[p];
      if (s.stoppedBy) continue;
      const i = s.rounds++;
      const order = [...VARIANTS.slice(i % VARIANTS.length), ...VARIANTS.slice(0, i % VARIANTS.length)];
      const result = await pair(profile, order);
      if (i < WARMUP_PAIRS) continue;
      s.pairs.push(result);
      const n = s.pairs.length;
      if (n >= maxPairsOf(profile)) s.stoppedBy = FIXED_PAIRS ? 'fixed' : 'max';
      else if (!FIXED_PAIRS && n >= ADAPTIVE.minPairs) {
        if ((n - ADAPTIVE.minPairs) % ADAPTIVE.every === 0) {
          const half = widestHalfWidth(s.pairs);
          s.halfWidths.push([n, Math.round(half * 1000) / 1000]);
          if (half <= ADAPTIVE.halfWidth) s.stoppedBy = 'interval';
        }
        if (!s.stoppedBy && Date.now() - started > ADAPTIVE.seconds * 1000) s.stoppedBy = 'time';
      }
      if (s.stoppedBy && process.env.BENCH_DEBUG) console.log(profile.name, n, 'pairs, stopped by', s.stoppedBy);
    }
  }
  return PROFILES.map((profile, p) => ({
    ...summarizeProfile(profile, state[p].pairs),
    adaptive: { stoppedBy: state[p].stoppedBy, widestHalfWidthAt: state[p].halfWidths },
  }));
}

const round1 = (v) => Math.round(v * 10) / 10;

function summarizeProfile(profile, pairs) {
  const pick = (key) => pairs.map((p) => [p.plain[key], p.widget[key]]);
  const widgetOnly = (key) => pairs.map((p) => p.widget[key]);
  const styled = (key) => pairs.map((p) => p['styled-plain'][key]);
  return {
    profile: profile.name,
    usable: { ...comparePairs(pick('usable')), samples: pick('usable').map(([a, b]) => [round1(a), round1(b)]) },
    // The styled plain form: what the pre-rendered page is set against besides the plain form.
    styledPlain: {
      usable: { median: median(styled('usable')), p90: p90(styled('usable')) },
      ratioToPlain: median(styled('usable')) / median(pairs.map((p) => p.plain.usable)),
      firstContentfulPaint: median(styled('firstContentfulPaint')),
      bytes: median(styled('bytes')),
      longestTaskMax: Math.max(...styled('longestTask')),
      clsMax: Math.max(...styled('cls')),
    },
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
    ...(CLASSIC ? { classic: summarizeClassic(pairs) } : {}),
    ...Object.fromEntries(
      Object.entries(PRERENDERED).map(([key, variant]) => [key, summarizePrerendered(pairs, variant)]),
    ),
  };
}

/** A variant's usable against another variant's in the same rounds: the ratio, its interval and the samples. */
function against(pairs, base, variant) {
  return {
    ...comparePairs(pairs.map((p) => [p[base].usable, p[variant].usable])),
    samples: pairs.map((p) => [round1(p[base].usable), round1(p[variant].usable)]),
  };
}

/** A widget page's first contentful paint, bytes, main thread and layout shifts (medians, maxima, counts). */
function pageCosts(pairs, variant) {
  const of = (key) => pairs.map((p) => p[variant][key]);
  const longest = of('longestTask');
  return {
    firstContentfulPaint: median(of('firstContentfulPaint')),
    bytes: median(of('bytes')),
    mainThread: {
      longestTaskMedian: median(longest),
      longestTaskMax: Math.max(...longest),
      totalBlockingTimeMedian: median(of('totalBlockingTime')),
      loadsWithTaskOver50ms: longest.filter((d) => d > 50).length,
    },
    cls: {
      median: median(of('cls')),
      max: Math.max(...of('cls')),
      loadsWithShift: of('cls').filter((v) => v > 0).length,
    },
    shifts: pairs.map((p) => p[variant].shifts).find((shifts) => shifts.length) ?? [],
  };
}

/**
 * The classic script's page, against the plain page and the CDN snippet's (module script) page
 * of the same rounds: it loads the same entry through a loader, so it should cost what the CDN
 * snippet costs.
 */
function summarizeClassic(pairs) {
  const classic = (key) => pairs.map((p) => p.classic[key]);
  return {
    usable: against(pairs, 'plain', 'classic'),
    usableToWidget: against(pairs, 'widget', 'classic'),
    ready: {
      median: median(classic('ready')),
      p90: p90(classic('ready')),
      widgetReadyMedian: median(pairs.map((p) => p.widget.ready)),
    },
    ...pageCosts(pairs, 'classic'),
  };
}

/** A pre-rendered page, against the plain page of the same rounds and today's widget page. */
function summarizePrerendered(pairs, variant) {
  const pre = (key) => pairs.map((p) => p[variant][key]);
  // Ready against the CDN snippet's usable of the same round: the pairs a verdict's interval resamples.
  const readyPairs = pairs.map((p) => [p.widget.usable, p[variant].ready]);
  return {
    usable: against(pairs, 'plain', variant),
    // Against the styled plain form of the same rounds: what the script costs a form that looks the same.
    usableToStyled: against(pairs, 'styled-plain', variant),
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
    ...pageCosts(pairs, variant),
  };
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
 * The submit numbers. Cold: the first submit of a freshly loaded page, after the person clicked
 * into the field and typed the address with real key events (which is also what fetches the
 * widget's lazy code). Warm: the third submit on the same page (after a reset), with the code
 * compiled and the connection open. Each load gives one of each.
 *
 * Adaptive, as the pairs are: after SUBMIT.minLoads, and every SUBMIT.every loads after, the run
 * stops once each of the four submit targets (bench/report.mjs, submitTargets) has an interval
 * wholly on one side of its limit, and at the latest at SUBMIT.maxLoads. BENCH_SUBMIT_LOADS=n:
 * exactly n loads.
 */
const SUBMIT = process.env.BENCH_SUBMIT_LOADS
  ? { fixed: Number(process.env.BENCH_SUBMIT_LOADS) }
  : { minLoads: 20, every: 10, maxLoads: 40 };

/** Median, p90, the median's 95 % interval, and the samples (to 0.01 ms). */
function submitSummary(values) {
  return {
    median: median(values),
    p90: p90(values),
    interval95: medianInterval(values),
    samples: values.map((v) => Math.round(v * 100) / 100),
  };
}

/** Whether each submit target's interval is wholly on one side of its limit (ADAPTIVE's rule for submits). */
function submitDecided(samples) {
  const decided = (values, limit) => {
    const [low, high] = medianInterval(values, { resamples: 500 });
    return high <= limit || low > limit;
  };
  return (
    decided(samples.cold.toRequest, SUBMIT_LIMITS.toRequestCold) &&
    decided(samples.warm.toRequest, SUBMIT_LIMITS.toRequestWarm) &&
    decided(samples.cold.toPaint, SUBMIT_LIMITS.toPaint) &&
    decided(samples.warm.toPaint, SUBMIT_LIMITS.toPaint)
  );
}

/** The submits of one cold load of `path`: the first after the load (cold), and the third (warm). */
async function submitsOfOneLoad(path, email) {
  const { page } = await coldPage(ALL_PROFILES[0]);
  try {
    await page.send('Page.navigate', { url: `${pages.origin}${path}` });
    await untilUsable(page, path);
    // Whether the widget is in view at load, as the widget prefetches its code once it nears the viewport.
    const inView = await page.evaluate(() => {
      const box = document.querySelector('event-register').getBoundingClientRect();
      return box.top < innerHeight && box.bottom > 0;
    });
    const cold = await submitOnce(page, email());
    await submitOnce(page, email());
    return { inView, cold, warm: await submitOnce(page, email()) };
  } finally {
    await page.close();
  }
}

async function measureSubmit() {
  const kind = () => ({ toRequest: [], toPaint: [], toDom: [], delivery: [] });
  const samples = { cold: kind(), warm: kind(), floorCold: kind(), floorWarm: kind(), prefetched: 0, inView: 0 };
  const push = (into, s) => {
    into.toRequest.push(s.toRequest);
    into.toPaint.push(s.toPaint);
    into.toDom.push(s.toDom);
    into.delivery.push(s.delivery);
  };
  let n = 0;
  const email = () => `bench.${Date.now()}.${n++}@example.com`;
  let loads = 0;
  let stoppedBy;
  while (!stoppedBy) {
    // Each load of the widget's page is paired with one of the floor page, in turns first.
    const early = loads % 2 === 1 ? await submitsOfOneLoad('/submit-floor', email) : undefined;
    const ours = await submitsOfOneLoad('/widget-event', email);
    const floor = early ?? (await submitsOfOneLoad('/submit-floor', email));
    if (ours.inView) samples.inView++;
    push(samples.cold, ours.cold);
    if (ours.cold.prefetched) samples.prefetched++;
    push(samples.warm, ours.warm);
    push(samples.floorCold, floor.cold);
    push(samples.floorWarm, floor.warm);
    loads++;
    if (SUBMIT.fixed) {
      if (loads >= SUBMIT.fixed) stoppedBy = 'fixed';
    } else if (loads >= SUBMIT.maxLoads) stoppedBy = 'max';
    else if (loads >= SUBMIT.minLoads && (loads - SUBMIT.minLoads) % SUBMIT.every === 0 && submitDecided(samples))
      stoppedBy = 'interval';
  }
  /** The widget's span over the floor page's, load by load: a ratio of medians with its interval. */
  const overFloor = (ours, floor) => {
    const pairs = floor.map((f, i) => [f, ours[i]]);
    return { ratioOfMedians: median(ours) / median(floor), ratioInterval95: ratioInterval(pairs) };
  };
  const summary = (s, floor) => ({
    clickToRequest: submitSummary(s.toRequest),
    responseToPaint: submitSummary(s.toPaint),
    // Diagnostics, not targets: the part of responseToPaint before the frame, and of clickToRequest before the page's listener.
    responseToDomMedian: median(s.toDom),
    inputDeliveryMedian: median(s.delivery),
    // The same spans on the floor page, in the same run, and the widget's over them.
    floor: {
      clickToRequest: submitSummary(floor.toRequest),
      responseToPaint: submitSummary(floor.toPaint),
      responseToDomMedian: median(floor.toDom),
    },
    overFloor: {
      clickToRequest: overFloor(s.toRequest, floor.toRequest),
      responseToPaint: overFloor(s.toPaint, floor.toPaint),
    },
  });
  return {
    loads,
    stoppedBy,
    firstAfterColdLoad: summary(samples.cold, samples.floorCold),
    warm: summary(samples.warm, samples.floorWarm),
    lazyCodeThereAtFirstClick: `${samples.prefetched} of ${loads}`,
    widgetInViewAtLoad: `${samples.inView} of ${loads}`,
  };
}

// The long marketing page with the widget at its end. A count of files and bytes, not a timing:
// a few loads, on 4G (the profile where a chunk asked for late could still be on its
// way when the widget comes into view). Six of each page: twice the three a "none in n loads"
// verdict needs (bench/verdict.mjs), and the files are the same in every load.
const FOLD_LOADS = Number(process.env.BENCH_FOLD_LOADS ?? 6);
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

// The landing page with three openers and a dialog widget, and the same page with the form
// inline. A count of files and bytes (the verdict), the pages' figures, and the first open as a
// diagnostic: a few loads of each in the fold's profile (BENCH_PROFILE picks another), the pages
// in turn. The dialog page is held untouched as long as the page below the fold, so that a
// prefetch on a timer or at idle time shows.
const DIALOG_LOADS = Number(process.env.BENCH_DIALOG_LOADS ?? 6);
const DIALOG_PROFILE = process.env.BENCH_PROFILE ? ALL_PROFILES[Number(process.env.BENCH_PROFILE)] : FOLD_PROFILE;
// How long the pointer rests on the opener before the press: a person's pointer comes over a link
// and clicks it a moment later; the first pointer-over is what fetches the form's code.
const DIALOG_HOVER_MS = 200;

/**
 * The first open, as a person makes it: the pointer moves onto the hero's opener (its first
 * pointer-over), rests DIALOG_HOVER_MS, and clicks it with real mouse events. From the click's
 * `event.timeStamp` (a capturing listener on the window) to `dialog-open` (`toOpen`, with whether
 * the email field had focus then), and to the end of the next frame, the one that shows the
 * dialog (`toPainted`: a message posted from its requestAnimationFrame callback runs once its
 * style, layout and paint are done). Whether the interaction chunk had arrived by the click.
 */
async function firstOpen(page) {
  const { x, y } = await page.evaluate(() => {
    const opener = document.querySelector('.opener-hero');
    const host = document.getElementById(opener.getAttribute('data-event-register-open'));
    const probe = {};
    window.__open = probe;
    addEventListener('click', (event) => (probe.click = event.timeStamp), { capture: true, once: true });
    probe.painted = new Promise((resolve) => {
      host.addEventListener(
        'dialog-open',
        () => {
          probe.open = performance.now();
          const root = host.shadowRoot ?? document;
          probe.focused = root.activeElement?.matches('input[name="email"]') === true;
          probe.dialogOpen = root.querySelector('dialog')?.open === true;
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => resolve(performance.now());
            channel.port2.postMessage(undefined);
          });
        },
        { once: true },
      );
    });
    const box = opener.getBoundingClientRect();
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  });
  // From outside the link onto it: its first pointer-over.
  await page.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x: 2, y: 2 });
  await page.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x, y });
  await new Promise((resolve) => setTimeout(resolve, DIALOG_HOVER_MS));
  for (const type of ['mousePressed', 'mouseReleased'])
    await page.send('Input.dispatchMouseEvent', { type, x, y, button: 'left', clickCount: 1 });
  return page.evaluate(async () => {
    const probe = window.__open;
    const painted = await Promise.race([
      probe.painted,
      new Promise((resolve) => setTimeout(() => resolve(undefined), 10_000)),
    ]);
    const chunk = performance.getEntriesByType('resource').find((r) => r.name.includes('/chunks/interaction-'));
    if (painted === undefined || probe.click === undefined || !probe.dialogOpen)
      return { error: `painted ${painted}, click ${probe.click}, dialog open ${probe.dialogOpen}` };
    return {
      toOpen: probe.open - probe.click,
      toPainted: painted - probe.click,
      focused: probe.focused,
      chunkAtClick: chunk !== undefined && chunk.responseEnd > 0 && chunk.responseEnd <= probe.click,
      followed: location.hash !== '',
    };
  });
}

/** The page's figures for the dialog summary, and everything it transferred by then. */
async function dialogFigures(page, network) {
  const { usable, ready, longestTask, cls, shifts } = await figures(page);
  return { usable, ready, longestTask, cls, shifts, bytes: network.bytes };
}

/**
 * One cold load of the dialog page: the widget's files once the widget is ready (its button
 * shown), the page has settled, and it has stayed untouched for FOLD_HOLD_MS (what the page costs
 * before an opener is first touched); then the first open, and the files once settled after it.
 */
async function dialogLoad() {
  const { page, network } = await coldPage(DIALOG_PROFILE);
  const files = recordWidgetFiles(page);
  try {
    await page.send('Page.navigate', { url: `${pages.origin}/dialog` });
    await untilUsable(page, '/dialog');
    await untilReady(page, '/dialog');
    await settled(network, DIALOG_PROFILE, 'dialog');
    await new Promise((resolve) => setTimeout(resolve, FOLD_HOLD_MS));
    await settled(network, DIALOG_PROFILE, 'dialog');
    const beforeTouch = files();
    const measured = await dialogFigures(page, network);
    const open = await firstOpen(page);
    if (open.error) throw new Error(`the first open was not timed: ${open.error}`);
    if (open.followed) throw new Error('the opener was followed as a link: it opened no dialog');
    await settled(network, DIALOG_PROFILE, 'dialog-open');
    const load = { beforeTouch, figures: measured, open, afterOpen: files() };
    if (process.env.BENCH_DEBUG) console.log('dialog', JSON.stringify(load));
    return load;
  } finally {
    await page.close();
  }
}

/** One cold load of the same page with the form inline (in view: its code prefetched): the widget's files once settled. */
async function dialogInlineLoad() {
  const { page, network } = await coldPage(DIALOG_PROFILE);
  const files = recordWidgetFiles(page);
  try {
    await page.send('Page.navigate', { url: `${pages.origin}/dialog-inline` });
    await untilUsable(page, '/dialog-inline');
    await untilReady(page, '/dialog-inline');
    await settled(network, DIALOG_PROFILE, 'dialog-inline');
    const load = { files: files(), figures: await dialogFigures(page, network) };
    if (process.env.BENCH_DEBUG) console.log('dialog-inline', JSON.stringify(load));
    return load;
  } finally {
    await page.close();
  }
}

/** Loads of the dialog page and of the inline page, in turn. */
async function measureDialog() {
  const dialog = [];
  const inline = [];
  for (let i = 0; i < DIALOG_LOADS; i++) {
    if (i % 2 === 0) dialog.push(await dialogLoad());
    inline.push(await dialogInlineLoad());
    if (i % 2 === 1) dialog.push(await dialogLoad());
  }
  return summarizeDialog(dialog, inline, {
    profile: DIALOG_PROFILE.name,
    holdMs: FOLD_HOLD_MS,
    hoverMs: DIALOG_HOVER_MS,
  });
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
  // Filled in once the profiles are measured: the adaptive rule decides how many.
  pairsPerProfile: {},
  adaptive: FIXED_PAIRS ? { fixedPairs: FIXED_PAIRS } : ADAPTIVE,
  variants: VARIANTS,
  pinned,
  phaseSeconds: {},
  profiles: [],
};
/** Runs one part of the benchmark and notes how long it took (the whole must stay under 12 minutes). */
async function timed(name, measure) {
  const start = Date.now();
  const value = await measure();
  results.phaseSeconds[name] = Math.round((Date.now() - start) / 1000);
  return value;
}

try {
  if (!ONLY || ONLY === 'usable' || FOCUSED) {
    results.profiles = await timed('usable', measureProfiles);
    results.pairsPerProfile = Object.fromEntries(results.profiles.map((p) => [p.profile, p.usable.pairs]));
  }
  if (!ONLY || ONLY === 'submit') results.submit = await timed('submit', measureSubmit);
  if (!ONLY || ONLY === 'fold') results.fold = await timed('fold', measureFold);
  if (!ONLY || ONLY === 'dialog') results.dialog = await timed('dialog', measureDialog);
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
    console.log(`  styled plain: usable ${p.styledPlain.usable.median.toFixed(1)}; stopped by ${p.adaptive.stoppedBy}`);
    const ci = (r) => r.ratioInterval95.map((v) => v.toFixed(2)).join('–');
    // The CDN snippet's row and the classic script's, in the same terms, one above the other.
    console.log(
      `  CDN snippet: usable ${p.usable.widget.median.toFixed(1)} (${p.usable.ratioOfMedians.toFixed(2)}× plain, ${ci(p.usable)}), ready ${p.classic?.ready.widgetReadyMedian.toFixed(1) ?? 'n/a'}, longest max ${p.mainThread.longestTaskMax.toFixed(1)}, over 50 ms ${p.mainThread.loadsWithTaskOver50ms}, cls ${p.cls.max}, bytes ${p.bytes.widget}`,
    );
    if (p.classic) {
      const c = p.classic;
      console.log(
        `  classic: usable ${c.usable.widget.median.toFixed(1)} (${c.usable.ratioOfMedians.toFixed(2)}× plain, ${ci(c.usable)}; ${c.usableToWidget.ratioOfMedians.toFixed(2)}× CDN snippet, ${ci(c.usableToWidget)}), ready ${c.ready.median.toFixed(1)}, longest max ${c.mainThread.longestTaskMax.toFixed(1)}, over 50 ms ${c.mainThread.loadsWithTaskOver50ms}, cls ${c.cls.max}, bytes ${c.bytes}`,
      );
    }
    for (const key of Object.keys(PRERENDERED)) {
      const pre = p[key];
      console.log(
        `  ${key}: usable ${pre.usable.widget.median.toFixed(1)} (${pre.usable.ratioOfMedians.toFixed(2)}× plain, ${pre.usableToStyled.ratioOfMedians.toFixed(2)}× styled), ready ${pre.ready.median.toFixed(1)} against today's usable ${pre.ready.widgetUsableMedian.toFixed(1)}, longest max ${pre.mainThread.longestTaskMax.toFixed(1)}, over 50 ms ${pre.mainThread.loadsWithTaskOver50ms}, cls ${pre.cls.max}, bytes ${pre.bytes}`,
      );
    }
  }
} else if (FOCUSED) {
  if (process.env.BENCH_DUMP)
    writeFileSync(
      process.env.BENCH_DUMP,
      JSON.stringify(results.profiles.map((p) => ({ profile: p.profile, prerendered: p.prerendered }))),
    );
  printFocused(results);
} else if (ONLY === 'submit') {
  if (process.env.BENCH_DUMP) writeFileSync(process.env.BENCH_DUMP, JSON.stringify(results.submit, null, 2));
  printSubmit(results);
} else if (ONLY === 'fold') {
  if (process.env.BENCH_DUMP) writeFileSync(process.env.BENCH_DUMP, JSON.stringify(results.fold, null, 2));
  console.log(`\nbench: Chromium ${results.chromium}; ${results.seconds} s`);
  printFold(results);
} else if (ONLY === 'dialog') {
  if (process.env.BENCH_DUMP) writeFileSync(process.env.BENCH_DUMP, JSON.stringify(results.dialog, null, 2));
  console.log(
    `\nbench (BENCH_ONLY=dialog): Chromium ${results.chromium}; ${describeMachine(results)}; ${results.seconds} s; no results written`,
  );
  printDialog(results);
} else {
  const file = new URL('./results.json', import.meta.url);
  // The run before is kept, so that every run says whether it reproduces the last one.
  const previous = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  if (previous) writeFileSync(new URL('./results.previous.json', import.meta.url), previous);
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  printReport(results);
  if (previous) printComparison(JSON.parse(previous), results);
}

/** The focused run's output: the figures and verdicts of the pre-rendered targets. */
function printFocused(r) {
  console.log(
    `\nbench (BENCH_ONLY=prerendered): Chromium ${r.chromium}; ${describeMachine(r)}; ${r.seconds} s; no results written`,
  );
  for (const p of r.profiles) {
    const pre = p.prerendered;
    console.log(
      `${p.profile}: ${p.usable.pairs} pairs (stopped by ${p.adaptive.stoppedBy}); usable: plain ${p.usable.plain.median.toFixed(1)} ms, styled plain ${p.styledPlain.usable.median.toFixed(1)} ms, pre-rendered ${pre.usable.widget.median.toFixed(1)} ms, CDN snippet ${p.usable.widget.median.toFixed(1)} ms; pre-rendered ready ${pre.ready.median.toFixed(1)} ms`,
    );
  }
  console.log('targets:');
  for (const [label, judged] of prerenderedTargets(r)) console.log(`  ${TERMINAL_WORD[judged]} ${label}`);
}
