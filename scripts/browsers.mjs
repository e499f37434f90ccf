// Finds the browsers the test runner drives. Debian's packages only: test tools'
// own browser downloads cannot work on machines without internet access.
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';

const CHROME_CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

/** Headless Chromium here: no sandbox (containers), no GPU, and nothing that phones home. */
export const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export const FIREFOX_CANDIDATES = ['/usr/bin/firefox-esr', '/usr/bin/firefox'];
export const MINIBROWSER_CANDIDATES = [
  '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.0/MiniBrowser',
];

export function findChrome() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  return CHROME_CANDIDATES.find((p) => existsSync(p));
}

export function findFirst(candidates) {
  return candidates.find((p) => existsSync(p));
}

/** A program on PATH, or undefined. */
export function onPath(name) {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (!dir) continue;
    const candidate = join(dir, name);
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** FIREFOX_PATH, else Debian's firefox-esr (or firefox). */
export function findFirefox() {
  const fromEnv = process.env.FIREFOX_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  return findFirst(FIREFOX_CANDIDATES);
}

/** MINIBROWSER_PATH, else WebKitGTK's MiniBrowser (package libwebkit2gtk-4.1-0, which webkit2gtk-driver pulls in). */
export function findMiniBrowser() {
  const fromEnv = process.env.MINIBROWSER_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  return findFirst(MINIBROWSER_CANDIDATES);
}

export const FIREFOX_HELP = [
  'No Firefox was found for the browser tests.',
  process.env.FIREFOX_PATH
    ? `FIREFOX_PATH is set to "${process.env.FIREFOX_PATH}", but no file is there.`
    : 'Looked in FIREFOX_PATH and: ' + FIREFOX_CANDIDATES.join(', '),
  "Fix: install Debian's Firefox ESR with  sudo apt-get install -y firefox-esr",
].join('\n');

export const WEBKIT_HELP = [
  'No WebKitGTK MiniBrowser was found for the browser tests.',
  process.env.MINIBROWSER_PATH
    ? `MINIBROWSER_PATH is set to "${process.env.MINIBROWSER_PATH}", but no file is there.`
    : 'Looked in MINIBROWSER_PATH and: ' + MINIBROWSER_CANDIDATES.join(', '),
  'Fix: install it with WebKitWebDriver and a virtual display:  sudo apt-get install -y webkit2gtk-driver xvfb xauth',
].join('\n');

export const CHROME_HELP = [
  'No Chromium or Chrome was found for the browser tests.',
  process.env.CHROME_PATH
    ? `CHROME_PATH is set to "${process.env.CHROME_PATH}", but no file is there.`
    : 'Looked in CHROME_PATH and: ' + CHROME_CANDIDATES.join(', '),
  "Fix: install Debian's Chromium with  sudo apt-get install -y chromium",
  '     or point CHROME_PATH at a Chrome/Chromium binary:  CHROME_PATH=/path/to/chrome npm test',
].join('\n');
