// Types for failure-summary.mjs: the shapes it reads of @web/test-runner's sessions, no more.

export interface SummarySuite {
  name: string;
  suites: SummarySuite[];
  tests: { name: string; passed: boolean; skipped: boolean; error?: { message: string } }[];
}

export interface SummarySession {
  browser: { name: string };
  testFile: string;
  status: string;
  errors?: { message: string }[];
  testResults?: SummarySuite;
}

/** One line per failure (a test, or a file that failed outside any test), in the order run. */
export declare function failureLines(sessions: SummarySession[]): string[];

/** A reporter: adds the failures to the last progress block, once every session has finished. */
export declare function failureSummaryReporter(): {
  getTestProgress(args: { sessions: SummarySession[] }): string[];
};
