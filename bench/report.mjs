// Prints bench/results.json as tables, and the targets of issue 13 met or not.
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
  ];
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
