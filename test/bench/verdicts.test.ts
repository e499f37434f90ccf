// Every target the bench prints is judged by the 95 % interval of what was measured.
// Made-up results, built so that the interval falls on one side of the target, on the other,
// or across it: a verdict read from the point estimate would call the last one "met" or
// "missed" and be wrong on the next machine. And a previous run from another Chromium is not
// compared at all.
// Every assert.ok carries a message: without one, Node rebuilds it from the source of the call,
// which under tsx hung the test file for minutes instead of failing.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compareRuns, refusal } from '../../bench/compare.mjs';
import { SUBMIT_LIMITS, outward, submitInterval, targets } from '../../bench/report.mjs';
import { meanInterval, medianInterval, rateInterval } from '../../bench/stats.mjs';
import { verdict } from '../../bench/verdict.mjs';

type Interval = [number, number];

/** A usable ratio with its interval, as comparePairs writes it. */
const usable = (ratio: number, interval: Interval) => ({
  ratioOfMedians: ratio,
  medianOfPairRatios: ratio,
  ratioInterval95: interval,
  pairs: 40,
});

/** `n` samples spread evenly over [centre - spread, centre + spread]. */
const spread = (centre: number, half: number, n = 80) =>
  Array.from({ length: n }, (_, i) => centre - half + (2 * half * i) / (n - 1));

/** One submit span (click to request start, or response end to painted) as the bench writes it, from its samples. */
function span(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)]!, samples };
}

/** The submit numbers of one kind (first after a cold load, or warm). */
const submit = (toRequest: number[], toPaint: number[]) => ({
  clickToRequest: span(toRequest),
  responseToPaint: span(toPaint),
});

function results({
  fourG = usable(1.5, [1.45, 1.55]),
  cold = submit(spread(1.2, 0.3), spread(9, 3)),
  chromium = '156.0.8078.108',
} = {}) {
  const profile = (name: string, u: ReturnType<typeof usable>) => ({
    profile: name,
    usable: u,
    mainThread: { loadsWithTaskOver50ms: 0, longestTaskMax: 20 },
    cls: { max: 0, loadsWithShift: 0 },
  });
  return {
    date: '2026-11-26T00:00:00Z',
    chromium,
    machine: { cores: 2, loadAverage: [0.5, 0.4, 0.3] },
    profiles: [
      profile('unthrottled', usable(1.2, [1.15, 1.25])),
      profile('4G', fourG),
      profile('4G, 4× CPU', usable(1.5, [1.45, 1.55])),
    ],
    submit: { firstAfterColdLoad: cold, warm: submit(spread(0.6, 0.2), spread(9, 3)) },
    scale: { growthPerWidget10To100: 1.1, runs: { 10: spread(7, 0.3, 15), 100: spread(77, 3, 15) } },
    leaks: {
      settlingRounds: 4,
      growthPerRoundOf200Bytes: [120_000, 100_000, 30_000, 5_000, 2_000, 3_000, 1_000, 2_500, 1_500, 2_000],
    },
  };
}

/** The verdict of the one target whose label matches `pattern`. */
function verdictOf(r: ReturnType<typeof results>, pattern: RegExp) {
  const found = targets(r).filter(([label]) => pattern.test(label));
  assert.equal(found.length, 1, `one target matching ${pattern}`);
  return found[0]![1];
}

describe('bench: a verdict reads the 95 % interval, not the point estimate', () => {
  it('a ratio target is met only when the whole interval is under the limit', () => {
    assert.equal(verdictOf(results({ fourG: usable(1.5, [1.45, 1.58]) }), /usable ≤ 1.6× .*\(4G\)/), 'met');
    // A limit reached exactly still meets a "≤" target.
    assert.equal(verdictOf(results({ fourG: usable(1.5, [1.45, 1.6]) }), /usable ≤ 1.6× .*\(4G\)/), 'met');
  });

  it('a ratio target is missed only when the whole interval is over the limit', () => {
    assert.equal(verdictOf(results({ fourG: usable(1.7, [1.61, 1.8]) }), /usable ≤ 1.6× .*\(4G\)/), 'missed');
  });

  it('a ratio target whose interval holds the limit is on the line, whichever side the point estimate is', () => {
    // Point under the limit: the README used to call this met.
    assert.equal(verdictOf(results({ fourG: usable(1.57, [1.52, 1.65]) }), /usable ≤ 1.6× .*\(4G\)/), 'on the line');
    // Point over the limit: it used to call this missed.
    assert.equal(verdictOf(results({ fourG: usable(1.63, [1.55, 1.7]) }), /usable ≤ 1.6× .*\(4G\)/), 'on the line');
  });

  it('the label gives the interval the verdict read', () => {
    const [label] = targets(results({ fourG: usable(1.57, [1.52, 1.65]) })).find(([l]) => /\(4G\)/.test(l))!;
    assert.match(label, /1\.57× \(95 % CI 1\.52×–1\.65×\)/);
  });
});

describe('bench: the submit numbers get an interval and a verdict', () => {
  const coldRequest = /click to request start, first after a cold load/;
  const warmRequest = /click to request start, warm/;
  const coldPaint = /response end to result painted, first after a cold load/;
  const warmPaint = /response end to result painted, warm/;

  it('the limits: 2 ms cold and 1 ms warm to the request, one frame to the result painted', () => {
    assert.deepEqual(SUBMIT_LIMITS, { toRequestCold: 2, toRequestWarm: 1, toPaint: 16.7 });
  });

  it('met when the whole interval of the median is under the limit', () => {
    const r = results();
    for (const pattern of [coldRequest, warmRequest, coldPaint, warmPaint]) assert.equal(verdictOf(r, pattern), 'met');
  });

  it('missed when the whole interval is over the limit (as a slower machine can measure)', () => {
    assert.equal(verdictOf(results({ cold: submit(spread(2.6, 0.3), spread(9, 3)) }), coldRequest), 'missed');
    assert.equal(verdictOf(results({ cold: submit(spread(1.2, 0.3), spread(21, 3)) }), coldPaint), 'missed');
    const r = results();
    r.submit.warm = submit(spread(1.3, 0.2), spread(9, 3));
    assert.equal(verdictOf(r, warmRequest), 'missed');
    r.submit.warm = submit(spread(0.6, 0.2), spread(18, 1));
    assert.equal(verdictOf(r, warmPaint), 'missed');
  });

  it('on the line when the interval holds the limit, even with the point estimate under it', () => {
    // Median 1.9 ms, but wide samples: the interval of the median reaches over 2 ms.
    const r = results({ cold: submit(spread(1.9, 1.5), spread(9, 3)) });
    assert.ok(r.submit.firstAfterColdLoad.clickToRequest.median < 2, 'the point estimate is under 2 ms');
    assert.equal(verdictOf(r, coldRequest), 'on the line');
  });

  it('the interval is taken from the samples when the run stored none, and holds the median', () => {
    const samples = spread(1.2, 0.3);
    const [low, high] = submitInterval(span(samples))!;
    assert.ok(low <= 1.2 && 1.2 <= high, `${low}–${high}`);
    assert.deepEqual(submitInterval({ median: 1, interval95: [0.9, 1.1] }), [0.9, 1.1]);
    assert.deepEqual(medianInterval(samples), [low, high]);
  });

  it("names the floor page's figure for the same span, and judges the widget's alone", () => {
    const r = results();
    const floor = (toRequest: number[], toPaint: number[]) => ({ ...r.submit.warm, floor: submit(toRequest, toPaint) });
    // The floor page is over the limit, the widget under it: the verdict is the widget's.
    r.submit.warm = floor(spread(1.4, 0.1), spread(19, 1));
    const label = targets(r).find(([l]) => warmPaint.test(l))![0];
    assert.match(label, /; the floor page: 19\.0 ms \(95 % CI/);
    assert.equal(verdictOf(r, warmPaint), 'met');
    assert.match(targets(r).find(([l]) => warmRequest.test(l))![0], /; the floor page: 1\.4 ms/);
    // A run without the floor page says nothing of it.
    assert.doesNotMatch(targets(results()).find(([l]) => coldPaint.test(l))![0], /floor/);
  });

  it('a run with neither interval nor samples is not judged, and an older run (the bare-fetch overhead) has no submit target', () => {
    const r = results();
    r.submit.firstAfterColdLoad.clickToRequest = { median: 1 } as ReturnType<typeof span>;
    assert.equal(verdictOf(r, coldRequest), 'not judged');
    const old = results() as unknown as { submit: object };
    old.submit = { firstAfterColdLoad: { widget: 15, fetch: 10, overheadMs: 5 }, warm: { widget: 11, fetch: 9 } };
    assert.equal(targets(old as ReturnType<typeof results>).filter(([label]) => label.startsWith('submit')).length, 0);
  });
});

describe('bench: the other targets, by the same rule', () => {
  it('"in no load" is a rate: one load with a long task misses it; none in 70 cannot rule out a rate above 0', () => {
    const r = results();
    r.profiles[2]!.mainThread = { loadsWithTaskOver50ms: 1, longestTaskMax: 52 };
    assert.equal(verdictOf(r, /no long task over 50 ms/), 'missed');
    r.profiles[2]!.mainThread = { loadsWithTaskOver50ms: 0, longestTaskMax: 20 };
    assert.equal(verdictOf(r, /no long task over 50 ms/), 'on the line');
    const [low, high] = rateInterval(0, 70);
    assert.equal(low, 0);
    assert.ok(high > 0.04 && high < 0.06, String(high));
  });

  it('the heap: the mean growth per round after V8 has levelled off, with a t-interval; a run with one measurement per round is not judged', () => {
    assert.equal(verdictOf(results(), /no heap growth/), 'met');
    const leaking = results();
    leaking.leaks.growthPerRoundOf200Bytes = [
      150_000, 120_000, 90_000, 80_000, 80_000, 82_000, 79_000, 81_000, 80_500, 79_500,
    ];
    assert.equal(verdictOf(leaking, /no heap growth/), 'missed');
    const old = results() as unknown as { leaks: object };
    old.leaks = { growthPerRoundOf200Bytes: [125_220, 104_192, 30_612, 5_180] };
    assert.equal(verdictOf(old as ReturnType<typeof results>, /no heap growth/), 'not judged');
    const [low, high] = meanInterval([1, 2, 3]);
    // Mean 2, standard error 1/√3, t(2) = 4.303.
    assert.ok(
      Math.abs(low - (2 - 4.303 / Math.sqrt(3))) < 1e-9 && Math.abs(high - (2 + 4.303 / Math.sqrt(3))) < 1e-9,
      `${low}–${high}`,
    );
  });

  it('render cost linear: judged from the runs of each count', () => {
    assert.equal(verdictOf(results(), /render cost linear/), 'met');
  });

  it('an interval is printed rounded outwards, so that what is printed holds what was judged', () => {
    const [low, high] = outward([3.8, 5.049], 0.1);
    assert.equal(low.toFixed(1), '3.8');
    assert.equal(high.toFixed(1), '5.1');
  });

  it('verdict() itself: "≤" and "<" targets, and no interval', () => {
    assert.equal(verdict([1, 2], { atMost: 2 }), 'met');
    assert.equal(verdict([2, 3], { atMost: 2 }), 'on the line');
    assert.equal(verdict([2.01, 3], { atMost: 2 }), 'missed');
    assert.equal(verdict([1, 2], { below: 2 }), 'on the line');
    assert.equal(verdict([2, 3], { below: 2 }), 'missed');
    assert.equal(verdict([NaN, NaN], { atMost: 2 }), 'not judged');
    assert.equal(verdict(undefined, { atMost: 2 }), 'not judged');
  });
});

describe('bench: comparing with the previous run', () => {
  it('refuses a previous run from another Chromium version, and says which versions', () => {
    const before = results({ chromium: '155.0.7000.1' });
    const now = results();
    const reason = refusal(before, now);
    assert.ok(reason, 'a refusal');
    assert.match(reason, /Chromium 155\.0\.7000\.1/);
    assert.match(reason, /Chromium 156\.0\.8078\.108/);
  });

  it('refuses a previous run that recorded no version', () => {
    const { chromium: _, ...before } = results();
    assert.ok(refusal(before, results()), 'a refusal');
  });

  it('compares runs of the same version', () => {
    assert.equal(refusal(results(), results()), undefined);
    assert.ok(compareRuns(results(), results()).length > 0, 'ratios compared');
  });

  it('prints the refusal instead of the comparison', async () => {
    const { printComparison } = await import('../../bench/compare.mjs');
    const lines: string[] = [];
    const log = console.log;
    console.log = (...args: unknown[]) => void lines.push(args.join(' '));
    try {
      printComparison(results({ chromium: '155.0.7000.1' }), results());
    } finally {
      console.log = log;
    }
    assert.equal(lines.length, 1);
    assert.match(lines[0]!, /^Not compared with the previous run/);
  });
});
