// Types of stats.mjs, for the tests that check it.
export declare function quantile(values: number[], q: number): number;
export declare function median(values: number[]): number;
export declare function p90(values: number[]): number;
type Interval = [number, number];
export declare function bootstrapInterval(
  groups: number[][],
  statistic: (...groups: number[][]) => number,
  options?: { paired?: boolean; resamples?: number; seed?: number },
): Interval;
export declare function ratioInterval(
  pairs: [number, number][],
  options?: { resamples?: number; seed?: number },
): Interval;
export declare function medianInterval(values: number[], options?: { resamples?: number; seed?: number }): Interval;
export declare function medianDifferenceInterval(a: number[], b: number[], options?: { paired?: boolean }): Interval;
export declare function medianRatioInterval(a: number[], b: number[]): Interval;
export declare function meanInterval(values: number[]): Interval;
export declare function rateInterval(count: number, n: number): Interval;
export declare function comparePairs(pairs: [number, number][]): {
  plain: { median: number; p90: number };
  widget: { median: number; p90: number };
  ratioOfMedians: number;
  medianOfPairRatios: number;
  ratioInterval95: Interval;
  pairs: number;
};
