// Which browser logs the run prints: all of them except Lit's dev-mode banner, which every test
// file logs once and which would bury the logs that matter.

const LIT_DEV_MODE_BANNER =
  'Lit is in dev mode. Not recommended for production! See https://lit.dev/msg/dev-mode for more information.';

/** web-test-runner's `filterBrowserLogs`: false for exactly Lit's dev-mode warning, true for every other log. */
export function filterBrowserLogs({ type, args }) {
  return !(type === 'warn' && args.length === 1 && args[0] === LIT_DEV_MODE_BANNER);
}
