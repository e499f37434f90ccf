// What a landing page with a `dialog` widget and three openers costs before an opener is first
// touched, against the same page with the form inline. Pure functions over what bench/run.mjs
// recorded on the two pages (bench/server.mjs, marketingPage with `openers`): which widget file
// each request was, the page's figures, and the first open; the summary written to results.json.

import { fileKind, medianByFile } from './fold.mjs';
import { median } from './stats.mjs';

/** The kinds of widget file on these pages, in the order they are printed. */
export const DIALOG_FILE_KINDS = ['entry', 'locale', 'dialogChunk', 'dialogLocale', 'interactionChunk', 'other'];

/** What a dialog widget may fetch before an opener is touched: the first render's files and the dialog's own. */
export const BEFORE_TOUCH_KINDS = ['entry', 'locale', 'dialogChunk', 'dialogLocale'];

/** How each kind is printed. */
export const DIALOG_KIND_LABEL = {
  entry: 'entry',
  locale: 'locale',
  dialogChunk: 'dialog chunk',
  dialogLocale: "dialog's locale part",
  interactionChunk: 'interaction chunk',
  other: 'other',
};

/**
 * What a file under dist/cdn is on these pages: the dialog chunk (`chunks/dialog-<hash>.js`), its
 * locale part (`locales/de.dialog-<hash>.js`), or a kind of bench/fold.mjs (its result messages,
 * like every other locale part, are `other` here).
 */
export function dialogFileKind(file) {
  if (/^chunks\/dialog-[\w-]+\.js$/.test(file)) return 'dialogChunk';
  if (/^locales\/[\w-]+\.dialog-[\w-]+\.js$/.test(file)) return 'dialogLocale';
  const kind = fileKind(file);
  return DIALOG_FILE_KINDS.includes(kind) ? kind : 'other';
}

/** Bytes transferred by kind (and `total`) for one load's widget files, `[{ file, bytes }]`. */
export function dialogBytesByKind(files) {
  const out = Object.fromEntries([...DIALOG_FILE_KINDS, 'total'].map((kind) => [kind, 0]));
  for (const { file, bytes } of files) {
    out[dialogFileKind(file)] += bytes;
    out.total += bytes;
  }
  return out;
}

function medianByKind(loads) {
  const byKind = loads.map(dialogBytesByKind);
  return Object.fromEntries([...DIALOG_FILE_KINDS, 'total'].map((kind) => [kind, median(byKind.map((b) => b[kind]))]));
}

const count = (values, test) => values.filter(test).length;
const chunkIn = (files) => files.some((f) => dialogFileKind(f.file) === 'interactionChunk');
const round2 = (v) => Math.round(v * 100) / 100;

/** A page's figures over its loads (each `{ usable, ready, longestTask, cls, bytes }`): medians, maxima, counts. */
function pageSummary(figures) {
  const of = (key) => figures.map((f) => f[key]);
  return {
    usable: median(of('usable')),
    ready: median(of('ready')),
    longestTaskMax: Math.max(0, ...of('longestTask')),
    loadsWithTaskOver50ms: count(of('longestTask'), (d) => d > 50),
    clsMax: Math.max(0, ...of('cls')),
    loadsWithShift: count(of('cls'), (v) => v > 0),
    // Everything the page transferred by then, its HTML included.
    pageBytes: median(of('bytes')),
    // The first load that shifted, with what moved: the place to look when CLS is not 0.
    shifts: figures.map((f) => f.shifts ?? []).find((shifts) => shifts.length) ?? [],
  };
}

/**
 * The summary as results.json keeps it. Each dialog load: `beforeTouch` (the widget files by the
 * time the page had settled and stayed untouched for the hold), `figures`, `open` (the first open:
 * `toOpen` and `toPainted` in ms from the click, `focused` whether the email field had focus at
 * `dialog-open`, `chunkAtClick` whether the interaction chunk had arrived by the click) and
 * `afterOpen` (the files once settled after it). Each inline load: `files` once settled, `figures`.
 */
export function summarizeDialog(dialogLoads, inlineLoads, settings) {
  const beyond = dialogLoads.map((load) =>
    load.beforeTouch
      .filter((f) => !BEFORE_TOUCH_KINDS.includes(dialogFileKind(f.file)))
      .reduce((sum, f) => sum + f.bytes, 0),
  );
  const total = (files) => files.reduce((sum, f) => sum + f.bytes, 0);
  const opens = dialogLoads.map((load) => load.open).filter((o) => Number.isFinite(o?.toOpen));
  const span = (key) => ({ median: median(opens.map((o) => o[key])), samples: opens.map((o) => round2(o[key])) });
  return {
    ...settings,
    loads: dialogLoads.length,
    inlineLoads: inlineLoads.length,
    beforeTouch: {
      bytes: medianByKind(dialogLoads.map((load) => load.beforeTouch)),
      chunkLoads: count(dialogLoads, (load) => chunkIn(load.beforeTouch)),
      // The most any load paid, before a touch, for files beyond the entry, the locale and the dialog's.
      beyondAllowedMaxBytes: Math.max(0, ...beyond),
    },
    afterOpen: { bytes: medianByKind(dialogLoads.map((load) => load.afterOpen)) },
    inline: {
      bytes: medianByKind(inlineLoads.map((load) => load.files)),
      chunkLoads: count(inlineLoads, (load) => chunkIn(load.files)),
    },
    // The dialog page's widget bytes before a touch over the inline page's once settled (medians).
    widgetBytesRatio:
      median(dialogLoads.map((load) => total(load.beforeTouch))) / median(inlineLoads.map((load) => total(load.files))),
    dialogPage: pageSummary(dialogLoads.map((load) => load.figures)),
    inlinePage: pageSummary(inlineLoads.map((load) => load.figures)),
    open: {
      loads: dialogLoads.length,
      openedLoads: opens.length,
      focusedLoads: count(opens, (o) => o.focused),
      chunkAtClickLoads: count(opens, (o) => o.chunkAtClick),
      toOpen: span('toOpen'),
      toPainted: span('toPainted'),
    },
    files: medianByFile([...dialogLoads.map((load) => load.afterOpen), ...inlineLoads.map((load) => load.files)]),
  };
}
