// Prints bench/results.json as tables, and the targets of issues 13 (the CDN snippet) and 23
// (the pre-rendered snippet) met or not.
const ms = (v) => (Number.isFinite(v) ? `${v.toFixed(1)} ms` : 'n/a');
const x = (v) => (Number.isFinite(v) ? `${v.toFixed(2)}×` : 'n/a');
const kb = (v) => `${(v / 1000).toFixed(1)} KB`;

function table(head, rows) {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join('  ');
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
  console.log('');
}

/** Issue 13's targets, as [label, met]. */
export function targets(results) {
  const slow = results.profiles.find((p) => p.profile === '4G, 4× CPU');
  const limit = { unthrottled: 1.3, '4G': 1.6, '4G, 4× CPU': 1.6 };
  return [
    ...results.profiles.map((p) => [`usable ≤ ${limit[p.profile]}× the plain form (${p.profile}): ${x(p.usable.ratioOfMedians)}`, p.usable.ratioOfMedians <= limit[p.profile]]),
    [
      `no long task over 50 ms at 4× CPU: ${slow.mainThread.loadsWithTaskOver50ms} of ${slow.usable.pairs} loads had one, the longest ${ms(slow.mainThread.longestTaskMax)}`,
      slow.mainThread.longestTaskMax <= 50,
    ],
    [`layout shift 0 with the placeholder rule: max CLS ${Math.max(...results.profiles.map((p) => p.cls.max)).toFixed(4)}`, results.profiles.every((p) => p.cls.max === 0)],
    [`submit overhead ≤ 5 ms over a bare fetch, first after a cold load: ${ms(results.submit.firstAfterColdLoad.overheadMs)}`, results.submit.firstAfterColdLoad.overheadMs <= 5],
    [`submit overhead ≤ 5 ms over a bare fetch, warm: ${ms(results.submit.warm.overheadMs)}`, results.submit.warm.overheadMs <= 5],
    [`render cost linear in the number of widgets: per-widget cost ×${results.scale.growthPerWidget10To100.toFixed(2)} from 10 to 100`, results.scale.growthPerWidget10To100 <= 1.5],
    [
      `no heap growth beyond noise: ${results.leaks.growthPerRoundOf200Bytes.map(kb).join(', ')} in four rounds of 200 connect/disconnect cycles (a leak would add the same every round)`,
      results.leaks.growthPerRoundOf200Bytes.at(-1) < 50_000,
    ],
    ...prerenderedTargets(results),
  ];
}

/** The pre-rendered variants in the results, as [key, label]. */
export const PRERENDERED_VARIANTS = [
  ['prerendered', 'pre-rendered'],
  ['prerenderedLink', 'pre-rendered, --link-styles'],
];

/** Issue 23's targets for each pre-rendered variant, as [label, met]; none for results from before it. */
export function prerenderedTargets(results) {
  const out = [];
  for (const [key, name] of PRERENDERED_VARIANTS) {
    const profiles = results.profiles.filter((p) => p[key]);
    if (!profiles.length) continue;
    for (const p of profiles) out.push([`${name}: usable ≤ 1.1× the plain form (${p.profile}): ${x(p[key].usable.ratioOfMedians)}`, p[key].usable.ratioOfMedians <= 1.1]);
    for (const p of profiles) {
      const { median, widgetUsableMedian } = p[key].ready;
      out.push([`${name}: ready no later than the CDN snippet's usable (${p.profile}): ${ms(median)} against ${ms(widgetUsableMedian)}`, median <= widgetUsableMedian]);
    }
    const slow = profiles.find((p) => p.profile === '4G, 4× CPU');
    if (slow) {
      const main = slow[key].mainThread;
      out.push([`${name}: no task over 50 ms at 4× CPU: ${main.loadsWithTaskOver50ms} of ${slow[key].usable.pairs} loads had one, the longest ${ms(main.longestTaskMax)}`, main.longestTaskMax <= 50]);
    }
    const cls = Math.max(...profiles.map((p) => p[key].cls.max));
    out.push([`${name}: layout shift 0 with no placeholder rule: max CLS ${cls.toFixed(4)}`, cls === 0]);
  }
  const entry = results.cdnFiles?.files.find((f) => f.file === 'event-register.js');
  if (out.length && entry) out.push([`the CDN entry no bigger than before pre-rendering: ${entry.gzip} B gzip (≤ 14,000 B)`, entry.gzip <= 14_000]);
  return out;
}

export function printReport(results) {
  console.log(`\nbench: Chromium ${results.chromium}, cold pairs after a warm-up: ${Object.entries(results.pairsPerProfile).map(([k, v]) => `${v} ${k}`).join(', ')}; ${results.pinned ? `renderer pinned to core ${results.pinned.rendererCore}` : 'not pinned'}; ${results.seconds} s\n`);
  table(
    ['profile', 'usable: plain', 'widget', 'p90 plain', 'p90 widget', 'ratio', 'pair ratio', '95 % CI', 'FCP plain', 'FCP widget', 'bytes plain', 'bytes widget'],
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
    ['profile', 'longest task (median)', 'longest task (max)', 'plain page max', 'TBT (median)', 'loads with a task > 50 ms', 'CLS (max)'],
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
  for (const [key, name] of PRERENDERED_VARIANTS) {
    if (!results.profiles.some((p) => p[key])) continue;
    table(
      ['profile', `${name}: usable`, 'ratio to plain', '95 % CI', 'ready', 'CDN snippet usable', 'longest task (max)', 'loads with a task > 50 ms', 'CLS (max)', 'bytes'],
      results.profiles.map((p) => [
        p.profile,
        ms(p[key].usable.widget.median),
        x(p[key].usable.ratioOfMedians),
        `${x(p[key].usable.ratioInterval95[0])}–${x(p[key].usable.ratioInterval95[1])}`,
        ms(p[key].ready.median),
        ms(p[key].ready.widgetUsableMedian),
        ms(p[key].mainThread.longestTaskMax),
        `${p[key].mainThread.loadsWithTaskOver50ms} of ${p[key].usable.pairs}`,
        p[key].cls.max.toFixed(4),
        kb(p[key].bytes),
      ]),
    );
  }
  const s = results.submit;
  table(
    ['submit (click to registered)', 'widget', 'bare fetch', 'overhead', 'ratio'],
    [
      ['first after a cold load', ms(s.firstAfterColdLoad.widget), ms(s.firstAfterColdLoad.fetch), ms(s.firstAfterColdLoad.overheadMs), x(s.firstAfterColdLoad.ratio)],
      ['warm', ms(s.warm.widget), ms(s.warm.fetch), ms(s.warm.overheadMs), x(s.warm.ratio)],
    ],
  );
  console.log(`interaction code already loaded at the first click: ${s.lazyCodeThereAtFirstClick}\n`);
  table(
    ['widgets on the page', 'render', 'per widget'],
    [1, 10, 100].map((n) => [n, ms(results.scale.ms[n]), ms(results.scale.perWidgetMs[n])]),
  );
  table(
    ['file', 'gzip', 'brotli'],
    [
      ...results.cdnFiles.files.map((f) => [f.file, kb(f.gzip), kb(f.brotli)]),
      [`locales/* (${results.cdnFiles.locales.count})`, `${kb(results.cdnFiles.locales.gzipMin)}–${kb(results.cdnFiles.locales.gzipMax)}`, `≤ ${kb(results.cdnFiles.locales.brotliMax)}`],
      ["Lit's floor (what the widget imports from Lit, alone)", kb(results.litFloor.gzip), kb(results.litFloor.brotli)],
    ],
  );
  console.log('targets:');
  for (const [label, met] of targets(results)) console.log(`  ${met ? 'met   ' : 'MISSED'} ${label}`);
}
