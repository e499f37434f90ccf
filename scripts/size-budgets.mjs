// The byte budgets of the CDN files (gzip -9 and brotli 11, the hashes in chunk names written as zeros:
// scripts/cdn-sizes.mjs), one line per file: what it is and its
// numbers. scripts/size-budget.mjs fails the build over one; the benchmark's report and
// docs/performance.md's size table read them. Each is the size it last came down to, rounded up to
// 10 B: a budget goes down, never up, and a feature makes room for itself. Why a number moved is in
// git's history. Each feature of src/features.ts has one line (`feature`), and no file may go without.
// Run with `node --import tsx`: it reads src/features.ts.
import { FEATURE_FILES } from '../src/features.ts';

/** @type {{ name: string, feature?: string, match: RegExp, holds: string, gzip: number, brotli: number }[]} */
export const BUDGETS = [
  {
    name: 'entry (module)',
    match: /^event-register\.js$/,
    holds: 'Lit, the element, the form at rest, English',
    // Raised by the dialog's part of the element (the `dialog` property, open() and close(), the
    // render through the dialog chunk, its table entries, and the look for the page's openers): 286 B
    // gzip that no saving elsewhere in the entry covered (docs/performance.md, "Size").
    gzip: 14_590,
    brotli: 13_180,
  },
  {
    name: 'classic script',
    match: /^event-register\.iife\.js$/,
    holds:
      'the loader of the entry, with the build’s hashes; over a pre-rendered form, it imports after the first frame',
    // Each feature's chunk adds its hash (44 base64 characters that do not compress): the dialog's.
    // Raised by the wait for the pre-rendered form's first frame (a frame, a task, and a timer where
    // no frame comes), which makes it the pre-rendered snippet's loader: +53 B gzip after 16 B saved
    // in the rest of the file. A module loader of its own measured 135 B brotli more for that page,
    // as a second file that would copy this wait and check no chunk.
    gzip: 870,
    brotli: 740,
  },
  {
    name: 'embed-code page script',
    match: /^embed-code\.js$/,
    holds: 'the embed-code page (embed-code.html): its settings form, preview and snippet; never loaded by a widget',
    gzip: 2_230,
    brotli: 1_900,
  },
  {
    feature: 'interaction',
    holds:
      'the submission flow, the API client, configuration and attribute checks (their console words are the diagnostics chunk), field errors, the error summary, success views, events, `remember`, and the styles of all of these; prefetched',
    gzip: 14_080,
    brotli: 12_580,
  },
  {
    feature: 'attend',
    holds:
      "what a success shows beyond its message: the event's time, the calendar menu (the person's own calendar first, Yahoo Calendar among them) and Join now (a page with `event-start`), what changes in an app's own browser (inapp-spy's detector), identify mode's status and progress, and their styles; fetched with the first address (identify mode: with the interaction chunk), before any press sends",
    // Raised by the in-app browsers (6,411 → 8,262 B gzip with the funnel's savings): inapp-spy's
    // detector (~980 B), and the note, Open in your browser, Copy link and its field (~930 B): the
    // chunk comes with a success.
    gzip: 8_270,
    brotli: 7_330,
  },
  {
    feature: 'address',
    holds:
      '"Did you mean …?" under the email field (the suggestion engine and its data: popular mail domains, their real neighbours, the real top-level domains near them) and the success view\'s "Check your inbox: we emailed … your link to join the event." with "Wrong address?"; fetched in register mode once the email field has an address',
    gzip: 3_790,
    brotli: 3_430,
  },
  {
    feature: 'analytics',
    holds:
      "the registration funnel told to the page's analytics (`analytics`) and the campaign values of `attribution`; fetched only by a widget with one of them",
    // Raised by the steps past the form (invalid, suggestion with its saved, calendar, join) and their three
    // payload keys, ~170 B gzip: a table of events in place of the listeners measured larger. The chunk
    // comes only with `analytics` or `attribution`.
    gzip: 1_740,
    brotli: 1_510,
  },
  {
    feature: 'sessions',
    holds:
      "several sessions of an event to choose from, in the visitor's own time, or a series registered at once, and `after-end`'s closing; fetched only by a widget with `sessions` or `after-end`, before its first render (its console words are the diagnostics chunk)",
    gzip: 5_110,
    brotli: 4_570,
  },
  {
    feature: 'dialog',
    holds:
      "the form in a modal dialog, its button, and the page's openers (`data-event-register-open`); fetched only by a widget with `dialog` (or at `open()`), before its first render",
    gzip: 3_550,
    brotli: 3_120,
  },
  {
    feature: 'prefill',
    holds:
      "the email and name the page's address gives (`prefill-from-url`), and the address bar cleared of them with `strip`; fetched only by a widget with `prefill-from-url`, before its first render",
    gzip: 580,
    brotli: 510,
  },
  {
    feature: 'check',
    holds:
      "the configuration check a page's owner asks for (`debug`, or `?event-register-check` in the page's address): the settings in use, without the key, and each problem found or met with its fix; fetched only by a widget that asks",
    gzip: 2_380,
    brotli: 1_990,
  },
  {
    feature: 'diagnostics',
    holds:
      "the console's words for the integrator: a configuration problem's explanation and fix, and a failed submission's cause (a refused key, an unknown event, a redirect, …), and each problem with the sessions' attributes; fetched only when there is something to say",
    gzip: 2_650,
    brotli: 2_250,
  },
  {
    feature: 'take-over',
    holds:
      "the code that takes over a pre-rendered form: Lit's hydration, which binds the element to the server's nodes, and the way back to rendering it anew; loaded only over such a form",
    gzip: 2_700,
    brotli: 2_400,
  },
  {
    name: 'locale chunk',
    match: /^locales\/[\w-]+(\.[a-z]+)?-[\w-]+\.js$/,
    holds: "one part of a locale's messages",
    gzip: 1_360,
    brotli: 1_160,
  },
].map((budget) =>
  budget.feature
    ? { name: `${budget.feature} chunk`, match: new RegExp(`^chunks/${budget.feature}-[\\w-]+\\.js$`), ...budget }
    : budget,
);

const unbudgeted = Object.keys(FEATURE_FILES).filter((name) => !BUDGETS.some((b) => b.feature === name));
if (unbudgeted.length)
  throw new Error(`scripts/size-budgets.mjs has no budget for the feature(s) ${unbudgeted.join(', ')}`);

/** The entry's budget, for the benchmark's target. */
export const ENTRY_BUDGET = BUDGETS.find((b) => b.name === 'entry (module)');
