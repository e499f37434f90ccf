// The failure summary printed at the end of a browser run: every failed test and every file that
// failed outside a test, with its engine and file, nothing for a run that passed, and nothing
// while sessions are still running (the progress printed during a run stays as it is).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { failureLines, failureSummaryReporter, type SummarySuite } from './failure-summary.mjs';

const passed = (name: string) => ({ name, passed: true, skipped: false });
const skipped = (name: string) => ({ name, passed: false, skipped: true });
const failed = (name: string, message: string) => ({ name, passed: false, skipped: false, error: { message } });

/** A finished session of one engine and file, as the runner hands it to reporters. */
function session(engine: string, file: string, tests: SummarySuite['tests'], errors: { message: string }[] = []) {
  return {
    browser: { name: engine },
    testFile: `${process.cwd()}/${file}`,
    status: 'FINISHED',
    errors,
    testResults: {
      name: '',
      tests: [],
      suites: [{ name: 'shadow root', tests: [], suites: [{ name: 'countdown', tests, suites: [] }] }],
    },
  };
}

describe('failure summary', () => {
  it('names each failed test with its engine, file, suites and first error line', () => {
    const sessions = [
      session('Chrome', 'test/unit/a.test.ts', [passed('one'), failed('two', 'expected 2\nto be 3')]),
      session('Firefox', 'test/unit/a.test.ts', [skipped('one'), passed('two')]),
      session('Firefox', 'test/unit/b.test.ts', [], [{ message: 'Browser crashed' }]),
    ];
    assert.deepEqual(failureLines(sessions), [
      'Chrome, test/unit/a.test.ts: shadow root > countdown > two: expected 2',
      'Firefox, test/unit/b.test.ts: Browser crashed',
    ]);
    const printed = failureSummaryReporter().getTestProgress({ sessions });
    assert.equal(printed[1], '2 failed:', 'the count heads the summary');
    assert.equal(printed.length, 5, 'a blank line, the count, two failures and a blank line');
  });

  it('prints nothing for a run that passed, or while a session is still running', () => {
    const green = [session('WebKit', 'test/unit/a.test.ts', [passed('one')])];
    assert.deepEqual(failureSummaryReporter().getTestProgress({ sessions: green }), [], 'a run that passed');
    const running = [
      session('Chrome', 'test/unit/a.test.ts', [failed('one', 'boom')]),
      { ...session('Firefox', 'test/unit/a.test.ts', []), status: 'TEST_STARTED' },
    ];
    assert.deepEqual(failureSummaryReporter().getTestProgress({ sessions: running }), [], 'a run under way');
  });
});
