// The byte budgets of the CDN files (gzip -9 and brotli 11), read by scripts/size-budget.mjs,
// which fails the build over one, and by the benchmark's report (bench/report.mjs). The code's
// budgets are the sizes they last came down to, rounded up to 10 B: a feature makes room for itself.
// A chunk names the files it imports (the entry's hash among them), so its compressed size moves by a
// few bytes when one of them changes, with no change of its own code: the attend and address chunks'
// budgets took 10 B for that when the entry changed for hydration.
export const BUDGETS = [
  // The entry: Lit, the element, English and the form at rest, which is all that loads before the
  // first render (a non-English page adds its locale's first part). It came down by 100 B when the
  // shadow root's styles stopped using Lit's `css` tag (its checks and their messages), and by 50 B
  // when the palette's six colour properties were written by one function for both of their rules.
  // It declares `analytics` and `attribution`, whose code is all in the analytics chunk. It exports
  // Lit's internals to the take-over chunk, whose hydration reads them (75 B), and over a pre-rendered
  // form reads the page's colours after the take-over rather than in the task that defines it (30 B).
  // The light DOM's guards on every element, icons drawn by CSS and the dark fields' tint took about
  // 60 B; naming the palette's colours by their tokens (no map from one to the other) gave back 80.
  // It names the locale chunks by their one hash, which changed when they lost their source maps
  // (vite.config.ts): 14 B brotli more for the same code (12,930 before).
  { name: 'entry (module)', match: /^event-register\.js$/, gzip: 14_310, brotli: 12_950 },
  // The classic script: the entry with the interaction chunk and the take-over code inlined (see
  // vite.config.ts). It carries what the entry saved and the interaction chunk's glue below, and
  // hands the address chunk its kit (50 B over the sizes before it: the address chunk itself, 4 KB,
  // stays out of it).
  // It renders a pre-rendered form anew rather than hydrate it (vite.config.ts `__ER_HYDRATE__`): the
  // take-over's code for both, and the entry's reading of the colours after it, add 250 B.
  // The locale chunks' new hash (see the entry) cost it 7 B brotli (26,110 before).
  { name: 'classic script', match: /^event-register\.iife\.js$/, gzip: 29_280, brotli: 26_120 },
  // The submission flow, the API client, the configuration checks, errors, success views and events.
  // It took 110 B of what the entry gave up, for loading the address chunk and the hooks it needs
  // (a press held for a suggestion, the hint, the success view's address): what a person downloads
  // before their first submit, the entry and this chunk, measures 28,433 B gzip, as it did before.
  // The analytics chunk's loader, a first press's wait for it and the campaign's way into a request
  // took about 130 B; one helper that drops undefined properties (api/defined.ts) where each was
  // copied by hand, one console prefix and one wording of a wait gave back 170 B.
  // A press no longer awaits the address and analytics parts once they are here (LazyPart.settled): 10 B brotli.
  { name: 'interaction chunk', match: /^chunks\/interaction-[\w-]+\.js$/, gzip: 14_140, brotli: 12_580 },
  // What a success shows beyond its message: the event's time, calendar menu and Join now, and identify
  // mode's progress (src/attend/); loaded while the request that succeeds is out.
  { name: 'attend chunk', match: /^chunks\/attend-[\w-]+\.js$/, gzip: 6_070, brotli: 5_350 },
  // The classic script's copy of it, which takes Lit and the messages from the classic script (vite.config.ts).
  { name: 'attend chunk (classic)', match: /^chunks\/attend\.classic-[\w-]+\.js$/, gzip: 6_080, brotli: 5_340 },
  // The address hint ("Did you mean …?") and where the link went (src/address/), loaded once the email
  // field has an address. About half of it is data: about 140 popular domains, their real neighbours
  // and the real top-level domains within one edit of their endings (docs/embedding.md says why each
  // is needed); the rest is the engine, the controller (focus, a held press, the live region, a press
  // under the pointer, the console line for a word of email-suggestions that is no domain, the check
  // worked out while the page is idle) and its two templates. It came down by 670 B when the real
  // endings were cut to those one edit away, as the generator says (two edits away, 255 more, changed
  // no suggestion of test/suggest/).
  { name: 'address chunk', match: /^chunks\/address-[\w-]+\.js$/, gzip: 4_030, brotli: 3_470 },
  // The classic script's copy of it, which takes Lit and the messages from the classic script (vite.config.ts).
  { name: 'address chunk (classic)', match: /^chunks\/address\.classic-[\w-]+\.js$/, gzip: 4_020, brotli: 3_440 },
  // The funnel told to the page's analytics and the campaign values of `attribution` (src/analytics/),
  // fetched only by a widget with one of them. It imports nothing at run time.
  { name: 'analytics chunk', match: /^chunks\/analytics-[\w-]+\.js$/, gzip: 1_560, brotli: 1_370 },
  // The classic script's copy: the same code under a name the classic script knows.
  {
    name: 'analytics chunk (classic)',
    match: /^chunks\/analytics\.classic-[\w-]+\.js$/,
    gzip: 1_570,
    brotli: 1_370,
  },
  // The code that takes over a form a server rendered (src/prerendered/), loaded only over such markup:
  // Lit's hydration (@lit-labs/ssr-client and Lit's internals it reads, 2.1 KB), which binds the
  // element to the server's nodes instead of a client render and a style and layout pass of a form
  // already on screen, and the way back to rendering anew where the markup is not the browser's.
  { name: 'take-over chunk', match: /^chunks\/take-over-[\w-]+\.js$/, gzip: 2_980, brotli: 2_600 },
  // One part of a locale: the form at rest's texts, its errors and success texts, the attend view's or the address views'.
  {
    name: 'locale chunk',
    match: /^locales\/[\w-]+(\.results|\.attend|\.address)?-[\w-]+\.js$/,
    gzip: 1_500,
    brotli: 1_400,
  },
];

/** The entry's budget, for the benchmark's target. */
export const ENTRY_BUDGET = BUDGETS.find((b) => b.name === 'entry (module)');
