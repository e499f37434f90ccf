// `npm test` calls this first so a missing browser fails fast with the fix, not
// a stack trace. On a fresh Debian or Ubuntu machine it installs Chromium
// itself when it can (root, or passwordless sudo, and apt-get), saying so.
import { spawnSync } from 'node:child_process';
import { CHROME_HELP, findChrome, onPath } from './browsers.mjs';

/** The command prefix that runs apt-get as root without a prompt, or undefined. */
function rootPrefix() {
  if (!onPath('apt-get')) return undefined;
  if (typeof process.getuid === 'function' && process.getuid() === 0) return [];
  if (onPath('sudo') && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0) return ['sudo', '-n'];
  return undefined;
}

function installChromium(prefix) {
  console.log("No Chromium found: installing Debian's chromium with apt-get (about a minute)…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const run = (args) => {
    const [command, ...rest] = [...prefix, ...args];
    return spawnSync(command, rest, { stdio: 'inherit', env }).status === 0;
  };
  return run(['apt-get', 'update', '-qq']) && run(['apt-get', 'install', '-y', '-qq', 'chromium']);
}

let chrome = findChrome();
if (!chrome && !process.env.CHROME_PATH) {
  const prefix = rootPrefix();
  if (prefix && installChromium(prefix)) chrome = findChrome();
}
if (!chrome) {
  console.error(`\n${CHROME_HELP}\n`);
  process.exit(1);
}
console.log(`Browser tests will use ${chrome}`);
