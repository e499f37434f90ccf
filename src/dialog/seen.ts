/**
 * The widget's button and its openers, seen. With `analytics`, the funnel's view counts them seen
 * with no one touching them; the analytics feature comes with the form's code, which an opener
 * otherwise fetches only when a person comes near it. So with `analytics` that code is fetched once
 * the button or one of its openers comes within a screen's height of the viewport, as an inline
 * widget's is (form/prefetch.ts), and is here by the time half of it is in view.
 */
import type { DialogHost } from './dialog-host.js';
import { OPENER, targetOf } from './openers.js';

/**
 * The page's openers of `widget` now: the analytics feature watches them too (it loads this chunk's
 * module, which a widget with `dialog` has by its first render, rather than import it).
 */
export const openersOf = (widget: Element): Element[] =>
  Array.from(widget.ownerDocument.querySelectorAll(`[${OPENER}]`)).filter(
    (opener) => targetOf(opener).widget === widget,
  );

/** With `analytics`, calls `prefetch` once the widget (its button) or one of its openers comes near. */
export function prefetchWhenSeen(host: DialogHost, prefetch: () => unknown): void {
  if (!host.analytics?.trim()) return;
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      prefetch();
    },
    { rootMargin: '100% 0px' },
  );
  // The host, not its button: this runs in the widget's first render, before the button is there.
  for (const el of [host, ...openersOf(host)]) observer.observe(el);
}
