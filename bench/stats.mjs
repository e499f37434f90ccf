// The few statistics the benchmark reports: median, p90, and a bootstrap confidence interval
// of the ratio of medians over the measured pairs. Nothing more is needed to tell a change
// from noise here.

export function quantile(values, q) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const position = (sorted.length - 1) * q;
  const low = Math.floor(position);
  const high = Math.ceil(position);
  return sorted[low] + (sorted[high] - sorted[low]) * (position - low);
}

export const median = (values) => quantile(values, 0.5);
export const p90 = (values) => quantile(values, 0.9);

/** A small seeded generator (mulberry32), so that two runs resample alike. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** 95 % bootstrap interval of median(b) / median(a), resampling the pairs together. */
export function ratioInterval(pairs, { resamples = 2000, seed = 13 } = {}) {
  const next = random(seed);
  const ratios = [];
  for (let r = 0; r < resamples; r++) {
    const a = [];
    const b = [];
    for (let i = 0; i < pairs.length; i++) {
      const [x, y] = pairs[Math.floor(next() * pairs.length)];
      a.push(x);
      b.push(y);
    }
    ratios.push(median(b) / median(a));
  }
  return [quantile(ratios, 0.025), quantile(ratios, 0.975)];
}

/** Everything reported for one measured quantity over pairs [plain, widget]. */
export function comparePairs(pairs) {
  const a = pairs.map(([x]) => x);
  const b = pairs.map(([, y]) => y);
  return {
    plain: { median: median(a), p90: p90(a) },
    widget: { median: median(b), p90: p90(b) },
    ratioOfMedians: median(b) / median(a),
    medianOfPairRatios: median(pairs.map(([x, y]) => y / x)),
    ratioInterval95: ratioInterval(pairs),
    pairs: pairs.length,
  };
}
