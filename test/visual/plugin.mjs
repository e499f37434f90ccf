// The visual regression plugin as web-test-runner.config.mjs uses it, for the
// visualDiff() calls of test/browser/theming/visual.test.ts.
//
// Baselines: test/visual/baselines/<engine>/<name>.png (committed). A failed
// comparison writes the new screenshot and a diff image to
// test/visual/failed/<engine>/ (gitignored). `npm run test:visual:update`
// passes --update-visual-baseline, which the config turns into `update`.
//
// How each engine is screenshotted (@web/test-runner-visual-regression 0.10):
// - Chromium (chromeLauncher) and Firefox (puppeteerLauncher, WebDriver BiDi):
//   the plugin's own puppeteer path, ElementHandle.screenshot().
// - WebKit (webdriverLauncher, WebKitWebDriver + MiniBrowser): not the
//   plugin's own path. It calls WebDriver's Take Element Screenshot, and
//   WebKitGTK 2.50 (Debian 12) paints only the part of the element that lies
//   inside its vertical mirror image in the viewport (the clip rectangle's y is
//   flipped: top' = viewport height - top - height); everything else comes back
//   black. An element 426 px tall at y = 8 in a 730 px viewport: its top 288
//   rows are black; the same element centred vertically comes out whole. Take
//   Screenshot (the viewport) is correct, so for WebDriver sessions this takes
//   the viewport and crops it to the element's bounding box (scrolled into
//   view first; an element taller than the viewport is cut at the viewport, as
//   it is with Take Element Screenshot).
import { Buffer } from 'node:buffer';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { visualRegressionPlugin } from '@web/test-runner-visual-regression/plugin';

// pngjs is the plugin's own PNG library: resolved from the plugin, not declared here.
const require = createRequire(import.meta.url);
const { PNG } = createRequire(require.resolve('@web/test-runner-visual-regression/plugin'))('pngjs');

/**
 * The engine a launcher's browser name stands for. Files are named by engine,
 * not by that name: chromeLauncher calls Chromium "Chrome", puppeteer's Firefox
 * is "Firefox", and the WebDriver launcher says "<platform> MiniBrowser
 * <version>", which would orphan WebKit's baselines at every WebKitGTK update.
 */
export function visualEngine(browser) {
  if (/firefox/i.test(browser)) return 'firefox';
  if (/minibrowser|webkit|safari/i.test(browser)) return 'webkit';
  if (/chrom/i.test(browser)) return 'chromium';
  return browser.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

/**
 * Screenshot of the element that `locator` (the plugin's WebDriver script,
 * `return (function () { … })();`) finds: the viewport, cropped to the element.
 */
async function viewportCrop(driver, locator) {
  const box = await driver.execute(`
    var element = (function () { ${locator} })();
    if (!element) return null;
    element.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    var r = element.getBoundingClientRect();
    return { x: r.left, y: r.top, width: r.width, height: r.height, scale: window.devicePixelRatio || 1 };
  `);
  if (!box) throw new Error('visual-diff: the browser could not find the element');
  const page = PNG.sync.read(Buffer.from(await driver.takeScreenshot(), 'base64'));
  const left = Math.max(0, Math.floor(box.x * box.scale));
  const top = Math.max(0, Math.floor(box.y * box.scale));
  const right = Math.min(page.width, Math.ceil((box.x + box.width) * box.scale));
  const bottom = Math.min(page.height, Math.ceil((box.y + box.height) * box.scale));
  if (right <= left || bottom <= top) throw new Error('visual-diff: the element is not in the viewport');
  const cropped = new PNG({ width: right - left, height: bottom - top });
  PNG.bitblt(page, cropped, left, top, right - left, bottom - top, 0, 0);
  return PNG.sync.write(cropped);
}

/** @param {{ update: boolean }} options */
export function visualPlugin({ update }) {
  const plugin = visualRegressionPlugin({
    update,
    baseDir: 'test/visual',
    // Exact match: the same engine on the same machine paints the same pixels
    // (every state is held still before its screenshot; see test/browser/theming/visual.test.ts).
    failureThreshold: 0,
    // And exact colours: pixelmatch's default tolerance (0.1) took a dark field's #3b3b3b for #1f2329.
    diffOptions: { threshold: 0 },
    getBaselineName: ({ browser, name }) => join('baselines', visualEngine(browser), name),
    getFailedName: ({ browser, name }) => join('failed', visualEngine(browser), name),
    getDiffName: ({ browser, name }) => join('failed', visualEngine(browser), `${name}-diff`),
  });
  return {
    ...plugin,
    executeCommand(args) {
      const { command, session } = args;
      const launcher = session.browser;
      // With concurrency 1 (the config's) the WebDriver launcher runs each test file in the
      // top-level page; in its iframe mode (a driverManager with frames) keep the plugin's path.
      const topLevel = launcher.type === 'webdriver' && launcher.driver && typeof launcher.driverManager?.getFrameId !== 'function';
      if (command !== 'visual-diff' || !topLevel) return plugin.executeCommand(args);
      // The same launcher, but its takeScreenshot crops the viewport (see above).
      const cropping = Object.create(launcher, {
        takeScreenshot: { value: (_sessionId, locator) => viewportCrop(launcher.driver, locator) },
      });
      return plugin.executeCommand({ ...args, session: { ...session, browser: cropping } });
    },
  };
}
