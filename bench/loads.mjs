// How the benchmark opens and times a cold load, shared by run.mjs and the investigation tools
// (trace.mjs, profile.mjs): the profiles, the browser with its renderers pinned to a core, a
// fresh page on an empty page of the pages' origin, and the wait for a usable form.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { CHROME_FLAGS } from '../scripts/browsers.mjs';
import { launchBrowser, newPage } from './cdp.mjs';
import { probe } from './probe.mjs';

/**
 * Network and CPU conditions, set with the Chrome DevTools Protocol before each navigation.
 * `quietMs`: how long the network must have been quiet before a load counts as settled (run.mjs);
 * `maxPairs`: the most counted pairs the adaptive rule of run.mjs takes in this profile (the
 * noisier the profile, the more it may need).
 */
export const ALL_PROFILES = [
  { name: 'unthrottled', network: undefined, cpu: 1, quietMs: 150, maxPairs: 60 },
  // 4G: 60 ms round trip, 9 Mbit/s each way.
  {
    name: '4G',
    network: { latency: 60, downloadThroughput: (9e6 / 8) | 0, uploadThroughput: (9e6 / 8) | 0 },
    cpu: 1,
    quietMs: 200,
    maxPairs: 40,
  },
  // The same network with the CPU slowed four times: a mid-range phone.
  {
    name: '4G, 4× CPU',
    network: { latency: 60, downloadThroughput: (9e6 / 8) | 0, uploadThroughput: (9e6 / 8) | 0 },
    cpu: 4,
    quietMs: 250,
    maxPairs: 60,
  },
];

/**
 * Launches Chromium (`chrome`) for measuring: `browser` (bench/cdp.mjs), `pinned` (the cores, or
 * false) and `coldPage(origin, profile)`, a page in a fresh context (a cold cache, as for a
 * first-time visitor) showing `${origin}/blank`, with `profile`'s throttling set and its
 * network recorded (`network.bytes`, `inFlight`, `lastActivity`, `sawChunk`).
 */
export async function launchForMeasuring(chrome) {
  const pinned = pinCores(chrome);
  const browser = await launchBrowser(pinned?.chrome ?? chrome, CHROME_FLAGS);
  // The wrapper has exec'd Chromium (it answered): it is no longer needed.
  if (pinned) rmSync(dirname(pinned.chrome), { recursive: true, force: true });
  return {
    browser,
    pinned: pinned
      ? { rendererCore: pinned.rendererCore, otherCores: pinned.otherCores, throttledMainThreadOnly: true }
      : false,
    coldPage: (origin, profile) => coldPage(browser, pinned, origin, profile),
  };
}

/**
 * On a machine with two or more cores, every page's renderer (its main thread runs the page's
 * parser, styles and the widget) gets the last core to itself; the rest of Chromium (browser,
 * network and GPU processes) and this process (the driver and both servers) share the others.
 * Unpinned, they take turns on the cores at random, and the ratios spread much wider. Under CPU
 * throttling, only the renderer's main thread gets that core: DevTools' throttling suspends the
 * main thread by making it spin in a signal handler until a throttling thread of the same
 * renderer flags it to go on, every 200 µs. On one core, that thread and the renderer's network
 * thread would wait for the spinning one to be preempted, and the throttled loads would be much
 * longer and noisier. Uses util-linux's `taskset`; without it nothing is pinned, and the results
 * say so.
 */
function pinCores(chrome) {
  const cores = availableParallelism();
  if (process.env.BENCH_NO_PIN || cores < 2) return undefined;
  const others = `0-${cores - 2}`;
  try {
    execFileSync('taskset', ['-a', '-p', '-c', others, String(process.pid)], { stdio: 'ignore' });
  } catch {
    return undefined;
  }
  const dir = mkdtempSync(join(tmpdir(), 'bench-chromium-'));
  const wrapper = join(dir, 'chromium');
  writeFileSync(wrapper, `#!/bin/sh\nexec taskset -c ${others} '${chrome.replaceAll("'", "'\\''")}' "$@"\n`, {
    mode: 0o755,
  });
  return { chrome: wrapper, rendererCore: cores - 1, otherCores: others, done: new Set() };
}

/**
 * Moves every renderer not seen before to the renderers' core: the whole process, or with
 * `mainThreadOnly` (under CPU throttling) its main thread alone. Called once the page's
 * throttling is set, so that the throttling thread exists and stays on the other cores. The
 * renderers' process ids come from the browser (SystemInfo.getProcessInfo, about 1 ms), not from
 * reading every process's command line under /proc, which took tens of ms a load on a machine
 * running other work.
 */
async function pinRenderers(browser, pinned, { mainThreadOnly }) {
  if (!pinned) return;
  const { processInfo } = await browser.send('SystemInfo.getProcessInfo');
  for (const { type, id } of processInfo) {
    if (type !== 'renderer' || pinned.done.has(id)) continue;
    pinned.done.add(id);
    try {
      // Without -a, taskset sets the one thread whose id is the process id: the main thread.
      execFileSync(
        'taskset',
        [...(mainThreadOnly ? [] : ['-a']), '-p', '-c', String(pinned.rendererCore), String(id)],
        {
          stdio: 'ignore',
        },
      );
    } catch {
      // It exited in between.
    }
  }
}

async function coldPage(browser, pinned, origin, profile) {
  const page = await newPage(browser, { width: 1000, height: 800 });
  await page.send('Page.addScriptToEvaluateOnNewDocument', { source: `(${probe})()` });
  await page.send('Network.enable');
  await page.send('Network.setCacheDisabled', { cacheDisabled: true });
  const network = { bytes: 0, inFlight: new Set(), lastActivity: Date.now(), sawChunk: false };
  page.on(({ method, params }) => {
    if (method === 'Network.requestWillBeSent') {
      network.inFlight.add(params.requestId);
      network.lastActivity = Date.now();
      if (params.request.url.includes('/chunks/interaction-')) network.sawChunk = true;
    } else if (method === 'Network.loadingFinished' || method === 'Network.loadingFailed') {
      network.inFlight.delete(params.requestId);
      network.lastActivity = Date.now();
      network.bytes += params.encodedDataLength ?? 0;
    }
  });
  // Every measured page is opened from an empty page on the same origin: the renderer is then
  // already running (and pinned), so the time it takes to start, tens of ms and the noisiest
  // part of a load, is left out of both variants. The cache stays cold.
  await page.goto(`${origin}/blank`);
  // The profile applies from the measured navigation on (the empty page is not measured).
  if (profile.network) await page.send('Network.emulateNetworkConditions', { offline: false, ...profile.network });
  if (profile.cpu > 1) await page.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
  await pinRenderers(browser, pinned, { mainThreadOnly: profile.cpu > 1 });
  network.bytes = 0;
  network.inFlight.clear();
  return { page, network };
}

/** Resolves when the probe has seen a usable form on the page at `path` (bounded: 30 s). */
export function untilUsable(page, path) {
  // Until the navigation has committed, the empty page is still there, and its probe waits
  // forever. Asked every 10 ms: until the commit the question goes to the empty page, and the
  // first one the new page gets waits for its usable promise, so asking often costs the measured
  // page nothing and takes up to 40 ms less off every load than asking every 50 ms.
  return page.until(
    (path) => (location.pathname === path ? window.__benchUsable : null),
    path,
    `a usable form on ${path}`,
    30_000,
    10,
  );
}
