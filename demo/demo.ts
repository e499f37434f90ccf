/**
 * The demo page's behaviour: the live widgets and their options, the
 * programmatic API buttons, the identify-mode section, the "Simulate the API"
 * panel (fault injection on the local API over HTTP), the theme playground,
 * the dark-page preview, the language picker and the event log. Plain DOM,
 * no framework.
 */
import '../src/define.js';
import { allLocales } from '../src/generated/locale-codes.js';
import { forget } from '../src/interaction/memory/remember.js';
import type { DemoConfig } from './serve.js';
import { startSessionsDemo } from './sessions-demo.js';

type Widget = HTMLElementTagNameMap['event-register'];

/** Every event the widgets fire. */
const LOGGED_EVENTS = ['registered', 'submit-error', 'identified', 'state-change', 'register-submit', 'join'] as const;

/** Characters of a registration token left visible in the log. */
const TOKEN_VISIBLE = 6;

const MAX_LOG_ENTRIES = 200;

interface Fault {
  match?: 'register' | 'identify' | 'events' | 'any';
  count?: number;
  latencyMs?: number;
  drop?: 'before' | 'after';
  status?: number;
  retryAfter?: string;
  body?: 'problem' | 'html' | 'empty' | 'truncated' | 'not-json';
  contentType?: string;
}

interface Scenario {
  /** What the status line says once the API has accepted it. */
  armed: string;
  faults: Fault[];
}

/**
 * One entry per simulation button. All match `register` only, so nothing
 * else the page might call is affected. Whatever the click leaves unused is
 * cleared when it ends (see `disarm`).
 */
const SCENARIOS: Record<string, Scenario> = {
  'server-error': {
    armed: 'The next Register click gets a 500 Internal Server Error.',
    faults: [{ match: 'register', status: 500 }],
  },
  flaky: {
    armed: 'The next Register click gets a 503 from the gateway, then the automatic retry succeeds.',
    faults: [{ match: 'register', status: 503, body: 'html' }],
  },
  'rate-limit-5': {
    armed: 'The next Register click gets a 429 with Retry-After: 5; the widget waits 5 s, then succeeds.',
    faults: [{ match: 'register', status: 429, retryAfter: '5' }],
  },
  'rate-limit-60': {
    armed: 'The next Register click gets a 429 with Retry-After: 60; the widget asks you to come back in a minute.',
    faults: [{ match: 'register', status: 429, retryAfter: '60' }],
  },
  slow: {
    armed: 'The next Register click is answered after 3 seconds.',
    faults: [{ match: 'register', latencyMs: 3000 }],
  },
  dropped: {
    armed: 'The next Register click loses its connection on every attempt, automatic retries included.',
    // The widget makes 3 attempts, and Chrome itself resends a POST once when a reused
    // keep-alive connection closes without answering: up to 6 requests to drop.
    faults: [{ match: 'register', drop: 'before', count: 6 }],
  },
  malformed: {
    armed: 'The next Register click gets a 200 whose JSON body is cut off halfway.',
    faults: [{ match: 'register', status: 200, body: 'truncated', contentType: 'application/json' }],
  },
};

function readConfig(): DemoConfig {
  const element = document.getElementById('demo-config');
  if (!element?.textContent) {
    throw new Error('demo config missing: open this page through `npm start` (demo/serve.ts)');
  }
  return JSON.parse(element.textContent) as DemoConfig;
}

function byId<T extends HTMLElement>(id: string): T {
  const element = document.getElementById(id);
  if (!element) throw new Error(`#${id} is missing from demo/index.html`);
  return element as T;
}

const config = readConfig();
const controlStatus = byId<HTMLParagraphElement>('control-status');
const startOverStatus = byId<HTMLParagraphElement>('start-over-status');
const localeSelect = byId<HTMLSelectElement>('locale-select');
const log = byId<HTMLOListElement>('event-log');
const logEmpty = byId<HTMLParagraphElement>('log-empty');

function widgets(): Widget[] {
  return Array.from(document.querySelectorAll('event-register'));
}

/** The live widget of "Try it". Looked up each time: several buttons swap it for a fresh one. */
function mainWidget(): Widget {
  return byId<Widget>('main-widget');
}

function identifyWidget(): Widget {
  return byId<Widget>('identify-widget');
}

// ---------------------------------------------------------------------------
// Test-control calls to the local API

async function control(method: 'POST' | 'DELETE', path: string, body?: unknown): Promise<void> {
  const init: RequestInit = { method };
  if (body !== undefined) {
    init.headers = { 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  const response = await fetch(`${config.controlUrl}${path}`, init);
  if (!response.ok) {
    const text = await response.text();
    throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 200)}`);
  }
}

/** A status line: the simulation panel's by default, or the "Start over" one under the live widget. */
function setStatus(text: string, tone: 'info' | 'error' = 'info', element = controlStatus): void {
  element.textContent = text;
  element.dataset.tone = tone;
}

/**
 * A fresh element with the same attributes (locale included) and slotted
 * children (the consent text), in place of the old one. `prepare` can change
 * the copy before it is connected, i.e. before its first render.
 */
function replaceWidget(old: Widget, prepare?: (fresh: Widget) => void): Widget {
  const fresh = old.cloneNode(true) as Widget;
  prepare?.(fresh);
  old.replaceWith(fresh);
  return fresh;
}

function replaceAllWidgets(): void {
  for (const widget of widgets()) replaceWidget(widget);
}

/** Register widgets showing their success view have no Register button: give them a form again. */
async function refreshFinishedWidgets(): Promise<{ refreshed: number; remembered: number }> {
  const finished = widgets().filter((w) => w.mode !== 'identify' && w.state === 'success');
  const fresh = finished.map((widget) => replaceWidget(widget));
  await Promise.all(fresh.map((widget) => widget.updateComplete));
  // A remembered registration survives a fresh element: only "Not you?" brings its form back.
  const remembered = fresh.filter((widget) => widget.state === 'success').length;
  return { refreshed: fresh.length - remembered, remembered };
}

/** The simulation waiting for the next Register click, if any. */
let armed: string | undefined;

async function runScenario(name: string): Promise<void> {
  if (name === 'reset') {
    armed = undefined;
    await control('POST', '/reset');
    // The API no longer knows a remembered registration: its link would lead nowhere.
    forget(config.apiBaseUrl, config.eventId);
    replaceAllWidgets();
    setStatus('', 'info');
    setStatus(
      'Demo reset: no simulations queued, no registrations, Ada back at 37.5%, fresh widgets.',
      'info',
      startOverStatus,
    );
    return;
  }
  const scenario = SCENARIOS[name];
  if (!scenario) throw new Error(`unknown scenario "${name}"`);
  // One simulation at a time, so the button's promise holds for the very next click.
  await control('DELETE', '/faults');
  await control('POST', '/faults', { faults: scenario.faults });
  armed = name;
  setStatus('', 'info', startOverStatus);
  const { refreshed, remembered } = await refreshFinishedWidgets();
  let status = scenario.armed;
  if (refreshed) status += ' A fresh form replaced the success message.';
  if (remembered) status += ' The live widget remembers a registration: press “Not you?” to get a form.';
  setStatus(status);
}

/**
 * A submission finished (`registered` or `submit-error`, after the widget's own
 * retries): the simulation was for that click only, so drop what it left queued.
 */
function disarm(): void {
  if (!armed) return;
  armed = undefined;
  control('DELETE', '/faults').then(
    () => setStatus('That click used the simulation; the next one goes through normally.'),
    (error: unknown) => console.warn('Could not clear the simulation', error),
  );
}

document.addEventListener('registered', disarm);
document.addEventListener('submit-error', disarm);

function setBusy(busy: boolean): void {
  for (const button of Array.from(document.querySelectorAll<HTMLButtonElement>('[data-scenario]'))) {
    button.setAttribute('aria-disabled', String(busy));
  }
}

let busy = false;

function onScenarioClick(event: Event): void {
  const name = (event.currentTarget as HTMLButtonElement).dataset.scenario;
  if (!name || busy) return;
  busy = true;
  setBusy(true);
  // "Reset the demo" sits under the live widget, with its own status line.
  const status = name === 'reset' ? startOverStatus : controlStatus;
  runScenario(name)
    .catch((error: unknown) => {
      console.warn('Simulation request failed', error);
      setStatus(
        `The local API did not accept this (${String(error)}). Is \`npm start\` still running?`,
        'error',
        status,
      );
    })
    .finally(() => {
      busy = false;
      setBusy(false);
    });
}

for (const button of Array.from(document.querySelectorAll<HTMLButtonElement>('button[data-scenario]'))) {
  button.addEventListener('click', onScenarioClick);
}

byId<HTMLButtonElement>('new-form').addEventListener('click', () => {
  replaceAllWidgets();
  setStatus('Fresh widgets loaded. Registrations made so far are kept.', 'info', startOverStatus);
});

// ---------------------------------------------------------------------------
// Options of the live widget

interface Options {
  nameField: 'optional' | 'required' | 'hidden';
  remember: boolean;
  showLink: boolean;
  redirect: boolean;
  stopRedirect: boolean;
  consent: boolean;
  prefill: boolean;
  cancel: boolean;
}

const OPTIONS_KEY = 'event-register-demo:options';
const PREFILL_QUERY = { email: 'prefilled@example.com', name: 'Pre Filled' };

const optionControls = {
  nameField: byId<HTMLSelectElement>('opt-name-field'),
  remember: byId<HTMLInputElement>('opt-remember'),
  showLink: byId<HTMLInputElement>('opt-show-link'),
  redirect: byId<HTMLInputElement>('opt-redirect'),
  stopRedirect: byId<HTMLInputElement>('opt-stop-redirect'),
  consent: byId<HTMLInputElement>('opt-consent'),
  prefill: byId<HTMLInputElement>('opt-prefill'),
  cancel: byId<HTMLInputElement>('opt-cancel'),
};

function readOptions(): Options {
  const value = optionControls.nameField.value;
  return {
    nameField: value === 'required' || value === 'hidden' ? value : 'optional',
    remember: optionControls.remember.checked,
    showLink: optionControls.showLink.checked,
    redirect: optionControls.redirect.checked,
    stopRedirect: optionControls.stopRedirect.checked,
    consent: optionControls.consent.checked,
    prefill: optionControls.prefill.checked,
    cancel: optionControls.cancel.checked,
  };
}

/** Kept per tab, so "reload the page" (remember, prefill) keeps the widget as it was set up. */
function saveOptions(options: Options): void {
  try {
    sessionStorage.setItem(OPTIONS_KEY, JSON.stringify(options));
  } catch {
    // Storage unavailable: the options just do not survive a reload.
  }
}

function restoreOptions(): void {
  let saved: Partial<Options> = {};
  try {
    saved = JSON.parse(sessionStorage.getItem(OPTIONS_KEY) ?? '{}') as Partial<Options>;
  } catch {
    return;
  }
  if (typeof saved.nameField === 'string') optionControls.nameField.value = saved.nameField;
  for (const key of ['remember', 'showLink', 'redirect', 'stopRedirect', 'consent', 'prefill', 'cancel'] as const) {
    if (typeof saved[key] === 'boolean') optionControls[key].checked = saved[key];
  }
}

function toggleAttribute(widget: Widget, name: string, on: boolean): void {
  if (on) widget.setAttribute(name, '');
  else widget.removeAttribute(name);
}

function consentText(): HTMLSpanElement {
  const span = document.createElement('span');
  span.slot = 'consent';
  const link = document.createElement('a');
  link.href = '#privacy';
  link.textContent = 'Privacy notice';
  span.append('I agree to receive emails about this event. ', link);
  return span;
}

/** Sets the attributes and slotted content of `options` on a widget (prefill only on a fresh one: see `applyPrefill`). */
function applyOptions(widget: Widget, options: Options): void {
  // "optional" is the default: leave a widget that never had the attribute without it.
  if (options.nameField !== 'optional' || widget.hasAttribute('name-field'))
    widget.setAttribute('name-field', options.nameField);
  toggleAttribute(widget, 'remember', options.remember);
  toggleAttribute(widget, 'show-link', options.showLink);
  toggleAttribute(widget, 'redirect', options.redirect);
  const consent = widget.querySelector(':scope > [slot="consent"]');
  if (options.consent && !consent) widget.append(consentText());
  if (!options.consent) consent?.remove();
}

/** `prefill-from-url` is read once, at the first render: only a fresh widget picks it up. */
function applyPrefill(widget: Widget, options: Options): void {
  if (options.prefill) widget.setAttribute('prefill-from-url', 'strip');
  else widget.removeAttribute('prefill-from-url');
}

function prefillUrl(): string {
  const url = new URL(window.location.href);
  url.searchParams.set('email', PREFILL_QUERY.email);
  url.searchParams.set('name', PREFILL_QUERY.name);
  url.hash = 'try-it';
  return url.href;
}

function onOptionChange(event: Event): void {
  const options = readOptions();
  saveOptions(options);
  if (event.target === optionControls.prefill) {
    if (options.prefill) {
      // Show it as a visitor would arrive: a link with the parameters in the address.
      window.location.assign(prefillUrl());
      return;
    }
    replaceWidget(mainWidget(), (fresh) => applyPrefill(fresh, options));
  }
  applyOptions(mainWidget(), options);
  void refreshState();
}

for (const control of Object.values(optionControls)) control.addEventListener('change', onOptionChange);

// The page's own listeners: added before the event log's, so the log can show they canceled the event.
document.addEventListener('register-submit', (event) => {
  if (optionControls.cancel.checked && event.target === mainWidget()) event.preventDefault();
});
document.addEventListener('registered', (event) => {
  if (optionControls.stopRedirect.checked && event.target === mainWidget()) event.preventDefault();
});

// ---------------------------------------------------------------------------
// Programmatic API of the live widget

const stateValue = byId<HTMLElement>('state-value');

function showState(state: string): void {
  stateValue.textContent = state;
  stateValue.dataset.state = state;
}

/** Reads `state` once the widget has caught up with whatever just changed. */
async function refreshState(): Promise<void> {
  const widget = mainWidget();
  await widget.updateComplete;
  if (widget === mainWidget()) showState(widget.state);
}

document.addEventListener('state-change', (event) => {
  if (event.target === mainWidget()) showState(mainWidget().state);
});
// A click inside the widget ("Not you?") can change what it shows without a state-change: read it again.
byId<HTMLDivElement>('main-widget-slot').addEventListener('click', () => void refreshState());

byId<HTMLButtonElement>('call-submit').addEventListener('click', () => {
  mainWidget()
    .submit()
    .catch((error: unknown) => console.error('submit() failed', error));
});

byId<HTMLButtonElement>('call-reset').addEventListener('click', () => {
  mainWidget().reset();
  void refreshState();
});

// ---------------------------------------------------------------------------
// Identify a signed-in viewer

const ADA = { externalId: 'demo-user-42', attributes: { plan: 'pro', company: 'Acme' } };

const viewerRadios = Array.from(document.querySelectorAll<HTMLInputElement>('input[name="viewer"]'));
const autoIdentify = byId<HTMLInputElement>('opt-auto');
const identifyStatus = byId<HTMLParagraphElement>('identify-status');

function setIdentifyStatus(text: string, tone: 'info' | 'error' = 'info'): void {
  identifyStatus.textContent = text;
  identifyStatus.dataset.tone = tone;
}

function selectedViewer(): string {
  return viewerRadios.find((radio) => radio.checked)?.value ?? 'ada';
}

function randomExternalId(): string {
  return `demo-new-${crypto.randomUUID().slice(0, 8)}`;
}

/** Signs the chosen fake person in on the identify widget (a new random id for "New user" each time). */
function applyViewer(): void {
  const widget = identifyWidget();
  const viewer = selectedViewer();
  if (viewer === 'none') {
    widget.removeAttribute('external-id');
    widget.removeAttribute('custom-attributes');
    setIdentifyStatus('Signed out: the widget has no external-id and shows that it is not available.');
    return;
  }
  const externalId = viewer === 'ada' ? ADA.externalId : randomExternalId();
  const attributes = viewer === 'ada' ? ADA.attributes : { plan: 'free' };
  widget.setAttribute('external-id', externalId);
  widget.setAttribute('custom-attributes', JSON.stringify(attributes));
  setIdentifyStatus(viewer === 'ada' ? 'Signed in as Ada.' : `Signed in as a new user, ${externalId}.`);
}

for (const radio of viewerRadios) radio.addEventListener('change', applyViewer);
autoIdentify.addEventListener('change', () => toggleAttribute(identifyWidget(), 'auto', autoIdentify.checked));

const adaProgress = byId<HTMLButtonElement>('ada-progress');
let progressBusy = false;

adaProgress.addEventListener('click', () => {
  if (progressBusy) return;
  progressBusy = true;
  adaProgress.setAttribute('aria-disabled', 'true');
  control('POST', '/viewers/progress', { eventId: config.eventId, external_id: ADA.externalId, progress_percent: 100 })
    .then(() => {
      identifyWidget().reset();
      setIdentifyStatus(
        selectedViewer() === 'ada'
          ? 'Ada has now watched 100%. The widget was reset: press Join event.'
          : 'Ada has now watched 100%. Select Ada, then press Join event.',
      );
    })
    .catch((error: unknown) => {
      console.warn('Setting the progress failed', error);
      setIdentifyStatus(
        `The local API did not accept this (${String(error)}). Is \`npm start\` still running?`,
        'error',
      );
    })
    .finally(() => {
      progressBusy = false;
      adaProgress.removeAttribute('aria-disabled');
    });
});

// ---------------------------------------------------------------------------
// The widgets' markup, as an integrator would write it

const SHOWN_ATTRIBUTES_SKIP = new Set(['id', 'class', 'data-label']);

function attributeMarkup(attribute: Attr): string {
  if (attribute.value === '') return attribute.name;
  const quote = attribute.value.includes('"') ? "'" : '"';
  return `${attribute.name}=${quote}${attribute.value}${quote}`;
}

function markupOf(widget: Element): string {
  const attributes = Array.from(widget.attributes)
    .filter((a) => !SHOWN_ATTRIBUTES_SKIP.has(a.name))
    .map((a) => `\n  ${attributeMarkup(a)}`)
    .join('');
  const children = Array.from(widget.children)
    .map((child) => `\n  ${child.outerHTML}`)
    .join('');
  return `<event-register${attributes}>${children}${children ? '\n' : ''}</event-register>`;
}

function showMarkup(): void {
  byId<HTMLElement>('main-markup').textContent = markupOf(mainWidget());
  byId<HTMLElement>('identify-markup').textContent = markupOf(identifyWidget());
}

// Attributes set, children slotted, widgets swapped for fresh ones: show the new markup and state.
const markupObserver = new MutationObserver(() => {
  showMarkup();
  void refreshState();
});
for (const id of ['main-widget-slot', 'identify-widget-slot']) {
  markupObserver.observe(byId(id), { attributes: true, childList: true, subtree: true });
}

// ---------------------------------------------------------------------------
// Start-up: the options kept for this tab, on a fresh live widget

/** The live widget's event: it starts a few minutes after the page loads, so that "Join now" can be seen to appear. */
const DEMO_EVENT = {
  title: 'Demo launch',
  url: 'https://example.com/events/demo-launch',
  /** Minutes from the page's load to the start. */
  startsIn: 3,
  /** `join-window`: minutes before the start from which "Join now" shows. */
  joinWindow: 2,
};

/** The event's details on a widget; the copies "Start over" makes keep them. */
function applyEvent(widget: Widget): void {
  const start = new Date(Date.now() + DEMO_EVENT.startsIn * 60_000);
  widget.setAttribute('event-title', DEMO_EVENT.title);
  widget.setAttribute('event-start', start.toISOString().replace(/\.\d{3}Z$/, 'Z'));
  widget.setAttribute('event-url', DEMO_EVENT.url);
  widget.setAttribute('join-window', String(DEMO_EVENT.joinWindow));
}

restoreOptions();
{
  const options = readOptions();
  replaceWidget(mainWidget(), (fresh) => {
    applyEvent(fresh);
    applyOptions(fresh, options);
    applyPrefill(fresh, options);
  });
}
toggleAttribute(identifyWidget(), 'auto', autoIdentify.checked);
// The radio the browser restored on reload, or Ada.
if (selectedViewer() !== 'ada') applyViewer();
showMarkup();
void refreshState();
void startSessionsDemo(config.controlUrl, byId<HTMLParagraphElement>('sessions-status'));

// ---------------------------------------------------------------------------
// Language

function applyLocale(locale: string): void {
  for (const widget of widgets()) widget.setAttribute('locale', locale);
}

/** Every locale the widget ships, each named in its own language ("Deutsch", "日本語", "العربية"), after the options there. */
function addLocaleOptions(select: HTMLSelectElement): void {
  for (const locale of allLocales) {
    if (select.querySelector(`option[value="${locale}"]`)) continue;
    const option = new Option(new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale, locale);
    option.lang = locale;
    select.append(option);
  }
}

addLocaleOptions(localeSelect);

localeSelect.addEventListener('change', () => applyLocale(localeSelect.value));
// Keep a value the browser restored on reload in effect.
if (localeSelect.value !== 'en') applyLocale(localeSelect.value);

// ---------------------------------------------------------------------------
// Copy buttons (shown only where the clipboard API is available)

function offerCopy(buttonId: string, statusId: string, text: () => string): void {
  const button = byId<HTMLButtonElement>(buttonId);
  const status = byId<HTMLSpanElement>(statusId);
  if (typeof navigator.clipboard?.writeText !== 'function') return;
  button.hidden = false;
  button.addEventListener('click', () => {
    navigator.clipboard.writeText(text()).then(
      () => {
        status.textContent = 'Copied.';
      },
      () => {
        status.textContent = 'Could not copy: select the text and copy it instead.';
      },
    );
  });
}

offerCopy('copy-snippet', 'copy-status', () => byId<HTMLPreElement>('embed-snippet').textContent ?? '');

// ---------------------------------------------------------------------------
// "Get the embed code": what `npx event-register snippet` prints, made by the demo
// server (GET /__snippet, demo/snippet-endpoint.ts), which checks the options with
// the command's own code. Its refusals are shown as they come.

/** The response header with the element's warnings, as demo/snippet-endpoint.ts sends it. */
const ADVICE_HEADER = 'X-Snippet-Advice';

const embedForm = byId<HTMLFormElement>('embed-form');
const embedGet = byId<HTMLButtonElement>('embed-get');
const embedStatus = byId<HTMLSpanElement>('embed-status');
const embedErrors = byId<HTMLDivElement>('embed-errors');
const embedResult = byId<HTMLDivElement>('embed-result');
const embedCode = byId<HTMLElement>('embed-code');
const embedAdvice = byId<HTMLUListElement>('embed-advice');
const embedStale = byId<HTMLParagraphElement>('embed-stale');
const embedMode = byId<HTMLSelectElement>('embed-mode');
const embedExternalId = byId<HTMLInputElement>('embed-external-id');
let embedBusy = false;

addLocaleOptions(byId<HTMLSelectElement>('embed-locale'));

/** external-id belongs to identify mode: hidden otherwise, and disabled so that it is not sent. */
function applyEmbedMode(): void {
  const identify = embedMode.value === 'identify';
  byId('embed-external-id-field').hidden = !identify;
  embedExternalId.disabled = !identify;
}

function embedQuery(): URLSearchParams {
  const query = new URLSearchParams();
  // An empty field is an option left out, so the command's default applies; anything else is sent as typed.
  new FormData(embedForm).forEach((value, name) => {
    if (typeof value === 'string' && value !== '') query.append(name, value);
  });
  return query;
}

function itemsOf(lines: string[]): HTMLLIElement[] {
  return lines.map((line) => {
    const item = document.createElement('li');
    item.textContent = line;
    return item;
  });
}

function showEmbedErrors(lines: string[]): void {
  const intro = document.createElement('p');
  intro.textContent = lines.length > 1 ? 'No embed code: fix these first.' : 'No embed code:';
  const list = document.createElement('ul');
  list.append(...itemsOf(lines));
  embedErrors.replaceChildren(intro, list);
  // A code shown from before no longer matches the form.
  embedStale.hidden = embedResult.hidden;
}

/** The element's warnings that came with the snippet; nothing if the header is absent or not ours. */
function adviceOf(response: Response): string[] {
  const header = response.headers.get(ADVICE_HEADER);
  if (!header) return [];
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(header));
    return Array.isArray(parsed) ? parsed.filter((line): line is string => typeof line === 'string') : [];
  } catch {
    return [];
  }
}

async function getEmbedCode(): Promise<void> {
  embedErrors.replaceChildren();
  embedStatus.textContent = 'Making the embed code…';
  let response: Response;
  let text: string;
  try {
    response = await fetch(`/__snippet?${embedQuery().toString()}`, { cache: 'no-store' });
    text = await response.text();
  } catch (error) {
    console.warn('GET /__snippet failed', error);
    embedStatus.textContent = '';
    showEmbedErrors(['The demo server did not answer. Is `npm start` still running?']);
    return;
  }
  if (!response.ok) {
    embedStatus.textContent = '';
    const lines = text.split('\n').filter((line) => line.trim() !== '');
    showEmbedErrors(lines.length ? lines : [`The demo server answered ${response.status} ${response.statusText}.`]);
    return;
  }
  const advice = adviceOf(response);
  embedCode.textContent = text;
  embedAdvice.replaceChildren(...itemsOf(advice));
  embedAdvice.hidden = advice.length === 0;
  embedStale.hidden = true;
  byId('embed-copy-status').textContent = '';
  embedResult.hidden = false;
  // Short: the snippet itself is long HTML, there to read or copy, not to be read out.
  embedStatus.textContent = advice.length
    ? `Your embed code is below, with ${advice.length === 1 ? 'a warning' : `${advice.length} warnings`} under it.`
    : 'Your embed code is below.';
}

embedMode.addEventListener('change', applyEmbedMode);
embedForm.addEventListener('submit', (event) => {
  event.preventDefault();
  if (embedBusy) return;
  embedBusy = true;
  embedGet.setAttribute('aria-disabled', 'true');
  embedForm.setAttribute('aria-busy', 'true');
  void getEmbedCode().finally(() => {
    embedBusy = false;
    embedGet.removeAttribute('aria-disabled');
    embedForm.removeAttribute('aria-busy');
  });
});
for (const type of ['input', 'change']) {
  embedForm.addEventListener(type, () => {
    if (!embedResult.hidden) embedStale.hidden = false;
  });
}
// A mode the browser restored on reload.
applyEmbedMode();

offerCopy('copy-embed-code', 'embed-copy-status', () => embedCode.textContent ?? '');

// ---------------------------------------------------------------------------
// Theme playground: settings become custom properties (set with
// style.setProperty, no inline <style>) and the `theme` attribute of one widget.

interface PlaygroundSettings {
  theme: 'auto' | 'light' | 'dark';
  accent: string;
  radius: string;
  font: string;
  density: string;
}

type TokenSetting = Exclude<keyof PlaygroundSettings, 'theme'>;

/** What each choice sets; `default` sets nothing, so the widget's own value applies. */
const TOKEN_CHOICES: Record<TokenSetting, Record<string, Record<string, string>>> = {
  accent: {
    default: {},
    // Pairs for light-dark(): the first passes AA on white, the second on #0d1117, both with the default text on them.
    purple: { '--event-register-accent': 'light-dark(#6d28d9, #c4b5fd)' },
    teal: { '--event-register-accent': 'light-dark(#0f766e, #5eead4)' },
    amber: { '--event-register-accent': 'light-dark(#b45309, #fbbf24)' },
  },
  radius: {
    default: {},
    square: { '--event-register-radius': '0' },
    rounded: { '--event-register-radius': '1.25rem' },
  },
  font: {
    default: {},
    serif: { '--event-register-font-family': "Georgia, 'Times New Roman', serif" },
    mono: { '--event-register-font-family': "ui-monospace, Menlo, Consolas, 'Liberation Mono', monospace" },
  },
  density: {
    default: {},
    compact: {
      '--event-register-font-size': '0.875rem',
      '--event-register-gap': '0.625rem',
      '--event-register-padding': '0.875rem',
    },
  },
};

const PRESETS: Record<string, PlaygroundSettings> = {
  default: { theme: 'auto', accent: 'default', radius: 'default', font: 'default', density: 'default' },
  brand: { theme: 'auto', accent: 'purple', radius: 'rounded', font: 'serif', density: 'default' },
  'compact-dark': { theme: 'dark', accent: 'teal', radius: 'square', font: 'default', density: 'compact' },
};

/** Every property a choice can set: the ones to clear before setting the current ones. */
const PLAYGROUND_PROPERTIES = [
  ...new Set(
    Object.values(TOKEN_CHOICES).flatMap((choices) => Object.values(choices).flatMap((props) => Object.keys(props))),
  ),
];

const playgroundControls = {
  theme: byId<HTMLSelectElement>('pg-theme'),
  accent: byId<HTMLSelectElement>('pg-accent'),
  radius: byId<HTMLSelectElement>('pg-radius'),
  font: byId<HTMLSelectElement>('pg-font'),
  density: byId<HTMLSelectElement>('pg-density'),
};
const presetSelect = byId<HTMLSelectElement>('pg-preset');
const playgroundCss = byId<HTMLElement>('pg-css');
const playgroundMarkup = byId<HTMLElement>('pg-markup');

/** Looked up each time: "New empty form" and the simulations swap widgets for fresh copies (styles included). */
function playgroundWidget(): Widget {
  return byId<Widget>('playground-widget');
}

function readPlayground(): PlaygroundSettings {
  const theme = playgroundControls.theme.value;
  return {
    theme: theme === 'light' || theme === 'dark' ? theme : 'auto',
    accent: playgroundControls.accent.value,
    radius: playgroundControls.radius.value,
    font: playgroundControls.font.value,
    density: playgroundControls.density.value,
  };
}

function playgroundProperties(settings: PlaygroundSettings): [string, string][] {
  const keys: TokenSetting[] = ['accent', 'radius', 'font', 'density'];
  return keys.flatMap((key) => Object.entries(TOKEN_CHOICES[key][settings[key]] ?? {}));
}

function matchingPreset(settings: PlaygroundSettings): string | undefined {
  const keys = Object.keys(settings) as (keyof PlaygroundSettings)[];
  return Object.keys(PRESETS).find((name) => keys.every((key) => PRESETS[name]?.[key] === settings[key]));
}

function cssText(properties: [string, string][]): string {
  if (!properties.length) return '/* Nothing to add:\n   the defaults follow\n   the page. */';
  return `.my-register {\n${properties.map(([name, value]) => `  ${name}: ${value};`).join('\n')}\n}`;
}

function applyPlayground(): void {
  const settings = readPlayground();
  const properties = playgroundProperties(settings);
  const widget = playgroundWidget();
  for (const name of PLAYGROUND_PROPERTIES) widget.style.removeProperty(name);
  for (const [name, value] of properties) widget.style.setProperty(name, value);
  // auto is the default: leave the attribute out, as the markup shown does.
  if (settings.theme === 'auto') widget.removeAttribute('theme');
  else widget.setAttribute('theme', settings.theme);

  presetSelect.value = matchingPreset(settings) ?? 'custom';
  const theme = settings.theme === 'auto' ? '' : ` theme="${settings.theme}"`;
  playgroundMarkup.textContent = `<event-register class="my-register"${theme} …>`;
  playgroundCss.textContent = cssText(properties);
}

presetSelect.addEventListener('change', () => {
  const preset = PRESETS[presetSelect.value];
  if (!preset) return;
  for (const key of Object.keys(playgroundControls) as (keyof PlaygroundSettings)[]) {
    playgroundControls[key].value = preset[key];
  }
  applyPlayground();
});
for (const select of Object.values(playgroundControls)) select.addEventListener('change', applyPlayground);
applyPlayground();

offerCopy('pg-copy', 'pg-copy-status', () => playgroundCss.textContent ?? '');

// ---------------------------------------------------------------------------
// Dark-page preview: the example page's colours, switched by two radio buttons

/** As in demo.css (`.page-preview[data-scheme=…]`), shown beside the box. */
const PREVIEW_PAGES = {
  dark: { background: '#0d1117', color: '#e6edf3', 'color-scheme': 'dark' },
  light: { background: '#fbf7ef', color: '#2b2118', 'color-scheme': 'light' },
} as const;

function previewCss(scheme: keyof typeof PREVIEW_PAGES): string {
  const declarations = { ...PREVIEW_PAGES[scheme], 'font-family': 'Georgia, serif' };
  const lines = Object.entries(declarations).map(([name, value]) => `  ${name}: ${value};`);
  return `.example-page {\n${lines.join('\n')}\n}`;
}

const previewRadios = Array.from(document.querySelectorAll<HTMLInputElement>('input[name="preview-scheme"]'));

function applyPreviewScheme(): void {
  const scheme = previewRadios.find((radio) => radio.checked)?.value === 'light' ? 'light' : 'dark';
  byId<HTMLDivElement>('page-preview').dataset.scheme = scheme;
  byId<HTMLElement>('preview-css').textContent = previewCss(scheme);
}

for (const radio of previewRadios) radio.addEventListener('change', applyPreviewScheme);
// The radio the browser restored on reload, or Dark page.
applyPreviewScheme();

// ---------------------------------------------------------------------------
// Event log

function maskToken(token: string): string {
  return token.length > TOKEN_VISIBLE ? `${token.slice(0, TOKEN_VISIBLE)}…` : token;
}

/** The magic link carries the token too: mask its `token` query parameter. */
function maskLink(link: string): string {
  return link.replace(/([?&]token=)([^&#]*)/gi, (_match, prefix: string, token: string) => {
    return prefix + maskToken(decodeURIComponent(token));
  });
}

/** A copy of `value` with registration tokens cut to their first characters. */
function masked(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(masked);
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (typeof item === 'string' && /^registration_?token$/i.test(key)) out[key] = maskToken(item);
    else if (typeof item === 'string' && /^magic_?link$/i.test(key)) out[key] = maskLink(item);
    else out[key] = masked(item);
  }
  return out;
}

function describeDetail(event: Event): string {
  if (!(event instanceof CustomEvent)) return '(no detail)';
  const detail: unknown = event.detail;
  if (detail === undefined || detail === null) return String(detail);
  try {
    return JSON.stringify(masked(detail), null, 2);
  } catch {
    return '(detail could not be shown as JSON)';
  }
}

function sourceOf(event: Event): string {
  const target = event.target;
  if (target instanceof HTMLElement) return target.dataset.label ?? target.localName;
  return 'document';
}

function logEvent(event: Event): void {
  const item = document.createElement('li');
  item.className = 'log-entry';

  const header = document.createElement('p');
  header.className = 'log-entry-header';
  const name = document.createElement('strong');
  name.className = 'log-event-name';
  name.dataset.event = event.type;
  name.textContent = event.type;
  const meta = document.createElement('span');
  meta.className = 'log-meta';
  const time = document.createElement('time');
  const now = new Date();
  time.dateTime = now.toISOString();
  time.textContent = now.toLocaleTimeString('en-GB', { hour12: false });
  meta.append(time, ` · ${sourceOf(event)}`);
  header.append(name, ' ', meta);
  if (event.defaultPrevented) {
    const canceled = document.createElement('span');
    canceled.className = 'log-canceled';
    canceled.textContent = 'canceled by the page (preventDefault)';
    header.append(' ', canceled);
  }

  const detail = document.createElement('pre');
  detail.className = 'log-detail';
  const code = document.createElement('code');
  code.textContent = describeDetail(event);
  detail.append(code);

  item.append(header, detail);
  log.append(item);
  while (log.children.length > MAX_LOG_ENTRIES) log.firstElementChild?.remove();
  logEmpty.hidden = true;
  // Follow new entries, like a console.
  const box = log.parentElement;
  if (box) box.scrollTop = box.scrollHeight;
}

for (const type of LOGGED_EVENTS) document.addEventListener(type, logEvent);

// The page's dataLayer, as Google Tag Manager's snippet makes it; its pushes (the live widget's
// funnel, `analytics="datalayer"`) join the log as GTM would see them.
const dataLayer: unknown[] = [];
dataLayer.push = (...items: unknown[]): number => {
  for (const item of items) logEvent(new CustomEvent('dataLayer', { detail: item }));
  return Array.prototype.push.apply(dataLayer, items);
};
(window as unknown as { dataLayer: unknown[] }).dataLayer = dataLayer;

byId<HTMLButtonElement>('clear-log').addEventListener('click', () => {
  log.replaceChildren();
  logEmpty.hidden = false;
});
