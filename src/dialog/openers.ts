/**
 * The page's openers: any element with `data-event-register-open`, present or added later, heard
 * through one listener per document. `="signup"` opens `<event-register id="signup" dialog>`; an empty
 * value the page's only `dialog` widget. Pointing at, focusing or touching an opener fetches that
 * widget's form code, so that the form is ready when it opens. An opener that names no such widget
 * stays what it is (a link is followed), with one console line.
 */
import { ELEMENT_FEATURES, loadFeature } from '../features.js';
import type { DialogHost } from './dialog-host.js';

export const OPENER = 'data-event-register-open';

/** What an opener opens, or why it opens nothing. */
type Target = { widget: DialogHost; problem?: undefined } | { widget?: undefined; problem: string };

const hasDialog = (el: Element): boolean => (el as Partial<DialogHost>).dialog ?? el.hasAttribute('dialog');

/** How a console line names a widget: `#id`, else its event ID. */
export const nameOf = (el: Element): string =>
  el.id ? `#${el.id}` : `<event-register event-id="${el.getAttribute('event-id') ?? ''}">`;

export function targetOf(opener: Element): Target {
  const doc = opener.ownerDocument;
  const name = opener.getAttribute(OPENER)?.trim();
  if (name) {
    const widget = doc.getElementById(name);
    if (widget?.localName !== 'event-register')
      return { problem: `there is no <event-register id="${name}"> on this page` };
    if (!hasDialog(widget))
      return {
        problem: `${nameOf(widget)} has no dialog attribute: its form stands in the page, and opens in no dialog`,
      };
    return { widget: widget as DialogHost };
  }
  const widgets = Array.from(doc.querySelectorAll('event-register[dialog]')).filter(hasDialog);
  if (widgets.length === 1) return { widget: widgets[0] as DialogHost };
  return {
    problem: widgets.length
      ? `it names no widget, and the page has ${widgets.length} with the dialog attribute (${widgets.map(nameOf).join(', ')}): give it the id of the one to open`
      : 'it names no widget, and the page has none with the dialog attribute',
  };
}

/** The opener an event came through, if any (an opener may be inside a shadow root of the page's). */
export function openerOf(event: Event): Element | undefined {
  return event.composedPath().find((node): node is Element => !!(node as Partial<Element>).hasAttribute?.(OPENER));
}

const warned = new WeakSet<Element>();

/** Whether `el` (an opener, a widget) has not had its console line yet; from now on it has. */
export const firstWarning = (el: Element): boolean => !warned.has(el) && !!warned.add(el);

/** Once per opener: why a press of it opened nothing. */
export function warnOnce(opener: Element, problem: string): void {
  if (!firstWarning(opener)) return;
  const kind = opener.localName === 'a' && opener.hasAttribute('href') ? 'its link is followed' : 'it does nothing';
  console.warn(`<event-register> an element with ${OPENER} opens nothing, so ${kind}: ${problem}.`, opener);
}

const listening = new WeakSet<Document>();
const NEAR = ['pointerover', 'focusin', 'touchstart'] as const;

/** The form's code, fetched once a person comes near an opener; a failure is the press's to report. */
export const prefetch = (): void =>
  void loadFeature('interaction', ELEMENT_FEATURES.interaction).catch(() => undefined);

/**
 * Listens to `doc`'s openers, once: a press opens (`open`), a first approach prefetches. The
 * bubbling phase, so that a page's own listener that cancels the press wins.
 */
export function listenToOpeners(doc: Document, open: (widget: DialogHost, opener: Element) => void): void {
  if (listening.has(doc)) return;
  listening.add(doc);
  doc.addEventListener('click', (event) => {
    const opener = openerOf(event);
    // A link opened in a new tab or window (Ctrl, Cmd, Shift, a middle click) stays a link.
    if (!opener || event.defaultPrevented || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const { widget, problem } = targetOf(opener);
    if (!widget) return warnOnce(opener, problem);
    event.preventDefault();
    open(widget, opener);
  });
  const near = (event: Event): void => {
    const opener = openerOf(event);
    if (opener && targetOf(opener).widget) {
      for (const type of NEAR) doc.removeEventListener(type, near, true);
      prefetch();
    }
  };
  for (const type of NEAR) doc.addEventListener(type, near, { passive: true, capture: true });
}
