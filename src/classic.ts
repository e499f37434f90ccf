/**
 * The classic script, `dist/cdn/event-register.iife.js`: a plain `<script src>`, for tag managers
 * and page builders. It loads the module entry beside it, the very file a `<script type="module">`
 * loads, so that a page has one Lit and one copy of the widget whichever script it uses.
 *
 * The page's `integrity` covers this file, and this file carries the build's hashes of the entry and
 * of its code chunks (`__ER_INTEGRITY__`, written by the build): the entry is fetched with
 * `<link rel="modulepreload" integrity>`, which the import then uses, and the entry checks each
 * chunk it loads the same way (src/features.ts). A file that does not match is refused by the
 * browser, and the widget stays as the page drew it.
 *
 * `window.EventRegisterWidget` exists as soon as this script has run; `ready` resolves with it once
 * the element class and `defineEventRegister` are on it.
 */
import type * as Cdn from './cdn.js';

/** The SRI hashes of the entry, by its file (relative to this script), and of the code chunks, by feature. */
declare const __ER_INTEGRITY__: Record<string, string>;

/** The classic script's global. */
export interface EventRegisterWidget extends Partial<typeof Cdn> {
  /** Settles once the widget's code is here, with this object; rejects when it cannot load or is refused. */
  ready: Promise<EventRegisterWidget>;
  /** The build's hashes, the entry's by its file and each feature chunk's by the feature: the entry checks each chunk it loads against them. */
  integrity: Record<string, string>;
}

declare global {
  interface Window {
    EventRegisterWidget?: EventRegisterWidget;
  }
}

const integrity = __ER_INTEGRITY__;
// One name for it: the minifier shortens a local, never a global.
const doc = document;
// While this script runs: `document.currentScript` is null afterwards.
const entry = new URL('event-register.js', (doc.currentScript as HTMLScriptElement | null)?.src || location.href);
const widget = (window.EventRegisterWidget ??= {} as EventRegisterWidget);
// Before the import: the import then uses the checked fetch.
doc.head.append(
  Object.assign(doc.createElement('link'), {
    rel: 'modulepreload',
    href: entry,
    integrity: integrity['event-register.js'],
    // '' is `anonymous`.
    crossOrigin: '',
  }),
);
widget.integrity = integrity;
// Run after the parse (`defer`, a tag manager), this script finds any pre-rendered form parsed: the
// widget's code then runs after the form's first frame and a task, so that the form is on screen and
// takes keys before any of it is evaluated (the preload fetches the entry meanwhile). A hidden page
// renders no frames, nor does WebKit in a frame out of view: the timer is the fallback. Run from the
// page's head, before any form, it imports at once: the widget draws its own form.
(widget.ready = new Promise<void>((start) => {
  if (doc.readyState == 'loading') start();
  requestAnimationFrame(() => setTimeout(start));
  setTimeout(start, 1e3);
}).then(() =>
  // A URL is imported by its text.
  import(/* @vite-ignore */ entry as unknown as string).then((module: typeof Cdn) => Object.assign(widget, module)),
)).catch(
  // Said once on the console; a page that awaits `ready` sees the rejection too.
  (error: unknown) => console.error('<event-register> could not load its code:', error),
);
