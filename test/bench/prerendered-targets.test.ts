// The targets for the pre-rendered snippet, read from made-up results: each target must be
// able to say "missed", and a run from before pre-rendering (no such variant) reports none of them.
// Each is judged by its 95 % interval: "met" needs the whole interval on the right side.
import { ENTRY_BUDGET } from '../../scripts/size-budgets.mjs';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ratios } from '../../bench/compare.mjs';
import { prerenderedTargets } from '../../bench/report.mjs';

/** An interval of ±2 % around a ratio: narrow enough that a ratio clearly off the limit is judged. */
const around = (ratio: number): [number, number] => [ratio * 0.98, ratio * 1.02];

function variant({ ratio = 1.05, styled = 1.01, ready = 150, widgetUsable = 180, longest = 20, cls = 0 } = {}) {
  return {
    usable: { ratioOfMedians: ratio, medianOfPairRatios: ratio, ratioInterval95: around(ratio), pairs: 10 },
    usableToStyled: {
      ratioOfMedians: styled,
      medianOfPairRatios: styled,
      ratioInterval95: [styled - 0.02, styled + 0.02] as [number, number],
      pairs: 10,
    },
    ready: {
      median: ready,
      widgetUsableMedian: widgetUsable,
      ratioToWidgetUsable: ready / widgetUsable,
      ratioToWidgetUsableInterval95: around(ready / widgetUsable),
    },
    mainThread: { longestTaskMax: longest, loadsWithTaskOver50ms: longest > 50 ? 1 : 0 },
    cls: { max: cls, loadsWithShift: cls > 0 ? 1 : 0 },
  };
}

function results(prerendered: ReturnType<typeof variant> | undefined, entryGzip = 13_990) {
  const profile = (name: string) => ({
    profile: name,
    usable: { ratioOfMedians: 2, medianOfPairRatios: 2 },
    ...(prerendered ? { prerendered } : {}),
  });
  return {
    profiles: [profile('unthrottled'), profile('4G'), profile('4G, 4× CPU')],
    cdnFiles: { files: [{ file: 'event-register.js', gzip: entryGzip }] },
  };
}

const withVerdict = (r: ReturnType<typeof results>, wanted: string) =>
  prerenderedTargets(r)
    .filter(([, v]) => v === wanted)
    .map(([label]) => label);
const missed = (r: ReturnType<typeof results>) => withVerdict(r, 'missed');

describe('bench: the pre-rendered snippet against its targets', () => {
  it('meets every target it can with good figures; "in no load" stays on the line', () => {
    const all = prerenderedTargets(results(variant()));
    // Usable against both plain forms and ready for three profiles, the long task, CLS, and the entry's bytes.
    assert.equal(all.length, 12);
    assert.deepEqual(missed(results(variant())), []);
    assert.equal(withVerdict(results(variant()), 'met').length, 10);
    // None of 10 loads with a long task (or a shift) cannot rule out a rate above 0.
    assert.deepEqual(
      withVerdict(results(variant()), 'on the line').map((label) => label.replace(/^(pre-rendered: [^:]*):.*/, '$1')),
      ['pre-rendered: no task over 50 ms at 4× CPU', 'pre-rendered: layout shift 0 with no placeholder rule'],
    );
  });

  it('a run from before the styled plain form has no target against it, and keeps the others', () => {
    const old = variant() as Partial<ReturnType<typeof variant>>;
    delete old.usableToStyled;
    const labels = prerenderedTargets(results(old as ReturnType<typeof variant>)).map(([label]) => label);
    assert.equal(labels.length, 9);
    assert.ok(!labels.some((l) => l.includes('styled')), 'no styled target');
  });

  it('a ratio whose interval holds 1.1× is on the line, and ready is not judged without its interval', () => {
    const close = variant({ ratio: 1.09 });
    close.usable.ratioInterval95 = [1.05, 1.12];
    assert.equal(withVerdict(results(close), 'on the line').filter((l) => l.includes('usable ≤ 1.1×')).length, 3);
    const old = variant() as Omit<ReturnType<typeof variant>, 'ready'> & { ready: object };
    old.ready = { median: 150, widgetUsableMedian: 180 };
    assert.equal(withVerdict(results(old as ReturnType<typeof variant>), 'not judged').length, 3);
  });

  it('names each target it misses', () => {
    assert.match(missed(results(variant({ ratio: 1.2 })))[0]!, /usable ≤ 1.1×/);
    assert.equal(
      missed(results(variant({ styled: 1.08 }))).filter((l) => /usable ≤ 1.05× the styled/.test(l)).length,
      3,
    );
    assert.match(missed(results(variant({ ready: 200 })))[0]!, /ready no later/);
    assert.match(missed(results(variant({ longest: 60 })))[0]!, /no task over 50 ms/);
    assert.match(missed(results(variant({ cls: 0.01 })))[0]!, /layout shift 0/);
    assert.match(missed(results(variant(), ENTRY_BUDGET.gzip + 1))[0]!, /CDN entry within its byte budget/);
  });

  it('reports nothing for a run from before pre-rendering, and compares its ratio only when measured', () => {
    assert.deepEqual(prerenderedTargets(results(undefined)), []);
    assert.equal(ratios(results(undefined)).filter(([name]) => name.startsWith('pre-rendered')).length, 0);
    // Against the plain form and against the styled plain form, in each of the three profiles.
    assert.equal(ratios(results(variant())).filter(([name]) => name.startsWith('pre-rendered')).length, 6);
  });
});
