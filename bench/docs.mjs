// `node --import tsx bench/docs.mjs` writes the latest bench/results.json into docs/performance.md's
// Performance section, between its `bench:start` and `bench:end` markers. `npm run bench` writes
// the results; this script only reads them, so it can be run again without a new benchmark.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { compareRuns, refusal } from './compare.mjs';
import { describeMachine, outward, submitInterval, targets } from './report.mjs';
import { NOT_JUDGED, README_WORD } from './verdict.mjs';
import { FILE_KINDS, KIND_LABEL } from './fold.mjs';
import { DIALOG_FILE_KINDS, DIALOG_KIND_LABEL } from './dialog.mjs';

const results = JSON.parse(readFileSync(new URL('./results.json', import.meta.url), 'utf8'));
const ms = (v) => `${v.toFixed(1)} ms`;
const x = (v) => `${v.toFixed(2)}×`;
const kb = (v) => `${(v / 1000).toFixed(1)} KB`;
const row = (cells) => `| ${cells.join(' | ')} |`;
const table = (head, rows) => [row(head), row(head.map(() => '---')), ...rows.map(row)].join('\n');

const s = results.submit;
const pinning = (r) => {
  if (!r.pinned) return 'nothing pinned to a core';
  const throttled = r.pinned.throttledMainThreadOnly ? ' (under CPU throttling, its main thread alone)' : '';
  return `the page's renderer alone on core ${r.pinned.rendererCore}${throttled}`;
};
const previousFile = new URL('./results.previous.json', import.meta.url);
const previous = existsSync(previousFile) ? JSON.parse(readFileSync(previousFile, 'utf8')) : undefined;
// Two runs from different Chromium versions are not compared (bench/compare.mjs says why).
const refused = previous && refusal(previous, results);
const comparison = previous && !refused ? compareRuns(previous, results) : [];
const judged = targets(results);
const FOLD_RULE =
  ' The interaction chunk before the widget nears the viewport is a behaviour of the code, not a chance event: none of at least 3 loads meets it, one load misses it.';

/** The long marketing page with the widget at its end (nothing for a run that did not measure it). */
function foldSection(fold) {
  if (!fold) return [];
  const cell = (bytes) => (bytes ? kb(bytes) : '–');
  const a = fold.approach;
  const at = a.requestedAtViewports.length
    ? `${Math.min(...a.requestedAtViewports).toFixed(2)}–${Math.max(...a.requestedAtViewports).toFixed(2)}`
    : undefined;
  const ahead = a.aheadMs.length ? ` (${Math.min(...a.aheadMs)}–${Math.max(...a.aheadMs)} ms before)` : '';
  return [
    `Widget below the fold: a long marketing page in German, the widget ${fold.widgetTopViewports.toFixed(1)} viewport heights down, ${fold.loads} cold loads on ${fold.profile}; widget bytes transferred, headers included (median):`,
    '',
    table(
      [
        'Widget bytes',
        ...FILE_KINDS.map((kind) => KIND_LABEL[kind][0].toUpperCase() + KIND_LABEL[kind].slice(1)),
        'Total',
      ],
      [
        [`Never scrolled to (${(fold.holdMs / 1000).toFixed(1)} s at the top)`, fold.neverScrolled.bytes],
        ['After scrolling to it', fold.scrolled.bytes],
        ['The same page with the widget in view at load', fold.inView.bytes],
      ].map(([name, bytes]) => [name, ...FILE_KINDS.map((kind) => cell(bytes[kind])), kb(bytes.total)]),
    ),
    '',
    `Interaction chunk: fetched before scrolling in ${fold.neverScrolled.chunkLoads} of ${fold.loads} loads; ${at ? `requested with the widget ${at} viewport heights below the viewport (in ${a.requestedLoads} loads, scrolling at ${fold.scroll.viewportsPerSecond} viewport heights a second from ${fold.scroll.fromViewports})` : 'not requested while the widget approached'}; there before the widget entered the viewport in ${a.arrivedBeforeInViewLoads} of ${fold.loads} loads${ahead}. With the widget in view at load, fetched with no interaction in ${fold.inView.chunkLoads} of ${fold.inView.loads}.`,
    '',
  ];
}
const DIALOG_RULE =
  ' So is the interaction chunk before an opener of a dialog widget is first touched: none of at least 3 loads meets it, one load misses it.';
const capital = (text) => text[0].toUpperCase() + text.slice(1);

/** The landing page with three openers and a dialog widget (nothing for a run that did not measure it). */
function dialogSection(d) {
  if (!d) return [];
  const cell = (bytes) => (bytes ? kb(bytes) : '–');
  const o = d.open;
  const page = (p, n) => [
    ms(p.usable),
    ms(p.ready),
    ms(p.longestTaskMax),
    `${p.clsMax.toFixed(4)} (${p.loadsWithShift} of ${n} loads)`,
    kb(p.pageBytes),
  ];
  return [
    `A landing page with a dialog widget: the page above with three "Platz sichern" openers (hero, programme, footer) and \`<event-register id="signup" dialog>\` under its introduction, against the same page with the form inline there; ${d.loads} and ${d.inlineLoads} cold loads on ${d.profile}; widget bytes transferred, headers included (median):`,
    '',
    table(
      ['Widget bytes', ...DIALOG_FILE_KINDS.map((kind) => capital(DIALOG_KIND_LABEL[kind])), 'Total'],
      [
        [`Dialog page, before an opener is touched (${(d.holdMs / 1000).toFixed(1)} s)`, d.beforeTouch.bytes],
        ['Dialog page, after the first open', d.afterOpen.bytes],
        ['The same page with the form inline', d.inline.bytes],
      ].map(([name, bytes]) => [name, ...DIALOG_FILE_KINDS.map((kind) => cell(bytes[kind])), kb(bytes.total)]),
    ),
    '',
    table(
      [
        'Page (median; longest task and layout shift: maximum)',
        'Usable',
        'Ready',
        'Longest task',
        'Layout shift',
        'Page bytes',
      ],
      [
        ['Dialog (usable: its button shown)', ...page(d.dialogPage, d.loads)],
        ['Inline (usable: the email field)', ...page(d.inlinePage, d.inlineLoads)],
      ],
    ),
    '',
    `Before an opener is touched, the dialog page transfers ${x(d.widgetBytesRatio)} the widget bytes of the inline page. First open (a diagnostic): from the click on the hero's opener, ${d.hoverMs} ms after the pointer came over it, to the dialog open with the email field focused ${ms(o.toOpen.median)}, to that frame painted ${ms(o.toPainted.median)} (median of ${o.openedLoads}); the email field had focus in ${o.focusedLoads} of ${o.openedLoads}, and the interaction chunk was there at the click in ${o.chunkAtClickLoads} of ${o.openedLoads}.`,
    '',
  ];
}
const ci = ([low, high], unit, step) => outward([low, high], step).map(unit).join('–');
/** A ratio of medians with its interval, or a dash when the run did not measure it. */
const ratioCell = (r) => (r ? `${x(r.ratioOfMedians)} (${ci(r.ratioInterval95, x, 0.01)})` : '–');
const msCell = (v) => (Number.isFinite(v) ? ms(v) : '–');
const link = (p) => p.prerenderedLink;
/** A figure of the classic script's page, or a dash when the run did not measure it. */
const classic = (p, figure) => (p.classic ? figure(p.classic) : '–');
const stopped = (p) => (p.adaptive ? `${p.usable.pairs} (${p.adaptive.stoppedBy})` : String(p.usable.pairs));
const spanCell = (span) =>
  span ? `${span.median.toFixed(2)} ms (${ci(submitInterval(span), (v) => v.toFixed(2), 0.01)} ms)` : '–';

const domCell = (v) => (Number.isFinite(v) ? `${v.toFixed(2)} ms` : '–');

/** The submit numbers (nothing for a run that did not measure them). */
function submitSection(s) {
  if (!s?.firstAfterColdLoad?.clickToRequest) return [];
  return [
    table(
      [
        'Submit (median, 95 % CI)',
        'Click to request start',
        'Response end to result painted',
        'Of which, response end to the view in the DOM',
      ],
      [
        ['First after a cold load', s.firstAfterColdLoad],
        ['Warm (third on the page)', s.warm],
      ].flatMap(([name, k]) => [
        [name, spanCell(k.clickToRequest), spanCell(k.responseToPaint), domCell(k.responseToDomMedian)],
        ...(k.floor
          ? [
              [
                `${name}, the floor page`,
                spanCell(k.floor.clickToRequest),
                spanCell(k.floor.responseToPaint),
                domCell(k.floor.responseToDomMedian),
              ],
              [
                `${name}, the widget over the floor page`,
                ratioCell(k.overFloor.clickToRequest),
                ratioCell(k.overFloor.responseToPaint),
                '–',
              ],
            ]
          : []),
      ]),
    ),
    '',
    `${s.loads} cold loads, unthrottled (stopped by ${s.stoppedBy}); the interaction code was already there at the first click in ${s.lazyCodeThereAtFirstClick}.`,
    '',
  ];
}

const phases = Object.entries(results.phaseSeconds ?? {})
  .map(([name, seconds]) => `${name} ${seconds} s`)
  .join(', ');
const markdown = [
  `Measured ${results.date.slice(0, 10)}, Chromium ${results.chromium}, ${describeMachine(results)}, ${pinning(results)}, ${results.seconds} s (${phases}). Cold pairs per profile, after a warm-up, with the rule that stopped them (bench/README.md, "Adaptive pairs").`,
  '',
  table(
    [
      'Usable (median)',
      'Pairs',
      'Plain form',
      'Styled plain form',
      'CDN snippet',
      'CDN classic script',
      'Pre-rendered',
      'Pre-rendered: ready',
      'Pre-rendered, `--link-styles`',
    ],
    results.profiles.map((p) => [
      p.profile,
      stopped(p),
      ms(p.usable.plain.median),
      msCell(p.styledPlain?.usable.median),
      ms(p.usable.widget.median),
      msCell(p.classic?.usable.widget.median),
      msCell(p.prerendered?.usable.widget.median),
      msCell(p.prerendered?.ready.median),
      msCell(link(p)?.usable.widget.median),
    ]),
  ),
  '',
  table(
    [
      'Ratio of medians (95 % CI)',
      'CDN snippet / plain',
      'Classic script / plain',
      'Classic script / CDN snippet',
      'Pre-rendered / plain',
      'Pre-rendered / styled plain',
      'Pre-rendered ready / CDN snippet usable',
      '`--link-styles` / plain',
    ],
    results.profiles.map((p) => [
      p.profile,
      ratioCell(p.usable),
      ratioCell(p.classic?.usable),
      ratioCell(p.classic?.usableToWidget),
      ratioCell(p.prerendered?.usable),
      ratioCell(p.prerendered?.usableToStyled),
      p.prerendered
        ? `${x(p.prerendered.ready.ratioToWidgetUsable)} (${ci(p.prerendered.ready.ratioToWidgetUsableInterval95, x, 0.01)})`
        : '–',
      ratioCell(link(p)?.usable),
    ]),
  ),
  '',
  table(
    [
      'Main thread, layout, bytes',
      'Longest task, max: CDN / classic / pre-rendered',
      'Loads with a task over 50 ms: CDN / classic / pre-rendered',
      'Layout shift, max: CDN / classic / pre-rendered',
      'Bytes: plain / styled plain / CDN / classic / pre-rendered',
    ],
    results.profiles.map((p) => [
      p.profile,
      `${ms(p.mainThread.longestTaskMax)} / ${classic(p, (c) => ms(c.mainThread.longestTaskMax))} / ${msCell(p.prerendered?.mainThread.longestTaskMax)}`,
      `${p.mainThread.loadsWithTaskOver50ms} / ${classic(p, (c) => c.mainThread.loadsWithTaskOver50ms)} / ${p.prerendered?.mainThread.loadsWithTaskOver50ms ?? '–'} of ${p.usable.pairs}`,
      `${p.cls.max.toFixed(4)} / ${classic(p, (c) => c.cls.max.toFixed(4))} / ${p.prerendered ? p.prerendered.cls.max.toFixed(4) : '–'}`,
      `${kb(p.bytes.plain)} / ${p.styledPlain ? kb(p.styledPlain.bytes) : '–'} / ${kb(p.bytes.widget)} / ${classic(p, (c) => kb(c.bytes))} / ${p.prerendered ? kb(p.prerendered.bytes) : '–'}`,
    ]),
  ),
  '',
  ...submitSection(s),
  ...foldSection(results.fold),
  ...dialogSection(results.dialog),
  ...(results.scale
    ? [
        `Many widgets on one page (an events listing that has the script): ${[1, 10, 100].map((n) => `${n} in ${ms(results.scale.ms[n])}`).join(', ')} (${ms(results.scale.perWidgetMs[100])} a widget at 100).`,
        '',
      ]
    : []),
  ...(results.leaks
    ? [
        `JS heap after a forced garbage collection: ${kb(results.leaks.after10)} after 10 connect/disconnect cycles, then ${results.leaks.growthPerRoundOf200Bytes.map((b) => `${b >= 0 ? '+' : ''}${kb(b)}`).join(', ')} after each of ${results.leaks.growthPerRoundOf200Bytes.length} rounds of 200.`,
        '',
      ]
    : []),
  `Lit's floor (${Object.entries(results.litFloor.imports)
    .map(([m, names]) => `${names.join(', ')} from \`${m}\``)
    .join(
      '; ',
    )}, bundled alone): ${kb(results.litFloor.gzip)} gzip, ${kb(results.litFloor.brotli)} brotli, of the entry's size in [Size](#size).`,
  '',
  ...(refused ? [`Reproducibility: ${refused}`, ''] : []),
  ...(comparison.length
    ? [
        `Reproducibility against the run before (${previous.date.slice(0, 16).replace('T', ' ')} UTC): ${comparison.filter((r) => r[4]).length} of ${comparison.length} ratios within 0.15${
          comparison.some((r) => !r[4])
            ? `; not: ${comparison
                .filter((r) => !r[4])
                .map(([name, a, b]) => `${name} ${x(a)} then ${x(b)}`)
                .join('; ')}`
            : ''
        }.`,
        '',
      ]
    : []),
  `Targets, each judged by the 95 % interval of what was measured: met when the whole interval is on the right side, missed when it is wholly on the wrong side, on the line when the limit is inside it (this run cannot tell). "In no load" targets are a rate of loads, on the line at best.${results.fold ? FOLD_RULE : ''}${results.dialog ? DIALOG_RULE : ''}`,
  ...(judged.some(([, v]) => v === NOT_JUDGED)
    ? [
        '',
        "Not judged: these results lack the samples that target's interval needs; no verdict is made from a point estimate.",
      ]
    : []),
  '',
  ...judged.map(([label, v]) => `- ${README_WORD[v]}: ${label}.`),
].join('\n');

const url = new URL('../docs/performance.md', import.meta.url);
const readme = readFileSync(url, 'utf8');
const start = '<!-- bench:start -->';
const end = '<!-- bench:end -->';
if (!readme.includes(start) || !readme.includes(end))
  throw new Error(`docs/performance.md has no ${start} … ${end} markers`);
writeFileSync(
  url,
  `${readme.slice(0, readme.indexOf(start) + start.length)}\n${markdown}\n${readme.slice(readme.indexOf(end))}`,
);
console.log('docs/performance.md updated from bench/results.json.');
