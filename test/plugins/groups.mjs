// Which test files run in the browsers, and the test page each loads. The widget's suites run in
// both render roots through forEachRoot (test/helpers/widget.ts), in one run: there are no groups.

/** The test page: the environment (its engine's servers), then the test framework. */
export function testRunnerHtml(testFramework) {
  return `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><script src="/__test-env.js"></script></head>
  <body><script type="module" src="${testFramework}"></script></body>
</html>`;
}

// TEST_FILES=test/browser/csp/csp.test.ts,test/unit/config.test.ts runs a few files while working on them.
const only = process.env.TEST_FILES?.split(',');

// Node tests (node:test) live in api-server/, bench/, docs/, frameworks/, package/ and ssr/; the rest
// (test/unit/ and test/browser/) run in browsers.
export const files = only ?? ['test/unit/**/*.test.ts', 'test/browser/**/*.test.ts'];
