// The npm library: dist/lib, compiled file by file from src/ by tsc (see
// tsconfig.lib.json). Emptied first so a deleted source leaves no stale module.
import { rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

rmSync(new URL('../dist/lib', import.meta.url), { recursive: true, force: true });
const tsc = fileURLToPath(new URL('../node_modules/typescript/bin/tsc', import.meta.url));
const result = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.lib.json'], { stdio: 'inherit' });
if (result.status !== 0) process.exit(result.status ?? 1);
console.log('dist/lib: ES modules, .d.ts with declaration maps, source maps.');
