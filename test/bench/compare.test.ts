// The benchmark's reproducibility check (two runs in a row agree on every ratio
// within 0.15) and its statistics, on made-up results: a check that could not say "no", or a
// ratio computed the wrong way round, would make the README's claims worthless.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { AGREEMENT, compareRuns, ratios } from '../../bench/compare.mjs';
import { comparePairs, median, p90 } from '../../bench/stats.mjs';

function run(unthrottled: number, styled: number) {
  const usable = (ratio: number) => ({ ratioOfMedians: ratio, medianOfPairRatios: ratio });
  return {
    date: '2026-11-22T00:00:00Z',
    profiles: [
      {
        profile: 'unthrottled',
        usable: usable(unthrottled),
        prerendered: { usable: usable(1.2), usableToStyled: usable(styled) },
      },
      { profile: '4G', usable: usable(1.9) },
    ],
    // Times, not ratios: not compared.
    submit: { firstAfterColdLoad: { clickToRequest: { median: 1.5 } }, warm: { clickToRequest: { median: 0.8 } } },
  };
}

describe('bench: two runs agree', () => {
  it('names every ratio: two per profile, the pre-rendered ones where measured, and no submit time', () => {
    assert.deepEqual(
      ratios(run(1.8, 1.02)).map(([name]) => name),
      [
        'usable, ratio of medians (unthrottled)',
        'usable, median pair ratio (unthrottled)',
        'pre-rendered usable, ratio of medians (unthrottled)',
        'pre-rendered usable to the styled plain form, ratio of medians (unthrottled)',
        'usable, ratio of medians (4G)',
        'usable, median pair ratio (4G)',
      ],
    );
  });

  it('agrees when every ratio moved by at most 0.15', () => {
    const rows = compareRuns(run(1.8, 1.02), run(1.8 + AGREEMENT, 1.02 - 0.1));
    assert.ok(rows.every(([, , , , within]) => within));
  });

  it('does not agree when one ratio moved by more than 0.15, and names it', () => {
    const rows = compareRuns(run(1.8, 1.02), run(1.8, 1.2));
    const failing = rows.filter(([, , , , within]) => !within).map(([name]) => name);
    assert.deepEqual(failing, ['pre-rendered usable to the styled plain form, ratio of medians (unthrottled)']);
  });
});

describe('bench: statistics', () => {
  it('median and p90 interpolate between samples', () => {
    assert.equal(median([4, 1, 3, 2]), 2.5);
    assert.equal(p90([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]), 10);
  });

  it('the ratio is widget over plain, with an interval around it', () => {
    const pairs: [number, number][] = Array.from({ length: 30 }, (_, i) => [40 + (i % 5), 80 + (i % 7)]);
    const result = comparePairs(pairs);
    assert.ok(result.ratioOfMedians > 1.9 && result.ratioOfMedians < 2.1, String(result.ratioOfMedians));
    const [low, high] = result.ratioInterval95;
    assert.ok(low <= result.ratioOfMedians && result.ratioOfMedians <= high);
    assert.equal(result.pairs, 30);
  });
});
