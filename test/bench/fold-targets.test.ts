// The targets for the widget below the fold, read from made-up loads: no interaction chunk
// before the widget nears the viewport (a count of loads, judged as a behaviour of the code: none
// of at least 3 loads meets it, one load misses it), and a visitor who never scrolls pays for the
// entry and its locale only. Each must be able to say "missed"; a run that did not measure the fold has none.
// Every assert.ok carries a message (see verdicts.test.ts).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { bytesByKind, fileKind, summarizeFold } from '../../bench/fold.mjs';
import { foldTargets } from '../../bench/report.mjs';
import { noneInLoads } from '../../bench/verdict.mjs';

const ENTRY = { file: 'event-register.js', bytes: 14_742 };
const LOCALE = { file: 'locales/de-7DrZY1fm.js', bytes: 825 };
const CHUNK = { file: 'chunks/interaction-C332uCLp.js', bytes: 14_804 };
const RESULTS = { file: 'locales/de.results-7DrZY1fm.js', bytes: 1_366 };

/** One below-the-fold load: the chunk fetched before scrolling (today's idle prefetch) or on the approach. */
function belowLoad({ early = false, never = false, arrived = true } = {}) {
  const requestedAt = never ? undefined : 0.98;
  const first = [ENTRY, LOCALE];
  const all = [ENTRY, LOCALE, CHUNK, RESULTS];
  return {
    widgetTopViewports: 4.75,
    beforeScrolling: early ? all : first,
    afterScrolling: requestedAt === undefined && !early ? first : all,
    approach: {
      startViewports: 1.5,
      chunkAtStart: early,
      requestedAtViewports: early ? undefined : requestedAt,
      arrivedBeforeInView: arrived,
      aheadMs: arrived ? 300 : -40,
    },
  };
}

const inViewLoad = () => ({ inViewAtLoad: true, files: [ENTRY, LOCALE, CHUNK, RESULTS] });

function results(below: ReturnType<typeof belowLoad>[]) {
  return {
    fold: summarizeFold(below, below.map(inViewLoad), {
      profile: '4G',
      holdMs: 3500,
      scroll: { fromViewports: 1.5, toViewports: -0.25, viewportsPerSecond: 2 },
    }),
  };
}

const times = <T>(n: number, make: () => T) => Array.from({ length: n }, make);

function verdictOf(r: ReturnType<typeof results>, pattern: RegExp) {
  const found = foldTargets(r).filter(([label]) => pattern.test(label));
  assert.equal(found.length, 1, `one target matching ${pattern}`);
  return found[0]!;
}
const CHUNK_TARGET = /no interaction chunk before the widget nears the viewport/;
const BYTES_TARGET = /never scrolls to the widget pays for its entry and locale only/;

describe('bench: the widget below the fold', () => {
  it('tells the widget files apart by their path under dist/cdn', () => {
    assert.equal(fileKind('event-register.js'), 'entry');
    assert.equal(fileKind('locales/de-7DrZY1fm.js'), 'locale');
    assert.equal(fileKind('locales/es-419-qRJlpOOw.js'), 'locale');
    assert.equal(fileKind('locales/de.results-7DrZY1fm.js'), 'resultMessages');
    assert.equal(fileKind('locales/es-419.results-qRJlpOOw.js'), 'resultMessages');
    assert.equal(fileKind('chunks/interaction-C332uCLp.js'), 'interactionChunk');
    assert.equal(fileKind('chunks/take-over-C6FvL8ap.js'), 'other');
    assert.deepEqual(bytesByKind([ENTRY, LOCALE, CHUNK]), {
      entry: 14_742,
      locale: 825,
      interactionChunk: 14_804,
      resultMessages: 0,
      other: 0,
      total: 30_371,
    });
  });

  it('met when no load fetched the chunk before scrolling, and a visitor who never scrolls pays the entry and locale only', () => {
    const r = results(times(8, () => belowLoad()));
    const [label, judged] = verdictOf(r, CHUNK_TARGET);
    assert.equal(judged, 'met');
    assert.match(label, /fetched before scrolling in 0 of 8 loads/);
    const [bytesLabel, bytesJudged] = verdictOf(r, BYTES_TARGET);
    assert.equal(bytesJudged, 'met');
    // Against the page with the widget in view, which pays for all four files.
    assert.match(bytesLabel, /15\.6 KB \(entry 14\.7 KB, locale 0\.8 KB\) against 31\.7 KB with the widget in view/);
    assert.equal(r.fold.neverScrolled.beyondFirstRenderMaxBytes, 0);
    assert.deepEqual(
      r.fold.approach.requestedAtViewports,
      times(8, () => 0.98),
    );
    assert.equal(r.fold.approach.arrivedBeforeInViewLoads, 8);
  });

  it("missed by today's idle prefetch (the chunk in every load before scrolling), and by a single load that fetched it", () => {
    const idle = results(times(8, () => belowLoad({ early: true })));
    assert.equal(verdictOf(idle, CHUNK_TARGET)[1], 'missed');
    const [label, judged] = verdictOf(idle, BYTES_TARGET);
    assert.equal(judged, 'missed');
    assert.match(label, /16,170 B at most/);
    const once = results([...times(7, () => belowLoad()), belowLoad({ early: true })]);
    assert.equal(verdictOf(once, CHUNK_TARGET)[1], 'missed');
    assert.match(verdictOf(once, CHUNK_TARGET)[0], /in 1 of 8 loads/);
    assert.equal(verdictOf(once, BYTES_TARGET)[1], 'missed');
  });

  it('counts result messages fetched early against the bytes target, though the chunk target cannot see them', () => {
    const load = belowLoad();
    load.beforeScrolling = [ENTRY, LOCALE, RESULTS];
    const r = results([load, ...times(5, () => belowLoad())]);
    assert.equal(verdictOf(r, CHUNK_TARGET)[1], 'met');
    assert.equal(verdictOf(r, BYTES_TARGET)[1], 'missed');
  });

  it('a count of loads, not a rate: none of 3 or more meets it, none of fewer is on the line', () => {
    assert.equal(noneInLoads(0, 8), 'met');
    assert.equal(noneInLoads(0, 3), 'met');
    assert.equal(noneInLoads(0, 2), 'on the line');
    assert.equal(noneInLoads(1, 80), 'missed');
    assert.equal(noneInLoads(2, 2), 'missed');
    assert.equal(noneInLoads(0, 0), 'not judged');
    assert.equal(noneInLoads(NaN, 8), 'not judged');
    assert.equal(verdictOf(results(times(2, () => belowLoad())), CHUNK_TARGET)[1], 'on the line');
  });

  it('reports a chunk never requested on the approach, or late, without calling the before-scrolling target missed', () => {
    const r = results([
      ...times(4, () => belowLoad({ never: true, arrived: false })),
      ...times(4, () => belowLoad({ arrived: false })),
    ]);
    assert.equal(verdictOf(r, CHUNK_TARGET)[1], 'met');
    assert.equal(r.fold.approach.requestedLoads, 4);
    assert.equal(r.fold.approach.arrivedBeforeInViewLoads, 0);
  });

  it('has no target for a run that did not measure the fold', () => {
    assert.deepEqual(foldTargets({}), []);
  });
});
