/**
 * The embed-code page (dist/cdn/embed-code.html, src/embed-code/): a marketer fills in the settings,
 * sees the live widget, and copies a snippet that registers when pasted into a plain page.
 *
 * The page comes from the stand-in CDN (demo/cdn-server.ts, another origin), as it is served beside
 * the CDN files. A frame of that origin could not be reached from this test, so the page's HTML,
 * fetched from the CDN, goes into a frame of the test's origin with `<base href>` at the CDN's
 * folder: its scripts, integrity.json and the entry all load from the CDN, and its own folder (the
 * snippet's CDN base) is the CDN's. The pasted snippet then loads the widget from that origin too.
 */
import { expect, waitUntil } from '@open-wc/testing';
import type { EventRegister } from '../../../src/event-register.js';
import { sourceLocale, targetLocales } from '../../../src/generated/locale-codes.js';
import { expectFrameAccessible } from '../../helpers/a11y.js';
import * as api from '../../helpers/api.js';

const CDN = `${api.env.cdnOrigin}/`;
const frames: HTMLIFrameElement[] = [];

async function frameOf(html: string, title: string): Promise<Window> {
  const frame = document.createElement('iframe');
  frame.title = title;
  // Tall enough for the whole page: IBM's engine counts a label below the viewport as not visible.
  frame.style.cssText = 'width: 1000px; height: 1600px';
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  frame.srcdoc = html;
  document.body.append(frame);
  frames.push(frame);
  await api.within(loaded, `the ${title} to load`);
  return frame.contentWindow!;
}

/** The page as the CDN serves it, ready: its locales listed from integrity.json. */
async function openEmbedPage(): Promise<Window> {
  const response = await fetch(`${CDN}embed-code.html`);
  if (!response.ok) throw new Error('dist/cdn/embed-code.html is missing: run `npm run build` first');
  expect(response.headers.get('content-type')).to.match(/^text\/html/);
  const html = (await response.text()).replace('<head>', `<head><base href="${CDN}">`);
  const win = await frameOf(html, 'embed-code page');
  await api.within(
    waitUntil(() => win.document.documentElement.dataset['ready'] === 'true', 'the page read integrity.json'),
    'the embed-code page to start',
  );
  return win;
}

const byId = <T extends HTMLElement>(win: Window, id: string): T => win.document.getElementById(id) as T;

/** Sets a control as a person would end up with it: its value, then `input` and `change`. */
function set(win: Window, id: string, value: string): void {
  const control = byId<HTMLInputElement>(win, id);
  control.value = value;
  control.dispatchEvent(new Event('input', { bubbles: true }));
  control.dispatchEvent(new Event('change', { bubbles: true }));
}

const previewWidget = (win: Window): EventRegister | null =>
  byId(win, 'preview').querySelector<EventRegister>('event-register');

/** The preview's widget once it has rendered its form. */
async function renderedWidget(win: Window): Promise<EventRegister> {
  await api.within(win.customElements.whenDefined('event-register'), 'the CDN entry to define the element');
  await waitUntil(() => previewWidget(win)?.shadowRoot?.querySelector('input[name="email"]'), 'the preview rendered');
  return previewWidget(win)!;
}

function fillRequired(win: Window, eventId: string): void {
  set(win, 'event-id', eventId);
  set(win, 'api-key', api.env.publishableKey);
  set(win, 'base-url', api.env.baseUrl);
}

describe('the embed-code page (dist/cdn/embed-code.html)', () => {
  beforeEach(api.normalServer);
  afterEach(() => {
    for (const frame of frames.splice(0)) frame.remove();
  });

  it('shows the live widget, is accessible in light and dark, and its snippet registers on a plain page', async () => {
    const eventId = await api.freshEvent();
    const win = await openEmbedPage();
    // The 56 locales the CDN ships, after "Automatic".
    const locales = [...byId<HTMLSelectElement>(win, 'locale').options].map((o) => o.value);
    expect(locales.length).to.equal(57);
    expect(locales.slice(0, 2)).to.deep.equal(['', sourceLocale]);
    expect(locales.slice(2)).to.deep.equal([...targetLocales].sort());

    fillRequired(win, eventId);
    set(win, 'name-field', 'required');
    set(win, 'remember', 'on');
    set(win, 'datalayer', 'on');
    const consent = 'I agree to the "terms" & <conditions>';
    set(win, 'consent', consent);
    const widget = await renderedWidget(win);
    expect(widget.getAttribute('name-field')).to.equal('required');
    expect(widget.querySelector('[slot="consent"]')?.textContent).to.equal(consent);

    await expectFrameAccessible(win, widget, 'in light');
    win.document.documentElement.style.colorScheme = 'dark';
    expect(win.getComputedStyle(win.document.documentElement).backgroundColor).to.equal('rgb(13, 17, 23)');
    await expectFrameAccessible(win, widget, 'in dark');

    const integrity = ((await (await fetch(`${CDN}integrity.json`)).json()) as Record<string, string>)[
      'event-register.js'
    ];
    const snippet = byId<HTMLTextAreaElement>(win, 'snippet').value;
    expect(snippet).to.equal(
      `<script type="module" src="${CDN}event-register.js"\n` +
        `  integrity="${integrity}" crossorigin="anonymous"></script>\n` +
        `<event-register event-id="${eventId}" api-key="${api.env.publishableKey}" base-url="${api.env.baseUrl}"` +
        ` name-field="required" remember analytics="datalayer">` +
        '<span slot="consent">I agree to the &quot;terms&quot; &amp; &lt;conditions&gt;</span></event-register>\n',
    );

    // Copy: one message in the status region, whichever way the engine lets the page copy.
    const status = byId(win, 'copy-status');
    const said: string[] = [];
    const observer = new MutationObserver(() => status.textContent && said.push(status.textContent));
    observer.observe(status, { childList: true, characterData: true, subtree: true });
    byId<HTMLButtonElement>(win, 'copy').click();
    await waitUntil(() => said.length > 0, 'the copy status');
    await new Promise((resolve) => requestAnimationFrame(resolve));
    observer.disconnect();
    expect(said).to.have.length(1);
    expect(said[0]).to.match(/^(Copied\.|Could not copy: the code is selected)/);

    // The snippet pasted into a plain page: the widget loads from the CDN with its hash and registers.
    const pasted = await frameOf(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Our event</title></head>` +
        `<body><h1>Sign up</h1>${snippet}</body></html>`,
      'page with the pasted snippet',
    );
    await api.within(pasted.customElements.whenDefined('event-register'), 'the pasted snippet to define the element');
    const el = pasted.document.querySelector('event-register') as EventRegister;
    await el.updateComplete;
    const root = el.shadowRoot!;
    const email = api.uniqueEmail('embed');
    for (const [name, value] of [
      ['email', email],
      ['name', 'Ada Lovelace'],
    ]) {
      const input = root.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
      input.value = value!;
      input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    }
    root.querySelector<HTMLInputElement>('input[type="checkbox"]')!.click();
    const registered = api.nextOutcome(el, 'registered', 'the pasted snippet registering');
    root.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    await registered;
    expect((await api.registrations(eventId)).map((r) => r.email)).to.deep.equal([email]);
  });

  it('re-creates the widget when a setting changes', async () => {
    const win = await openEmbedPage();
    fillRequired(win, await api.freshEvent());
    const first = await renderedWidget(win);
    set(win, 'locale', 'de');
    set(win, 'theme', 'dark');
    set(win, 'layout', 'inline');
    set(win, 'prefill', 'strip');
    const second = await renderedWidget(win);
    expect(second).to.not.equal(first);
    expect(first.isConnected).to.equal(false);
    for (const [name, value] of Object.entries({
      locale: 'de',
      theme: 'dark',
      layout: 'inline',
      'prefill-from-url': 'strip',
    }))
      expect(second.getAttribute(name), name).to.equal(value);
    await waitUntil(() => second.shadowRoot?.textContent?.includes('E-Mail'), 'the German form');
  });

  it('refuses a secret key, visibly and everywhere, and checks the API address', async () => {
    const win = await openEmbedPage();
    fillRequired(win, await api.freshEvent());
    await renderedWidget(win);
    const snippet = byId<HTMLTextAreaElement>(win, 'snippet');
    const copy = byId<HTMLButtonElement>(win, 'copy');

    set(win, 'api-key', ` "Bearer ${api.env.secretKey}"`);
    expect(byId(win, 'api-key-error').textContent).to.match(/secret key \(sk_…\)/);
    expect(byId(win, 'api-key-error').checkVisibility()).to.equal(true);
    expect(byId(win, 'api-key').getAttribute('aria-invalid')).to.equal('true');
    expect(snippet.value).to.equal('');
    expect(copy.disabled).to.equal(true);
    expect(previewWidget(win)).to.equal(null);
    expect(win.document.body.innerHTML).to.not.include(api.env.secretKey);

    set(win, 'api-key', api.env.publishableKey);
    expect(snippet.value).to.include(`api-key="${api.env.publishableKey}"`);
    expect(byId(win, 'api-key-error').textContent).to.equal('');

    for (const [url, problem] of [
      ['http://api.example.com/v1', /must start with https:\/\//],
      ['api.example.com/v1', /full URL/],
      ['https://api.example.com/v1?x=1', /no user name, password, query/],
    ] as const) {
      set(win, 'base-url', url);
      expect(byId(win, 'base-url-error').textContent, url).to.match(problem);
      expect(snippet.value, url).to.equal('');
    }
    for (const url of ['https://api.example.com/v1', 'http://localhost:8787/v1', 'http://127.0.0.1:9/v1']) {
      set(win, 'base-url', url);
      expect(byId(win, 'base-url-error').textContent, url).to.equal('');
      expect(snippet.value, url).to.include(`base-url="${url}"`);
    }
  });
});
