/**
 * The widget in a test page: mounting it against the local API (./api.ts), and its rendered form
 * in whichever root it renders into. A widget test file defines its suite with `forEachRoot`, so
 * it runs once with the shadow root and once with `render-root="light"`. No fetch stubs:
 * everything the widget sends reaches the server. Importing this module defines
 * <event-register> from src/.
 */
import { fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/define.js';
import type { EventRegister } from '../../src/event-register.js';
import type { RenderRootMode } from '../../src/public-types.js';
import { env, freshEvent, nextOutcome, OUTCOME_TIMEOUT_MS, uniqueEmail, within, type Outcome } from './api.js';
import { interactionChunk } from '../../src/form/interaction-loader.js';

/** The root that the widgets of the suite now running render into (set by `forEachRoot`). */
export let renderRoot: RenderRootMode = 'shadow';

/**
 * Defines `suite` once for each render root, as Web Awesome loops its tests over its fixtures:
 * every widget the suite mounts renders into a shadow root, then with `render-root="light"`.
 * `renderRoot` is set while the suite is defined (for titles and conditions) and before it runs.
 */
export function forEachRoot(suite: (root: RenderRootMode) => void): void {
  for (const mode of ['shadow', 'light'] as const) {
    describe(mode === 'shadow' ? 'shadow root' : 'render-root="light"', () => {
      before(() => {
        renderRoot = mode;
      });
      renderRoot = mode;
      suite(mode);
    });
  }
  renderRoot = 'shadow';
}

// Most tests are about behaviour, not loading: the interaction chunk is loaded up front, as the
// widget's prefetch has done by the time a person submits. csp.test.ts covers a cold first submit
// with the built bundles, where nothing is preloaded. (A root-level hook: every file imports this.)
before(() => interactionChunk());
// Every widget uses the same API and key: a server's wait kept for the session (rate-limit-memory.ts)
// by one test must not hold back the next. Tests of that memory read it before this runs.
const forgetRateLimits = (): void => {
  for (const key of Object.keys(sessionStorage))
    if (key.startsWith('event-register:rate-limit:')) sessionStorage.removeItem(key);
};
beforeEach(forgetRateLimits);
afterEach(forgetRateLimits);

/** Gives a widget that a test builds itself this run's rendering root (before it connects). */
export function withRenderRoot<T extends Element>(el: T): T {
  if (renderRoot === 'light') el.setAttribute('render-root', 'light');
  return el;
}

/** Where the widget's form is: its shadow root, or the element itself in the light DOM. */
export function root(el: EventRegister): ParentNode & Node & { innerHTML: string } {
  if (renderRoot === 'light' && el.shadowRoot)
    throw new Error('<event-register render-root="light"> rendered into a shadow root');
  return el.shadowRoot ?? el;
}

/** The widget's element that has focus, whichever root it renders into; null when focus is elsewhere. */
export function focused(el: EventRegister): Element | null {
  if (el.shadowRoot) return el.shadowRoot.activeElement;
  const active = el.ownerDocument.activeElement;
  return active && el.contains(active) ? active : null;
}

/** The widget's element with this id (ids are unique to each instance). */
export function byId(el: EventRegister, id: string): Element | null {
  return root(el).querySelector(`#${CSS.escape(id)}`);
}

/** Mounts a widget configured against the local API; `attrs` override or add attributes (`false` removes). */
export async function mountWidget(attrs: Record<string, string | boolean> = {}): Promise<EventRegister> {
  const el = document.createElement('event-register');
  const all: Record<string, string | boolean> = {
    ...(renderRoot === 'light' ? { 'render-root': 'light' } : {}),
    'event-id': env.demoEventId,
    'api-key': env.publishableKey,
    'base-url': env.baseUrl,
    ...attrs,
  };
  for (const [name, value] of Object.entries(all)) {
    if (value === false) continue;
    el.setAttribute(name, value === true ? '' : value);
  }
  await fixture(html`<div>${el}</div>`);
  await el.updateComplete;
  return el;
}

/** A widget for a fresh event, its email (unique) and name already typed: ready to submit. */
export async function filledWidget(
  attrs: Record<string, string | boolean> = {},
  name = 'Filled Person',
): Promise<{ el: EventRegister; eventId: string; email: string }> {
  const eventId = await freshEvent();
  const el = await mountWidget({ 'event-id': eventId, ...attrs });
  const email = uniqueEmail();
  await fill(el, { email, name });
  return { el, eventId, email };
}

export function part<T extends HTMLElement = HTMLElement>(el: EventRegister, selector: string): T {
  const found = root(el).querySelector<T>(selector);
  if (!found) throw new Error(`nothing matches ${selector} in <event-register>`);
  return found;
}

export const emailInput = (el: EventRegister) => part<HTMLInputElement>(el, 'input[name="email"]');
export const nameInput = (el: EventRegister) => part<HTMLInputElement>(el, 'input[name="name"]');
export const submitButton = (el: EventRegister) => part<HTMLButtonElement>(el, 'button[type="submit"]');
export const formError = (el: EventRegister) => part(el, '[part~="form-error"]');
export const statusRegion = (el: EventRegister) => part(el, '[role="status"]');

/** The error shown for a field (via its aria-describedby), without the visually hidden "Error:" prefix; '' when none. */
export function fieldError(el: EventRegister, field: 'email' | 'name'): string {
  const input = field === 'email' ? emailInput(el) : nameInput(el);
  const id = input.getAttribute('aria-describedby');
  const message = id ? byId(el, id) : null;
  if (!message) return '';
  const visible = message.cloneNode(true) as Element;
  visible.querySelectorAll('.er-visually-hidden').forEach((prefix) => prefix.remove());
  return visible.textContent?.trim() ?? '';
}

/** The error summary ("There is a problem"), or null when it is not shown. */
export const errorSummary = (el: EventRegister): HTMLElement | null =>
  root(el).querySelector<HTMLElement>('[part~="error-summary"]');

/** The summary's entries, as text. */
export function summaryEntries(el: EventRegister): string[] {
  return [...(errorSummary(el)?.querySelectorAll('li') ?? [])].map((li) => li.textContent?.trim() ?? '');
}

/** Follows the summary's link to the field with this input id, as a person clicking it. */
export function followSummaryLink(el: EventRegister, input: HTMLInputElement): void {
  const link = [...(errorSummary(el)?.querySelectorAll<HTMLAnchorElement>('a') ?? [])].find(
    (a) => a.getAttribute('href') === `#${input.id}`,
  );
  if (!link) throw new Error(`the error summary has no link to #${input.id}`);
  link.click();
}

/** The submit button refuses presses (busy or rate-limited) but stays focusable. */
export const buttonUnavailable = (el: EventRegister): boolean =>
  submitButton(el).getAttribute('aria-disabled') === 'true';

function describeNode(node: Element | null): string {
  if (!node) return 'nothing in the widget';
  const part = node.getAttribute('part');
  const name = node.getAttribute('name');
  return `<${node.localName}${part ? ` part="${part}"` : ''}${name ? ` name="${name}"` : ''}>`;
}

/**
 * Asserts where focus is, failing with a readable description. (Chai's own
 * failure message would inspect the elements, which with Lit's object graphs
 * can take long enough to time the whole run out.)
 */
export function expectFocus(el: EventRegister, expected: Element | null, what = ''): void {
  const actual = focused(el);
  if (actual !== expected)
    throw new Error(
      `focus is on ${describeNode(actual)}, expected ${describeNode(expected)}${what ? ` (${what})` : ''}`,
    );
}

/** Types into a field as a person would be seen by the element: value, then an input event. */
export async function typeInto(el: EventRegister, field: 'email' | 'name', value: string): Promise<void> {
  const input = field === 'email' ? emailInput(el) : nameInput(el);
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  await el.updateComplete;
}

export async function fill(el: EventRegister, values: { email?: string; name?: string }): Promise<void> {
  if (values.email !== undefined) await typeInto(el, 'email', values.email);
  if (values.name !== undefined) await typeInto(el, 'name', values.name);
}

/**
 * Types `text` with real key presses into whatever has focus, one character per
 * command. Not `sendKeys({ type: text })`: with the WebDriver launcher (WebKit),
 * that becomes a single action that presses every key down before releasing
 * any (webdriverio's `keys()`), so a character repeated back to back ("11" in
 * an address) is a press of a key that is already down, and WebKitWebDriver
 * drops it. One character per command types the text exactly in every engine.
 */
export async function typeKeys(text: string): Promise<void> {
  for (const character of text) await sendKeys({ type: character });
}

/** Clicks Register and resolves with the outcome, failing fast on the other one (see `nextOutcome`). */
export async function submitAndWait<K extends Outcome>(
  el: EventRegister,
  eventName: K,
  step = `submit, then "${eventName}"`,
  timeoutMs = OUTCOME_TIMEOUT_MS,
): Promise<HTMLElementEventMap[K]> {
  const event = nextOutcome(el, eventName, step, timeoutMs);
  submitButton(el).click();
  const result = await event;
  await el.updateComplete;
  return result;
}

/**
 * Resolves once the widget has done what its updates start: the updates themselves, and the work
 * chained on them (auto-identify starts in a callback on updateComplete). The last step is a turn
 * of the event loop, no sleep: it only lets every callback already queued run first.
 */
export async function settled(el: EventRegister): Promise<void> {
  while (el.isUpdatePending) await el.updateComplete;
  await el.updateComplete;
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/** Collects events of the given names fired by `el` until `stop()`. */
export function recordEvents(el: EventTarget, names: string[]): { events: Event[]; stop(): void } {
  const events: Event[] = [];
  const listener = (e: Event): void => void events.push(e);
  for (const name of names) el.addEventListener(name, listener);
  return { events, stop: () => names.forEach((name) => el.removeEventListener(name, listener)) };
}

export function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}

export interface CapturedConsole {
  errors: string[];
  warnings: string[];
  /** Every line written with log, info, warn, error or debug. */
  all: string[];
}

const CONSOLE_METHODS = ['log', 'info', 'warn', 'error', 'debug'] as const;

/**
 * Resolves with the first line captured so far or next that includes `text`: for the console's
 * explanations, which come with the diagnostics chunk a moment after what they explain. Fails after
 * the outcome timeout, naming what was said instead.
 */
export type UntilSaid = (text: string) => Promise<string>;

/**
 * Runs `fn` with console output captured instead of printed, then restores the console. `fn` gets
 * `said`, which waits for a line to be written.
 */
export async function captureConsole(fn: (said: UntilSaid) => Promise<void>): Promise<CapturedConsole> {
  const captured: CapturedConsole = { errors: [], warnings: [], all: [] };
  const originals = CONSOLE_METHODS.map((method) => console[method].bind(console));
  const waiting: { text: string; resolve: (line: string) => void }[] = [];
  for (const method of CONSOLE_METHODS) {
    console[method] = (...args: unknown[]) => {
      const line = args.map((a) => (typeof a === 'string' ? a : (JSON.stringify(a) ?? String(a)))).join(' ');
      captured.all.push(line);
      if (method === 'error') captured.errors.push(line);
      if (method === 'warn') captured.warnings.push(line);
      for (const wait of waiting.filter(({ text }) => line.includes(text))) wait.resolve(line);
    };
  }
  const said: UntilSaid = (text) =>
    within(
      new Promise<string>((resolve) => {
        const line = captured.all.find((l) => l.includes(text));
        if (line !== undefined) resolve(line);
        else waiting.push({ text, resolve });
      }),
      `the console saying "${text}" (it said: ${JSON.stringify(captured.all)})`,
    );
  try {
    await fn(said);
  } finally {
    CONSOLE_METHODS.forEach((method, i) => (console[method] = originals[i]!));
  }
  return captured;
}
