// `lit-localize build`, failing when a catalogue lacks a message: a missing
// translation would otherwise ship silently as English.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const cli = fileURLToPath(new URL('../node_modules/@lit/localize-tools/bin/lit-localize.js', import.meta.url));
const result = spawnSync(process.execPath, [cli, 'build'], { encoding: 'utf8' });
const output = `${result.stdout}${result.stderr}`;
const missing = output.split('\n').filter((line) => /is missing/.test(line));
if (result.status !== 0 || missing.length > 0) {
  process.stderr.write(output);
  if (missing.length) {
    console.error(`\n${missing.length} translation(s) missing. Run \`npm run localize:extract\`, translate the new units in xliff/, then build again.`);
  }
  process.exit(result.status || 1);
}
console.log('Localized catalogues built: every message translated.');
