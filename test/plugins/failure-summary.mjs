// A reporter that names every failure again at the very end of a run: its engine, file, test and
// first error line. The default reporter prints a failure with its file's report, which in a
// three-engine run can be hundreds of lines above the end, where a CI log is usually cut.

/** The failed tests of one suite tree, as "describe > it: first error line". */
function failedTests(suite, path = []) {
  const here = suite.name ? [...path, suite.name] : path;
  const lines = [];
  for (const test of suite.tests)
    if (!test.passed && !test.skipped)
      lines.push(`${[...here, test.name].join(' > ')}: ${firstLine(test.error?.message)}`);
  for (const child of suite.suites) lines.push(...failedTests(child, here));
  return lines;
}

/** The first line of an error message, or a stand-in when the runner kept none. */
function firstLine(message) {
  return (message ?? 'no error message').split('\n')[0].trim();
}

/** One line per failure (a test, or a file that failed outside any test), in the order run. */
export function failureLines(sessions) {
  const lines = [];
  for (const session of sessions) {
    const where = `${session.browser.name}, ${session.testFile.replace(`${process.cwd()}/`, '')}`;
    for (const error of session.errors ?? []) lines.push(`${where}: ${firstLine(error.message)}`);
    if (session.testResults) for (const line of failedTests(session.testResults)) lines.push(`${where}: ${line}`);
  }
  return lines;
}

export function failureSummaryReporter() {
  return {
    // The progress block is printed for good once every session has finished: the summary is
    // added to that last block only, so that the progress printed during the run stays as it is.
    getTestProgress({ sessions }) {
      if (sessions.length === 0 || sessions.some((session) => session.status !== 'FINISHED')) return [];
      const lines = failureLines(sessions);
      return lines.length === 0 ? [] : ['', `${lines.length} failed:`, ...lines.map((line) => `  ✗ ${line}`), ''];
    },
  };
}
