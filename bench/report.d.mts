// Types of report.mjs, for the tests that check it.
import type { Verdict } from './verdict.d.mts';
export declare const PRERENDERED_VARIANTS: [string, string][];
export declare function targets(results: object): [string, Verdict][];
export declare const CDN_SNIPPET_LIMITS: Record<string, number>;
export declare function classicTargets(results: object): [string, Verdict][];
export declare function prerenderedTargets(results: object): [string, Verdict][];
export declare function foldTargets(results: object): [string, Verdict][];
export declare function dialogTargets(results: object): [string, Verdict][];
export declare function printDialog(results: object, options?: { withTargets?: boolean }): void;
export declare function printFold(results: object, options?: { withTargets?: boolean }): void;
export declare const SUBMIT_LIMITS: { toRequestCold: number; toRequestWarm: number; toPaint: number };
export declare function submitTargets(results: object): [string, Verdict][];
export declare function submitInterval(span: object | undefined): [number, number] | undefined;
export declare function outward(interval: [number, number], step: number): [number, number];
export declare function describeMachine(results: object): string;
export declare function printReport(results: object): void;
