// Types of stats.mjs, for the tests that check it.
export declare function quantile(values: number[], q: number): number;
export declare function median(values: number[]): number;
export declare function p90(values: number[]): number;
export declare function ratioInterval(pairs: [number, number][], options?: { resamples?: number; seed?: number }): [number, number];
export declare function comparePairs(pairs: [number, number][]): {
  plain: { median: number; p90: number };
  widget: { median: number; p90: number };
  ratioOfMedians: number;
  medianOfPairRatios: number;
  ratioInterval95: [number, number];
  pairs: number;
};
