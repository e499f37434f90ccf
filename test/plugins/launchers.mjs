// The browsers of a run: the engines WTR_BROWSERS asks for (Chromium alone by default), each with
// the launcher and launch options that drive Debian's build of it.
import { chromeLauncher } from '@web/test-runner-chrome';
import { puppeteerLauncher } from '@web/test-runner-puppeteer';
import { webdriverLauncher } from '@web/test-runner-webdriver';
import {
  CHROME_FLAGS,
  CHROME_HELP,
  FIREFOX_HELP,
  WEBKIT_HELP,
  findChrome,
  findFirefox,
  findMiniBrowser,
} from '../../scripts/browsers.mjs';

// Firefox must never reach the network: everything that is not loopback goes to
// a proxy on 127.0.0.1:9 (discard; nothing listens), DNS-over-HTTPS is off, and
// the background services that phone home (captive portal, connectivity check,
// predictor, prefetch, safebrowsing, telemetry, region, updates, Remote
// Settings) are off, on top of puppeteer's own profile defaults. Checked with a
// listener on 127.0.0.1:9 during a whole Firefox run: no connection at all.
const FIREFOX_PREFS = {
  // Timers on time, as in a page the person is looking at: Firefox delays the timeouts of a page it
  // counts as in the background once the page has used its CPU budget, and a widget's timer (the
  // attend view's switch to "Join now") then fired seconds late under a loaded run.
  'dom.timeout.enable_budget_throttling': false,
  'dom.min_background_timeout_value': 4,
  'network.proxy.type': 1,
  'network.proxy.http': '127.0.0.1',
  'network.proxy.http_port': 9,
  'network.proxy.ssl': '127.0.0.1',
  'network.proxy.ssl_port': 9,
  'network.proxy.socks': '',
  'network.proxy.share_proxy_settings': false,
  'network.proxy.no_proxies_on': 'localhost, 127.0.0.1',
  'network.proxy.allow_hijacking_localhost': false,
  'network.trr.mode': 5,
  'network.captive-portal-service.enabled': false,
  'network.connectivity-service.enabled': false,
  'network.predictor.enabled': false,
  'network.prefetch-next': false,
  'network.dns.disablePrefetch': true,
  'network.http.speculative-parallel-limit': 0,
  'browser.safebrowsing.provider.google4.updateURL': '',
  'browser.safebrowsing.provider.mozilla.updateURL': '',
  'extensions.blocklist.enabled': false,
  'toolkit.telemetry.enabled': false,
  'toolkit.telemetry.server': '',
  'app.update.auto': false,
  'browser.region.network.url': '',
  'browser.region.update.enabled': false,
  // Remote Settings (blocklists, certificates, …) polls firefox.settings.services.mozilla.com
  // and ignores puppeteer's services.settings.server on release builds unless
  // MOZ_DISABLE_NONLOCAL_CONNECTIONS is set (see FIREFOX_ENV); this dummy URL
  // then makes it skip all remote activity.
  'services.settings.server': 'data:,#remote-settings-dummy/v1',
};

// Firefox's own test-harness switch: connections to anything but loopback are
// refused inside the browser, a second wall behind the proxy preferences.
const FIREFOX_ENV = { ...process.env, MOZ_DISABLE_NONLOCAL_CONNECTIONS: '1' };

function chromiumLauncher() {
  const chrome = findChrome();
  if (!chrome) throw new Error(CHROME_HELP);
  return chromeLauncher({ launchOptions: { executablePath: chrome, headless: true, args: CHROME_FLAGS } });
}

function firefoxLauncher() {
  const firefox = findFirefox();
  if (!firefox) throw new Error(FIREFOX_HELP);
  // Puppeteer drives Firefox over WebDriver BiDi; no geckodriver involved.
  return puppeteerLauncher({
    launchOptions: {
      browser: 'firefox',
      executablePath: firefox,
      headless: true,
      env: FIREFOX_ENV,
      extraPrefsFirefox: FIREFOX_PREFS,
    },
  });
}

function webkitLauncher() {
  const miniBrowser = findMiniBrowser();
  if (!miniBrowser) throw new Error(WEBKIT_HELP);
  const port = Number(process.env.WTR_WEBKIT_DRIVER_PORT);
  if (!Number.isInteger(port) || port <= 0) {
    throw new Error(
      'WebKit needs a running WebKitWebDriver and an X display: use `npm run test:browsers` ' +
        '(or start `WebKitWebDriver --port=<port> --host=local` under xvfb-run yourself and set WTR_WEBKIT_DRIVER_PORT).',
    );
  }
  return webdriverLauncher({
    hostname: '127.0.0.1',
    port,
    path: '/',
    logLevel: 'error',
    capabilities: {
      browserName: 'MiniBrowser',
      // WebKitWebDriver speaks classic WebDriver only (no BiDi).
      'wdio:enforceWebDriverClassic': true,
      // MiniBrowser's --proxy flag is deliberately absent: it breaks localhost.
      // WebKit needs no proxy to stay offline here; every URL the tests load is loopback.
      'webkitgtk:browserOptions': { binary: miniBrowser, args: ['--automation'] },
    },
  });
}

const LAUNCHERS = { chromium: chromiumLauncher, firefox: firefoxLauncher, webkit: webkitLauncher };
const KNOWN_BROWSERS = Object.keys(LAUNCHERS);

/**
 * The engines to run, from WTR_BROWSERS (comma-separated: chromium, firefox,
 * webkit). `npm test` sets nothing and gets Chromium alone; `npm run
 * test:browsers` (scripts/test-all-browsers.mjs) asks for all three and starts
 * WebKitWebDriver and a virtual X display for WebKit.
 */
export function requestedBrowsers() {
  const names = (process.env.WTR_BROWSERS ?? 'chromium')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const unknown = names.filter((name) => !KNOWN_BROWSERS.includes(name));
  if (unknown.length > 0) {
    throw new Error(
      `WTR_BROWSERS names unknown engine(s): ${unknown.join(', ')}. Known: ${KNOWN_BROWSERS.join(', ')}.`,
    );
  }
  return [...new Set(names)];
}

/** A launcher for each of `engines` (names from requestedBrowsers()). */
export function launchers(engines) {
  return engines.map((name) => LAUNCHERS[name]());
}
