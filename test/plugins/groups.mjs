// Which test files run, and in which groups: the browser test files, the light-DOM group that runs
// them again with render-root="light", and the test page each group loads.

/** The test page: the environment (its engine's servers, the rendering root of this run), then the test framework. */
export function testRunnerHtml(renderRoot) {
  return (testFramework) => `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><script src="/__test-env.js?root=${renderRoot}"></script></head>
  <body><script type="module" src="${testFramework}"></script></body>
</html>`;
}

// Every browser test file runs in the light group too, except those that render no widget
// through the helpers (pure modules) or that choose their roots themselves.
const SHADOW_ONLY = [
  'client-pure',
  'config',
  'frameworks',
  'idempotency',
  'light-dom',
  'pending-press',
  'problem',
  'retry',
  'validation',
  'visual',
];
const LIGHT_DOM_FILES = ['test/*.test.ts', ...SHADOW_ONLY.map((name) => `!test/${name}.test.ts`)];
// TEST_FILES=test/a.test.ts,test/b.test.ts narrows both runs while working on a few files.
const only = process.env.TEST_FILES?.split(',');
const narrowed = (files) => (only ? [...only, ...files.filter((f) => f.startsWith('!'))] : files);

// Node tests (node:test) live in api-server/, bench/, docs/ and package/; the rest run in browsers.
export const files = narrowed([
  'test/**/*.test.ts',
  '!test/api-server/**',
  '!test/docs/**',
  '!test/package/**',
  '!test/ssr/**',
  '!test/bench/**',
  '!test/frameworks/*.test.ts',
]);

// The widget's tests again with render-root="light" (helpers.ts reads env.renderRoot).
// The unit tests of pure modules and the framework tests do not render through
// the helpers, so they run once. Focus one run with --group default or --group light.
export const groups = [{ name: 'light', files: narrowed(LIGHT_DOM_FILES), testRunnerHtml: testRunnerHtml('light') }];
