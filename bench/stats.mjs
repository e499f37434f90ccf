// The few statistics the benchmark reports: median, p90, and 95 % intervals, so that a target
// is judged by what the run can tell apart from noise (bench/verdict.mjs), not by a point
// estimate that another run, or another machine, moves across the line.
//
// Which interval for which quantity:
// - a median or a ratio of medians: the percentile bootstrap (2000 resamples, seeded, so that
//   the same samples always give the same interval). It assumes nothing about the shape of
//   load times, which are skewed and have a long tail, and resamples the unit that was
//   measured: a round of paired loads together, or each group alone when they are not paired;
// - the mean of a handful of values (the heap's growth per round): Student's t-interval, where
//   a bootstrap of 6 values would claim far too narrow an interval;
// - a rate (loads with a long task): Wilson's score interval, which for 0 of n still has an
//   upper bound above 0, where the textbook (Wald) interval collapses to [0, 0].

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

/** One resample (with replacement) of `values`, drawn with `next`. */
const resample = (values, next) => values.map(() => values[Math.floor(next() * values.length)]);

/**
 * 95 % percentile-bootstrap interval of `statistic(...groups)`. Paired groups (the same length,
 * index i of each measured together) are resampled by index, keeping each round whole; unpaired
 * groups are resampled each on its own. [NaN, NaN] when a group is empty.
 */
export function bootstrapInterval(groups, statistic, { paired = false, resamples = 2000, seed = 13 } = {}) {
  if (groups.some((g) => !g.length)) return [NaN, NaN];
  const next = random(seed);
  const indices = groups[0].map((_, i) => i);
  const values = [];
  for (let r = 0; r < resamples; r++) {
    if (paired) {
      const picked = resample(indices, next);
      values.push(statistic(...groups.map((g) => picked.map((i) => g[i]))));
    } else {
      values.push(statistic(...groups.map((g) => resample(g, next))));
    }
  }
  return [quantile(values, 0.025), quantile(values, 0.975)];
}

/** 95 % bootstrap interval of median(b) / median(a), resampling the pairs together. */
export function ratioInterval(pairs, options = {}) {
  const a = pairs.map(([x]) => x);
  const b = pairs.map(([, y]) => y);
  return bootstrapInterval([a, b], (x, y) => median(y) / median(x), { ...options, paired: true });
}

/** 95 % bootstrap interval of the median of `values` (one group). */
export function medianInterval(values, options = {}) {
  return bootstrapInterval([values], median, options);
}

/** 95 % bootstrap interval of median(a) - median(b): paired (resampled by index) or not. */
export function medianDifferenceInterval(a, b, { paired = false } = {}) {
  return bootstrapInterval([a, b], (x, y) => median(x) - median(y), { paired });
}

/** 95 % bootstrap interval of median(b) / median(a) for two independent groups. */
export function medianRatioInterval(a, b) {
  return bootstrapInterval([a, b], (x, y) => median(y) / median(x));
}

/** Student's t quantile 0.975 for 1–30 degrees of freedom; the normal's beyond. */
const T975 = [
  12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.16, 2.145, 2.131, 2.12, 2.11,
  2.101, 2.093, 2.086, 2.08, 2.074, 2.069, 2.064, 2.06, 2.056, 2.052, 2.048, 2.045, 2.042,
];

/** 95 % t-interval of the mean of `values` (at least two). */
export function meanInterval(values) {
  const n = values.length;
  if (n < 2) return [NaN, NaN];
  const mean = values.reduce((sum, v) => sum + v, 0) / n;
  const variance = values.reduce((sum, v) => sum + (v - mean) ** 2, 0) / (n - 1);
  const half = (T975[n - 2] ?? 1.96) * Math.sqrt(variance / n);
  return [mean - half, mean + half];
}

/** 95 % Wilson score interval of the rate `count` of `n`. */
export function rateInterval(count, n) {
  if (!n) return [NaN, NaN];
  const z = 1.96;
  const p = count / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z / (1 + (z * z) / n)) * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
  // Exact at the edges: no load with one (count 0) cannot make the rate's lower bound above 0.
  return [count === 0 ? 0 : centre - half, count === n ? 1 : centre + half];
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
