// A minimal Chrome DevTools Protocol client over `--remote-debugging-pipe` (JSON messages ending
// in NUL, written to the browser's fd 3 and read from its fd 4), for the measured loads.
// A driver library does work in the page on every navigation (Playwright creates its utility
// world, a second JavaScript context, as each document commits): on the main thread, in the
// middle of the load being timed, and four times slower with the CPU throttled. Here nothing runs
// in a page but what the benchmark asks for.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** What the browser is launched with on top of the shared headless flags: no background throttling of the page being measured. */
const BENCH_FLAGS = [
  '--headless',
  '--remote-debugging-pipe',
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
  '--disable-ipc-flooding-protection',
  '--disable-extensions',
  '--hide-scrollbars',
  '--mute-audio',
  '--no-default-browser-check',
];

/**
 * Launches Chromium and returns a client: `send(method, params, sessionId)`, `on(listener)` for
 * every event (`{ method, params, sessionId }`), `version` and `close()`.
 */
export async function launchBrowser(executable, flags) {
  const profileDir = mkdtempSync(join(tmpdir(), 'bench-profile-'));
  const child = spawn(executable, [...flags, ...BENCH_FLAGS, `--user-data-dir=${profileDir}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'],
  });
  const [toBrowser, fromBrowser] = [child.stdio[3], child.stdio[4]];
  let nextId = 1;
  const pending = new Map();
  const listeners = new Set();
  let buffered = '';
  fromBrowser.setEncoding('utf8');
  fromBrowser.on('data', (data) => {
    const parts = (buffered + data).split('\0');
    buffered = parts.pop() ?? '';
    for (const part of parts) {
      const message = JSON.parse(part);
      if (message.id !== undefined) {
        const request = pending.get(message.id);
        pending.delete(message.id);
        if (message.error) request?.reject(new Error(`${request.method}: ${message.error.message}`));
        else request?.resolve(message.result);
      } else {
        for (const listener of listeners) listener(message);
      }
    }
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  exited.then(() => {
    for (const request of pending.values()) request.reject(new Error(`${request.method}: the browser exited`));
    pending.clear();
  });
  const send = (method, params = {}, sessionId = undefined) =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject, method });
      toBrowser.write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
    });
  const { product } = await send('Browser.getVersion');
  return {
    version: product.replace(/^[^/]*\//, ''),
    send,
    on(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      await send('Browser.close').catch(() => {});
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      child.kill('SIGKILL');
      rmSync(profileDir, { recursive: true, force: true });
    },
  };
}

/**
 * A page in a browser context of its own (its own cache and cookies, as for a first-time
 * visitor): `send(method, params)` in the page's session, `on(listener)` and `next(method)` for
 * its events, `evaluate`, `until`, `goto`, and `close()`, which closes the context.
 */
export async function newPage(browser, { width = 1000, height = 800 } = {}) {
  const { browserContextId } = await browser.send('Target.createBrowserContext', { disposeOnDetach: true });
  const { targetId } = await browser.send('Target.createTarget', { url: 'about:blank', browserContextId });
  const { sessionId } = await browser.send('Target.attachToTarget', { targetId, flatten: true });
  const send = (method, params = {}) => browser.send(method, params, sessionId);
  // Its listeners go with it: hundreds of pages are opened in a run.
  const listeners = new Set();
  const listen = (listener) => {
    const stop = browser.on((message) => {
      if (message.sessionId === sessionId) listener(message);
    });
    listeners.add(stop);
    return () => {
      stop();
      listeners.delete(stop);
    };
  };
  await send('Emulation.setDeviceMetricsOverride', { width, height, deviceScaleFactor: 1, mobile: false });
  await send('Page.enable');
  return {
    send,
    on: listen,
    /** Resolves with the parameters of the page's next `method` event (bounded: 10 s). */
    next(method) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          stop();
          reject(new Error(`no ${method} in 10 s`));
        }, 10_000);
        const stop = listen((message) => {
          if (message.method !== method) return;
          clearTimeout(timer);
          stop();
          resolve(message.params);
        });
      });
    },
    /**
     * Calls `fn` in the page with `arg` (JSON) and returns its value, awaited if it is a promise.
     * `fn` is stringified: it sees nothing of this module's scope.
     */
    async evaluate(fn, arg) {
      const expression = `(${fn})(${arg === undefined ? '' : JSON.stringify(arg)})`;
      const { result, exceptionDetails } = await send('Runtime.evaluate', {
        expression,
        returnByValue: true,
        awaitPromise: true,
      });
      if (exceptionDetails) throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text);
      return result.value;
    },
    /**
     * Resolves with the first value of `fn(arg)` in the page that is not `null` or `undefined`,
     * asking every `intervalMs`; a throw (the document is being replaced) counts as no value yet. Bounded:
     * rejects with "`what` never happened" after `timeoutMs`.
     */
    async until(fn, arg, what, timeoutMs = 30_000, intervalMs = 50) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const value = await this.evaluate(fn, arg).catch(() => undefined);
        if (value !== null && value !== undefined) return value;
        await new Promise((resolve) => setTimeout(resolve, intervalMs));
      }
      throw new Error(`${what} never happened`);
    },
    /** Navigates and resolves when the new document has fired `load`. */
    async goto(url) {
      const loaded = this.next('Page.loadEventFired');
      await send('Page.navigate', { url });
      await loaded;
    },
    async close() {
      for (const stop of [...listeners]) stop();
      await browser.send('Target.disposeBrowserContext', { browserContextId }).catch(() => {});
    },
  };
}
