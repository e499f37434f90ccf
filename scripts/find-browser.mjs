// `npm test` calls this first so a missing browser fails fast with the fix, not a stack trace.
import { CHROME_HELP, findChrome } from './browsers.mjs';

const chrome = findChrome();
if (!chrome) {
  console.error(`\n${CHROME_HELP}\n`);
  process.exit(1);
}
console.log(`Browser tests will use ${chrome}`);
