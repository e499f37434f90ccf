// `node bench/docs.mjs` writes the latest bench/results.json into docs/performance.md's
// Performance section, between its `bench:start` and `bench:end` markers. `npm run bench` writes
// the results; this script only reads them, so it can be run again without a new benchmark.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { compareRuns, refusal } from './compare.mjs';
import { PRERENDERED_VARIANTS, describeMachine, outward, overheadInterval, targets } from './report.mjs';
import { NOT_JUDGED, README_WORD } from './verdict.mjs';
import { FILE_KINDS, KIND_LABEL } from './fold.mjs';

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
  " Except the interaction chunk before the widget nears the viewport: whether it is fetched is decided by the code's triggers, not by chance, and a trigger that does not wait for the widget fires in every load that gives it time; so none of at least 3 loads meets it, and one load misses it (`bench/verdict.mjs`).";

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
const interval = (i) => (i ? outward(i, 0.1).map(ms).join('–') : 'not in these results');
const markdown = [
  `Measured ${results.date.slice(0, 10)}, Chromium ${results.chromium}, ${describeMachine(results)}, ${pinning(results)}, ${results.seconds} s.`,
  '',
  table(
    [
      'Profile',
      'Cold pairs',
      'Usable, plain form',
      'Usable, widget',
      'p90 plain / widget',
      'Ratio of medians (95 % CI)',
      'Median pair ratio',
      'First contentful paint, plain / widget',
      'Bytes, plain / widget',
    ],
    results.profiles.map((p) => [
      p.profile,
      p.usable.pairs,
      ms(p.usable.plain.median),
      ms(p.usable.widget.median),
      `${ms(p.usable.plain.p90)} / ${ms(p.usable.widget.p90)}`,
      `${x(p.usable.ratioOfMedians)} (${x(p.usable.ratioInterval95[0])}–${x(p.usable.ratioInterval95[1])})`,
      x(p.usable.medianOfPairRatios),
      `${ms(p.firstContentfulPaint.plain)} / ${ms(p.firstContentfulPaint.widget)}`,
      `${kb(p.bytes.plain)} / ${kb(p.bytes.widget)}`,
    ]),
  ),
  '',
  table(
    [
      'Profile',
      'Longest task, widget page (median / max)',
      'Widget loads with a task over 50 ms',
      'Longest task, plain page (max)',
      'Total blocking time (median)',
      'Layout shift (max)',
    ],
    results.profiles.map((p) => [
      p.profile,
      `${ms(p.mainThread.longestTaskMedian)} / ${ms(p.mainThread.longestTaskMax)}`,
      `${p.mainThread.loadsWithTaskOver50ms} of ${p.usable.pairs}`,
      ms(p.mainThread.plainLongestTaskMax),
      ms(p.mainThread.totalBlockingTimeMedian),
      p.cls.max.toFixed(4),
    ]),
  ),
  '',
  ...PRERENDERED_VARIANTS.filter(([key]) => results.profiles.some((p) => p[key])).flatMap(([key, name]) => [
    table(
      [
        'Profile',
        `Usable, ${name}`,
        'Ratio to plain (95 % CI)',
        'Ready (median / p90)',
        'CDN snippet: usable / ready',
        'Longest task (median / max)',
        'Loads with a task over 50 ms',
        'Layout shift, no placeholder rule (max)',
        'Bytes',
      ],
      results.profiles.map((p) => [
        p.profile,
        ms(p[key].usable.widget.median),
        `${x(p[key].usable.ratioOfMedians)} (${x(p[key].usable.ratioInterval95[0])}–${x(p[key].usable.ratioInterval95[1])})`,
        `${ms(p[key].ready.median)} / ${ms(p[key].ready.p90)}`,
        `${ms(p[key].ready.widgetUsableMedian)} / ${ms(p[key].ready.widgetReadyMedian)}`,
        `${ms(p[key].mainThread.longestTaskMedian)} / ${ms(p[key].mainThread.longestTaskMax)}`,
        `${p[key].mainThread.loadsWithTaskOver50ms} of ${p[key].usable.pairs}`,
        p[key].cls.max.toFixed(4),
        kb(p[key].bytes),
      ]),
    ),
    '',
  ]),
  table(
    ['Submit, click to `registered`', 'Widget', 'Bare `fetch`', 'Overhead (95 % CI)', 'Ratio'],
    [
      ['First after a cold load', s.firstAfterColdLoad, false],
      ['Warm', s.warm, true],
    ].map(([name, k, paired]) => [
      name,
      ms(k.widget),
      ms(k.fetch),
      `${ms(k.overheadMs)} (${interval(overheadInterval(k, { paired }))})`,
      x(k.ratio),
    ]),
  ),
  '',
  `Interaction code already there at the first click: ${s.lazyCodeThereAtFirstClick} cold loads${s.widgetInViewAtLoad ? ` (the widget in view at load in ${s.widgetInViewAtLoad})` : ''}.`,
  '',
  ...foldSection(results.fold),
  table(
    ['Widgets on one page', '1', '10', '100'],
    [
      ['Render', ms(results.scale.ms[1]), ms(results.scale.ms[10]), ms(results.scale.ms[100])],
      [
        'Per widget',
        ms(results.scale.perWidgetMs[1]),
        ms(results.scale.perWidgetMs[10]),
        ms(results.scale.perWidgetMs[100]),
      ],
    ],
  ),
  '',
  `JS heap after a forced garbage collection: ${kb(results.leaks.after10)} after 10 connect/disconnect cycles, then ${results.leaks.growthPerRoundOf200Bytes.map((b) => `${b >= 0 ? '+' : ''}${kb(b)}`).join(', ')} after each of ${results.leaks.growthPerRoundOf200Bytes.length} rounds of 200 (${kb(results.leaks.final ?? results.leaks.after810)} in the end).`,
  '',
  table(
    ['File', 'gzip', 'brotli'],
    [
      ...results.cdnFiles.files.map((f) => [`\`${f.file}\``, kb(f.gzip), kb(f.brotli)]),
      [
        `\`locales/*\` (${results.cdnFiles.locales.count})`,
        `${kb(results.cdnFiles.locales.gzipMin)}–${kb(results.cdnFiles.locales.gzipMax)}`,
        `≤ ${kb(results.cdnFiles.locales.brotliMax)}`,
      ],
      [
        `Lit's floor: ${Object.entries(results.litFloor.imports)
          .map(([m, names]) => `${names.join(', ')} from \`${m}\``)
          .join('; ')}, bundled alone`,
        kb(results.litFloor.gzip),
        kb(results.litFloor.brotli),
      ],
    ],
  ),
  '',
  ...(refused ? [`Reproducibility: ${refused}`, ''] : []),
  ...(comparison.length
    ? [
        `Reproducibility: every ratio against the run before (${previous.date.slice(0, 16).replace('T', ' ')} UTC), which should agree within 0.15:`,
        '',
        table(
          ['Ratio', 'Run before', 'This run', 'Difference', 'Within 0.15'],
          comparison.map(([name, a, b, d, ok]) => [
            name,
            x(a),
            x(b),
            `${d >= 0 ? '+' : ''}${d.toFixed(2)}`,
            ok ? 'yes' : '**no**',
          ]),
        ),
        '',
      ]
    : []),
  `Targets, each judged by the 95 % interval of what was measured: met when the whole interval is on the right side of the target, missed when it is wholly on the wrong side, on the line when the target is inside it (this run cannot tell). "In no load" targets are judged as a rate of loads, whose interval reaches above 0 even when no load had one: at best they are on the line.${results.fold ? FOLD_RULE : ''}`,
  ...(judged.some(([, v]) => v === NOT_JUDGED)
    ? [
        '',
        "Not judged: this run's `bench/results.json` is from before interval verdicts and lacks the samples their intervals need (the scale runs, the heap rounds after V8's caches level off, ready in each round); no verdict is made from its point estimates.",
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
