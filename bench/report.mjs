// Prints bench/results.json as tables, and the targets for the CDN snippet (with the module
// script and with the classic script), the pre-rendered snippet, the widget below the fold and
// the landing page with a dialog widget,
// each judged by the 95 % interval of what was measured (bench/verdict.mjs says how;
// bench/stats.mjs which interval for which quantity).
import { ENTRY_BUDGET } from '../scripts/size-budgets.mjs';
import { medianInterval, medianRatioInterval, meanInterval, rateInterval } from './stats.mjs';
import { TERMINAL_WORD, noneInLoads, verdict } from './verdict.mjs';
import { FILE_KINDS, KIND_LABEL } from './fold.mjs';
import { DIALOG_FILE_KINDS, DIALOG_KIND_LABEL } from './dialog.mjs';

const ms = (v) => (Number.isFinite(v) ? `${v.toFixed(1)} ms` : 'n/a');
const x = (v) => (Number.isFinite(v) ? `${v.toFixed(2)}×` : 'n/a');
const kb = (v) => `${(v / 1000).toFixed(1)} KB`;
const percent = (v) => `${(v * 100).toFixed(1)} %`;
/**
 * An interval rounded outwards to `step` (the printed precision), so that what is printed always
 * contains the interval judged: 3.80–5.05 ms is "on the line" against 5 ms, and must not print
 * as 3.8–5.0 ms. (The epsilon keeps 3.8 / 0.1 = 37.999… from flooring to 3.7.)
 */
export const outward = ([low, high], step) => [
  Math.floor(low / step + 1e-9) * step,
  Math.ceil(high / step - 1e-9) * step,
];
/** An interval as text, or what is missing when the results hold none. */
function between(interval, unit, step) {
  if (!interval || !interval.every(Number.isFinite)) return 'no interval in these results';
  const [low, high] = outward(interval, step);
  return `95 % CI ${unit(low)}–${unit(high)}`;
}

function table(head, rows) {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join('  ');
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
  console.log('');
}

/** A ratio of medians (usable, widget or pre-rendered over plain) against "≤ limit×". */
function ratioTarget(label, usable, limit) {
  return [
    `${label}: ${x(usable.ratioOfMedians)} (${between(usable.ratioInterval95, x, 0.01)})`,
    verdict(usable.ratioInterval95, { atMost: limit }),
  ];
}

/**
 * "In no load" (no task over 50 ms, no layout shift), as a rate: `count` of `n` loads had one.
 * One load is proof of a miss. None in n is not proof of "never": the rate's interval still
 * reaches above 0 (about 3.8 / n), so such a target can read "on the line" at best. This is
 * deliberate: how many loads have a long task depends on how busy the machine is.
 */
function rateTarget(label, count, n, detail = '') {
  const interval = rateInterval(count, n);
  return [
    `${label}: ${count} of ${n} loads had one (rate: ${between(interval, percent, 0.001)})${detail}`,
    verdict(interval, { atMost: 0 }),
  ];
}

/** Loads with any layout shift: counted by new runs; older ones kept only the largest CLS. */
function shiftedLoads(cls) {
  if (Number.isInteger(cls.loadsWithShift)) return cls.loadsWithShift;
  return cls.max > 0 ? 1 : 0; // At least one load shifted; a lower bound, enough for "missed".
}

/** The submit targets, in ms: click to request start (cold, warm), response end to result painted (one frame). */
export const SUBMIT_LIMITS = { toRequestCold: 2, toRequestWarm: 1, toPaint: 16.7 };

/** A submit span's interval: the run's own, or from its samples. */
export function submitInterval(span) {
  if (span?.interval95) return span.interval95;
  if (!span?.samples?.length) return undefined;
  return medianInterval(span.samples);
}

/** A ratio to the floor page and its interval. */
const overFloorCell = (r) =>
  r ? `${r.ratioOfMedians.toFixed(2)}× (${r.ratioInterval95.map((v) => `${v.toFixed(2)}×`).join('–')})` : 'n/a';

/** `floor`: the same span on the floor page in the same run, when measured, said after the verdict's figures. */
function submitTarget(label, span, limit, floor) {
  const interval = submitInterval(span);
  const onFloor = floor
    ? `; the floor page: ${ms(floor.median)} (${between(submitInterval(floor), (v) => `${v.toFixed(2)} ms`, 0.01)})`
    : '';
  return [
    `${label} ≤ ${limit} ms: ${ms(span?.median)} (${between(interval, (v) => `${v.toFixed(2)} ms`, 0.01)})${onFloor}`,
    verdict(interval, { atMost: limit }),
  ];
}

/**
 * The submit targets (none for a run that did not measure the submit numbers, or measured the
 * overhead over a bare fetch that came before them): click to request start, cold and warm, and
 * response end to the result painted, cold and warm.
 */
export function submitTargets(results) {
  const s = results.submit;
  if (!s?.firstAfterColdLoad?.clickToRequest) return [];
  const { firstAfterColdLoad: cold, warm } = s;
  return [
    submitTarget(
      'submit: click to request start, first after a cold load,',
      cold.clickToRequest,
      SUBMIT_LIMITS.toRequestCold,
      cold.floor?.clickToRequest,
    ),
    submitTarget(
      'submit: click to request start, warm,',
      warm.clickToRequest,
      SUBMIT_LIMITS.toRequestWarm,
      warm.floor?.clickToRequest,
    ),
    submitTarget(
      'submit: response end to result painted, first after a cold load,',
      cold.responseToPaint,
      SUBMIT_LIMITS.toPaint,
      cold.floor?.responseToPaint,
    ),
    submitTarget(
      'submit: response end to result painted, warm,',
      warm.responseToPaint,
      SUBMIT_LIMITS.toPaint,
      warm.floor?.responseToPaint,
    ),
  ];
}

/** Per-widget render cost from 10 to 100 widgets: median(100)/100 over median(10)/10, from the runs of each. */
function growthInterval(scale) {
  if (!scale.runs) return undefined;
  return medianRatioInterval(scale.runs[10], scale.runs[100]).map((r) => r / 10);
}

/**
 * The heap's growth per round of 200 cycles, once V8's own caches have levelled off (the first
 * `settlingRounds` rounds): its mean, with a t-interval. A leak adds the same every round.
 */
function leakInterval(leaks) {
  if (!Number.isInteger(leaks.settlingRounds)) return undefined;
  return meanInterval(leaks.growthPerRoundOf200Bytes.slice(leaks.settlingRounds));
}

function scaleTarget(scale) {
  const interval = growthInterval(scale);
  return [
    `render cost linear in the number of widgets (≤ 1.5): per-widget cost ×${scale.growthPerWidget10To100.toFixed(2)} from 10 to 100 (${between(interval, (v) => v.toFixed(2), 0.01)})`,
    verdict(interval, { atMost: 1.5 }),
  ];
}

function leakTarget(leaks) {
  const rounds = leaks.growthPerRoundOf200Bytes;
  const interval = leakInterval(leaks);
  const mean = interval
    ? `; mean after the first ${leaks.settlingRounds}: ${kb((interval[0] + interval[1]) / 2)} a round (${between(interval, kb, 100)})`
    : ' (no interval in these results: one measurement per round)';
  return [
    `no heap growth beyond noise (under 50 KB a round once V8's caches have levelled off): ${rounds.map(kb).join(', ')} in ${rounds.length} rounds of 200 connect/disconnect cycles (a leak would add the same every round)${mean}`,
    verdict(interval, { below: 50_000 }),
  ];
}

/** The CDN snippet's limit on its usable over the plain form's, by profile; the classic script's page has the same. */
export const CDN_SNIPPET_LIMITS = { unthrottled: 1.3, '4G': 1.6, '4G, 4× CPU': 1.6 };

/**
 * The classic script's page, as [label, verdict] (none for results that did not measure it): the
 * CDN snippet's targets, as it loads the same entry and should cost what the module script costs.
 * Its usable over the CDN snippet's, in the same rounds, is in the label, not judged.
 */
export function classicTargets(results) {
  const profiles = results.profiles.filter((p) => p.classic);
  if (!profiles.length) return [];
  const name = 'CDN classic script';
  const out = profiles.map((p) => {
    const limit = CDN_SNIPPET_LIMITS[p.profile];
    const [label, judged] = ratioTarget(
      `${name}: usable ≤ ${limit}× the plain form (${p.profile})`,
      p.classic.usable,
      limit,
    );
    const toWidget = p.classic.usableToWidget;
    return [
      `${label}; ${x(toWidget?.ratioOfMedians)} the CDN snippet's (${between(toWidget?.ratioInterval95, x, 0.01)})`,
      judged,
    ];
  });
  const slow = profiles.find((p) => p.profile === '4G, 4× CPU');
  if (slow)
    out.push(
      rateTarget(
        `${name}: no long task over 50 ms at 4× CPU`,
        slow.classic.mainThread.loadsWithTaskOver50ms,
        slow.classic.usable.pairs,
        `, the longest ${ms(slow.classic.mainThread.longestTaskMax)}`,
      ),
    );
  out.push(
    rateTarget(
      `${name}: layout shift 0 with the placeholder rule`,
      profiles.reduce((sum, p) => sum + shiftedLoads(p.classic.cls), 0),
      profiles.reduce((sum, p) => sum + p.classic.usable.pairs, 0),
      `, max CLS ${Math.max(...profiles.map((p) => p.classic.cls.max)).toFixed(4)}`,
    ),
  );
  return out;
}

/** Every target, as [label, verdict]: the CDN snippet's (module script, then classic script), then the pre-rendered snippet's, the widget below the fold's and the dialog's. */
export function targets(results) {
  const slow = results.profiles.find((p) => p.profile === '4G, 4× CPU');
  const limit = CDN_SNIPPET_LIMITS;
  const loads = results.profiles.reduce((sum, p) => sum + p.usable.pairs, 0);
  const { leaks, scale } = results;
  return [
    ...results.profiles.map((p) =>
      ratioTarget(`usable ≤ ${limit[p.profile]}× the plain form (${p.profile})`, p.usable, limit[p.profile]),
    ),
    // Only when the 4× CPU profile was measured (BENCH_PROFILE can leave it out).
    ...(slow
      ? [
          rateTarget(
            'no long task over 50 ms at 4× CPU',
            slow.mainThread.loadsWithTaskOver50ms,
            slow.usable.pairs,
            `, the longest ${ms(slow.mainThread.longestTaskMax)}`,
          ),
        ]
      : []),
    rateTarget(
      'layout shift 0 with the placeholder rule',
      results.profiles.reduce((sum, p) => sum + shiftedLoads(p.cls), 0),
      loads,
      `, max CLS ${Math.max(...results.profiles.map((p) => p.cls.max)).toFixed(4)}`,
    ),
    ...classicTargets(results),
    ...submitTargets(results),
    ...(scale ? [scaleTarget(scale)] : []),
    ...(leaks ? [leakTarget(leaks)] : []),
    ...prerenderedTargets(results),
    ...foldTargets(results),
    ...dialogTargets(results),
  ];
}

/** Where the chunk was requested during the approach, in viewport heights from the viewport's bottom edge. */
function requestedWhere(approach) {
  const at = approach.requestedAtViewports;
  if (!at.length)
    return approach.chunkAtStartLoads
      ? 'not requested while the widget approached (it had been already)'
      : 'never requested while the widget approached';
  const [low, high] = [Math.min(...at), Math.max(...at)];
  const range = low === high ? low.toFixed(2) : `${low.toFixed(2)}–${high.toFixed(2)}`;
  return `requested with the widget ${range} viewport heights below the viewport (${approach.requestedLoads} loads)`;
}

/**
 * The targets on the long marketing page with the widget at its end (none for a run that did not
 * measure it): no interaction chunk before the widget nears the viewport, a count of loads
 * judged by bench/verdict.mjs's noneInLoads (a behaviour of the code, not a rate); and what a
 * visitor who never scrolls pays: the entry and its locale, and no byte of anything else
 * (exact: the files are the same in every load), against the page with the widget in view.
 */
export function foldTargets(results) {
  const fold = results.fold;
  if (!fold) return [];
  const before = fold.neverScrolled;
  const held = `${(fold.holdMs / 1000).toFixed(1)} s at the top of the page after it settled`;
  const beyond = before.beyondFirstRenderMaxBytes;
  return [
    [
      `no interaction chunk before the widget nears the viewport (widget ${fold.widgetTopViewports.toFixed(1)} viewport heights down a long page, ${fold.profile}): fetched before scrolling in ${before.chunkLoads} of ${fold.loads} loads (${held}); none of at least 3 loads meets it, one load misses it`,
      noneInLoads(before.chunkLoads, fold.loads),
    ],
    [
      `a visitor who never scrolls to the widget pays for its entry and locale only: ${kb(before.bytes.total)} (entry ${kb(before.bytes.entry)}, locale ${kb(before.bytes.locale)}${beyond ? `, and ${kb(beyond)} more at most` : ''}) against ${kb(fold.inView.bytes.total)} with the widget in view; files beyond the entry and locale before scrolling: ${beyond.toLocaleString('en')} B at most in ${fold.loads} loads (exact)`,
      verdict([beyond, beyond], { atMost: 0 }),
    ],
  ];
}

/**
 * The widget below the fold: bytes by kind of file, where the chunk was asked for, and (unless
 * `withTargets` is false) its targets.
 */
export function printFold(results, { withTargets = true } = {}) {
  const fold = results.fold;
  if (!fold) return;
  const cell = (bytes) => (bytes ? kb(bytes) : '–');
  console.log(
    `\nwidget below the fold: a long marketing page, the widget ${fold.widgetTopViewports.toFixed(1)} viewport heights down; ${fold.loads} cold loads each, ${fold.profile}; bytes transferred (headers included), median`,
  );
  table(
    ['widget bytes', ...FILE_KINDS.map((kind) => KIND_LABEL[kind]), 'total'],
    [
      [`never scrolled (${(fold.holdMs / 1000).toFixed(1)} s at the top)`, fold.neverScrolled.bytes],
      ['after scrolling to it', fold.scrolled.bytes],
      ['the same page, widget in view at load', fold.inView.bytes],
    ].map(([name, bytes]) => [name, ...FILE_KINDS.map((kind) => cell(bytes[kind])), kb(bytes.total)]),
  );
  console.log(
    `files: ${Object.entries(fold.files)
      .map(([file, bytes]) => `${file} ${kb(bytes)}`)
      .join(', ')}`,
  );
  const a = fold.approach;
  const ahead = a.aheadMs.length ? `, ${Math.min(...a.aheadMs)}–${Math.max(...a.aheadMs)} ms ahead` : '';
  console.log(
    `interaction chunk: fetched before scrolling in ${fold.neverScrolled.chunkLoads} of ${fold.loads} loads; requested by the time the widget was scrolled to ${fold.scroll.fromViewports} viewport heights below the viewport in ${a.chunkAtStartLoads} of ${fold.loads}; scrolling on at ${fold.scroll.viewportsPerSecond} viewport heights a second, ${requestedWhere(a)}; there before the widget entered the viewport in ${a.arrivedBeforeInViewLoads} of ${fold.loads}${ahead}`,
  );
  console.log(
    `the same page with the widget in view at load: in view in ${fold.inView.inViewAtLoadLoads} of ${fold.inView.loads} loads, the chunk fetched without an interaction in ${fold.inView.chunkLoads} of ${fold.inView.loads}\n`,
  );
  if (withTargets)
    for (const [label, judged] of foldTargets(results)) console.log(`  ${TERMINAL_WORD[judged]} ${label}`);
}

/** A dialog summary's bytes before a touch, by kind, as text: "entry 14.6 KB, locale 0.8 KB, …" (kinds with none left out). */
function kindsText(bytes) {
  return DIALOG_FILE_KINDS.filter((kind) => bytes[kind])
    .map((kind) => `${DIALOG_KIND_LABEL[kind]} ${kb(bytes[kind])}`)
    .join(', ');
}

/**
 * The targets on the landing page with three openers and a `dialog` widget (none for a run that
 * did not measure it): no interaction chunk before an opener is first touched, a count of loads
 * judged by bench/verdict.mjs's noneInLoads (a behaviour of the code, as below the fold); and
 * nothing beyond the entry, the locale and the dialog's own code (and its locale part) before then,
 * exact, with the bytes against the same page with the form inline.
 */
export function dialogTargets(results) {
  const d = results.dialog;
  if (!d) return [];
  const before = d.beforeTouch;
  const held = `${(d.holdMs / 1000).toFixed(1)} s untouched after it settled`;
  const beyond = before.beyondAllowedMaxBytes;
  return [
    [
      `dialog: no interaction chunk before an opener is first touched (a landing page with three openers and a dialog widget in view, ${d.profile}): fetched in ${before.chunkLoads} of ${d.loads} loads (${held}); none of at least 3 loads meets it, one load misses it`,
      noneInLoads(before.chunkLoads, d.loads),
    ],
    [
      `dialog: before an opener is first touched, the page pays for the entry, the locale and the dialog's own code only: ${kb(before.bytes.total)} (${kindsText(before.bytes)}), ${x(d.widgetBytesRatio)} the ${kb(d.inline.bytes.total)} of the same page with the form inline; files beyond them: ${beyond.toLocaleString('en')} B at most in ${d.loads} loads (exact)`,
      verdict([beyond, beyond], { atMost: 0 }),
    ],
  ];
}

/** The landing page with a dialog widget: bytes by kind of file, the pages' figures, the first open and (unless `withTargets` is false) its targets. */
export function printDialog(results, { withTargets = true } = {}) {
  const d = results.dialog;
  if (!d) return;
  const cell = (bytes) => (bytes ? kb(bytes) : '–');
  console.log(
    `\ndialog: a landing page with three openers and a dialog widget, against the same page with the form inline; ${d.loads} and ${d.inlineLoads} cold loads, ${d.profile}; widget bytes transferred (headers included), median`,
  );
  table(
    ['widget bytes', ...DIALOG_FILE_KINDS.map((kind) => DIALOG_KIND_LABEL[kind]), 'total'],
    [
      [`dialog page, before an opener is touched (${(d.holdMs / 1000).toFixed(1)} s)`, d.beforeTouch.bytes],
      ['dialog page, after the first open', d.afterOpen.bytes],
      ['the same page with the form inline', d.inline.bytes],
    ].map(([name, bytes]) => [name, ...DIALOG_FILE_KINDS.map((kind) => cell(bytes[kind])), kb(bytes.total)]),
  );
  table(
    ['page', 'usable', 'ready', 'longest task (max)', 'loads with a task > 50 ms', 'CLS (max)', 'page bytes'],
    [
      ['dialog (usable: its button shown)', d.dialogPage, d.loads],
      ['inline (usable: the email field)', d.inlinePage, d.inlineLoads],
    ].map(([name, p, n]) => [
      name,
      ms(p.usable),
      ms(p.ready),
      ms(p.longestTaskMax),
      `${p.loadsWithTaskOver50ms} of ${n}`,
      `${p.clsMax.toFixed(4)} (${p.loadsWithShift} of ${n} loads)`,
      kb(p.pageBytes),
    ]),
  );
  const o = d.open;
  console.log(
    `first open (diagnostic): from the click on the hero's opener (${d.hoverMs} ms after the pointer came over it) to the dialog open with the email field focused ${ms(o.toOpen.median)}, to that frame painted ${ms(o.toPainted.median)} (median of ${o.openedLoads}); the email field focused in ${o.focusedLoads} of ${o.openedLoads}; the interaction chunk there at the click in ${o.chunkAtClickLoads} of ${o.openedLoads}; bytes before a touch ${x(d.widgetBytesRatio)} the inline page's\n`,
  );
  if (withTargets)
    for (const [label, judged] of dialogTargets(results)) console.log(`  ${TERMINAL_WORD[judged]} ${label}`);
}

/** The pre-rendered variants in the results, as [key, label]. */
export const PRERENDERED_VARIANTS = [
  ['prerendered', 'pre-rendered'],
  ['prerenderedLink', 'pre-rendered, --link-styles'],
];

/** Ready on a pre-rendered page against the CDN snippet's usable, in the same rounds: median ratio and interval. */
function readyTarget(name, p, key) {
  const { median, widgetUsableMedian, ratioToWidgetUsable, ratioToWidgetUsableInterval95: interval } = p[key].ready;
  const ratio = ratioToWidgetUsable === undefined ? '' : `, ${x(ratioToWidgetUsable)}`;
  return [
    `${name}: ready no later than the CDN snippet's usable (${p.profile}): ${ms(median)} against ${ms(widgetUsableMedian)}${ratio} (${between(interval, x, 0.01)})`,
    verdict(interval, { atMost: 1 }),
  ];
}

/** The targets for each pre-rendered variant, as [label, verdict]; none for results that did not measure them. */
export function prerenderedTargets(results) {
  const out = [];
  for (const [key, name] of PRERENDERED_VARIANTS) {
    const profiles = results.profiles.filter((p) => p[key]);
    if (!profiles.length) continue;
    for (const p of profiles)
      if (p[key].usableToStyled)
        out.push(
          ratioTarget(`${name}: usable ≤ 1.05× the styled plain form (${p.profile})`, p[key].usableToStyled, 1.05),
        );
    for (const p of profiles)
      out.push(ratioTarget(`${name}: usable ≤ 1.1× the plain form (${p.profile})`, p[key].usable, 1.1));
    for (const p of profiles) out.push(readyTarget(name, p, key));
    const slow = profiles.find((p) => p.profile === '4G, 4× CPU');
    if (slow) {
      const main = slow[key].mainThread;
      out.push(
        rateTarget(
          `${name}: no task over 50 ms at 4× CPU`,
          main.loadsWithTaskOver50ms,
          slow[key].usable.pairs,
          `, the longest ${ms(main.longestTaskMax)}`,
        ),
      );
    }
    const shifted = profiles.reduce((sum, p) => sum + shiftedLoads(p[key].cls), 0);
    const loads = profiles.reduce((sum, p) => sum + p[key].usable.pairs, 0);
    out.push(
      rateTarget(
        `${name}: layout shift 0 with no placeholder rule`,
        shifted,
        loads,
        `, max CLS ${Math.max(...profiles.map((p) => p[key].cls.max)).toFixed(4)}`,
      ),
    );
  }
  const entry = results.cdnFiles?.files.find((f) => f.file === 'event-register.js');
  // A file's size is exact, not a sample: its interval is the value itself. Pre-rendering must
  // not grow the entry, so the target is the entry's budget.
  if (out.length && entry) {
    const budget = ENTRY_BUDGET.gzip;
    out.push([
      `the CDN entry within its byte budget: ${entry.gzip} B gzip (≤ ${budget.toLocaleString('en')} B, scripts/size-budgets.mjs; exact)`,
      verdict([entry.gzip, entry.gzip], { atMost: budget }),
    ]);
  }
  return out;
}

/** The machine, as the header and the README print it. */
export function describeMachine(results) {
  const m = results.machine;
  if (!m) return 'machine not recorded (an older run)';
  return `${m.cores} cores${m.cpuModel ? ` (${m.cpuModel})` : ''}, load average ${m.loadAverage.map((v) => v.toFixed(2)).join(' / ')} (1 / 5 / 15 min) at start`;
}

/** The submit table: each span cold and warm, with the floor page's and the widget's ratio over it when measured. */
export function printSubmit(results) {
  const s = results.submit;
  const span = (v) =>
    v
      ? `${ms(v.median)} (${between(submitInterval(v), (t) => `${t.toFixed(2)} ms`, 0.01).replace('95 % CI ', '')})`
      : 'n/a';
  table(
    [
      'submit',
      'click to request start (95 % CI)',
      'response end to result painted (95 % CI)',
      'of which to the DOM',
      'input delivery',
    ],
    [
      ['first after a cold load', s.firstAfterColdLoad],
      ['warm', s.warm],
    ].flatMap(([name, k]) => [
      [name, span(k.clickToRequest), span(k.responseToPaint), ms(k.responseToDomMedian), ms(k.inputDeliveryMedian)],
      ...(k.floor
        ? [
            [
              '  the floor page',
              span(k.floor.clickToRequest),
              span(k.floor.responseToPaint),
              ms(k.floor.responseToDomMedian),
              '',
            ],
            [
              '  the widget / the floor',
              overFloorCell(k.overFloor.clickToRequest),
              overFloorCell(k.overFloor.responseToPaint),
              '',
              '',
            ],
          ]
        : []),
    ]),
  );
  console.log(
    `${s.loads} cold loads (stopped by ${s.stoppedBy}); interaction code already loaded at the first click: ${s.lazyCodeThereAtFirstClick}${s.widgetInViewAtLoad ? ` (the widget in view at load in ${s.widgetInViewAtLoad})` : ''}\n`,
  );
}

export function printReport(results) {
  console.log(
    `\nbench: Chromium ${results.chromium}; ${describeMachine(results)}; cold pairs after a warm-up: ${results.profiles
      .map((p) => `${p.usable.pairs} ${p.profile}${p.adaptive ? ` (stopped by ${p.adaptive.stoppedBy})` : ''}`)
      .join(
        ', ',
      )}; ${results.pinned ? `renderer pinned to core ${results.pinned.rendererCore}` : 'not pinned'}; ${results.seconds} s\n`,
  );
  table(
    [
      'profile',
      'usable: plain',
      'widget',
      'p90 plain',
      'p90 widget',
      'ratio',
      'pair ratio',
      '95 % CI',
      'FCP plain',
      'FCP widget',
      'bytes plain',
      'bytes widget',
    ],
    results.profiles.map((p) => [
      p.profile,
      ms(p.usable.plain.median),
      ms(p.usable.widget.median),
      ms(p.usable.plain.p90),
      ms(p.usable.widget.p90),
      x(p.usable.ratioOfMedians),
      x(p.usable.medianOfPairRatios),
      `${x(p.usable.ratioInterval95[0])}–${x(p.usable.ratioInterval95[1])}`,
      ms(p.firstContentfulPaint.plain),
      ms(p.firstContentfulPaint.widget),
      kb(p.bytes.plain),
      kb(p.bytes.widget),
    ]),
  );
  table(
    [
      'profile',
      'longest task (median)',
      'longest task (max)',
      'plain page max',
      'TBT (median)',
      'loads with a task > 50 ms',
      'CLS (max)',
    ],
    results.profiles.map((p) => [
      p.profile,
      ms(p.mainThread.longestTaskMedian),
      ms(p.mainThread.longestTaskMax),
      ms(p.mainThread.plainLongestTaskMax),
      ms(p.mainThread.totalBlockingTimeMedian),
      `${p.mainThread.loadsWithTaskOver50ms} of ${p.usable.pairs}`,
      p.cls.max.toFixed(4),
    ]),
  );
  if (results.profiles.some((p) => p.classic))
    table(
      [
        'profile',
        'CDN classic script: usable',
        'ratio to plain',
        '95 % CI',
        'CDN snippet usable',
        'ratio to CDN snippet',
        '95 % CI',
        'ready',
        'CDN snippet ready',
        'longest task (max)',
        'loads with a task > 50 ms',
        'CLS (max)',
        'bytes',
        'CDN snippet bytes',
      ],
      results.profiles
        .filter((p) => p.classic)
        .map((p) => [
          p.profile,
          ms(p.classic.usable.widget.median),
          x(p.classic.usable.ratioOfMedians),
          `${x(p.classic.usable.ratioInterval95[0])}–${x(p.classic.usable.ratioInterval95[1])}`,
          ms(p.usable.widget.median),
          x(p.classic.usableToWidget.ratioOfMedians),
          `${x(p.classic.usableToWidget.ratioInterval95[0])}–${x(p.classic.usableToWidget.ratioInterval95[1])}`,
          ms(p.classic.ready.median),
          ms(p.classic.ready.widgetReadyMedian),
          ms(p.classic.mainThread.longestTaskMax),
          `${p.classic.mainThread.loadsWithTaskOver50ms} of ${p.classic.usable.pairs}`,
          p.classic.cls.max.toFixed(4),
          kb(p.classic.bytes),
          kb(p.bytes.widget),
        ]),
    );
  for (const [key, name] of PRERENDERED_VARIANTS) {
    if (!results.profiles.some((p) => p[key])) continue;
    table(
      [
        'profile',
        `${name}: usable`,
        'ratio to plain',
        '95 % CI',
        'styled plain',
        'ratio to styled',
        '95 % CI',
        'ready',
        'CDN snippet usable',
        'longest task (max)',
        'loads with a task > 50 ms',
        'CLS (max)',
        'bytes',
      ],
      results.profiles.map((p) => [
        p.profile,
        ms(p[key].usable.widget.median),
        x(p[key].usable.ratioOfMedians),
        `${x(p[key].usable.ratioInterval95[0])}–${x(p[key].usable.ratioInterval95[1])}`,
        ms(p.styledPlain?.usable.median),
        x(p[key].usableToStyled?.ratioOfMedians),
        p[key].usableToStyled
          ? `${x(p[key].usableToStyled.ratioInterval95[0])}–${x(p[key].usableToStyled.ratioInterval95[1])}`
          : 'n/a',
        ms(p[key].ready.median),
        ms(p[key].ready.widgetUsableMedian),
        ms(p[key].mainThread.longestTaskMax),
        `${p[key].mainThread.loadsWithTaskOver50ms} of ${p[key].usable.pairs}`,
        p[key].cls.max.toFixed(4),
        kb(p[key].bytes),
      ]),
    );
  }
  printSubmit(results);
  table(
    ['widgets on the page', 'render', 'per widget'],
    [1, 10, 100].map((n) => [n, ms(results.scale.ms[n]), ms(results.scale.perWidgetMs[n])]),
  );
  table(
    ['file', 'gzip', 'brotli'],
    [
      ...results.cdnFiles.files.map((f) => [f.file, kb(f.gzip), kb(f.brotli)]),
      [
        `locales/* (${results.cdnFiles.locales.count})`,
        `${kb(results.cdnFiles.locales.gzipMin)}–${kb(results.cdnFiles.locales.gzipMax)}`,
        `≤ ${kb(results.cdnFiles.locales.brotliMax)}`,
      ],
      ["Lit's floor (what the widget imports from Lit, alone)", kb(results.litFloor.gzip), kb(results.litFloor.brotli)],
    ],
  );
  printFold(results, { withTargets: false });
  printDialog(results, { withTargets: false });
  console.log(
    'targets (met: the 95 % interval wholly on the right side; missed: wholly on the wrong side; on the line: neither; ' +
      'the chunk before the widget nears the viewport, or before an opener is touched: a count of loads, bench/verdict.mjs):',
  );
  for (const [label, judged] of targets(results)) console.log(`  ${TERMINAL_WORD[judged]} ${label}`);
}
