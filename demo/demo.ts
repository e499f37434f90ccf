/**
 * The demo page's behaviour: the live widgets, the "Simulate the API" panel
 * (fault injection on the local API over HTTP), the language picker and the
 * event log. Plain DOM, no framework.
 */
import '../src/define.js';
import type { DemoConfig } from './serve.js';

/** The events the widgets fire (some arrive in later versions; listening early is harmless). */
const LOGGED_EVENTS = ['registered', 'submit-error', 'identified', 'state-change', 'register-submit'] as const;

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
const localeSelect = byId<HTMLSelectElement>('locale-select');
const log = byId<HTMLOListElement>('event-log');
const logEmpty = byId<HTMLParagraphElement>('log-empty');

function widgets(): HTMLElementTagNameMap['event-register'][] {
  return Array.from(document.querySelectorAll('event-register'));
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

function setStatus(text: string, tone: 'info' | 'error' = 'info'): void {
  controlStatus.textContent = text;
  controlStatus.dataset.tone = tone;
}

/** A fresh element with the same attributes (locale included), in place of the old one. */
function replaceWidget(old: HTMLElementTagNameMap['event-register']): void {
  const fresh = old.cloneNode(false) as HTMLElementTagNameMap['event-register'];
  old.replaceWith(fresh);
}

function replaceAllWidgets(): void {
  for (const widget of widgets()) replaceWidget(widget);
}

/** Widgets showing their success view have no Register button: give them a form again. */
function refreshFinishedWidgets(): number {
  const finished = widgets().filter((w) => w.state === 'success');
  for (const widget of finished) replaceWidget(widget);
  return finished.length;
}

/** The simulation waiting for the next Register click, if any. */
let armed: string | undefined;

async function runScenario(name: string): Promise<void> {
  if (name === 'reset') {
    armed = undefined;
    await control('POST', '/reset');
    replaceAllWidgets();
    setStatus('Demo reset: no simulations queued, no registrations, fresh widgets.');
    return;
  }
  const scenario = SCENARIOS[name];
  if (!scenario) throw new Error(`unknown scenario "${name}"`);
  // One simulation at a time, so the button's promise holds for the very next click.
  await control('DELETE', '/faults');
  await control('POST', '/faults', { faults: scenario.faults });
  armed = name;
  const refreshed = refreshFinishedWidgets();
  setStatus(refreshed ? `${scenario.armed} A fresh form replaced the success message.` : scenario.armed);
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

byId<HTMLUListElement>('scenarios').addEventListener('click', (event) => {
  const button = (event.target as Element).closest<HTMLButtonElement>('button[data-scenario]');
  const name = button?.dataset.scenario;
  if (!name || busy) return;
  busy = true;
  setBusy(true);
  runScenario(name)
    .catch((error: unknown) => {
      console.warn('Simulation request failed', error);
      setStatus(`The local API did not accept this (${String(error)}). Is \`npm start\` still running?`, 'error');
    })
    .finally(() => {
      busy = false;
      setBusy(false);
    });
});

byId<HTMLButtonElement>('new-form').addEventListener('click', () => {
  replaceAllWidgets();
  setStatus('Fresh widgets loaded. Registrations made so far are kept.');
});

// ---------------------------------------------------------------------------
// Language

function applyLocale(locale: string): void {
  for (const widget of widgets()) widget.setAttribute('locale', locale);
}

localeSelect.addEventListener('change', () => applyLocale(localeSelect.value));
// Keep a value the browser restored on reload in effect.
if (localeSelect.value !== 'en') applyLocale(localeSelect.value);

// ---------------------------------------------------------------------------
// Copy the embed snippet

const copyButton = byId<HTMLButtonElement>('copy-snippet');
const copyStatus = byId<HTMLSpanElement>('copy-status');
if (typeof navigator.clipboard?.writeText === 'function') {
  copyButton.hidden = false;
  copyButton.addEventListener('click', () => {
    const text = byId<HTMLPreElement>('embed-snippet').textContent ?? '';
    navigator.clipboard.writeText(text).then(
      () => {
        copyStatus.textContent = 'Copied.';
      },
      () => {
        copyStatus.textContent = 'Could not copy: select the text and copy it instead.';
      },
    );
  });
}

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

byId<HTMLButtonElement>('clear-log').addEventListener('click', () => {
  log.replaceChildren();
  logEmpty.hidden = false;
});
