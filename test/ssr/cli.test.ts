/**
 * `npx event-register snippet`: the command's output and its refusals. Most cases call
 * main() in-process; one runs the real bin/event-register.js (the built dist/lib) as npx would.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, it } from 'node:test';
import { createHash } from 'node:crypto';
import { main } from '../../src/server/cli.js';
import { cspNote, linkedStylesNote } from '../../src/server/csp-notes.js';
import { snippet } from '../../src/server/snippet.js';

const REQUIRED = [
  'snippet',
  '--event-id',
  'evt_1',
  '--api-key',
  'pk_live_1',
  '--base-url',
  'https://api.example.com/v1',
];

async function run(args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await main(
    args,
    (text) => (out += text),
    (text) => (err += text),
  );
  return { code, out, err };
}

/** The line that says how long the snippet on stdout is, against Webflow's Embed element. */
const sizeLine = (out: string): string =>
  `event-register: ${out.length.toLocaleString('en-US')} characters (Webflow's Embed element holds 50,000)`;

describe('npx event-register snippet', () => {
  it('prints the pinned script, the preloads and the pre-rendered element with its styles inline, and the CSP hash they need', async () => {
    const { code, out, err } = await run([...REQUIRED, '--cdn', 'https://cdn.example/er/']);
    assert.equal(code, 0);
    // The hash a policy needs is the inline style's own: a policy with it allows exactly that text.
    const style = /<style>([\s\S]*?)<\/style>/.exec(out)?.[1];
    assert.ok(style, 'an inline <style>');
    assert.deepEqual(err.trimEnd().split('\n'), [sizeLine(out), cspNote({})]);
    assert.ok(err.includes(`'sha256-${createHash('sha256').update(style).digest('base64')}'`), err);
    const lines = out.trimEnd().split('\n');
    assert.match(
      lines[0]!,
      /^<script defer src="https:\/\/cdn\.example\/er\/event-register\.iife\.js" integrity="sha384-[A-Za-z0-9+/=]{64}" crossorigin="anonymous"><\/script>$/,
    );
    assert.match(
      lines[1]!,
      /^<link rel="modulepreload" href="https:\/\/cdn\.example\/er\/event-register\.js" integrity="sha384-[A-Za-z0-9+/=]{64}" crossorigin="anonymous">$/,
    );
    assert.match(
      lines[2]!,
      /^<link rel="modulepreload" href="https:\/\/cdn\.example\/er\/chunks\/take-over-[\w-]+\.js" integrity="sha384-[^"]+" crossorigin="anonymous">$/,
    );
    assert.match(out, /\n<event-register event-id="evt_1" [^>]*><template shadowrootmode="open"><style>/);
    assert.doesNotMatch(out, /rel="stylesheet"/);
  });

  it('links the stylesheet with its SRI hash with --link-styles, and then needs no CSP note', async () => {
    const { code, out, err } = await run([...REQUIRED, '--cdn', 'https://cdn.example/er/', '--link-styles']);
    assert.equal(code, 0);
    assert.equal(err, `${sizeLine(out)}\n`, 'the size only');
    assert.match(
      out,
      /<template shadowrootmode="open"><link rel="stylesheet" href="https:\/\/cdn\.example\/er\/event-register\.css" integrity="sha384-[^"]+" crossorigin="anonymous">/,
    );
    assert.doesNotMatch(out, /<style/);
  });

  it('writes every URL escaped, and a $ in the folder as it is', async () => {
    const { code, out } = await run([...REQUIRED, '--cdn', 'https://cdn.example/a&b/$1/', '--link-styles']);
    assert.equal(code, 0);
    assert.match(out, /^<script defer src="https:\/\/cdn\.example\/a&amp;b\/\$1\/event-register\.iife\.js" /);
    assert.match(out, /<link rel="modulepreload" href="https:\/\/cdn\.example\/a&amp;b\/\$1\/event-register\.js" /);
    assert.match(out, /<link rel="modulepreload" href="https:\/\/cdn\.example\/a&amp;b\/\$1\/chunks\/take-over-/);
    assert.match(out, /<link rel="stylesheet" href="https:\/\/cdn\.example\/a&amp;b\/\$1\/event-register\.css" /);
    assert.doesNotMatch(out, /[?&](?!amp;)/, 'no raw & in any attribute');
  });

  it('passes the options on, and preloads the locale it renders in', async () => {
    // snippet: ssr-snippet-command (docs/server-rendering.md: --locale de)
    const { code, out, err } = await run([
      ...REQUIRED,
      '--locale',
      'de',
      '--render-root',
      'light',
      '--theme',
      'dark',
      '--name-field',
      'required',
      '--layout',
      'inline',
    ]);
    assert.equal(code, 0);
    assert.match(
      out,
      /<link rel="modulepreload" href="https:\/\/cdn\.jsdelivr\.net\/npm\/event-register@[^/]+\/dist\/cdn\/locales\/de-[\w-]{8}\.js"/,
    );
    assert.match(
      out,
      /<event-register [^>]*locale="de" render-root="light" theme="dark" name-field="required" layout="inline"/,
    );
    // The light DOM's own stylesheet, linked: a second widget's <style> would reach the first, and
    // a second identical <link> is fetched once. The command says what a policy must allow for it.
    assert.deepEqual(err.trimEnd().split('\n'), [sizeLine(out), linkedStylesNote(undefined)]);
    assert.match(err, /allow https:\/\/cdn\.jsdelivr\.net there\.$/m);
    assert.match(
      out,
      /<event-register [^>]*><link rel="stylesheet" href="[^"]+\/event-register\.light\.css" integrity="sha384-/,
    );
    assert.doesNotMatch(out, /<style/);
    assert.match(out, /er-theme-dark/);
    assert.doesNotMatch(out, /slot="consent">/, 'no consent checkbox unless asked');
    const consent = await run([...REQUIRED, '--consent', 'Ich stimme zu', '--locale', 'de']);
    assert.match(consent.out, /<\/template><span slot="consent">Ich stimme zu<\/span><\/event-register>/);
    assert.match(out, /Registrieren(<!--\/lit-part-->)?<\/button>/);
  });

  it('says on stderr how many characters it printed, and prints on stdout the snippet alone', async () => {
    const { code, out, err } = await run([...REQUIRED, '--locale', 'de', '--consent', 'I agree']);
    assert.equal(code, 0);
    const attributes = { 'event-id': 'evt_1', 'api-key': 'pk_live_1', 'base-url': 'https://api.example.com/v1' };
    // Each render has its own seed (the ids of its controls): the same snippet, seed aside.
    const seedless = (text: string): string => {
      const seed = /data-er-seed="([^"]+)"/.exec(text)?.[1];
      assert.ok(seed, 'a seed');
      return text.replaceAll(seed, 'SEED');
    };
    const direct = await snippet({ ...attributes, locale: 'de' }, { consent: 'I agree' });
    assert.equal(seedless(out), seedless(direct), 'stdout: the snippet, nothing else');
    assert.ok(out.length > 1_000, `${out.length} characters: a thousands separator to show`);
    assert.equal(err.split('\n')[0], sizeLine(out));
    assert.match(err, /^event-register: \d{1,3}(,\d{3})+ characters \(/);
    // A label long enough to pass the limit: the line says so.
    const long = await run([...REQUIRED, '--consent', 'I agree '.repeat(6_250)]);
    assert.equal(long.code, 0);
    assert.ok(long.out.length > 50_000);
    assert.equal(
      long.err.split('\n')[0],
      `event-register: ${long.out.length.toLocaleString('en-US')} characters, more than Webflow's Embed element holds (50,000)`,
    );
  });

  it('refuses what the element refuses, with its own messages, and exit code 2', async () => {
    const cases: [string[], RegExp][] = [
      [['--api-key', 'sk_live_1'], /refused a secret API key \(sk_…\)/],
      [['--base-url', 'ftp://api.example.com/v1'], /base-url/],
      [['--base-url', 'http://api.example.com/v1'], /base-url/],
      [['--locale', 'xx'], /locale="xx" is not a language the widget speaks/],
      [['--theme', 'purple'], /theme="purple" is not a known value\.$/m],
      [['--mode', 'identify'], /external-id/],
      [['--cdn', 'not a url'], /--cdn "not a url"/],
      [['--consent', ' '], /--consent is empty/],
      [
        ['--consent', 'I agree <input type=checkbox>'],
        /the consent label may hold text, links and inline markup \(em, strong, span…\), not <input>/,
      ],
      [['--consent', 'I agree', '--mode', 'identify', '--external-id', 'u1'], /--consent is for register mode/],
      [['--cdn', 'https://cdn.example/er/?v=2'], /--cdn "https:\/\/cdn\.example\/er\/\?v=2" has a query or a fragment/],
      [['--cdn', 'https://cdn.example/er/#top'], /has a query or a fragment/],
      [['--colour', 'red'], /Unknown option '--colour'/],
    ];
    for (const [extra, message] of cases) {
      const args = [...REQUIRED];
      for (let i = 0; i < extra.length; i += 2) {
        const at = args.indexOf(extra[i]!);
        if (at >= 0) args.splice(at, 2, extra[i]!, extra[i + 1]!);
        else args.push(extra[i]!, extra[i + 1]!);
      }
      const { code, out, err } = await run(args);
      assert.equal(code, 2, `${extra.join(' ')}: exit code`);
      assert.equal(out, '', `${extra.join(' ')}: nothing on stdout`);
      assert.match(err, message, `${extra.join(' ')}: message`);
      assert.doesNotMatch(err, /sk_live_1/, 'the secret key is never echoed');
    }
    assert.equal((await run(['--event-id', 'evt_1'])).code, 2, 'no command');
    assert.equal((await run(['build', ...REQUIRED.slice(1)])).code, 2, 'an unknown command');
    // `--api-key= sk_live_…` (a space after "="): the key becomes a stray argument, never echoed.
    const stray = await run([...REQUIRED.slice(0, 3), '--api-key=', 'sk_live_2SECRET', ...REQUIRED.slice(5)]);
    assert.equal(stray.code, 2);
    assert.match(stray.err, /argument\(s\) that belong to no option/);
    assert.doesNotMatch(stray.err, /sk_live_2SECRET/, 'a stray argument is never echoed');
    const unknown = await run([...REQUIRED, '--colour', 'red']);
    assert.doesNotMatch(unknown.err, /positional argument/, 'no hint meant for programmers');
    assert.doesNotMatch(
      (await run([...REQUIRED, '--theme', 'purple'])).err,
      /using auto/,
      'no fallback named: nothing is written',
    );
  });

  it('renders the button and the closed dialog with --dialog, and preloads the dialog code and its words', async () => {
    for (const root of ['shadow', 'light']) {
      const { code, out } = await run([...REQUIRED, '--dialog', '--locale', 'de', '--render-root', root]);
      assert.equal(code, 0, root);
      assert.match(out, /\n<event-register [^>]*\bdialog [^>]*locale="de"/, root);
      assert.match(out, /<dialog class="er-dialog"[^>]*aria-label="Registrieren"/, root);
      assert.match(out, /<button aria-disabled="true" type="button" class="er-submit er-dialog-button"/, root);
      for (const file of [
        'chunks\\/dialog-[\\w-]+',
        'chunks\\/take-over-[\\w-]+',
        'locales\\/de-[\\w-]{8}',
        'locales\\/de\\.dialog-[\\w-]{8}',
      ])
        assert.match(out, new RegExp(`<link rel="modulepreload" href="[^"]+/${file}\\.js"`), `${root}: ${file}`);
    }
    // Without it: no dialog, and none of its code preloaded.
    const { out } = await run([...REQUIRED, '--locale', 'de']);
    assert.doesNotMatch(out, /<dialog|chunks\/dialog-|locales\/de\.dialog-/);
  });

  it('refuses a value given to --dialog, which takes none', async () => {
    for (const args of [['--dialog=yes'], ['--dialog', 'yes']]) {
      const { code, out, err } = await run([...REQUIRED, ...args]);
      assert.equal(code, 2, args.join(' '));
      assert.equal(out, '');
      assert.match(err, /'--dialog' does not take an argument|argument\(s\) that belong to no option/, args.join(' '));
    }
  });

  it('prints its usage with --help', async () => {
    const { code, out } = await run(['--help']);
    assert.equal(code, 0);
    assert.match(out, /Usage: npx event-register snippet --event-id/);
    assert.match(out, /\n {2}--dialog {16}a button where the snippet stands \("Register"\) that opens the form in a\n/);
  });

  it('runs as a command (bin/event-register.js, from the built package)', () => {
    // snippet: readme-snippet-command and snippet: embedding-snippet-command: what npx runs, with the three required flags.
    assert.ok(
      existsSync(new URL('../../dist/lib/server/cli.js', import.meta.url)),
      'dist/lib is missing: run `npm run build` first',
    );
    const bin = new URL('../../bin/event-register.js', import.meta.url).pathname;
    const ok = spawnSync(process.execPath, [bin, ...REQUIRED], { encoding: 'utf8' });
    assert.equal(ok.status, 0, ok.stderr);
    assert.match(ok.stdout, /<event-register /);
    assert.equal(ok.stderr.split('\n')[0], sizeLine(ok.stdout), 'the size of what it printed, on stderr');
    const refused = spawnSync(process.execPath, [bin, ...REQUIRED, '--api-key', 'sk_test_9'], { encoding: 'utf8' });
    assert.equal(refused.status, 2);
    assert.match(refused.stderr, /secret API key/);
  });
});
