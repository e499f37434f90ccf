/**
 * The framework apps of test/frameworks/<name>/, as a user has them: copied out of the repo into
 * a work folder, with the packed package (the tarball `npm pack` makes) installed by `npm ci`,
 * built for production and started. Used by server-html.test.ts.
 *
 * Environment:
 * - `FRAMEWORKS=next,astro`: which apps (default: every app folder with a package.json);
 * - `FRAMEWORKS_TARBALL=<file>`: a tarball already packed (default: `npm pack` of this checkout,
 *   which needs `npm run build` first);
 * - `FRAMEWORKS_WORK=<folder>`: where the apps are copied (default: a new temporary folder,
 *   removed afterwards); the folder is kept, and an app whose lock and tarball have not changed
 *   since it was installed there is not installed again.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const appsDir = join(root, 'test', 'frameworks');

/** What each app reads from its environment, by the framework's own convention for public values. */
const ENV_PREFIX: Record<string, string> = {
  next: 'NEXT_PUBLIC_',
  astro: 'PUBLIC_',
  sveltekit: 'PUBLIC_',
  nuxt: 'NUXT_PUBLIC_',
  // A loader runs on the server and reads process.env when the request comes: no prefix.
  'react-router': '',
  // Angular has no convention for public values: its server reads process.env when it starts.
  angular: '',
};

/**
 * What a framework's development build says on every page by design, besides Lit's dev-mode
 * banner: allowed from its development server only. Angular's counts what it hydrated; the
 * pattern holds only when it skipped nothing.
 */
export const DEV_MODE_MESSAGES: Record<string, RegExp[]> = {
  angular: [/^Angular hydrated \d+ component\(s\) and \d+ node\(s\), 0 component\(s\) were skipped\./],
};

/** Folders the copy leaves out: what an install or a build makes. */
export const GENERATED = new Set([
  'node_modules',
  '.next',
  '.astro',
  'dist',
  '.svelte-kit',
  'build',
  '.nuxt',
  '.output',
  '.react-router',
  '.angular',
]);

export interface WidgetConfig {
  eventId: string;
  publishableKey: string;
  baseUrl: string;
}

/** Every app: each folder here with a package.json. */
export const allApps = (): string[] =>
  readdirSync(appsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(appsDir, entry.name, 'package.json')))
    .map((entry) => entry.name);

/** The apps to run: FRAMEWORKS, or all of them. */
export function appNames(): string[] {
  const all = allApps();
  const asked = process.env.FRAMEWORKS?.split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (!asked) return all;
  const unknown = asked.filter((name) => !all.includes(name));
  if (unknown.length)
    throw new Error(`FRAMEWORKS names no app folder: ${unknown.join(', ')} (there are: ${all.join(', ')})`);
  return asked;
}

/** The work folder, and the tarball in it as `event-register.tgz`, where each app's package.json expects it. */
export function prepareWork(): { work: string; keep: boolean } {
  const keep = Boolean(process.env.FRAMEWORKS_WORK);
  const work = process.env.FRAMEWORKS_WORK ?? mkdtempSync(join(tmpdir(), 'event-register-frameworks-'));
  mkdirSync(work, { recursive: true });
  const tarball = join(work, 'event-register.tgz');
  if (process.env.FRAMEWORKS_TARBALL) {
    cpSync(process.env.FRAMEWORKS_TARBALL, tarball);
  } else {
    if (!existsSync(join(root, 'dist', 'lib', 'define.js')))
      throw new Error('No build to pack: run `npm run build` first.');
    const pack = spawnSync('npm', ['pack', '--json', '--pack-destination', work], { cwd: root, encoding: 'utf8' });
    if (pack.status !== 0) throw new Error(`npm pack failed:\n${pack.stderr}`);
    const [{ filename }] = JSON.parse(pack.stdout) as [{ filename: string }];
    cpSync(join(work, filename), tarball);
    rmSync(join(work, filename));
  }
  return { work, keep };
}

/** A command's run, its output kept for the failure message. */
function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (data: Buffer) => (output += data.toString()));
    child.stderr.on('data', (data: Buffer) => (output += data.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`\`${command} ${args.join(' ')}\` in ${cwd} exited with ${code}:\n${output.slice(-6000)}`)),
    );
  });
}

const sha512 = (file: string): string => `sha512-${createHash('sha512').update(readFileSync(file)).digest('base64')}`;

/**
 * Copies the app into the work folder and installs it with `npm ci`. The committed lock pins
 * every package; its entry for event-register is given this tarball's integrity, or npm would
 * install the copy it cached for the old integrity.
 */
export async function installApp(work: string, name: string): Promise<string> {
  const dir = join(work, name);
  const integrity = sha512(join(work, 'event-register.tgz'));
  const lock = JSON.parse(readFileSync(join(appsDir, name, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { integrity?: string }>;
  };
  const entry = lock.packages['node_modules/event-register'];
  if (!entry)
    throw new Error(
      `test/frameworks/${name}/package-lock.json has no event-register: run npm install there with the tarball at ../event-register.tgz`,
    );
  entry.integrity = integrity;
  const stamp = join(dir, 'node_modules', '.installed-lock');
  const lockText = `${JSON.stringify(lock, null, 2)}\n`;
  const fresh = existsSync(stamp) && readFileSync(stamp, 'utf8') === lockText;
  // The app's own files, always anew, and no build output from an earlier run (a framework's
  // build cache could hide a change in the package); node_modules kept only with FRAMEWORKS_WORK.
  for (const made of GENERATED) if (made !== 'node_modules') rmSync(join(dir, made), { recursive: true, force: true });
  cpSync(join(appsDir, name), dir, {
    recursive: true,
    filter: (source) => !GENERATED.has(source.split('/').pop() ?? ''),
  });
  writeFileSync(join(dir, 'package-lock.json'), lockText);
  if (!fresh) {
    await run('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], dir);
    writeFileSync(stamp, lockText);
  }
  return dir;
}

/** The environment the app is built and started with: the widget's configuration, the framework's way. */
export function appEnv(name: string, config: WidgetConfig): NodeJS.ProcessEnv {
  const prefix = ENV_PREFIX[name] ?? 'PUBLIC_';
  return {
    [`${prefix}EVENT_REGISTER_EVENT_ID`]: config.eventId,
    [`${prefix}EVENT_REGISTER_KEY`]: config.publishableKey,
    [`${prefix}EVENT_REGISTER_BASE_URL`]: config.baseUrl,
    NEXT_TELEMETRY_DISABLED: '1',
    ASTRO_TELEMETRY_DISABLED: '1',
    NUXT_TELEMETRY_DISABLED: '1',
  };
}

export const buildApp = (dir: string, env: NodeJS.ProcessEnv): Promise<string> =>
  run('npm', ['run', 'build'], dir, { ...env, NODE_ENV: 'production' });

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface RunningApp {
  origin: string;
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts `npm run <script>` (`start`: the production server; `dev`: the development one) on a
 * free port and waits until `/` answers, for at most `timeoutMs`. Fails at once if it exits.
 */
export async function startApp(
  dir: string,
  env: NodeJS.ProcessEnv,
  script: 'start' | 'dev' = 'start',
  timeoutMs = 90_000,
): Promise<RunningApp> {
  const port = await freePort();
  // Its own process group, so that stop() ends npm and the server it started.
  const child: ChildProcess = spawn('npm', ['run', script], {
    cwd: dir,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: script === 'dev' ? 'development' : 'production',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (data: Buffer) => (output += data.toString()));
  child.stderr?.on('data', (data: Buffer) => (output += data.toString()));
  let exited: number | null | undefined;
  const gone = new Promise<void>((resolve) => child.once('exit', (code) => ((exited = code), resolve())));
  const stop = async (): Promise<void> => {
    if (exited !== undefined) return;
    try {
      process.kill(-(child.pid ?? 0), 'SIGTERM');
    } catch {
      return;
    }
    const killed = setTimeout(() => process.kill(-(child.pid ?? 0), 'SIGKILL'), 5000);
    await gone;
    clearTimeout(killed);
  };
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited !== undefined)
      throw new Error(`npm run ${script} in ${dir} exited with ${exited} before it answered:\n${output.slice(-4000)}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `npm run ${script} in ${dir}: no answer on ${origin}/ within ${timeoutMs / 1000} s:\n${output.slice(-4000)}`,
      );
    }
    const answered = await fetch(`${origin}/`, { signal: AbortSignal.timeout(30_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return { origin, output: () => output, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
