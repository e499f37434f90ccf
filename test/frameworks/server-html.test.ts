// The framework apps (test/frameworks/<name>/) send the form in their server HTML and hand it to
// the element without losing anything, as a visitor meets them: each app copied out of the repo,
// the packed package installed with `npm ci`, built for production and started; the local API on
// another origin; Chromium, with the app's scripts held back until the visitor has typed.
// `npm run test:frameworks`; apps.ts says which environment variables narrow it.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import puppeteer, { type Browser, type HTTPRequest, type Page } from 'puppeteer-core';
import { findChrome } from '../../scripts/browsers.mjs';
import { TIMINGS_JSON, type StepTimes, type TimingsRecord } from '../../scripts/docs-frameworks.mjs';
import { startApiServer, type RunningApiServer } from '../../demo/api/server.js';
import { DEMO_PUBLISHABLE_KEY } from '../../demo/api/seed.js';
import {
  appEnv,
  appNames,
  buildApp,
  DEV_MODE_MESSAGES,
  installApp,
  prepareWork,
  startApp,
  type RunningApp,
} from './apps.js';

/** Apps whose development server is tried too (its hydration checks are the strict ones). */
const DEV = new Set(
  (process.env.FRAMEWORKS_DEV ?? 'next,nuxt,sveltekit,react-router,angular').split(',').filter(Boolean),
);
/** German on the page: the labels the server must write. */
const GERMAN = { email: 'E-Mail', name: 'Name', register: 'Registrieren' };
const TYPED = { name: 'Ada Lovelace', email: 'ada@example.com' };

let api: RunningApiServer;
let browser: Browser;
const runStarted = performance.now();
// Whether npm's cache had anything in it before this run: a cold cache makes every npm ci slower.
const cache = spawnSync('npm', ['config', 'get', 'cache'], { encoding: 'utf8' }).stdout.trim();
const record: TimingsRecord = {
  date: new Date().toISOString().slice(0, 10),
  machine: `${cpus().length} cores, Node ${process.version.slice(1)}`,
  cache: existsSync(join(cache, '_cacache')) ? 'warm' : 'cold',
  total: 0,
  apps: {},
};
const { work, keep } = prepareWork();

before(async () => {
  api = await startApiServer({ port: 0, host: '127.0.0.1' });
  const executablePath = findChrome();
  if (!executablePath) throw new Error("No Chromium: install Debian's chromium (npm test does) or set CHROME_PATH.");
  browser = await puppeteer.launch({ executablePath, headless: true, args: ['--no-sandbox'] });
});

after(async () => {
  await browser?.close();
  await api?.close();
  if (!keep) rmSync(work, { recursive: true, force: true });
  // FRAMEWORKS_RECORD=1 keeps this run's times for docs/embedding.md (then `npm run docs`).
  if (process.env.FRAMEWORKS_RECORD) {
    record.total = (performance.now() - runStarted) / 1000;
    writeFileSync(TIMINGS_JSON, `${JSON.stringify(record, null, 2)}\n`);
    console.log(`Times recorded in ${TIMINGS_JSON}: run npm run docs to write them into docs/embedding.md.`);
  }
});

async function freshEvent(name: string): Promise<string> {
  const response = await fetch(`${api.origin}/__control/events`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name }),
  });
  assert.equal(response.status, 201, `the local API made no event: ${response.status}`);
  return ((await response.json()) as { id: string }).id;
}

/** What the API received for an event: its register calls. */
async function registerCalls(eventId: string): Promise<number> {
  const { requests } = (await (await fetch(`${api.origin}/__control/requests`)).json()) as {
    requests: { method: string; path: string }[];
  };
  return requests.filter((request) => request.method === 'POST' && request.path.endsWith(`/events/${eventId}/register`))
    .length;
}

/**
 * Lit's development build says this once on every page, by design (lit.dev/msg/dev-mode): the one
 * warning a development server may show. Any other, Lit's included, is a problem, except the
 * messages a framework's own development build writes on every page (DEV_MODE_MESSAGES in apps.ts).
 */
const LIT_DEV_MODE = /^Lit is in dev mode\. Not recommended for production!/;

/** Everything the page says that a visitor's console would show as a problem. */
function watchConsole(page: Page, name: string, mode: 'start' | 'dev'): { problems: string[]; failed: Promise<never> } {
  const allowed = mode === 'dev' ? (DEV_MODE_MESSAGES[name] ?? []) : [];
  const problems: string[] = [];
  let fail: (error: Error) => void = () => {};
  const failed = new Promise<never>((_, reject) => (fail = reject));
  failed.catch(() => {});
  const report = (line: string): void => {
    problems.push(line);
    fail(new Error(`the page reported a problem: ${line}`));
  };
  page.on('console', (message) => {
    const text = message.text();
    if (mode === 'dev' && message.type() === 'warn' && LIT_DEV_MODE.test(text)) return;
    if (allowed.some((pattern) => pattern.test(text))) return;
    if (message.type() === 'error' || message.type() === 'warn' || /hydrat/i.test(text))
      report(`console.${message.type()}: ${text}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) report(`HTTP ${response.status()} for ${response.url()}`);
  });
  page.on('pageerror', (error) => report(`uncaught: ${error instanceof Error ? error.message : String(error)}`));
  return { problems, failed };
}

/** Holds every script the app serves until release(): the page as it is before its code has run. */
async function holdScripts(page: Page, origin: string): Promise<() => void> {
  const held: HTTPRequest[] = [];
  let released = false;
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (!released && request.resourceType() === 'script' && request.url().startsWith(origin)) held.push(request);
    else void request.continue();
  });
  return () => {
    released = true;
    for (const request of held.splice(0)) void request.continue();
  };
}

/** Before any of the page's code: layout shifts and CSP violations, kept on window. */
const RECORDERS = `
  globalThis.__name = (f) => f; // tsx names the functions this file hands to the page with a helper the page lacks
  window.__shifts = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__shifts.push({ value: e.value, recent: e.hadRecentInput }); }).observe({ type: 'layout-shift', buffered: true });
  window.__violations = [];
  document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(e.violatedDirective + ' ' + e.blockedURI));
`;

interface Layout {
  widget: number[];
  below: number[];
}

const layout = (page: Page): Promise<Layout> =>
  page.evaluate(() => {
    const box = (element: Element | null): number[] => {
      const rect = element?.getBoundingClientRect();
      return rect ? [rect.x, rect.y, rect.width, rect.height].map((n) => Math.round(n * 10) / 10) : [];
    };
    return { widget: box(document.querySelector('event-register')), below: box(document.querySelector('#below')) };
  });

/** The control focused in the widget (through its shadow root), as `tag[name]`. */
const focused = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const host = document.querySelector('event-register');
    const active = (host?.shadowRoot ?? document).activeElement;
    return active ? `${active.localName}[${active.getAttribute('name') ?? ''}]` : 'nothing';
  });

const fieldValues = (page: Page): Promise<Record<string, string>> =>
  page.evaluate(() => {
    const host = document.querySelector('event-register');
    const root = host?.shadowRoot ?? host;
    const value = (name: string): string =>
      root?.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value ?? '(no field)';
    return { name: value('name'), email: value('email') };
  });

/** Resolves when `check` holds in the page, or rejects at once when the console reports a problem, or at the deadline, naming `what`. */
async function until(
  page: Page,
  what: string,
  check: () => unknown,
  failed: Promise<never>,
  timeout = 30_000,
): Promise<void> {
  await Promise.race([
    page.waitForFunction(check, { timeout, polling: 50 }).catch((error: Error) => {
      throw new Error(`${what}: not within ${timeout / 1000} s (${error.message})`);
    }),
    failed,
  ]);
}

/**
 * One visitor: the page arrives with its scripts held; they type their name and address and
 * leave the caret in the address; the scripts come; the element takes the form over and the
 * framework hydrates; they press Enter. Returns what was seen, for the assertions.
 */
async function visit(app: RunningApp, name: string, eventId: string, mode: 'start' | 'dev') {
  const page = await browser.newPage();
  try {
    const { problems, failed } = watchConsole(page, name, mode);
    await page.evaluateOnNewDocument(RECORDERS);
    const release = await holdScripts(page, app.origin);
    const loaded = page.goto(`${app.origin}/`, { waitUntil: 'load', timeout: 60_000 });
    loaded.catch(() => {});
    await until(
      page,
      'the server-rendered email field',
      () => !!document.querySelector('event-register')?.shadowRoot?.querySelector('input[type="email"]'),
      failed,
    );
    const defined = await page.evaluate(() => customElements.get('event-register') !== undefined);
    assert.equal(defined, false, 'the element was defined before its scripts were released: the test held nothing');
    const before = await layout(page);
    // The server's controls, to tell after the take-over whether it kept them or made new ones.
    await page.evaluate(() => {
      const root = document.querySelector('event-register')?.shadowRoot;
      (window as unknown as { __controls: Element[] }).__controls = Array.from(
        root?.querySelectorAll('input, button, label, form') ?? [],
      );
    });
    await page.click('pierce/input[name="name"]');
    await page.keyboard.type(TYPED.name);
    await page.click('pierce/input[name="email"]');
    await page.keyboard.type(TYPED.email);

    release();
    await until(
      page,
      'the element taking the form over',
      () => {
        const root = document.querySelector('event-register')?.shadowRoot;
        return (
          customElements.get('event-register') &&
          root?.querySelector('.er-root') &&
          !root.querySelector('.er-prerendered')
        );
      },
      failed,
    );
    await until(
      page,
      'the framework hydrating (data-hydrated on <html>)',
      () => document.documentElement.dataset.hydrated !== undefined,
      failed,
    );
    await loaded;
    // Two frames: anything the take-over or hydration moved has been laid out and observed.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const sameControls = await page.evaluate(() => {
      const before = (window as unknown as { __controls: Element[] }).__controls;
      const root = document.querySelector('event-register')?.shadowRoot;
      const after = Array.from(root?.querySelectorAll('input, button, label, form') ?? []);
      return after.length === before.length && after.every((node, i) => node === before[i]);
    });
    const taken = {
      values: await fieldValues(page),
      focus: await focused(page),
      layout: await layout(page),
      sameControls,
    };
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: unknown[] }).__shifts);

    await page.evaluate(() => {
      const host = document.querySelector('event-register');
      const w = window as unknown as { __outcome?: string };
      host?.addEventListener('registered', () => (w.__outcome = 'registered'), { once: true });
      host?.addEventListener(
        'submit-error',
        (event) => (w.__outcome = `submit-error ${JSON.stringify((event as CustomEvent).detail)}`),
        { once: true },
      );
    });
    await page.keyboard.press('Enter');
    await until(
      page,
      'an outcome of the registration (registered or submit-error)',
      () => (window as unknown as { __outcome?: string }).__outcome,
      failed,
    );
    const outcome = await page.evaluate(() => (window as unknown as { __outcome?: string }).__outcome);
    const violations = await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
    return { before, taken, shifts, outcome, violations, problems, calls: await registerCalls(eventId) };
  } finally {
    await page.close();
  }
}

// snippet: embedding-nextjs: docs/embedding.md's Next.js lines are the next app's app/page.tsx and app/register.tsx.
// snippet: embedding-angular: its Angular lines are the angular app's src/server.ts and src/app/app.ts.
for (const name of appNames()) {
  for (const mode of DEV.has(name) ? (['start', 'dev'] as const) : (['start'] as const)) {
    describe(`${name} (${mode === 'start' ? 'production build' : 'development server'})`, () => {
      let app: RunningApp;
      let eventId: string;

      before(async () => {
        eventId = await freshEvent(`${name} ${mode}`);
        const env = appEnv(name, { eventId, publishableKey: DEMO_PUBLISHABLE_KEY, baseUrl: api.baseUrl });
        // How long each step takes: in the run's output, and in the record docs/embedding.md's table is made from.
        const times = (record.apps[name] ??= {});
        const timed = async <T>(step: string, key: keyof StepTimes | undefined, work: () => Promise<T>): Promise<T> => {
          const started = performance.now();
          const result = await work();
          const took = (performance.now() - started) / 1000;
          console.log(`${name}: ${step} took ${took.toFixed(1)} s`);
          if (key) times[key] = took;
          return result;
        };
        const dir = await timed('npm ci', mode === 'start' ? 'install' : undefined, () => installApp(work, name));
        if (mode === 'start') await timed('the production build', 'build', () => buildApp(dir, env));
        app = await timed(`npm run ${mode} until / answers`, mode, () => startApp(dir, env, mode));
      });

      after(async () => {
        await app?.stop();
      });

      it("sends the form in its server HTML, in the page's language", async () => {
        const html = await (await fetch(`${app.origin}/`)).text();
        assert.ok(/<html[^>]* lang="de"/.test(html), 'the page is German (<html lang="de">)');
        // Without Lit's hydration markers, which the element reads in the browser.
        const widget = (/<event-register [^>]*>([\s\S]*?)<\/event-register>/.exec(html)?.[1] ?? '').replace(
          /<!--\/?lit-(?:part|node)[^>]*-->/g,
          '',
        );
        const has = (pattern: RegExp, what: string): void =>
          assert.ok(pattern.test(widget), `${what}; the element's content was: ${widget.slice(0, 300)}…`);
        has(/^<template shadowrootmode="open">/, 'the element arrives with its declarative shadow root');
        has(/<input id="[^"]+-email"[^>]* type="email"/, 'the email input is in the server HTML');
        has(
          new RegExp(`<label [^>]*for="[^"]+-email"[^>]*>${GERMAN.email}</label\\s*>`),
          `its label is "${GERMAN.email}"`,
        );
        has(new RegExp(`>${GERMAN.register}</button`), `the button says "${GERMAN.register}"`);
      });

      it('keeps typing and focus across hydration, registers once, with a quiet console and nothing moved', async () => {
        const seen = await visit(app, name, eventId, mode);
        assert.deepEqual(seen.taken.values, TYPED, 'what was typed before the scripts came is still in the fields');
        assert.equal(seen.taken.focus, 'input[email]', 'focus stays in the email field');
        assert.equal(seen.taken.sameControls, true, "the take-over kept the server's controls (none made anew)");
        assert.deepEqual(
          seen.taken.layout,
          seen.before,
          'the widget and the text below it are where they were before the scripts came',
        );
        assert.deepEqual(seen.shifts, [], 'no layout shift at all');
        assert.deepEqual(seen.problems, [], 'no console error or warning, no hydration message');
        assert.deepEqual(seen.violations, [], 'no Content-Security-Policy violation');
        assert.equal(seen.outcome, 'registered', 'the registration succeeded');
        assert.equal(seen.calls, 1, 'the API received exactly one register call');
      });
    });
  }
}
