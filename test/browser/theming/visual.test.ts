/**
 * Visual regression: the widget's main states, screenshotted and compared with
 * per-engine baselines (test/visual/baselines/<engine>/<name>.png, written by
 * `npm run test:visual:update`; see test/visual/plugin.mjs). Shadow root only
 * (this file does not loop over the roots): the light-DOM form's look is
 * compared with the shadow one in test/browser/light-dom/light-dom.test.ts.
 *
 * Every state is reached through the real local API (faults injected over
 * HTTP, no fetch stubs). The screenshots are made deterministic:
 * - a fixed stage: 400 px wide (320 px for the narrow case), white or #0d1117,
 *   an explicit font ('DejaVu Sans', Debian's fonts-dejavu-core) and size, so
 *   nothing depends on the browser's defaults;
 * - locale="en" on every widget;
 * - no caret and no focus ring: whatever the widget focused (the first invalid
 *   field, the success message) is blurred before the screenshot;
 * - no motion: Chromium is told prefers-reduced-motion (emulateMedia; the
 *   launchers of the other engines cannot emulate media), and in every engine
 *   any running animation (the busy button's spinner) is paused at its first
 *   frame before the screenshot, after the update and two painted frames;
 * - no clock: the rate-limited message names the current time ("You can try
 *   again at 2:37 PM."); that time is replaced with a fixed one in the
 *   rendered text node (see pinRetryTime) before the screenshot.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { visualDiff } from '@web/test-runner-visual-regression';
import type { EventRegister } from '../../../src/event-register.js';
import * as api from '../../helpers/api.js';
import * as ui from '../../helpers/widget.js';
import { linkStylesheet } from '../../helpers/stylesheet.js';

const FONT = "font-family: 'DejaVu Sans', sans-serif; font-size: 16px; line-height: 1.5;";
const LIGHT_PAGE = `background: #ffffff; color: #1f2328; ${FONT}`;
const DARK_PAGE = `background: #0d1117; color: #e6edf3; ${FONT}`;

interface Stage {
  /** What is screenshotted: the page around the widget, of a fixed width. */
  stage: HTMLElement;
  el: EventRegister;
}

/** A widget on a fixed-size "page" (the element screenshotted), against a fresh event of the local API. */
async function staged(
  attrs: Record<string, string> = {},
  { page = LIGHT_PAGE, width = 400 }: { page?: string; width?: number } = {},
): Promise<Stage> {
  const style = `${page} box-sizing: border-box; width: ${width}px; padding: 16px; margin: 0;`;
  const stage: HTMLElement = await fixture(html`<div class="visual-stage" style=${style}></div>`);
  const el = document.createElement('event-register');
  const all = {
    'event-id': await api.freshEvent(),
    'api-key': api.env.publishableKey,
    'base-url': api.env.baseUrl,
    locale: 'en',
    ...attrs,
  };
  for (const [name, value] of Object.entries(all)) el.setAttribute(name, value);
  // Appended after the stage has its style: theme="auto" reads the page's colours on connect.
  stage.append(el);
  await el.updateComplete;
  return { stage, el };
}

/** Whether the submit button refuses a click now (disabled, or aria-disabled while it keeps focus). */
function buttonBlocked(el: EventRegister): boolean {
  const button = ui.submitButton(el);
  return button.disabled || button.getAttribute('aria-disabled') === 'true';
}

/**
 * Holds the state still for its screenshot: nothing focused (no caret, no
 * ring), rendered, fonts loaded, every animation paused at its first frame,
 * painted.
 */
async function settle(el: EventRegister): Promise<void> {
  ui.root(el).querySelector<HTMLElement>(':focus')?.blur();
  (document.activeElement as HTMLElement | null)?.blur();
  await el.updateComplete;
  await document.fonts.ready;
  await ui.nextFrame();
  // document.getAnimations() does not reach into shadow roots: ask the widget's root too.
  for (const animation of [...document.getAnimations(), ...(el.shadowRoot?.getAnimations() ?? [])]) {
    animation.pause();
    animation.currentTime = 0;
  }
  await ui.nextFrame();
  await ui.nextFrame();
}

async function snapshot({ stage, el }: Stage, name: string): Promise<void> {
  await settle(el);
  await visualDiff(stage, name);
}

async function showFieldErrors(el: EventRegister): Promise<void> {
  ui.submitButton(el).click();
  await el.updateComplete;
  await el.updateComplete;
  expect(ui.fieldError(el, 'email')).to.not.equal('');
}

const FIXED_TIME = '2:37 PM';

/**
 * Masks the clock: the rate-limited message says when the person can try again
 * ("… try again at 2:37 PM."), which is now + Retry-After in the browser's time
 * zone and so differs on every run. The time in the form error's text node is
 * replaced with FIXED_TIME. Lit leaves the node alone on later renders as long
 * as the message it renders stays the same (the retry time does not move).
 */
function pinRetryTime(el: EventRegister): void {
  const time = /\d{1,2}[:.]\d{2}(?:[:.]\d{2})?(?:[\s\u202f]*[AaPp]\.?\s?[Mm]\.?)?/;
  const walker = document.createTreeWalker(ui.formError(el), NodeFilter.SHOW_TEXT);
  let pinned = 0;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    if (!time.test(text)) continue;
    node.textContent = text.replace(time, FIXED_TIME);
    pinned += 1;
  }
  expect(pinned, 'a time in the rate-limited message').to.equal(1);
  expect(ui.formError(el).textContent).to.include(`try again at ${FIXED_TIME}`);
}

describe('visual regression', () => {
  before(async () => {
    // Chromium only: emulateMedia needs the DevTools Protocol, which neither Firefox over
    // WebDriver BiDi nor WebKit over WebDriver classic has (the command throws there).
    // Whatever still moves (there, or here if reduced motion does not stop it) is paused by settle().
    if (/Chrome\//.test(navigator.userAgent)) await emulateMedia({ reducedMotion: 'reduce' });
  });

  beforeEach(api.normalServer);

  it('idle', async () => {
    const stage = await staged();
    await snapshot(stage, 'idle');
  });

  it('field errors after submitting an empty form', async () => {
    const stage = await staged();
    await showFieldErrors(stage.el);
    await snapshot(stage, 'field-errors');
  });

  it('submitting, while the request is pending', async () => {
    const stage = await staged();
    // The server holds the request for 10 s (the widget's timeout is 15 s), long past the
    // screenshot. Its late answer goes to a widget already removed, for an event of its own.
    await api.injectFaults({ match: 'register', latencyMs: 10_000 });
    await ui.fill(stage.el, { email: 'ada@example.com', name: 'Ada Lovelace' });
    ui.submitButton(stage.el).click();
    await waitUntil(() => stage.el.state === 'submitting' && buttonBlocked(stage.el), 'the request to be under way');
    await snapshot(stage, 'submitting');
    expect(stage.el.state, 'still pending after the screenshot').to.equal('submitting');
  });

  it('rate limited with a long Retry-After: button disabled, "try again at" (time masked)', async () => {
    const stage = await staged();
    await ui.fill(stage.el, { email: api.uniqueEmail(), name: 'Ada Lovelace' });
    // Replace the address typed above with a fixed one: the screenshot shows it.
    await ui.fill(stage.el, { email: 'ada@example.com' });
    await api.injectFaults({ match: 'register', status: 429, retryAfter: '120' });
    const error = await ui.submitAndWait(stage.el, 'submit-error');
    expect(error.detail.kind).to.equal('rate-limited');
    expect(buttonBlocked(stage.el)).to.equal(true);
    pinRetryTime(stage.el);
    await snapshot(stage, 'rate-limited');
  });

  it('form-level error (500)', async () => {
    const stage = await staged();
    await ui.fill(stage.el, { email: 'ada@example.com', name: 'Ada Lovelace' });
    await api.injectFaults({ match: 'register', status: 500 });
    const error = await ui.submitAndWait(stage.el, 'submit-error');
    expect(error.detail.kind).to.equal('server');
    await snapshot(stage, 'form-error');
  });

  it('success', async () => {
    const stage = await staged();
    await ui.fill(stage.el, { email: 'ada@example.com', name: 'Ada Lovelace' });
    await ui.submitAndWait(stage.el, 'registered');
    expect(ui.part(stage.el, '[part~="success"]').textContent).to.include("You're registered");
    await snapshot(stage, 'success');
  });

  it('dark page (#0d1117, light text), default theme, with field errors', async () => {
    const stage = await staged({}, { page: DARK_PAGE });
    await showFieldErrors(stage.el);
    await snapshot(stage, 'dark-page-errors');
  });

  it('theme="dark" on a dark page', async () => {
    const stage = await staged({ theme: 'dark' }, { page: DARK_PAGE });
    await snapshot(stage, 'dark-theme-idle');
  });

  it('layout="inline"', async () => {
    const stage = await staged({ layout: 'inline' });
    await snapshot(stage, 'inline-layout');
  });

  it('320 px wide, with field errors', async () => {
    const stage = await staged({}, { width: 320 });
    await showFieldErrors(stage.el);
    await snapshot(stage, 'narrow-320-errors');
  });

  // In the light DOM, on two framework pages (their stylesheets from npm, the widget inside their
  // content wrapper): the page's rules must not show in the form. test/browser/light-dom/host-pages.test.ts
  // measures every framework; these two keep a picture.
  describe('render-root="light" on framework pages', () => {
    let stylesheet: HTMLLinkElement | undefined;
    afterEach(() => stylesheet?.remove());

    async function framed(
      href: string,
      wrapper: string,
      page: string,
      attrs: Record<string, string> = {},
    ): Promise<Stage> {
      stylesheet = await linkStylesheet(href);
      const stage = await staged({ 'render-root': 'light', ...attrs }, { page });
      // The framework's content wrapper between the page and the widget, with the page's own text around it.
      const content = document.createElement('div');
      content.className = wrapper;
      content.innerHTML = '<p>Join the quarterly update.</p><ul><li>Live questions</li></ul>';
      stage.stage.append(content);
      content.append(stage.el);
      await stage.el.updateComplete;
      return stage;
    }

    it('Bulma’s .content, with field errors', async () => {
      const stage = await framed('/node_modules/bulma/css/bulma.min.css', 'content', LIGHT_PAGE);
      await showFieldErrors(stage.el);
      await snapshot(stage, 'light-dom-bulma-content-errors');
    });

    it('Pico’s dark theme, with field errors', async () => {
      const page = `${DARK_PAGE} background: #13171f; color: #c2c7d0; color-scheme: dark;`;
      const stage = await framed('/node_modules/@picocss/pico/css/pico.min.css', '', page);
      stage.stage.dataset.theme = 'dark';
      await showFieldErrors(stage.el);
      await snapshot(stage, 'light-dom-pico-dark-errors');
    });
  });
});
