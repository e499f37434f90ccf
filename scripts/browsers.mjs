// Finds the browsers the test runner drives. Debian's packages only: test tools'
// own browser downloads cannot work on machines without internet access.
import { existsSync } from 'node:fs';

const CHROME_CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
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

export const CHROME_HELP = [
  'No Chromium or Chrome was found for the browser tests.',
  process.env.CHROME_PATH ? `CHROME_PATH is set to "${process.env.CHROME_PATH}", but no file is there.` : 'Looked in CHROME_PATH and: ' + CHROME_CANDIDATES.join(', '),
  'Fix: install Debian\'s Chromium with  sudo apt-get install -y chromium',
  '     or point CHROME_PATH at a Chrome/Chromium binary:  CHROME_PATH=/path/to/chrome npm test',
].join('\n');
