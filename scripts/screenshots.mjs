// `npm run screenshots`: the pictures of the widget in the README and docs/theming.md, in docs/screenshots/.
//
// Expects `npm run build` to have run: it loads the CDN bundle (dist/cdn/event-register.js),
// as an integrator's page would, from the stand-in CDN (demo/cdn-server.ts) on its own origin,
// into a small page served here on a third origin, against the local API
// (demo/api/server.ts). Headless Chromium (Debian's, found by scripts/browsers.mjs)
// photographs each state on a light page and on a dark page:
//
//   docs/screenshots/{light,dark}-{idle,errors,submitting,success}.png
//
// and the form with errors in four languages, on a page whose <html lang> asks for them
// (Arabic is right to left): docs/screenshots/locale-{en,de,ja,ar}.png
//
// and the success view with what it shows when the page gives the event's details (`event-title`,
// `event-start`, `event-url`, with `show-link`): docs/screenshots/{light,dark}-attend.png and
// locale-ar-attend.png; in Instagram's browser on Android (its user agent), {light,dark}-in-app.png. The light and Arabic pictures start the event 10 minutes after the run, inside
// the join window, so "Join now" shows; the dark one 3 days after it, at 18:00 UTC, with the
// "Add to calendar" menu open. The start is computed when the script runs, and the browser's time
// zone is America/New_York for these pictures, so that they do not depend on the machine's zone.
//
// and "Did you mean ada@gmail.com?" under the email field, once the person has moved on from ada@gmial.com:
// docs/screenshots/{light,dark}-email-hint.png and locale-ar-email-hint.png.
//
// and a choice of three sessions of one event (`sessions`, `organizer-time-zone="Europe/Berlin"`), 3 days
// after the run, for a visitor in New York: docs/screenshots/light-sessions.png (none chosen, "Best time
// for you" on the Americas) and dark-sessions.png (the Americas chosen). And every other state of the
// sessions, on both pages and right to left (`{light,dark}-…` and `locale-ar-…`): `sessions-error`
// (Register with none chosen: "Choose a time."), `sessions-focus` (the first radio focused from the
// keyboard), `sessions-series-partial` (a series of three, the second refused with a 500: "✓ Registered" and
// "Not registered"), `sessions-closed` (every session ended: "Registration has closed."),
// `session-success` (one session chosen, starting in 10 minutes: its title, time, Join now) and
// `sessions-series-success` (the series registered: each part's title, time and Join now in its window).
// These pictures are for looking over the design; the docs show only light- and dark-sessions.png.
//
// and the dialog (`dialog`, opened by the page's "Save my seat" link and by the widget's button), whole pages on a
// desktop and a phone: see scripts/screenshots-dialog.mjs.
//
// `--only <text>` takes only the pictures whose names contain it (`--only sessions`, `--only locale-ar`).
//
// Run with tsx loaded (the API is TypeScript): node --import tsx scripts/screenshots.mjs
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer-core';
import { startApiServer } from '../demo/api/server.ts';
import { startCdnServer } from '../demo/cdn-server.ts';
import { DEMO_PUBLISHABLE_KEY } from '../demo/api/seed.ts';
import { CHROME_FLAGS, CHROME_HELP, findChrome } from './browsers.mjs';
import { DIALOG_SHOTS, dialogPage, enterDialog, prepareDialog } from './screenshots-dialog.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
/** `--only <text>`: the pictures whose names contain it; all of them without. */
const only = process.argv.includes('--only') ? (process.argv[process.argv.indexOf('--only') + 1] ?? '') : '';
const cdnRoot = join(root, 'dist', 'cdn');
const outDir = join(root, 'docs', 'screenshots');

/** The host pages: a light one and a dark one that declares no color-scheme (the widget follows its text colour). */
const PAGES = {
  light: { background: '#ffffff', color: '#1f2328' },
  dark: { background: '#0d1117', color: '#e6edf3' },
};
const STATES = ['idle', 'errors', 'submitting', 'success'];
/** The picture's width in CSS pixels; taken at twice the pixel density, for sharp images on high-density screens. */
const WIDTH = 440;
const SCALE = 2;

// The test runner's flags, plus steadier pictures: no scrollbars, no font hinting.
const SCREENSHOT_FLAGS = [...CHROME_FLAGS, '--hide-scrollbars', '--font-render-hinting=none'];

/** The languages of the localization pictures; the page's <html lang> asks for each. */
const LOCALES = ['en', 'de', 'ja', 'ar'];

/** Instagram's web view on Android, for the in-app pictures. */
const INSTAGRAM_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP2A.240905.003; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/130.0.6723.58 Mobile Safari/537.36 Instagram 355.1.0.44.103 Android (34/14; 420dpi; 1080x2205; Google/google; Pixel 8; shiba; shiba; en_US; 658190016)';

/** The event's details for the attend pictures. */
const ATTEND = {
  title: 'Launch webinar',
  url: 'https://events.example.com/launch',
  /** The visitor's zone in these pictures. */
  timeZone: 'America/New_York',
};

/**
 * The start of an attend picture's event, as an ISO 8601 instant with Z, computed now: `soon` on the
 * minute 10 minutes ahead ("in 10 minutes"), `later` 3 days ahead at 18:00 UTC.
 */
function attendStart(when) {
  const now = Date.now();
  if (when === 'soon') return new Date(Math.floor(now / 60_000) * 60_000 + 10 * 60_000).toISOString();
  const day = new Date(now + 3 * 24 * 60 * 60_000);
  day.setUTCHours(18, 0, 0, 0);
  return day.toISOString();
}

/** The element's attributes beyond the three every picture has: the event's details for an attend picture. */
function attendAttributes(when) {
  if (!when) return '';
  const start = attendStart(when);
  return ` event-title="${ATTEND.title}" event-start="${start}" event-url="${ATTEND.url}" show-link`;
}

/** The sessions picture's three sessions: 3 days after the run, at 03:00, 09:00 and 17:00 UTC. */
const SESSIONS = [
  { title: 'Asia-Pacific', hour: 3 },
  { title: 'Europe', hour: 9 },
  { title: 'Americas', hour: 17 },
];

/** A series' three parts: the first starts 10 minutes after the run (Join now shows), the others a week apart. */
const SERIES = ['Part 1: Building', 'Part 2: Deploying', 'Part 3: Operating'];

/**
 * The sessions' starts for a plan: `later` (3 days after the run, at SESSIONS' hours), `soon` (the
 * first 10 minutes after the run, on the minute), `series` (a week apart from `soon`), `past` (3 days before the run).
 */
function sessionStart(plan, i) {
  const soon = Math.floor(Date.now() / 60_000) * 60_000 + 10 * 60_000;
  if (plan === 'soon') return new Date(soon + i * 24 * 60 * 60_000);
  if (plan === 'series') return new Date(soon + i * 7 * 24 * 60 * 60_000);
  const day = new Date(Date.now() + (plan === 'past' ? -3 : 3) * 24 * 60 * 60_000);
  day.setUTCHours(SESSIONS[i].hour, 0, 0, 0);
  return day;
}

/**
 * The element's attributes for the sessions pictures: `sessions` of the events `ids` on `plan`'s starts,
 * and the organiser's zone; a series with `sessions-mode="all"`, the event's title and the link for a success.
 */
function sessionsAttributes(ids, plan = 'later') {
  if (!ids) return '';
  const series = plan === 'series';
  const sessions = ids.split(',').map((eventId, i) => ({
    eventId,
    start: sessionStart(plan, i).toISOString(),
    title: series ? SERIES[i] : SESSIONS[i].title,
  }));
  const json = JSON.stringify(sessions).replace(/"/g, '&quot;');
  const extra = series ? ' sessions-mode="all"' : '';
  const success = plan === 'soon' || series ? ` event-title="${ATTEND.title}" show-link` : '';
  return ` sessions="${json}" organizer-time-zone="Europe/Berlin"${extra}${success}`;
}

/** Each sessions state's plan of starts. */
const SESSION_PLANS = {
  'series-partial': 'series',
  'series-success': 'series',
  'sessions-closed': 'past',
  'session-success': 'soon',
};

function hostPage({ scheme, cdnOrigin, baseUrl, eventId, lang, attend, sessions, plan }) {
  const { background, color } = PAGES[scheme];
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<title>event-register (${scheme} page)</title>
<script type="module" src="${cdnOrigin}/event-register.js"></script>
<style>
  html, body { margin: 0; background: ${background}; color: ${color}; font-family: 'DejaVu Sans', 'IPAGothic', system-ui, sans-serif; font-size: 16px; }
  #shot { box-sizing: border-box; width: ${WIDTH}px; padding: 24px; background: ${background}; }
</style>
</head>
<body>
<div id="shot">
  <event-register event-id="${sessions ? '' : eventId}" api-key="${DEMO_PUBLISHABLE_KEY}" base-url="${baseUrl}"${attendAttributes(attend)}${sessionsAttributes(sessions, plan)}></event-register>
</div>
</body>
</html>`;
}

async function control(api, path, body, method = body === undefined ? 'GET' : 'POST') {
  const response = await fetch(`${api.origin}/__control/${path}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`control ${path}: HTTP ${response.status} ${await response.text()}`);
  const text = await response.text();
  return text ? JSON.parse(text) : undefined;
}

/** Waits until the widget is defined and rendered: its form, or "Registration has closed." in its place. */
async function widgetReady(page) {
  await page.waitForFunction(async () => {
    await customElements.whenDefined('event-register');
    const el = document.querySelector('event-register');
    await el.updateComplete;
    return !!el.shadowRoot?.querySelector('form, [part~="closed"]');
  });
}

/** Holds the picture still: nothing focused (no caret, no focus ring; but `keepFocus`), animations paused at their first frame, fonts loaded, painted. */
async function settle(page, keepFocus = false) {
  await page.evaluate(async (keep) => {
    const el = document.querySelector('event-register');
    if (!keep) {
      el.shadowRoot?.activeElement?.blur();
      document.activeElement?.blur();
    }
    await el.updateComplete;
    await document.fonts.ready;
    for (const animation of [...document.getAnimations(), ...(el.shadowRoot?.getAnimations() ?? [])]) {
      animation.pause();
      animation.currentTime = 0;
    }
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, keepFocus);
}

async function fill(page) {
  await page.locator('event-register >>> input[name="email"]').fill('ada@example.com');
  await page.locator('event-register >>> input[name="name"]').fill('Ada Lovelace');
}

async function submit(page) {
  await page.locator('event-register >>> button[type="submit"]').click();
}

async function waitForState(page, state) {
  await page.waitForFunction((wanted) => document.querySelector('event-register')?.state === wanted, {}, state);
}

/** Brings the page into `state`, through the real local API. */
async function enter(page, api, state) {
  switch (state) {
    case 'idle':
      return;
    case 'errors':
      await submit(page); // empty: the widget's own checks, no request
      await page.waitForFunction(() =>
        document.querySelector('event-register').shadowRoot.querySelector('[aria-invalid="true"]'),
      );
      // In another language, the error texts arrive with that language's second chunk.
      await page.waitForFunction(() => {
        const el = document.querySelector('event-register');
        const error = el.shadowRoot.querySelector('[part~="field-error"]')?.textContent ?? '';
        return document.documentElement.lang === 'en' || !error.includes('Enter your email');
      });
      return;
    case 'submitting':
      // The API holds the request for 10 s: the widget stays busy for the picture.
      await control(api, 'faults', { faults: [{ match: 'register', latencyMs: 10_000 }] });
      await fill(page);
      await submit(page);
      await waitForState(page, 'submitting');
      return;
    case 'success':
      await fill(page);
      await submit(page);
      await waitForState(page, 'success');
      return;
    case 'email-hint':
      // A mistyped domain, then on to the name field: the hint shows under the email field.
      await page.locator('event-register >>> input[name="email"]').fill('ada@gmial.com');
      await page.locator('event-register >>> input[name="name"]').fill('Ada Lovelace');
      await page.locator('event-register >>> [part~="email-hint"]').wait();
      return;
    case 'attend':
    case 'attend-menu':
      await fill(page);
      await submit(page);
      await waitForState(page, 'success');
      // The success shows once the attend chunk and its words are here: its view is in the first frame.
      await page.locator('event-register >>> [part~="event-time"]').wait();
      if (state === 'attend-menu') {
        await page.locator('event-register >>> [part~="calendar-button"]').click();
        await page.waitForFunction(
          () => !document.querySelector('event-register').shadowRoot.querySelector('[part~="calendar-menu"]').hidden,
        );
      }
      return;
    case 'sessions':
    case 'sessions-chosen':
      return enterSessions(page, state);
    case 'sessions-error':
      await page.locator('event-register >>> [part~="sessions"]').wait();
      await submit(page);
      await page.locator('event-register >>> [part~="sessions"] [part~="field-error"]').wait();
      await waitForTranslated(page);
      return;
    case 'sessions-focus':
      // From the keyboard, as a visitor would: Tab through the fields to the first radio (:focus-visible).
      await page.locator('event-register >>> [part~="sessions"]').wait();
      await fill(page);
      await page.keyboard.press('Tab');
      await page.waitForFunction(
        () => document.querySelector('event-register').shadowRoot.activeElement?.type === 'radio',
      );
      return;
    case 'sessions-closed':
      await page.locator('event-register >>> [part~="closed"]').wait();
      return;
    case 'series-partial':
    case 'series-success':
      await page.locator('event-register >>> [part~="sessions"]').wait();
      if (state === 'series-partial')
        await control(api, 'faults', { faults: [{ match: 'register', eventId: faultyId, status: 500, count: 1 }] });
      await fill(page);
      await submit(page);
      if (state === 'series-partial') {
        await page.waitForFunction(() =>
          document.querySelector('event-register').shadowRoot.querySelector('[part~="session-failed"]'),
        );
        await waitForTranslated(page);
      } else {
        await waitForState(page, 'success');
        await page.locator('event-register >>> [part~="event-time"]').wait();
      }
      return;
    case 'session-success':
      await page.locator('event-register >>> [part~="sessions"]').wait();
      await page.locator('event-register >>> [part~="session"]:first-of-type input').click();
      await fill(page);
      await submit(page);
      await waitForState(page, 'success');
      await page.locator('event-register >>> [part~="event-time"]').wait();
      return;
    default:
      throw new Error(`unknown state ${state}`);
  }
}

/** The event whose registration a `series-partial` picture refuses: its second session. */
let faultyId = '';

/** Waits until the field errors are in the page's language (another language's texts come with its second chunk). */
async function waitForTranslated(page) {
  await page.waitForFunction(() => {
    const el = document.querySelector('event-register');
    const error = el.shadowRoot.querySelector('[part~="field-error"]')?.textContent ?? '';
    return document.documentElement.lang === 'en' || !/[A-Za-z]{4}/.test(error);
  });
}

/** Brings the sessions picture into its state: none chosen (`sessions`), or the last session chosen (`sessions-chosen`). */
async function enterSessions(page, state) {
  await page.locator('event-register >>> [part~="sessions"]').wait();
  if (state === 'sessions-chosen')
    await page.locator('event-register >>> [part~="session"]:last-of-type input').click();
}

async function main() {
  if (!existsSync(join(cdnRoot, 'event-register.js'))) {
    console.error('dist/cdn/event-register.js is missing: run `npm run build` first.');
    return 1;
  }
  const chrome = findChrome();
  if (!chrome) {
    console.error(CHROME_HELP);
    return 1;
  }

  const api = await startApiServer({ port: 0, host: '127.0.0.1' });
  const cdn = await startCdnServer({ root: cdnRoot });
  // The host page on a third origin (localhost; the API and the CDN are on 127.0.0.1), as in production.
  const pages = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const scheme = url.pathname.slice(1);
    const eventId = url.searchParams.get('event') ?? '';
    const dialogShot = DIALOG_SHOTS.find(({ name }) => name === url.searchParams.get('shot'));
    if (scheme === 'dialog' && dialogShot && /^[\w-]+$/.test(eventId)) {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(
        dialogPage(dialogShot, { cdnOrigin: cdn.origin, baseUrl: api.baseUrl, eventId, key: DEMO_PUBLISHABLE_KEY }),
      );
      return;
    }
    const lang = url.searchParams.get('lang') ?? 'en';
    const attend = url.searchParams.get('attend') ?? undefined;
    const sessions = url.searchParams.get('sessions') ?? undefined;
    const plan = url.searchParams.get('plan') ?? 'later';
    if (
      !(scheme in PAGES) ||
      (sessions !== undefined && !/^[\w-]+(,[\w-]+){2}$/.test(sessions)) ||
      !/^[\w-]+$/.test(eventId) ||
      !LOCALES.includes(lang) ||
      !['later', 'soon', 'series', 'past'].includes(plan) ||
      (attend !== undefined && !['soon', 'later'].includes(attend))
    ) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(hostPage({ scheme, cdnOrigin: cdn.origin, baseUrl: api.baseUrl, eventId, lang, attend, sessions, plan }));
  });
  await new Promise((resolve) => pages.listen(0, '127.0.0.1', resolve));
  const pageOrigin = `http://localhost:${pages.address().port}`;

  const browser = await puppeteer.launch({ executablePath: chrome, headless: true, args: SCREENSHOT_FLAGS });
  const written = [];
  try {
    await mkdir(outDir, { recursive: true });
    const shots = [
      ...Object.keys(PAGES).flatMap((scheme) =>
        STATES.map((state) => ({ scheme, state, lang: 'en', name: `${scheme}-${state}` })),
      ),
      ...LOCALES.map((lang) => ({ scheme: 'light', state: 'errors', lang, name: `locale-${lang}` })),
      // The success view with the event's details: Join now on the light page and in Arabic, the calendar menu open on the dark one.
      { scheme: 'light', state: 'attend', lang: 'en', attend: 'soon', name: 'light-attend' },
      { scheme: 'dark', state: 'attend-menu', lang: 'en', attend: 'later', name: 'dark-attend' },
      { scheme: 'light', state: 'attend', lang: 'ar', attend: 'soon', name: 'locale-ar-attend' },
      // The success view in an app's own browser (Instagram on Android): the note, its two actions, the menu without the file.
      {
        scheme: 'light',
        state: 'attend-menu',
        lang: 'en',
        attend: 'later',
        userAgent: INSTAGRAM_ANDROID,
        name: 'light-in-app',
      },
      {
        scheme: 'dark',
        state: 'attend-menu',
        lang: 'en',
        attend: 'later',
        userAgent: INSTAGRAM_ANDROID,
        name: 'dark-in-app',
      },
      // "Did you mean …?" under the email field, on both pages and right to left.
      { scheme: 'light', state: 'email-hint', lang: 'en', name: 'light-email-hint' },
      { scheme: 'dark', state: 'email-hint', lang: 'en', name: 'dark-email-hint' },
      { scheme: 'light', state: 'email-hint', lang: 'ar', name: 'locale-ar-email-hint' },
      // Three sessions to choose from, for a visitor in New York, with the organiser's time in Berlin.
      { scheme: 'light', state: 'sessions', lang: 'en', name: 'light-sessions' },
      { scheme: 'dark', state: 'sessions-chosen', lang: 'en', name: 'dark-sessions' },
      { scheme: 'light', state: 'sessions', lang: 'ar', name: 'locale-ar-sessions' },
      // Every other state of the sessions, on both pages and right to left.
      ...[
        'sessions-error',
        'sessions-focus',
        'series-partial',
        'sessions-closed',
        'session-success',
        'series-success',
      ].flatMap((state) => {
        // Every one of them is in `--only session`.
        const tail = state.startsWith('series') ? `sessions-${state}` : state;
        return [
          { scheme: 'light', state, lang: 'en', name: `light-${tail}` },
          { scheme: 'dark', state, lang: 'en', name: `dark-${tail}` },
          { scheme: 'light', state, lang: 'ar', name: `locale-ar-${tail}` },
        ];
      }),
    ].filter(({ name }) => name.includes(only));
    for (const { scheme, state, lang, attend, userAgent, name } of shots) {
      await control(api, 'faults', undefined, 'DELETE');
      // A fresh event per picture: "success" is a first registration every time.
      const { id: eventId } = await control(api, 'events', { name: 'Screenshots' });
      const sessions = /^(sessions?|series)/.test(state)
        ? (await Promise.all(SESSIONS.map(() => control(api, 'events', { name: 'Screenshots' })))).map((e) => e.id)
        : undefined;
      const plan = SESSION_PLANS[state] ?? 'later';
      if (sessions) faultyId = sessions[1];
      const page = await browser.newPage();
      try {
        await page.setViewport({ width: WIDTH + 40, height: 800, deviceScaleFactor: SCALE });
        await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
        if (userAgent) await page.setUserAgent(userAgent);
        if (attend || sessions) await page.emulateTimezone(ATTEND.timeZone);
        const query = new URLSearchParams({
          event: eventId,
          lang,
          ...(attend ? { attend } : {}),
          ...(sessions ? { sessions: sessions.join(','), plan } : {}),
        });
        await page.goto(`${pageOrigin}/${scheme}?${query}`);
        await widgetReady(page);
        await enter(page, api, state);
        await settle(page, state === 'sessions-focus');
        const file = join(outDir, `${name}.png`);
        const shot = await page.$('#shot');
        await shot.screenshot({ path: file });
        written.push(file);
      } finally {
        await page.close();
      }
    }
    for (const s of DIALOG_SHOTS.filter(({ name }) => name.includes(only))) {
      await control(api, 'faults', undefined, 'DELETE');
      const { id: eventId } = await control(api, 'events', { name: 'Screenshots' });
      const page = await browser.newPage();
      try {
        await prepareDialog(page, s);
        await page.goto(`${pageOrigin}/dialog?${new URLSearchParams({ shot: s.name, event: eventId })}`);
        await enterDialog(page, s, (path, body) => control(api, path, body));
        await settle(page);
        const file = join(outDir, `${s.name}.png`);
        await page.screenshot({ path: file });
        written.push(file);
      } finally {
        await page.close();
      }
    }
  } finally {
    await browser.close();
    await control(api, 'faults', undefined, 'DELETE').catch(() => {});
    await new Promise((resolve) => pages.close(resolve));
    await cdn.close();
    await api.close();
  }
  for (const file of written) console.log(`wrote ${file.slice(root.length)}`);
  return 0;
}

// Exit now: the API's timer for the held "submitting" request would keep Node alive for 10 s more.
process.exit(await main());
