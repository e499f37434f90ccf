// Types of report.mjs, for the tests that check it.
export declare const PRERENDERED_VARIANTS: [string, string][];
export declare function targets(results: object): [string, boolean][];
export declare function prerenderedTargets(results: object): [string, boolean][];
export declare function printReport(results: object): void;
