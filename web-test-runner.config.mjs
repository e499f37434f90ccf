// @web/test-runner configuration. Run through `node --import tsx` (see
// package.json) so this file can start the local API, which is TypeScript.
//
// The widget's tests talk to a real HTTP server on another origin: the page is
// served from http://localhost:<wtr port>, the API from http://127.0.0.1:<port>,
// so CORS, preflights, headers and bodies are exercised for real.
//
// Its parts live in test/plugins/: the engines and their launchers (WTR_BROWSERS),
// the local servers of each engine, the pages and scripts served to the tests,
// the server commands, the browser-log filter, and the files.
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { defaultReporter } from '@web/test-runner';
import { visualPlugin } from './test/visual/plugin.mjs';
import { launchers, requestedBrowsers } from './test/plugins/launchers.mjs';
import { localServersPlugin, startLocalServers } from './test/plugins/local-servers.mjs';
import { testEnvMiddleware } from './test/plugins/test-env.mjs';
import { strictCspPageMiddleware } from './test/plugins/strict-csp-page.mjs';
import { prerenderedPageMiddleware } from './test/plugins/prerendered-page.mjs';
import { frameworkCssMiddleware } from './test/plugins/framework-css.mjs';
import { builderPagesMiddleware } from './test/plugins/builder-pages.mjs';
import { autofillCommand } from './test/plugins/autofill-command.mjs';
import { accessibleNameCommand } from './test/plugins/accessible-name-command.mjs';
import { filterBrowserLogs } from './test/plugins/browser-logs.mjs';
import { files, testRunnerHtml } from './test/plugins/groups.mjs';
import { failureSummaryReporter } from './test/plugins/failure-summary.mjs';

const engines = requestedBrowsers();
// A local API and a stand-in CDN for each engine, so that no engine sees another's faults.
const servers = await startLocalServers(engines);

export default {
  // Which files run, on which test page: test/plugins/groups.mjs.
  files,
  nodeResolve: true,
  // One test file at a time per engine, and one engine at a time: this keeps the
  // timing-sensitive tests (latency, timeouts, 429 waits) honest on a 2-core CI
  // machine. (Each engine has local servers of its own, so engines running at
  // once would not see each other's faults.) WebKit needs concurrency 1 anyway:
  // only then does the webdriver launcher give each test file the top-level page
  // (otherwise it packs files into iframes of one page and refuses pointer actions).
  concurrency: 1,
  concurrentBrowsers: 1,
  rootDir: '.',
  testsFinishTimeout: 240_000,
  testFramework: { config: { timeout: 20_000 } },
  browsers: launchers(engines),
  filterBrowserLogs,
  // The default report, then each failure again in the last lines of the run.
  reporters: [defaultReporter(), failureSummaryReporter()],
  middleware: [
    testEnvMiddleware(servers),
    strictCspPageMiddleware(servers),
    prerenderedPageMiddleware(servers),
    frameworkCssMiddleware(),
    builderPagesMiddleware(servers),
  ],
  plugins: [
    esbuildPlugin({ ts: true, tsconfig: './tsconfig.json', target: 'es2021' }),
    autofillCommand(),
    accessibleNameCommand(),
    localServersPlugin(servers),
    // visualDiff() in test/visual.test.ts: per-engine baselines under test/visual/baselines/;
    // `npm run test:visual:update` (--update-visual-baseline) rewrites them.
    visualPlugin({ update: process.argv.includes('--update-visual-baseline') }),
  ],
  testRunnerHtml,
};
