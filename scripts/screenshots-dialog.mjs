// The dialog's pictures for scripts/screenshots.mjs (`--only dialog`): a small landing page with a
// "Save my seat" opener and `<event-register dialog>`, photographed whole (the viewport), on a desktop
// (1280 × 800) and a phone (375 × 700):
//
//   docs/screenshots/dialog-<viewport>-<page>[-theme-<theme>][-light-root][-ar][-forced]-<state>.png
//
// Pages: `light`, `dark` (#0d1117, light text, no color-scheme: the widget works the scheme out),
// `dark-scheme` (the same, declaring `color-scheme: dark`) and `hostile` (a light page whose CSS styles
// every dialog, button and heading, as its own "Share this page" button and heading show: none of it may reach
// the widget's). States: `rest` (just opened),
// `errors` (Register with nothing typed), `sending` (the request held by the API), `success` (with
// `event-title` and `event-start` 10 minutes ahead: the attend part and Join now), `button` (the
// widget's button where the element stands, closed) and `registered` (closed again after success:
// "You're registered"). These pictures are for looking over the design; the docs show none of them.

const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 375, height: 700 } };

const PAGE_STYLES = {
  light: 'html { background: #ffffff; color: #1f2328; }',
  dark: 'html { background: #0d1117; color: #e6edf3; }',
  'dark-scheme': 'html { background: #0d1117; color: #e6edf3; color-scheme: dark; }',
  // Everything a theme's CSS might say about these elements, loudly.
  hostile: `html { background: #ffffff; color: #1f2328; }
  dialog { padding: 50px; background: red; color: yellow; border: 6px dashed blue; inset: 0 auto auto 0; margin: 0; width: 200px; }
  dialog::backdrop { background: rgb(0 200 0 / 0.8); }
  button { background: hotpink; color: black; border: 4px solid black; border-radius: 0; padding: 20px; font: italic 30px serif; width: 300px; }
  h2 { font-size: 44px; color: green; text-transform: uppercase; margin: 40px; }
  svg { width: 80px; height: 80px; fill: orange; }
  input { background: yellow; }
  form { display: flex; }`,
};

/** Each picture: its viewport, page, the element's attributes beyond the usual, and its state. */
function shot(viewport, page, state, { theme, light, lang = 'en', forced } = {}) {
  const name = [
    'dialog',
    viewport,
    page,
    theme && `theme-${theme}`,
    light && 'light-root',
    lang !== 'en' && lang,
    forced && 'forced',
    state,
  ]
    .filter(Boolean)
    .join('-');
  return { name, viewport, page, state, theme, light, lang, forced };
}

export const DIALOG_SHOTS = [
  ...['button', 'rest', 'errors', 'sending', 'success', 'registered'].map((s) => shot('desktop', 'light', s)),
  ...['rest', 'errors', 'success', 'registered'].map((s) => shot('desktop', 'dark', s)),
  shot('desktop', 'dark', 'rest', { light: true }),
  shot('desktop', 'dark-scheme', 'rest'),
  shot('desktop', 'dark-scheme', 'rest', { light: true }),
  shot('desktop', 'light', 'rest', { theme: 'dark' }),
  shot('desktop', 'dark', 'rest', { theme: 'light' }),
  ...['rest', 'errors', 'success'].map((s) => shot('desktop', 'light', s, { lang: 'ar' })),
  shot('desktop', 'light', 'rest', { forced: true }),
  shot('desktop', 'dark', 'success', { forced: true }),
  shot('desktop', 'hostile', 'button', { light: true }),
  shot('desktop', 'hostile', 'rest', { light: true }),
  shot('desktop', 'hostile', 'errors', { light: true }),
  shot('desktop', 'hostile', 'rest'),
  ...['button', 'rest', 'errors', 'success'].map((s) => shot('phone', 'light', s)),
  shot('phone', 'dark', 'rest'),
  shot('phone', 'light', 'rest', { lang: 'ar' }),
  shot('phone', 'hostile', 'rest', { light: true }),
];

/** The event starts on the minute 10 minutes after the run: the success shows Join now. */
const soon = () => new Date(Math.floor(Date.now() / 60_000) * 60_000 + 10 * 60_000).toISOString();

/** The landing page of picture `s`: a hero with an opener, text behind the backdrop, the widget's button at the end. */
export function dialogPage(s, { cdnOrigin, baseUrl, eventId, key }) {
  const attrs = [
    `id="signup" dialog event-id="${eventId}" api-key="${key}" base-url="${baseUrl}" locale="${s.lang}"`,
    s.theme ? `theme="${s.theme}"` : '',
    s.light ? 'render-root="light"' : '',
    s.state === 'success' || s.state === 'registered'
      ? `event-title="Launch webinar" event-start="${soon()}" event-url="https://events.example.com/launch" show-link`
      : '',
  ].join(' ');
  const dir = s.lang === 'ar' ? ' dir="rtl"' : '';
  return `<!doctype html>
<html lang="${s.lang}"${dir}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>event-register dialog (${s.page} page)</title>
<script type="module" src="${cdnOrigin}/event-register.js"></script>
<style>
  body { margin: 0; padding: 32px 24px; font-family: 'DejaVu Sans', 'IPAGothic', system-ui, sans-serif; font-size: 16px; line-height: 1.5; }
  main { max-width: 40rem; margin: 0 auto; }
  .opener { display: inline-block; padding: 0.6rem 1.2rem; border-radius: 0.5rem; background: #8250df; color: #fff; text-decoration: none; font-weight: 600; }
  ${PAGE_STYLES[s.page]}
</style>
</head>
<body>
<main>
  <h1>Launch webinar</h1>
  <p>Forty minutes on what is new this quarter, with time for your questions at the end.</p>
  <p><a class="opener" href="#register" data-event-register-open>Save my seat</a></p>
  <h2>What you get</h2>
  <p><button type="button">Share this page</button></p>
  <p>We show the product live, answer what you ask in the chat, and send everyone the recording the next day.
  The session is free. You get a personal link by email.</p>
  <section id="register">
    <p>Ready? Register below.</p>
    <event-register ${attrs}></event-register>
  </section>
</main>
</body>
</html>`;
}

/** The widget's root, whichever it renders into. */
const ROOT = "(el => el.shadowRoot ?? el)(document.querySelector('event-register'))";

async function inRoot(page, selector) {
  return page.waitForFunction(`${ROOT}.querySelector(${JSON.stringify(selector)})`);
}

async function dialogOpen(page, open) {
  await page.waitForFunction(`${ROOT}.querySelector('[part~="dialog"]')?.open === ${open}`);
}

async function click(page, selector) {
  await page.evaluate(`${ROOT}.querySelector(${JSON.stringify(selector)}).click()`);
}

async function fill(page) {
  for (const [name, value] of [
    ['email', 'ada@example.com'],
    ['name', 'Ada Lovelace'],
  ]) {
    const input = await page.evaluateHandle(`${ROOT}.querySelector('input[name="${name}"]')`);
    await input.asElement().type(value);
  }
}

/** Brings picture `s` into its state through the real local API; `control` talks to the API's faults. */
export async function enterDialog(page, s, control) {
  await page.waitForFunction(async () => {
    await customElements.whenDefined('event-register');
    await document.querySelector('event-register').updateComplete;
    return true;
  });
  await inRoot(page, '[part~="dialog-button"]');
  if (s.state === 'button') return;
  // A real pointer's click, where the button stands.
  const button = await page.evaluateHandle(`${ROOT}.querySelector('[part~="dialog-button"]')`);
  await button.asElement().click();
  await dialogOpen(page, true);
  await inRoot(page, 'input[name="email"]');
  if (s.state === 'errors') {
    await click(page, 'button[type="submit"]');
    await inRoot(page, '[aria-invalid="true"]');
    // In another language, the error texts arrive with that language's second chunk.
    await page.waitForFunction(
      `document.documentElement.lang === 'en' || !/Enter your email/.test(${ROOT}.querySelector('[part~="field-error"]')?.textContent ?? '')`,
    );
  }
  if (s.state === 'sending') {
    await control('faults', { faults: [{ match: 'register', latencyMs: 10_000 }] });
    await fill(page);
    await click(page, 'button[type="submit"]');
    await page.waitForFunction(() => document.querySelector('event-register').state === 'submitting');
  }
  if (s.state === 'success' || s.state === 'registered') {
    await fill(page);
    await click(page, 'button[type="submit"]');
    await page.waitForFunction(() => document.querySelector('event-register').state === 'success');
    await inRoot(page, '[part~="event-time"]');
  }
  if (s.state === 'registered') {
    await click(page, '[part~="dialog-close"]');
    await dialogOpen(page, false);
  }
}

/** Sets the page up for picture `s` before it loads: its viewport, no motion, forced colours. */
export async function prepareDialog(page, s) {
  await page.setViewport({ ...VIEWPORTS[s.viewport], deviceScaleFactor: 1 });
  // Through the DevTools Protocol: puppeteer's emulateMediaFeatures refuses forced-colors.
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setEmulatedMedia', {
    features: [
      { name: 'prefers-reduced-motion', value: 'reduce' },
      { name: 'forced-colors', value: s.forced ? 'active' : 'none' },
    ],
  });
  await page.emulateTimezone('America/New_York');
}
