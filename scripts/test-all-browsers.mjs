// `npm run test:browsers`: the whole browser test suite in Chromium, Firefox ESR
// and WebKit (WebKitGTK's MiniBrowser through WebKitWebDriver), Debian's builds only.
//
//   1. checks every browser and tool is installed, naming the apt packages if not;
//   2. builds (dist/cdn is what test/browser/csp/csp.test.ts loads) and bundles the framework fixtures;
//   3. re-runs itself under `xvfb-run -a` (MiniBrowser has no headless mode, and
//      WebKitWebDriver launches it, so the driver needs the virtual display too);
//   4. there, starts `WebKitWebDriver --port=<free port> --host=local`, runs the
//      test runner with WTR_BROWSERS=chromium,firefox,webkit (read by
//      web-test-runner.config.mjs), and stops the driver on every way out.
//
// WTR_BROWSERS=firefox npm run test:browsers  runs a subset; extra arguments go to
// the test runner (e.g. `npm run test:browsers -- --files test/browser/csp/csp.test.ts`).
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { MINIBROWSER_CANDIDATES, findChrome, findFirefox, findMiniBrowser, onPath } from './browsers.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const wtr = fileURLToPath(new URL('./wtr.mjs', import.meta.url));
const self = fileURLToPath(import.meta.url);
const args = process.argv.slice(2);
const browsers = (process.env.WTR_BROWSERS ?? 'chromium,firefox,webkit')
  .split(',')
  .map((b) => b.trim().toLowerCase())
  .filter(Boolean);
const needsWebKit = browsers.includes('webkit');

/** Where a browser was looked for: the override variable if set, else the usual place. */
function lookedFor(name, variable, usual) {
  const override = process.env[variable];
  return override ? `${name} (${variable}=${override}: no file there)` : `${name} (${usual}, or set ${variable})`;
}

/** What is missing, as [what, apt package] pairs. */
function missing() {
  const gaps = [];
  if (browsers.includes('chromium') && !findChrome())
    gaps.push([lookedFor('Chromium', 'CHROME_PATH', '/usr/bin/chromium'), 'chromium']);
  if (browsers.includes('firefox') && !findFirefox())
    gaps.push([lookedFor('Firefox ESR', 'FIREFOX_PATH', '/usr/bin/firefox-esr'), 'firefox-esr']);
  if (needsWebKit) {
    if (!onPath('WebKitWebDriver')) gaps.push(['WebKitWebDriver (on PATH)', 'webkit2gtk-driver']);
    if (!findMiniBrowser())
      gaps.push([
        lookedFor('WebKitGTK MiniBrowser', 'MINIBROWSER_PATH', MINIBROWSER_CANDIDATES[0]),
        'webkit2gtk-driver',
      ]);
    if (!onPath('xvfb-run')) gaps.push(['xvfb-run (a virtual X display for MiniBrowser)', 'xvfb']);
    if (!onPath('xauth')) gaps.push(['xauth (needed by xvfb-run)', 'xauth']);
  }
  return gaps;
}

const KNOWN = ['chromium', 'firefox', 'webkit'];

async function outside() {
  const unknown = browsers.filter((b) => !KNOWN.includes(b));
  if (unknown.length > 0 || browsers.length === 0) {
    console.error(
      `WTR_BROWSERS must list some of ${KNOWN.join(', ')} (comma-separated); got "${process.env.WTR_BROWSERS ?? ''}".`,
    );
    return 1;
  }
  const gaps = missing();
  if (gaps.length > 0) {
    const packages = [...new Set(gaps.map(([, pkg]) => pkg))];
    console.error(
      [
        '',
        'Cannot run the browser tests in every engine; missing:',
        ...gaps.map(([what, pkg]) => `  - ${what}   (Debian package: ${pkg})`),
        '',
        `Fix:  sudo apt-get install -y ${packages.join(' ')}`,
        "(Only Debian's builds are used; browser downloads by the test tools cannot work offline.)",
        '',
      ].join('\n'),
    );
    return 1;
  }

  console.log(`Building dist/ for the CDN bundle tests…`);
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) return build.status ?? 1;
  // The React and Vue fixture apps of test/browser/frameworks/frameworks.test.ts, bundled against the fresh dist/lib.
  const fixtures = spawnSync(
    process.execPath,
    [fileURLToPath(new URL('./build-framework-fixtures.mjs', import.meta.url))],
    { cwd: root, stdio: 'inherit' },
  );
  if (fixtures.status !== 0) return fixtures.status ?? 1;

  forwardSignals();
  const started = Date.now();
  const env = { ...process.env, WTR_BROWSERS: browsers.join(',') };
  let code;
  if (needsWebKit) {
    // xvfb-run -a picks a free display number; a 24-bit screen large enough for MiniBrowser's window.
    code = await run(
      'xvfb-run',
      ['-a', '-s', '-screen 0 1280x1024x24 -nolisten tcp', process.execPath, self, ...args],
      {
        ...env,
        WTR_INSIDE_XVFB: '1',
      },
      { group: true },
    );
  } else {
    code = await run(process.execPath, [wtr, ...args], env);
  }
  console.log(
    `\nBrowser tests in ${browsers.join(', ')}: ${code === 0 ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return code;
}

async function insideDisplay() {
  const port = await freePort();
  // Its own process group, so stopping it also stops the MiniBrowser it launched.
  const driver = spawn('WebKitWebDriver', [`--port=${port}`, '--host=local'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  let driverExited = false;
  driver.on('exit', () => (driverExited = true));
  const stopDriver = () => {
    if (driverExited || driver.pid === undefined) return;
    try {
      process.kill(-driver.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.on('exit', stopDriver);
  forwardSignals(stopDriver);
  try {
    await waitForDriver(port, () => driverExited);
    return await run(process.execPath, [wtr, ...args], { ...process.env, WTR_WEBKIT_DRIVER_PORT: String(port) });
  } catch (error) {
    console.error(`\n${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  } finally {
    stopDriver();
  }
}

const children = new Set();

/**
 * Runs a command with inherited stdio; resolves with its exit code. With
 * `group`, the command gets a process group of its own (xvfb-run, its Xvfb and
 * everything under it) so that one signal reaches all of it.
 */
function run(command, commandArgs, env, { group = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { cwd: root, env, stdio: 'inherit', detached: group });
    const entry = { child, group };
    children.add(entry);
    child.on('error', (error) => {
      children.delete(entry);
      console.error(`Could not start ${command}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => {
      children.delete(entry);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/** Passes SIGINT/SIGTERM/SIGHUP on to what this script started, then runs `cleanup`. */
function forwardSignals(cleanup = () => {}) {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      for (const { child, group } of children) {
        if (child.pid === undefined) continue;
        try {
          process.kill(group ? -child.pid : child.pid, signal);
        } catch {
          // already gone
        }
      }
      cleanup();
      process.exitCode = 130;
    });
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForDriver(port, exited) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (exited()) throw new Error('WebKitWebDriver exited before it was ready.');
    try {
      const response = await fetch(`http://127.0.0.1:${port}/status`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`WebKitWebDriver did not answer on 127.0.0.1:${port} within 15 s.`);
}

if (process.env.WTR_INSIDE_XVFB === '1') {
  process.exit(await insideDisplay());
} else {
  process.exit(await outside());
}
