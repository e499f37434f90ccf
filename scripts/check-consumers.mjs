// Type-checks small consumer projects (test/consumers/: React with the wrapper,
// React with the plain tag, Vue, Svelte) against the PACKED package, as an app
// that installed the tarball sees it: through the package name and the exports
// map, never through src/. Each project also holds negative cases
// (@ts-expect-error, @vue-expect-error, Svelte's Negative.svelte) that must
// fail, so typings that silently became `any` fail this check.
// Needs a build (npm run build) first.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (pkg, file) => join(root, 'node_modules', pkg, file);
const work = mkdtempSync(join(tmpdir(), 'event-register-consumers-'));

function run(label, command, args, cwd) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8' });
  return { label, status: result.status, output: `${result.stdout ?? ''}${result.stderr ?? ''}` };
}

try {
  // 1. The tarball, unpacked where an install would put it.
  const pack = spawnSync('npm', ['pack', '--json', '--pack-destination', work], { cwd: root, encoding: 'utf8' });
  if (pack.status !== 0) throw new Error(`npm pack failed:\n${pack.stderr}`);
  const tarball = join(work, JSON.parse(pack.stdout)[0].filename);
  const modules = join(work, 'node_modules');
  const installed = join(modules, 'event-register');
  mkdirSync(installed, { recursive: true });
  const untar = spawnSync('tar', ['-xzf', tarball, '-C', installed, '--strip-components=1']);
  if (untar.status !== 0) throw new Error('could not unpack the tarball');

  // 2. Every other package the consumer has (react, vue, svelte, lit, …): links to this repo's.
  for (const name of readdirSync(join(root, 'node_modules'))) {
    if (name.startsWith('.') || name === 'event-register') continue;
    symlinkSync(join(root, 'node_modules', name), join(modules, name));
  }
  cpSync(join(root, 'test', 'consumers'), work, { recursive: true });

  const node = process.execPath;
  const tsc = bin('typescript', 'bin/tsc');
  const checks = [
    run('React, @lit/react wrapper (tsc)', node, [tsc, '-p', 'react/tsconfig.wrapper.json'], work),
    run('React, plain tag (tsc)', node, [tsc, '-p', 'react/tsconfig.tag.json'], work),
    run('Vue 3 SFC (vue-tsc)', node, [bin('vue-tsc', 'bin/vue-tsc.js'), '-p', 'vue/tsconfig.json'], work),
  ];

  // Svelte: App.svelte must be clean; Negative.svelte must have exactly its two errors.
  const svelte = run(
    'Svelte 5 (svelte-check)',
    node,
    [
      bin('svelte-check', 'bin/svelte-check'),
      '--workspace',
      'svelte',
      '--tsconfig',
      './tsconfig.json',
      '--output',
      'machine',
    ],
    work,
  );
  const errors = svelte.output.split('\n').filter((line) => / ERROR /.test(line));
  const inApp = errors.filter((line) => line.includes('App.svelte'));
  const inNegative = errors.filter((line) => line.includes('Negative.svelte'));
  const svelteOk = inApp.length === 0 && inNegative.length === 2 && errors.length === 2;
  checks.push({
    ...svelte,
    status: svelteOk ? 0 : 1,
    output: svelteOk ? '' : `expected 0 errors in App.svelte and 2 in Negative.svelte:\n${svelte.output}`,
  });

  let failed = false;
  for (const check of checks) {
    const ok = check.status === 0;
    failed ||= !ok;
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${check.label}`);
    if (!ok) console.log(check.output.trim().replaceAll(work, '<consumer>'));
  }
  if (failed) process.exitCode = 1;
  else console.log('Consumer projects type-check against the packed package.');
} finally {
  // CONSUMERS_KEEP=1 leaves the unpacked projects in place, to investigate a failure.
  if (process.env.CONSUMERS_KEEP) console.log(`kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
