// Runs @web/test-runner with tsx loaded, so the config can start the TypeScript local API.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const bin = fileURLToPath(new URL('../node_modules/@web/test-runner/dist/bin.js', import.meta.url));
const result = spawnSync(process.execPath, ['--import', 'tsx', bin, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
