/**
 * The dialog's tests' page: a widget with `dialog`, the page's openers around it, the dialog's
 * events awaited with a bound (failing with the step named), and a click at a point of the
 * viewport as a person's pointer makes it.
 */
import { oneEvent } from '@open-wc/testing';
import { sendMouse } from '@web/test-runner-commands';
import type { EventRegister } from '../../../src/event-register.js';
import type { DialogCloseEvent, DialogCloseReason } from '../../../src/events/dialog-close.js';
import type { DialogOpenEvent } from '../../../src/events/dialog-open.js';
import { env, freshEvent, within } from '../../helpers/api.js';
import * as ui from '../../helpers/widget.js';

const added: Element[] = [];
afterEach(() => added.splice(0).forEach((node) => node.remove()));

/** Puts `node` in the page's body until the test ends. */
export function addToPage<T extends Element>(node: T): T {
  document.body.append(node);
  added.push(node);
  return node;
}

/** An opener link: `<a href="#…" data-event-register-open="value">`. */
export function openerLink(value: string, href = '#after-script'): HTMLAnchorElement {
  const link = document.createElement('a');
  link.href = href;
  link.textContent = 'Save my seat';
  link.setAttribute('data-event-register-open', value);
  return addToPage(link);
}

export const dialogOf = (el: EventRegister): HTMLDialogElement => ui.part<HTMLDialogElement>(el, '[part~="dialog"]');
export const dialogButton = (el: EventRegister): HTMLButtonElement =>
  ui.part<HTMLButtonElement>(el, '[part~="dialog-button"]');
export const closeButton = (el: EventRegister): HTMLButtonElement =>
  ui.part<HTMLButtonElement>(el, '[part~="dialog-close"]');

/** The next `dialog-open` of `el`; call before the action. */
export function nextOpen(el: EventRegister, step: string): Promise<DialogOpenEvent> {
  return within(oneEvent<DialogOpenEvent>(el, 'dialog-open'), `${step}: "dialog-open"`, 5000);
}

/** The next `dialog-close` of `el`, its reason checked; call before the action. */
export async function nextClose(el: EventRegister, reason: DialogCloseReason, step: string): Promise<void> {
  const closing = oneEvent<DialogCloseEvent>(el, 'dialog-close');
  const event = await within(closing, `${step}: "dialog-close"`, 5000);
  if (event.detail.reason !== reason) throw new Error(`${step}: closed for "${event.detail.reason}", not "${reason}"`);
}

/** A real click (the pointer moved there, pressed and released) at this point of the viewport. */
export async function clickAt(x: number, y: number): Promise<void> {
  await sendMouse({ type: 'click', position: [Math.round(x), Math.round(y)] });
}

/** A real click in the middle of `target`. */
export async function clickOn(target: Element): Promise<void> {
  const box = target.getBoundingClientRect();
  await clickAt(box.left + box.width / 2, box.top + box.height / 2);
}

/** Resolves once the dialog has come to rest: after its entry transition (a slide from below). */
export async function atRest(el: EventRegister): Promise<void> {
  await Promise.all(
    dialogOf(el)
      .getAnimations()
      .map((animation) => animation.finished),
  );
}

/**
 * A `dialog` widget for a fresh event of the local API, put into `parent` (a test's own page: its
 * landmark, its colours), not yet open.
 */
export async function freshDialogWidget(
  parent: HTMLElement,
  attrs: Record<string, string> = {},
): Promise<EventRegister> {
  const el = ui.withRenderRoot(document.createElement('event-register'));
  const all = { dialog: '', 'event-id': await freshEvent(), 'api-key': env.publishableKey, 'base-url': env.baseUrl };
  for (const [name, value] of Object.entries({ ...all, ...attrs })) el.setAttribute(name, value);
  parent.append(el);
  await el.updateComplete;
  return el;
}

/** A mounted `dialog` widget, its dialog opened by its button; resolves once it is open and at rest. */
export async function openedWidget(attrs: Record<string, string | boolean> = {}): Promise<EventRegister> {
  const el = await ui.mountWidget({ dialog: true, 'event-title': 'Launch', ...attrs });
  const opened = nextOpen(el, 'the button pressed');
  dialogButton(el).click();
  await opened;
  await atRest(el);
  return el;
}

const describe = (node: Element | null): string =>
  node
    ? `<${node.localName}${node.id ? ` id="${node.id}"` : ''}${node.className ? ` class="${node.className}"` : ''}>`
    : 'null';

/**
 * Asserts that `actual` is `expected`, failing with a short description of each (chai's own
 * message would inspect Lit's object graphs, long enough to time the whole run out).
 */
export function expectSame(actual: Element | null, expected: Element | null, what: string): void {
  if (actual !== expected) throw new Error(`${what}: ${describe(actual)}, expected ${describe(expected)}`);
}
