// The `accessible-name` server command: an element's accessible name and role as each engine
// computes them (Chromium, Firefox and WebKit each by its own protocol), for the accessible-name tests.

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
export function accessibleNameCommand() {
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
        // launchers.mjs); with concurrency 1 the test file's page is that session's top-level document.
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
