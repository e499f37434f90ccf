// Issue 23's targets for the pre-rendered snippet, read from made-up results: each target must be
// able to say "missed", and a run from before pre-rendering (no such variant) reports none of them.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ratios } from '../../bench/compare.mjs';
import { prerenderedTargets } from '../../bench/report.mjs';

function variant({ ratio = 1.05, ready = 150, widgetUsable = 180, longest = 20, cls = 0 } = {}) {
  return {
    usable: { ratioOfMedians: ratio, medianOfPairRatios: ratio, pairs: 10 },
    ready: { median: ready, widgetUsableMedian: widgetUsable },
    mainThread: { longestTaskMax: longest, loadsWithTaskOver50ms: longest > 50 ? 1 : 0 },
    cls: { max: cls },
  };
}

function results(prerendered: ReturnType<typeof variant> | undefined, entryGzip = 13_990) {
  const profile = (name: string) => ({ profile: name, usable: { ratioOfMedians: 2, medianOfPairRatios: 2 }, ...(prerendered ? { prerendered } : {}) });
  return { profiles: [profile('unthrottled'), profile('4G'), profile('4G, 4× CPU')], cdnFiles: { files: [{ file: 'event-register.js', gzip: entryGzip }] } };
}

const missed = (r: ReturnType<typeof results>) => prerenderedTargets(r).filter(([, met]) => !met).map(([label]) => label);

describe('bench: the pre-rendered snippet against issue 23', () => {
  it('meets every target with good figures', () => {
    const all = prerenderedTargets(results(variant()));
    // Usable and ready for three profiles, the long task, CLS, and the entry's bytes.
    assert.equal(all.length, 9);
    assert.deepEqual(missed(results(variant())), []);
  });

  it('names each target it misses', () => {
    assert.match(missed(results(variant({ ratio: 1.2 })))[0]!, /usable ≤ 1.1×/);
    assert.match(missed(results(variant({ ready: 200 })))[0]!, /ready no later/);
    assert.match(missed(results(variant({ longest: 60 })))[0]!, /no task over 50 ms/);
    assert.match(missed(results(variant({ cls: 0.01 })))[0]!, /layout shift 0/);
    assert.match(missed(results(variant(), 14_001))[0]!, /CDN entry/);
  });

  it('reports nothing for a run from before pre-rendering, and compares its ratio only when measured', () => {
    assert.deepEqual(prerenderedTargets(results(undefined)), []);
    assert.equal(ratios(results(undefined)).filter(([name]) => name.startsWith('pre-rendered')).length, 0);
    assert.equal(ratios(results(variant())).filter(([name]) => name.startsWith('pre-rendered')).length, 3);
  });
});
