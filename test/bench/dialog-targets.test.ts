// The targets for the landing page with a dialog widget, read from made-up loads: no interaction
// chunk before an opener is first touched (a count of loads: none of at least 3 meets it, one load
// misses it), and nothing beyond the entry, the locale and the dialog's own code (and its locale
// part) before then, exact, with the bytes against the same page with the form inline. Each must
// be able to say "missed"; a run that did not measure the dialog has none.
// Every assert.ok carries a message (see verdicts.test.ts).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { dialogBytesByKind, dialogFileKind, summarizeDialog } from '../../bench/dialog.mjs';
import { dialogTargets, targets } from '../../bench/report.mjs';

const ENTRY = { file: 'event-register.js', bytes: 14_820 };
const LOCALE = { file: 'locales/de-X4z-5svc.js', bytes: 786 };
const DIALOG = { file: 'chunks/dialog-ByTifg.js', bytes: 3_748 };
const DIALOG_LOCALE = { file: 'locales/de.dialog-X4z-5svc.js', bytes: 311 };
const CHUNK = { file: 'chunks/interaction-ChLYCF.js', bytes: 14_366 };
const RESULTS = { file: 'locales/de.results-X4z-5svc.js', bytes: 1_282 };

const figures = { usable: 320, ready: 322, longestTask: 0, cls: 0, bytes: 23_700 };
const open = { toOpen: 8.5, toPainted: 16.8, focused: true, chunkAtClick: true };

/** One load of the dialog page: only its own files before a touch, or (early) the form's code too. */
function dialogLoad({ early = false, extra = [] as (typeof ENTRY)[] } = {}) {
  const own = [ENTRY, LOCALE, DIALOG, DIALOG_LOCALE];
  return {
    beforeTouch: [...own, ...(early ? [CHUNK, RESULTS] : []), ...extra],
    figures,
    open,
    afterOpen: [...own, CHUNK, RESULTS],
  };
}
const inlineLoad = () => ({ files: [ENTRY, LOCALE, CHUNK, RESULTS], figures: { ...figures, bytes: 35_200 } });

const times = <T>(n: number, make: () => T) => Array.from({ length: n }, make);
const results = (loads: ReturnType<typeof dialogLoad>[]) => ({
  dialog: summarizeDialog(loads, times(loads.length, inlineLoad), { profile: '4G', holdMs: 3500, hoverMs: 200 }),
});

function verdictOf(r: object, pattern: RegExp) {
  const found = dialogTargets(r).filter(([label]) => pattern.test(label));
  assert.equal(found.length, 1, `one target matching ${pattern}`);
  return found[0]!;
}
const CHUNK_TARGET = /no interaction chunk before an opener is first touched/;
const BYTES_TARGET = /the entry, the locale and the dialog's own code only/;

describe('bench: the landing page with a dialog widget', () => {
  it("tells the dialog's files apart from the others under dist/cdn", () => {
    assert.equal(dialogFileKind('chunks/dialog-ByTifg.js'), 'dialogChunk');
    assert.equal(dialogFileKind('locales/de.dialog-X4z-5svc.js'), 'dialogLocale');
    assert.equal(dialogFileKind('locales/es-419.dialog-X4z-5svc.js'), 'dialogLocale');
    assert.equal(dialogFileKind('locales/de-X4z-5svc.js'), 'locale');
    assert.equal(dialogFileKind('event-register.js'), 'entry');
    assert.equal(dialogFileKind('chunks/interaction-ChLYCF.js'), 'interactionChunk');
    assert.equal(dialogFileKind('locales/de.results-X4z-5svc.js'), 'other');
    assert.equal(dialogFileKind('chunks/sessions-D5dMNO.js'), 'other');
    assert.deepEqual(dialogBytesByKind([ENTRY, DIALOG, RESULTS]), {
      entry: 14_820,
      locale: 0,
      dialogChunk: 3_748,
      dialogLocale: 0,
      interactionChunk: 0,
      other: 1_282,
      total: 19_850,
    });
  });

  it("met when no load fetched more than the entry, the locale and the dialog's code before a touch", () => {
    const r = results(times(6, () => dialogLoad()));
    const [label, judged] = verdictOf(r, CHUNK_TARGET);
    assert.equal(judged, 'met');
    assert.match(label, /fetched in 0 of 6 loads \(3\.5 s untouched/);
    const [bytesLabel, bytesJudged] = verdictOf(r, BYTES_TARGET);
    assert.equal(bytesJudged, 'met');
    // 19,665 B against the inline page's 31,254 B.
    assert.match(
      bytesLabel,
      /19\.7 KB \(entry 14\.8 KB, locale 0\.8 KB, dialog chunk 3\.7 KB, dialog's locale part 0\.3 KB\)/,
    );
    assert.match(bytesLabel, /0\.63× the 31\.3 KB of the same page with the form inline/);
    assert.equal(r.dialog.open.focusedLoads, 6);
    assert.equal(r.dialog.open.toOpen.median, 8.5);
    assert.equal(r.dialog.afterOpen.bytes.interactionChunk, 14_366);
    assert.ok(
      targets({ profiles: [], ...r }).some(([label]) => CHUNK_TARGET.test(label)),
      "the full report's targets include the dialog's",
    );
  });

  it('missed by a prefetch before a touch in every load, and by a single load that fetched the chunk', () => {
    const idle = results(times(6, () => dialogLoad({ early: true })));
    assert.equal(verdictOf(idle, CHUNK_TARGET)[1], 'missed');
    const [label, judged] = verdictOf(idle, BYTES_TARGET);
    assert.equal(judged, 'missed');
    assert.match(label, /15,648 B at most/);
    const once = results([...times(5, () => dialogLoad()), dialogLoad({ early: true })]);
    assert.match(verdictOf(once, CHUNK_TARGET)[0], /in 1 of 6 loads/);
    assert.equal(verdictOf(once, CHUNK_TARGET)[1], 'missed');
    assert.equal(verdictOf(once, BYTES_TARGET)[1], 'missed');
  });

  it('counts any other file before a touch against the bytes target, though the chunk target cannot see it', () => {
    const r = results([dialogLoad({ extra: [RESULTS] }), ...times(5, () => dialogLoad())]);
    assert.equal(verdictOf(r, CHUNK_TARGET)[1], 'met');
    assert.equal(verdictOf(r, BYTES_TARGET)[1], 'missed');
  });

  it('is on the line with fewer than 3 loads, and has no target for a run that did not measure it', () => {
    assert.equal(verdictOf(results(times(2, () => dialogLoad())), CHUNK_TARGET)[1], 'on the line');
    assert.deepEqual(dialogTargets({}), []);
  });
});
