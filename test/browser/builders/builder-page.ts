/**
 * What the page-builder tests share: a host page of its own in a frame (its own registry, so the
 * widget comes from the stand-in CDN's built files, as on a real site), the snippet a marketer
 * pastes (test/builders/fixtures/) with its placeholders filled, and typing into the widget there.
 */
import { expect, waitUntil } from '@open-wc/testing';
import type { EventRegister } from '../../../src/event-register.js';
import * as api from '../../helpers/api.js';
import * as ui from '../../helpers/widget.js';

export interface HostPage {
  frame: HTMLIFrameElement;
  win: Window & typeof globalThis;
  doc: Document;
}

/** The frames the tests opened, removed after each test whatever its outcome. */
const openFrames: HTMLIFrameElement[] = [];
afterEach(() => openFrames.splice(0).forEach((frame) => frame.remove()));

/** Opens `html` as a page of its own in a frame (large enough to show the widget), and resolves after its `load` event. */
export async function hostPage(html: string): Promise<HostPage> {
  const frame = document.createElement('iframe');
  frame.title = 'host page';
  frame.style.inlineSize = '40rem';
  frame.style.blockSize = '44rem';
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  frame.srcdoc = html;
  document.body.append(frame);
  openFrames.push(frame);
  await api.within(loaded, 'the host page to load');
  const win = frame.contentWindow as Window & typeof globalThis;
  expect(win.document.readyState, 'the host page has loaded').to.equal('complete');
  return { frame, win, doc: win.document };
}

/** The build's hashes, as the stand-in CDN serves them (dist/cdn/integrity.json). */
async function integrity(): Promise<Record<string, string>> {
  const response = await fetch(`${api.env.cdnOrigin}/integrity.json`);
  expect(response.ok, 'the CDN serves integrity.json').to.equal(true);
  return (await response.json()) as Record<string, string>;
}

/**
 * The text of a fixture of test/builders/fixtures/, with its placeholders filled: the CDN's base,
 * the build's hashes, this engine's API and key, and `values` (`EVENT_ID`, `RENDER_ROOT`…). Fails
 * on a placeholder left over.
 */
export async function snippet(file: string, values: Record<string, string>): Promise<string> {
  const response = await fetch(`/test/builders/fixtures/${file}`);
  expect(response.ok, `the fixture ${file}`).to.equal(true);
  const hashes = await integrity();
  const all: Record<string, string> = {
    CDN: `${api.env.cdnOrigin}/`,
    INTEGRITY_IIFE: hashes['event-register.iife.js']!,
    INTEGRITY_MODULE: hashes['event-register.js']!,
    API_KEY: api.env.publishableKey,
    BASE_URL: api.env.baseUrl,
    ...values,
  };
  const text = (await response.text()).replace(/\{\{(\w+)\}\}/g, (whole, name: string) => all[name] ?? whole);
  expect(text.match(/\{\{\w+\}\}/g) ?? [], `placeholders left in ${file}`).to.deep.equal([]);
  return text;
}

/** The widgets on the page, once its registry has `<event-register>` and each has rendered its form. */
export async function upgraded(page: HostPage, count: number): Promise<EventRegister[]> {
  await api.within(page.win.customElements.whenDefined('event-register'), 'the script to define <event-register>');
  const widgets = Array.from(page.doc.querySelectorAll<EventRegister>('event-register'));
  expect(widgets.length, 'widgets on the page').to.equal(count);
  for (const widget of widgets) {
    expect(widget instanceof page.win.HTMLElement && 'submit' in widget, 'an upgraded <event-register>').to.equal(true);
    await api.within(widget.updateComplete, 'the widget’s first render');
    await waitUntil(() => formRoot(widget).querySelector('input[name="email"]'), 'the widget renders its form');
  }
  return widgets;
}

/** Where a widget's form is: its shadow root, or the element itself in the light DOM. */
export const formRoot = (widget: Element): ParentNode => widget.shadowRoot ?? widget;

export function input(widget: Element, name: string): HTMLInputElement {
  const found = formRoot(widget).querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!found) throw new Error(`no input[name="${name}"] in the widget`);
  return found;
}

/** The element focused inside the page, across a shadow root, named. */
export function focusedName(page: HostPage): string {
  const active = page.doc.activeElement;
  const inner = active?.shadowRoot?.activeElement ?? active;
  return inner ? `${inner.localName}[name="${inner.getAttribute('name') ?? ''}"]` : 'nothing';
}

/** Focuses a field of a widget, once painted (WebKit drops keys typed into a field before its first paint). */
export async function focusField(page: HostPage, widget: Element, name: string): Promise<void> {
  await new Promise((resolve) => page.win.requestAnimationFrame(() => page.win.requestAnimationFrame(resolve)));
  await waitUntil(
    () => {
      input(widget, name).focus();
      return focusedName(page) === `input[name="${name}"]`;
    },
    `the ${name} field never took focus`,
    { timeout: 10_000 },
  );
}

/** Types into a field with real key presses, and presses Register: resolves with `registered`. */
export async function registerThrough(
  page: HostPage,
  widget: EventRegister,
  email: string,
  name: string,
): Promise<Event> {
  await focusField(page, widget, 'email');
  await ui.typeKeys(email);
  await focusField(page, widget, 'name');
  await ui.typeKeys(name);
  expect([input(widget, 'email').value, input(widget, 'name').value], 'what was typed').to.deep.equal([email, name]);
  const outcome = api.nextOutcome(widget, 'registered', 'a press of Register on the injected widget');
  formRoot(widget).querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
  return outcome;
}

/** The registrations the local API stored for an event, as [email, name]. */
export async function registered(eventId: string): Promise<[string, string | undefined][]> {
  return (await api.registrations(eventId)).map((r) => [r.email, r.name ?? undefined]);
}

/**
 * Adds a page builder's block after the page's own scripts and its `load`: the block's markup, the
 * pasted snippet inside it, at the end of the page's `<main>`. As a builder renders it (HubSpot's
 * module, Squarespace's Code block, the editors' previews that add blocks live), its scripts run
 * once inserted: a contextual fragment's scripts are not yet started.
 */
export function insertBlock(page: HostPage, blockHtml: string): HTMLElement {
  const fragment = page.doc.createRange().createContextualFragment(blockHtml);
  const block = fragment.firstElementChild as HTMLElement;
  page.doc.querySelector('main')!.append(fragment);
  return block;
}

/**
 * Fails unless the widget's form can be used under the page's CSS: the fields are wide enough to
 * type in, the labels are shown, and a press at the button's centre reaches the button.
 */
export function expectUsable(page: HostPage, widget: Element): void {
  const root = formRoot(widget);
  for (const field of ['email', 'name']) {
    const control = input(widget, field);
    const box = control.getBoundingClientRect();
    expect(box.width, `the ${field} field's width`).to.be.at.least(150);
    expect(box.height, `the ${field} field's height`).to.be.at.least(20);
    const label = root.querySelector(`label[for="${control.id}"]`);
    expect(label?.getBoundingClientRect().height ?? 0, `the ${field} field's label is shown`).to.be.above(0);
  }
  const button = root.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  button.scrollIntoView({ block: 'center' });
  const box = button.getBoundingClientRect();
  expect(box.width * box.height, "the button's area").to.be.above(0);
  const hit = (widget.shadowRoot ?? page.doc).elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
  expect(hit === button || button.contains(hit), 'a press at the button’s centre reaches it').to.equal(true);
}

/** Inherited text properties: the widget takes them from its page on purpose, so the bare page keeps them. */
const INHERITED = [
  'color',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'font-stretch',
  'line-height',
  'letter-spacing',
  'word-spacing',
  'text-transform',
  'text-rendering',
  '-webkit-font-smoothing',
];

/** Every element the widget rendered, as a line: where its box is relative to the widget's, and its display. */
function boxes(page: HostPage, widget: Element): string[] {
  const host = widget.getBoundingClientRect();
  const rendered = Array.from(formRoot(widget).querySelectorAll('*')).filter((node) => node.localName !== 'style');
  return rendered.map((node) => {
    const r = node.getBoundingClientRect();
    const classes = node.getAttribute('class')?.trim();
    const where = node.getClientRects().length
      ? [r.left - host.left, r.top - host.top, r.width, r.height].map((n) => Math.round(n)).join(' ')
      : 'no box';
    return `<${node.localName}${classes ? ` class="${classes}"` : ''}> ${where} ${page.win.getComputedStyle(node).display}`;
  });
}

/**
 * Fails when the builder's stylesheet moves or resizes anything inside the widget: measured with
 * it, then with it switched off and the text properties it gave the block kept on the block (the
 * widget follows the page's font and colour on purpose), every box within 1 px.
 */
export function expectUnmoved(page: HostPage, widget: Element, block: HTMLElement): void {
  const framed = boxes(page, widget);
  const kept = page.win.getComputedStyle(widget.parentElement!);
  const inline = INHERITED.map((name) => `${name}: ${kept.getPropertyValue(name)};`).join(' ');
  const rootSize = page.win.getComputedStyle(page.doc.documentElement).fontSize;
  const inlineSize = `${block.getBoundingClientRect().width}px`;
  const sheets = Array.from(page.doc.querySelectorAll<HTMLStyleElement>('head style'));
  sheets.forEach((sheet) => (sheet.sheet!.disabled = true));
  const style = block.getAttribute('style');
  block.setAttribute('style', `${inline} inline-size: ${inlineSize}; padding: 0; margin: 0; box-sizing: border-box;`);
  page.doc.documentElement.style.fontSize = rootSize;
  const bare = boxes(page, widget);
  sheets.forEach((sheet) => (sheet.sheet!.disabled = false));
  if (style === null) block.removeAttribute('style');
  else block.setAttribute('style', style);
  page.doc.documentElement.style.removeProperty('font-size');
  const near = (a: string, b: string): boolean => {
    const [x, y] = [a.match(/-?\d+/g) ?? [], b.match(/-?\d+/g) ?? []];
    return a.replace(/-?\d+/g, '#') === b.replace(/-?\d+/g, '#') && x.every((n, i) => Math.abs(+n - +y[i]!) <= 1);
  };
  const moved = framed.flatMap((line, i) => (near(line, bare[i] ?? '') ? [] : [`${bare[i]} became ${line}`]));
  expect(moved, "what the builder's CSS moved inside the widget").to.deep.equal([]);
}
