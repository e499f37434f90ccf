// Types of compare.mjs, for the tests that check it.
export declare const AGREEMENT: number;
export declare function ratios(results: object): [string, number][];
export declare function compareRuns(before: object, now: object): [string, number, number, number, boolean][];
export declare function printComparison(before: object, now: object): void;
export declare function refusal(before: object, now: object): string | undefined;
