// Types of report.mjs, for the tests that check it.
import type { Verdict } from './verdict.d.mts';
export declare const PRERENDERED_VARIANTS: [string, string][];
export declare function targets(results: object): [string, Verdict][];
export declare function prerenderedTargets(results: object): [string, Verdict][];
export declare function foldTargets(results: object): [string, Verdict][];
export declare function printFold(results: object, options?: { withTargets?: boolean }): void;
export declare function overheadInterval(summary: object, options: { paired: boolean }): [number, number] | undefined;
export declare function outward(interval: [number, number], step: number): [number, number];
export declare function describeMachine(results: object): string;
export declare function printReport(results: object): void;
