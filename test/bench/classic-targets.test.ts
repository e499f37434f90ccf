// The classic script's page (`<script src="event-register.iife.js">`, a loader of the module
// entry) has the CDN snippet's targets, read from made-up results in the shape bench/run.mjs
// writes (`profiles[].classic`): its usable over the plain form against the same limits, its
// usable over the CDN snippet's in the label, and a run that did not measure it reports none.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ratios } from '../../bench/compare.mjs';
import { CDN_SNIPPET_LIMITS, classicTargets, targets } from '../../bench/report.mjs';

type Interval = [number, number];

/** A ratio of the same rounds' usable, as comparePairs writes it. */
const ratio = (value: number, interval: Interval = [value - 0.05, value + 0.05]) => ({
  ratioOfMedians: value,
  medianOfPairRatios: value,
  ratioInterval95: interval,
  pairs: 20,
  widget: { median: 40 * value, p90: 45 * value },
  plain: { median: 40, p90: 45 },
  samples: [] as [number, number][],
});

/** The classic script's summary in one profile, as run.mjs's summarizeClassic writes it. */
function classic({ toPlain = ratio(1.2), toWidget = ratio(1.02), longest = 20, cls = 0 } = {}) {
  return {
    usable: toPlain,
    usableToWidget: toWidget,
    ready: { median: 60, p90: 70, widgetReadyMedian: 58 },
    firstContentfulPaint: 30,
    bytes: 30_400,
    mainThread: {
      longestTaskMedian: longest,
      longestTaskMax: longest,
      totalBlockingTimeMedian: 0,
      loadsWithTaskOver50ms: longest > 50 ? 1 : 0,
    },
    cls: { median: cls, max: cls, loadsWithShift: cls > 0 ? 1 : 0 },
    shifts: [],
  };
}

function results(make: (profile: string) => ReturnType<typeof classic> | undefined = () => classic()) {
  const profile = (name: string) => {
    const c = make(name);
    return {
      profile: name,
      usable: ratio(1.2),
      mainThread: { loadsWithTaskOver50ms: 0, longestTaskMax: 20 },
      cls: { max: 0, loadsWithShift: 0 },
      ...(c ? { classic: c } : {}),
    };
  };
  return { profiles: [profile('unthrottled'), profile('4G'), profile('4G, 4× CPU')] };
}

const verdicts = (r: ReturnType<typeof results>, pattern: RegExp) =>
  classicTargets(r)
    .filter(([label]) => pattern.test(label))
    .map(([, v]) => v);

describe("bench: the classic script's page against the CDN snippet's targets", () => {
  it("has the CDN snippet's limits over the plain form in each profile, a long task and a layout shift target", () => {
    const all = classicTargets(results());
    assert.equal(all.length, 5);
    for (const [profile, limit] of Object.entries(CDN_SNIPPET_LIMITS)) {
      const found = all.filter(([label]) =>
        label.startsWith(`CDN classic script: usable ≤ ${limit}× the plain form (${profile})`),
      );
      assert.equal(found.length, 1, `one usable target for ${profile}`);
      assert.equal(found[0]![1], 'met');
    }
    assert.deepEqual(verdicts(results(), /no long task over 50 ms at 4× CPU/), ['on the line']);
    assert.deepEqual(verdicts(results(), /layout shift 0 with the placeholder rule/), ['on the line']);
  });

  it('the same limits as the CDN snippet: targets() judges both pages alike', () => {
    const labels = targets(results()).map(([label]) => label);
    for (const [profile, limit] of Object.entries(CDN_SNIPPET_LIMITS)) {
      const usable = labels.filter((l) => l.includes(`usable ≤ ${limit}× the plain form (${profile})`));
      assert.equal(usable.length, 2, `the CDN snippet's and the classic script's in ${profile}`);
    }
  });

  it("gives its usable over the CDN snippet's, in the same rounds, in the label, without judging it", () => {
    const r = results(() => classic({ toWidget: ratio(1.3, [1.25, 1.35]) }));
    const [label, judged] = classicTargets(r)[0]!;
    assert.match(label, /; 1\.30× the CDN snippet's \(95 % CI 1\.25×–1\.35×\)$/);
    assert.equal(judged, 'met');
  });

  it('misses a limit when the whole interval is over it, and is on the line when it holds it', () => {
    const r = results((profile) => (profile === '4G' ? classic({ toPlain: ratio(1.8, [1.7, 1.9]) }) : classic()));
    assert.deepEqual(verdicts(r, /usable ≤ 1\.6× the plain form \(4G\)/), ['missed']);
    const close = results(() => classic({ toPlain: ratio(1.28, [1.2, 1.36]) }));
    assert.deepEqual(verdicts(close, /usable ≤ 1\.3× the plain form \(unthrottled\)/), ['on the line']);
    assert.deepEqual(
      verdicts(
        results(() => classic({ longest: 60 })),
        /no long task/,
      ),
      ['missed'],
    );
    assert.deepEqual(
      verdicts(
        results(() => classic({ cls: 0.01 })),
        /layout shift/,
      ),
      ['missed'],
    );
  });

  it('reports no target for a run that did not measure it (the focused run, older runs), and compares its ratios only when measured', () => {
    const none = results(() => undefined);
    assert.deepEqual(classicTargets(none), []);
    assert.equal(targets(none).filter(([label]) => label.startsWith('CDN classic script')).length, 0);
    assert.equal(ratios(none).filter(([name]) => name.startsWith('classic script')).length, 0);
    // Against the plain form and against the CDN snippet, in each of the three profiles.
    assert.deepEqual(
      ratios(results())
        .filter(([name]) => name.startsWith('classic script'))
        .map(([name, value]) => [name.replace(/ \(.*\)$/, ''), value]),
      [
        ['classic script usable, ratio of medians', 1.2],
        ['classic script usable to the CDN snippet, ratio of medians', 1.02],
        ['classic script usable, ratio of medians', 1.2],
        ['classic script usable to the CDN snippet, ratio of medians', 1.02],
        ['classic script usable, ratio of medians', 1.2],
        ['classic script usable to the CDN snippet, ratio of medians', 1.02],
      ],
    );
  });
});
