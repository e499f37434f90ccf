// What the widget costs a visitor who never scrolls down to it. Pure functions over
// what bench/run.mjs recorded on the long marketing page (bench/server.mjs, marketingPage):
// which widget file each request was, and the summary written to results.json.

import { median } from './stats.mjs';

/** The kinds of widget file, in the order they are printed. */
export const FILE_KINDS = ['entry', 'locale', 'interactionChunk', 'resultMessages', 'other'];

/** The kinds a first render needs: what a visitor who never reaches the widget should pay, and no more. */
export const FIRST_RENDER_KINDS = ['entry', 'locale'];

/** How each kind is printed. */
export const KIND_LABEL = {
  entry: 'entry',
  locale: 'locale',
  interactionChunk: 'interaction chunk',
  resultMessages: "locale's result messages",
  other: 'other',
};

/**
 * What a file under dist/cdn is, from its path there: the entry, a locale's first-render
 * messages (`locales/de-<hash>.js`), the interaction chunk, the result messages it loads
 * (`locales/de.results-<hash>.js`), or anything else (the pre-rendered take-over chunk).
 */
export function fileKind(file) {
  if (file === 'event-register.js') return 'entry';
  if (/^chunks\/interaction-[\w-]+\.js$/.test(file)) return 'interactionChunk';
  if (/^locales\/[\w-]+\.results-[\w-]+\.js$/.test(file)) return 'resultMessages';
  if (/^locales\/[\w-]+-[\w-]+\.js$/.test(file)) return 'locale';
  return 'other';
}

/** Bytes transferred by kind (and `total`) for one load's widget files, `[{ file, bytes }]`. */
export function bytesByKind(files) {
  const out = Object.fromEntries([...FILE_KINDS, 'total'].map((kind) => [kind, 0]));
  for (const { file, bytes } of files) {
    out[fileKind(file)] += bytes;
    out.total += bytes;
  }
  return out;
}

/** The median over loads of each kind's bytes. */
function medianByKind(loads) {
  const byKind = loads.map(bytesByKind);
  return Object.fromEntries([...FILE_KINDS, 'total'].map((kind) => [kind, median(byKind.map((b) => b[kind]))]));
}

/** The median bytes of each file seen in `loads` (each a list of `{ file, bytes }`), by file. */
export function medianByFile(loads) {
  const files = [...new Set(loads.flat().map((f) => f.file))].sort();
  return Object.fromEntries(
    files.map((file) => [
      file,
      median(
        loads.map((l) => l.filter((f) => f.file === file).reduce((sum, f) => sum + f.bytes, 0)).filter((b) => b > 0),
      ),
    ]),
  );
}

const count = (values, test) => values.filter(test).length;

/**
 * The summary of the below-the-fold loads and of the loads with the widget in view, as
 * results.json keeps it. Each below-the-fold load: `widgetTopViewports` (how far below the top
 * of the page the widget was, in viewport heights), `beforeScrolling` and `afterScrolling` (the
 * widget files transferred by then: `{ file, bytes }`), `approach` (`startViewports`: where the
 * approach began, `chunkAtStart`: the chunk requested by then; `requestedAtViewports`: where the
 * widget was when the chunk was requested, undefined when it was requested before scrolling or
 * never; `arrivedBeforeInView`; `aheadMs`: how long before the widget entered the viewport the
 * chunk had arrived). Each load with the widget in view: `inViewAtLoad` and `files`.
 */
export function summarizeFold(below, inView, settings) {
  const chunkIn = (files) => files.some((f) => fileKind(f.file) === 'interactionChunk');
  const beyondFirstRender = below.map((load) =>
    load.beforeScrolling
      .filter((f) => !FIRST_RENDER_KINDS.includes(fileKind(f.file)))
      .reduce((sum, f) => sum + f.bytes, 0),
  );
  const approaches = below.map((load) => load.approach);
  return {
    ...settings,
    loads: below.length,
    widgetTopViewports: Math.min(...below.map((load) => load.widgetTopViewports)),
    neverScrolled: {
      bytes: medianByKind(below.map((load) => load.beforeScrolling)),
      chunkLoads: count(below, (load) => chunkIn(load.beforeScrolling)),
      // The most any load paid, before scrolling, for files a first render does not need.
      beyondFirstRenderMaxBytes: Math.max(0, ...beyondFirstRender),
    },
    approach: {
      chunkAtStartLoads: count(approaches, (a) => a.chunkAtStart),
      requestedLoads: count(approaches, (a) => Number.isFinite(a.requestedAtViewports)),
      requestedAtViewports: approaches
        .map((a) => a.requestedAtViewports)
        .filter(Number.isFinite)
        .map((v) => Math.round(v * 1000) / 1000),
      arrivedBeforeInViewLoads: count(approaches, (a) => a.arrivedBeforeInView),
      aheadMs: approaches
        .map((a) => a.aheadMs)
        .filter(Number.isFinite)
        .map((v) => Math.round(v)),
    },
    scrolled: { bytes: medianByKind(below.map((load) => load.afterScrolling)) },
    inView: {
      loads: inView.length,
      inViewAtLoadLoads: count(inView, (load) => load.inViewAtLoad),
      chunkLoads: count(inView, (load) => chunkIn(load.files)),
      bytes: medianByKind(inView.map((load) => load.files)),
    },
    files: medianByFile([...below.map((load) => load.afterScrolling), ...inView.map((load) => load.files)]),
  };
}
