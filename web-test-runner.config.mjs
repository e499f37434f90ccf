// @web/test-runner configuration. Run through `node --import tsx` (see
// package.json) so this file can start the local API, which is TypeScript.
//
// The widget's tests talk to a real HTTP server on another origin: the page is
// served from http://localhost:<wtr port>, the API from http://127.0.0.1:<port>,
// so CORS, preflights, headers and bodies are exercised for real.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';
import { puppeteerLauncher } from '@web/test-runner-puppeteer';
import { webdriverLauncher } from '@web/test-runner-webdriver';
import { visualPlugin } from './test/visual/plugin.mjs';
import {
  CHROME_FLAGS,
  CHROME_HELP,
  FIREFOX_HELP,
  WEBKIT_HELP,
  findChrome,
  findFirefox,
  findMiniBrowser,
} from './scripts/browsers.mjs';
import { startApiServer } from './demo/api/server.ts';
import { startCdnServer } from './demo/cdn-server.ts';
import { DEMO_EVENT_ID, DEMO_PUBLISHABLE_KEY, DEMO_SECRET_KEY, REVOKED_KEY } from './demo/api/seed.ts';
import { renderEventRegister } from './src/server/render.ts';
import { snippet } from './src/server/snippet.ts';
import { styleHashSource } from './src/server/styles.ts';

// Pages served with a strict Content-Security-Policy, for the CSP tests.
function strictCsp({ api, cdnOrigin }) {
  return [
    "default-src 'none'",
    `script-src 'self' ${cdnOrigin}`,
    "style-src 'self'",
    `connect-src ${api.origin}`,
    "img-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "object-src 'none'",
    "require-trusted-types-for 'script'",
  ].join('; ');
}

// The SRI hashes the build wrote: the pages load the bundles the way the README tells integrators to.
function readIntegrity() {
  try {
    return JSON.parse(readFileSync(join(process.cwd(), 'dist', 'cdn', 'integrity.json'), 'utf8'));
  } catch {
    return {};
  }
}

function cspPage(query, { api, cdnOrigin }) {
  const integrity = readIntegrity();
  const renderRoot = query.get('render') === 'light' ? ' render-root="light"' : '';
  const attrs = `event-id="${query.get('event') ?? ''}" api-key="${query.get('key') ?? ''}" base-url="${api.baseUrl}"${renderRoot}`;
  // The page language decides the widget's: a non-English page makes it load a locale chunk.
  const lang = /^[A-Za-z-]{2,16}$/.test(query.get('lang') ?? '') ? query.get('lang') : 'en';
  // `token`: the CDN files under /__hold/<token>/ (demo/cdn-server.ts), e.g. an interaction chunk that fails until released.
  const cdnPath = /^[\w-]{1,64}$/.test(query.get('token') ?? '') ? `/__hold/${query.get('token')}` : '';
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<title>Strict CSP host page</title>
<script src="/test/pages/csp-probe.js"></script>
${
  query.get('script') === 'classic'
    ? `<script src="${cdnOrigin}/event-register.iife.js" integrity="${integrity['event-register.iife.js']}" crossorigin="anonymous"></script>`
    : `<script type="module" src="${cdnOrigin}${cdnPath}/event-register.js" integrity="${integrity['event-register.js']}" crossorigin="anonymous"></script>`
}
</head>
<body><event-register ${attrs}></event-register></body>
</html>`;
}

function cspMiddleware(ctx, next) {
  if (ctx.path !== '/__strict-csp-page') return next();
  const servers = serversFor(ctx);
  ctx.set('Content-Security-Policy', strictCsp(servers));
  ctx.type = 'html';
  ctx.body = cspPage(new URLSearchParams(ctx.querystring), servers);
  return undefined;
}

/** The attributes of the widget on a pre-rendered test page, from its query. */
function prerenderedAttributes(query, { api }) {
  return {
    'event-id': query.get('event') ?? '',
    'api-key': query.get('key') ?? '',
    'base-url': api.baseUrl,
    'render-root': query.get('render') === 'light' ? 'light' : undefined,
  };
}

/**
 * `/__prerendered-page`: the snippet `npx event-register snippet` writes (src/server/snippet.ts),
 * pasted into a page with a strict policy: its inline style allowed by its hash alone (`style-src
 * 'self' 'sha256-…'`), or with `styles=link` (`--link-styles`) the stylesheet link allowed by the
 * CDN's origin alone (`style-src 'self' <cdn>`). Its CDN files under `/__hold/<token>/` on the stand-in CDN, so that a test decides when
 * the script arrives (demo/cdn-server.ts), or that it never does (a token starting with `blocked`).
 * `/__prerendered-markup`: the element's markup alone, for a test that inserts it with innerHTML.
 */
async function prerenderedMiddleware(ctx, next) {
  if (ctx.path !== '/__prerendered-page' && ctx.path !== '/__prerendered-markup') return next();
  const query = new URLSearchParams(ctx.querystring);
  const servers = serversFor(ctx);
  const { cdnOrigin } = servers;
  const token = /^[\w-]{1,64}$/.test(query.get('token') ?? '') ? query.get('token') : 'default';
  const lang = /^[A-Za-z-]{2,16}$/.test(query.get('lang') ?? '') ? query.get('lang') : 'en';
  ctx.type = 'html';
  if (ctx.path === '/__prerendered-markup') {
    ctx.body = await renderEventRegister(prerenderedAttributes(query, servers), { lang, cdn: `${cdnOrigin}/` });
    return undefined;
  }
  const styles = query.get('styles') === 'link' ? 'link' : 'inline';
  const allowed = styles === 'link' ? cdnOrigin : styleHashSource(query.get('render') === 'light' ? 'light' : 'shadow');
  ctx.set('Content-Security-Policy', strictCsp(servers).replace("style-src 'self'", `style-src 'self' ${allowed}`));
  ctx.body = `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<title>Pre-rendered host page</title>
<script src="/test/pages/csp-probe.js"></script>
${token.startsWith('blocked') ? '<link rel="stylesheet" href="/test/pages/prerendered.css">' : ''}
</head>
<body>
<p>Sign up below.</p>
${await snippet({ ...prerenderedAttributes(query, servers), locale: query.get('locale') ?? undefined }, { cdn: `${cdnOrigin}/__hold/${token}/`, lang, styles, consent: query.get('consent') ? 'I agree to the <a href="#privacy">privacy notice</a>' : undefined })}
<p id="after">After the form.</p>
</body>
</html>`;
  return undefined;
}

// Firefox must never reach the network: everything that is not loopback goes to
// a proxy on 127.0.0.1:9 (discard; nothing listens), DNS-over-HTTPS is off, and
// the background services that phone home (captive portal, connectivity check,
// predictor, prefetch, safebrowsing, telemetry, region, updates, Remote
// Settings) are off, on top of puppeteer's own profile defaults. Checked with a
// listener on 127.0.0.1:9 during a whole Firefox run: no connection at all.
const FIREFOX_PREFS = {
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

/**
 * The engines to run, from WTR_BROWSERS (comma-separated: chromium, firefox,
 * webkit). `npm test` sets nothing and gets Chromium alone; `npm run
 * test:browsers` (scripts/test-all-browsers.mjs) asks for all three and starts
 * WebKitWebDriver and a virtual X display for WebKit.
 */
function requestedBrowsers() {
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

function browsers() {
  return requestedBrowsers().map((name) => LAUNCHERS[name]());
}

/**
 * `executeServerCommand('autofill', { inputId, fields })`: Chromium's own
 * autofill fills the form of the input with that id from an address profile,
 * through the DevTools Protocol (Autofill.trigger), as when a person picks a
 * saved address. `executeServerCommand('forced-colors', { active })` emulates
 * forced-colours mode (Windows High Contrast). Other engines have no such
 * protocol: `{ unsupported }`.
 */
function autofillCommand() {
  // Emulation lasts as long as its DevTools session: one kept per page.
  const emulationSessions = new WeakMap();
  return {
    name: 'autofill-command',
    async executeCommand({ command, payload, session }) {
      if (command !== 'autofill' && command !== 'forced-colors') return undefined;
      const page = typeof session.browser.getPage === 'function' ? session.browser.getPage(session.id) : undefined;
      const unsupported = { unsupported: `${session.browser.name} has no DevTools Protocol autofill` };
      if (!page || typeof page.createCDPSession !== 'function') return unsupported;
      let cdp;
      try {
        cdp = await page.createCDPSession();
      } catch {
        return unsupported; // Firefox over WebDriver BiDi has no CDP sessions
      }
      if (command === 'forced-colors') {
        const kept = emulationSessions.get(page);
        if (kept) await cdp.detach();
        else emulationSessions.set(page, cdp);
        const session = kept ?? cdp;
        await session.send('Emulation.setEmulatedMedia', {
          features: [{ name: 'forced-colors', value: payload.active ? 'active' : 'none' }],
        });
        return { emulated: true };
      }
      try {
        await cdp.send('DOM.getDocument', { depth: -1 });
        const { result } = await cdp.send('Runtime.evaluate', {
          expression: `document.getElementById(${JSON.stringify(payload.inputId)})`,
        });
        if (!result.objectId) throw new Error(`no element #${payload.inputId} in the document`);
        const { node } = await cdp.send('DOM.describeNode', { objectId: result.objectId });
        await cdp.send('Autofill.trigger', { fieldId: node.backendNodeId, address: { fields: payload.fields } });
        return { filled: true };
      } finally {
        await cdp.detach();
      }
    },
  };
}

/**
 * `executeServerCommand('accessible-name', { path, candidates })`: the accessible name and role of
 * one element as the engine itself computes them (its accessibility tree, not a JavaScript
 * approximation). `path` finds the element: CSS selectors, the first looked up in the document,
 * each next one in the previous element's open shadow root when it has one, else in the element
 * itself (the widget renders into a shadow root, or with render-root="light" into itself).
 *
 * - Chromium: the DevTools Protocol, `Accessibility.getPartialAXTree` on the element's node.
 * - WebKit: classic WebDriver's Get Computed Label and Get Computed Role, the element reached with
 *   WebDriver's own Find Element, Get Element Shadow Root and Find Element From Shadow Root.
 * - Firefox: Gecko's name can only be compared, not read. Puppeteer drives it over WebDriver BiDi,
 *   which has no command that returns a name (puppeteer's accessibility snapshot needs CDP, which
 *   Firefox no longer has), and Marionette's Get Computed Label cannot be reached: Marionette
 *   allows one WebDriver session per browser and puppeteer's BiDi session is that one ("Maximum
 *   number of active sessions"). What BiDi has is `browsingContext.locateNodes` with an
 *   `accessibility` locator, which Gecko answers by comparing the element's nsIAccessible name and
 *   computed ARIA role for exact equality. So the name is the first of `candidates` (and '') that
 *   Gecko matches on the element itself, or undefined when it matches none (`notAnyOf` lists them);
 *   the role is read the same way against every ARIA role (a closed list, so that is a reading).
 *
 * Resolves to `{ engine, via, name, role }`, or `{ unsupported }` for a browser none of these reach.
 */
function accessibleNameCommand() {
  // Every role Gecko's computedARIARole can give (WAI-ARIA 1.2, Graphics ARIA, DPUB-ARIA's common
  // ones, and 'generic'/'none'): matching the element against each reads its role.
  const ROLES = [
    'alert',
    'alertdialog',
    'application',
    'article',
    'banner',
    'blockquote',
    'button',
    'caption',
    'cell',
    'checkbox',
    'code',
    'columnheader',
    'combobox',
    'comment',
    'complementary',
    'contentinfo',
    'definition',
    'deletion',
    'dialog',
    'directory',
    'document',
    'emphasis',
    'feed',
    'figure',
    'form',
    'generic',
    'grid',
    'gridcell',
    'group',
    'heading',
    'image',
    'img',
    'insertion',
    'link',
    'list',
    'listbox',
    'listitem',
    'log',
    'main',
    'mark',
    'marquee',
    'math',
    'menu',
    'menubar',
    'menuitem',
    'menuitemcheckbox',
    'menuitemradio',
    'meter',
    'navigation',
    'none',
    'note',
    'option',
    'paragraph',
    'presentation',
    'progressbar',
    'radio',
    'radiogroup',
    'region',
    'row',
    'rowgroup',
    'rowheader',
    'scrollbar',
    'search',
    'searchbox',
    'separator',
    'slider',
    'spinbutton',
    'status',
    'strong',
    'subscript',
    'suggestion',
    'superscript',
    'switch',
    'tab',
    'table',
    'tablist',
    'tabpanel',
    'term',
    'textbox',
    'time',
    'timer',
    'toolbar',
    'tooltip',
    'tree',
    'treegrid',
    'treeitem',
    'graphics-document',
    'graphics-object',
    'graphics-symbol',
  ];
  // The same walk as WebKit's below, in the page (finding the element only; the name is the engine's).
  const find = (path) => {
    let node = null;
    for (const [i, selector] of path.entries()) {
      const scope = i === 0 ? document : (node.shadowRoot ?? node);
      node = scope.querySelector(selector);
      if (!node) throw new Error(`accessible-name: nothing matches ${path.slice(0, i + 1).join(' → ')}`);
    }
    return node;
  };
  const findSource = `(${find})`;

  async function chromium(page, path) {
    const cdp = await page.createCDPSession();
    try {
      const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', {
        expression: `${findSource}(${JSON.stringify(path)})`,
      });
      if (exceptionDetails || !result.objectId)
        throw new Error(exceptionDetails?.exception?.description ?? `no element at ${path.join(' → ')}`);
      const { node } = await cdp.send('DOM.describeNode', { objectId: result.objectId });
      const { nodes } = await cdp.send('Accessibility.getPartialAXTree', {
        backendNodeId: node.backendNodeId,
        fetchRelatives: false,
      });
      const ax = nodes.find((n) => n.backendDOMNodeId === node.backendNodeId);
      if (!ax) throw new Error(`accessible-name: Chromium has no accessibility node for ${path.join(' → ')}`);
      return {
        via: 'Accessibility.getPartialAXTree',
        name: ax.ignored ? undefined : (ax.name?.value ?? ''),
        role: ax.role?.value,
        ignored: ax.ignored || undefined,
      };
    } finally {
      await cdp.detach();
    }
  }

  async function firefox(page, path, candidates) {
    const handle = await page.evaluateHandle(find, path);
    try {
      // `aria/[name="…"][role="…"]` is puppeteer's public form of the BiDi accessibility locator;
      // the element itself is the start node, and only a match on the element itself counts.
      const quote = (value) => (value.includes('"') ? `'${value}'` : `"${value}"`);
      const matchesItself = async (attribute, value) => {
        for (const found of await handle.$$(`aria/[${attribute}=${quote(value)}]`)) {
          const same = await found.evaluate((node, element) => node === element, handle);
          await found.dispose();
          if (same) return true;
        }
        return false;
      };
      const names = [...new Set([...candidates, ''])];
      let name;
      for (const candidate of names) {
        if (await matchesItself('name', candidate)) {
          name = candidate;
          break;
        }
      }
      const roles = [];
      for (const role of ROLES) if (await matchesItself('role', role)) roles.push(role);
      return {
        via: 'browsingContext.locateNodes (accessibility locator: compared, not read)',
        name,
        notAnyOf: name === undefined ? names : undefined,
        role: roles.join(' ') || undefined,
      };
    } finally {
      await handle.dispose();
    }
  }

  async function webkit(driver, path) {
    const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';
    const SHADOW = 'shadow-6066-11e4-a52e-4f735466cecf';
    let element;
    for (const [i, selector] of path.entries()) {
      let found;
      if (i === 0) found = await driver.findElement('css selector', selector);
      else {
        let shadow;
        try {
          shadow = await driver.getElementShadowRoot(element);
        } catch {
          shadow = undefined; // no shadow root: look in the element itself (render-root="light")
        }
        found = shadow
          ? await driver.findElementFromShadowRoot(shadow[SHADOW], 'css selector', selector)
          : await driver.findElementFromElement(element, 'css selector', selector);
      }
      element = found?.[ELEMENT];
      if (!element)
        throw new Error(
          `accessible-name: nothing matches ${path.slice(0, i + 1).join(' → ')} (${JSON.stringify(found)})`,
        );
    }
    const name = await driver.getElementComputedLabel(element);
    const role = await driver.getElementComputedRole(element);
    return { via: 'WebDriver Get Computed Label / Get Computed Role', name, role };
  }

  return {
    name: 'accessible-name-command',
    async executeCommand({ command, payload, session }) {
      if (command !== 'accessible-name') return undefined;
      const { path, candidates = [] } = payload ?? {};
      if (!Array.isArray(path) || path.length === 0)
        throw new Error('accessible-name: `path` must be a non-empty list of CSS selectors');
      const browser = session.browser;
      if (browser.type === 'webdriver') {
        // @web/test-runner-webdriver keeps its webdriverio session as `driver` (WebKitWebDriver in
        // this config); with concurrency 1 the test file's page is that session's top-level document.
        if (!browser.driver) throw new Error('accessible-name: the WebDriver launcher has no session yet');
        return { engine: 'webkit', ...(await webkit(browser.driver, path)) };
      }
      const page = typeof browser.getPage === 'function' ? browser.getPage(session.id) : undefined;
      if (!page) return { unsupported: `${browser.name}: no page to read an accessibility tree from` };
      if (page.browser().protocol === 'webDriverBiDi')
        return { engine: 'firefox', ...(await firefox(page, path, candidates)) };
      return { engine: 'chromium', ...(await chromium(page, path)) };
    },
  };
}

/**
 * Each engine of a run gets a local API and a stand-in CDN of its own, so that no fault, chaos,
 * rate limit, held request or request log of one engine is seen by another, whatever the
 * scheduling: `DELETE /__control/faults` in one engine's beforeEach cannot clear a fault another
 * engine has just queued. The CDN (on a third origin, serving dist/cdn with CORS) is per engine
 * for its held scripts (`/__hold/<token>/`).
 */
const SERVERS = Object.fromEntries(
  await Promise.all(
    requestedBrowsers().map(async (engine) => {
      const api = await startApiServer({ port: 0, host: '127.0.0.1' });
      const cdn = await startCdnServer({ root: join(process.cwd(), 'dist', 'cdn') });
      return [engine, { engine, api, cdn, cdnOrigin: cdn.origin }];
    }),
  ),
);

/**
 * The engine a request comes from, by its User-Agent: every request a test page makes (the page
 * itself, its iframes, its fetches) carries its browser's. HeadlessChrome and Chrome say
 * "AppleWebKit" too, so Chrome is matched before WebKit.
 */
function engineOf(userAgent) {
  if (/\bFirefox\//.test(userAgent)) return 'firefox';
  if (/\b(?:HeadlessChrome|Chrome|Chromium)\//.test(userAgent)) return 'chromium';
  if (/\bAppleWebKit\//.test(userAgent)) return 'webkit';
  return undefined;
}

/** The local servers of the engine that sent this request; throws (a 500 naming the agent) for any other. */
function serversFor(ctx) {
  const userAgent = ctx.get('user-agent');
  const servers = SERVERS[engineOf(userAgent)];
  if (!servers)
    throw new Error(
      `no local API for the browser "${userAgent}" (engines of this run: ${Object.keys(SERVERS).join(', ')})`,
    );
  return servers;
}

/** The environment a test page reads (test/api-helpers.ts): its engine's servers and this run's rendering root. */
function testEnv({ engine, api, cdnOrigin }, renderRoot) {
  return {
    engine,
    renderRoot,
    apiOrigin: api.origin,
    baseUrl: api.baseUrl,
    cdnOrigin,
    publishableKey: DEMO_PUBLISHABLE_KEY,
    secretKey: DEMO_SECRET_KEY,
    revokedKey: REVOKED_KEY,
    demoEventId: DEMO_EVENT_ID,
  };
}

/**
 * `/__test-env.js?root=shadow|light`: sets `window.__TEST_ENV__` for the engine asking. A classic
 * script, so the environment is there before the test framework's module runs; an engine without
 * servers gets a script that throws, so the page fails at once and says why.
 */
function testEnvMiddleware(ctx, next) {
  if (ctx.path !== '/__test-env.js') return next();
  ctx.type = 'text/javascript';
  ctx.set('Cache-Control', 'no-store');
  try {
    const renderRoot = ctx.query.root === 'light' ? 'light' : 'shadow';
    ctx.body = `window.__TEST_ENV__ = ${JSON.stringify(testEnv(serversFor(ctx), renderRoot))};`;
  } catch (error) {
    ctx.body = `throw new Error(${JSON.stringify(error.message)});`;
  }
  return undefined;
}

/** The test page: the environment (its engine's servers, the rendering root of this run), then the test framework. */
function testRunnerHtml(renderRoot) {
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

export default {
  // Node tests (node:test) live in api-server/, bench/, docs/ and package/; the rest run in browsers.
  files: narrowed([
    'test/**/*.test.ts',
    '!test/api-server/**',
    '!test/docs/**',
    '!test/package/**',
    '!test/ssr/**',
    '!test/bench/**',
    '!test/frameworks/*.test.ts',
  ]),
  nodeResolve: true,
  // One test file at a time per engine, and one engine at a time: this keeps the
  // timing-sensitive tests (latency, timeouts, 429 waits) honest on a 2-core CI
  // machine. (Each engine has a local API of its own, SERVERS above, so engines
  // running at once would not see each other's faults.) WebKit needs concurrency 1 anyway: only then does the
  // webdriver launcher give each test file the top-level page (otherwise it
  // packs files into iframes of one page and refuses pointer actions).
  concurrency: 1,
  concurrentBrowsers: 1,
  rootDir: '.',
  testsFinishTimeout: 240_000,
  testFramework: { config: { timeout: 20_000 } },
  browsers: browsers(),
  middleware: [testEnvMiddleware, cspMiddleware, prerenderedMiddleware],
  plugins: [
    esbuildPlugin({ ts: true, tsconfig: './tsconfig.json', target: 'es2021' }),
    autofillCommand(),
    accessibleNameCommand(),
    {
      name: 'local-servers',
      async serverStop() {
        await Promise.all(Object.values(SERVERS).flatMap(({ api, cdn }) => [api.close(), cdn.close()]));
      },
    },
    // visualDiff() in test/visual.test.ts: per-engine baselines under test/visual/baselines/;
    // `npm run test:visual:update` (--update-visual-baseline) rewrites them.
    visualPlugin({ update: process.argv.includes('--update-visual-baseline') }),
  ],
  testRunnerHtml: testRunnerHtml('shadow'),
  // The widget's tests again with render-root="light" (helpers.ts reads env.renderRoot).
  // The unit tests of pure modules and the framework tests do not render through
  // the helpers, so they run once. Focus one run with --group default or --group light.
  groups: [{ name: 'light', files: narrowed(LIGHT_DOM_FILES), testRunnerHtml: testRunnerHtml('light') }],
};
