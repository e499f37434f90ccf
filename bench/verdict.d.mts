// Types of verdict.mjs, for the tests that check it.
export type Verdict = 'met' | 'missed' | 'on the line' | 'not judged';
export declare const MET: 'met';
export declare const MISSED: 'missed';
export declare const ON_THE_LINE: 'on the line';
export declare const NOT_JUDGED: 'not judged';
export declare function verdict(
  interval: readonly number[] | undefined,
  target: { atMost: number } | { below: number },
): Verdict;
export declare const TERMINAL_WORD: Record<Verdict, string>;
export declare const README_WORD: Record<Verdict, string>;
export declare const NONE_IN_LOADS_MIN: number;
export declare function noneInLoads(count: number, n: number): Verdict;
