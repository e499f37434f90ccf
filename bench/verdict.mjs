// A target is judged by the 95 % interval of what was measured, never by the point estimate
// alone, because a point estimate close to a limit can fall on either side of it from one run,
// or one machine, to the next. The interval says whether this run can tell at all:
// - met: the whole interval is on the right side of the target;
// - missed: the whole interval is on the wrong side;
// - on the line: the target is inside the interval (this run cannot tell);
// - not judged: the results hold no interval (a run from before interval verdicts, or a part
//   that was not measured), rather than a verdict from a point estimate.

export const MET = 'met';
export const MISSED = 'missed';
export const ON_THE_LINE = 'on the line';
export const NOT_JUDGED = 'not judged';

const known = (interval) => Array.isArray(interval) && interval.length === 2 && interval.every(Number.isFinite);

/**
 * The verdict of `interval` ([low, high]) against `target`: `{ atMost: t }` (the value must be
 * ≤ t; reaching t exactly still meets it, as the targets are written "≤") or `{ below: t }`
 * (strictly below t).
 */
export function verdict(interval, target) {
  if (!known(interval)) return NOT_JUDGED;
  const [low, high] = interval;
  if ('atMost' in target) {
    if (high <= target.atMost) return MET;
    if (low > target.atMost) return MISSED;
    return ON_THE_LINE;
  }
  if ('below' in target) {
    if (high < target.below) return MET;
    if (low >= target.below) return MISSED;
    return ON_THE_LINE;
  }
  throw new Error(`verdict: unknown target ${JSON.stringify(target)}`);
}

/** How each verdict is printed in the terminal: fixed width, the ones to act on in capitals. */
export const TERMINAL_WORD = {
  [MET]: 'met        ',
  [MISSED]: 'MISSED     ',
  [ON_THE_LINE]: 'ON THE LINE',
  [NOT_JUDGED]: 'not judged ',
};

/** How each verdict is written in the README (Markdown). */
export const README_WORD = {
  [MET]: 'Met',
  [MISSED]: '**Missed**',
  [ON_THE_LINE]: '**On the line**',
  [NOT_JUDGED]: 'Not judged (from a run before interval verdicts)',
};

/** The fewest loads that can meet a "none of n loads" target (below them, on the line). */
export const NONE_IN_LOADS_MIN = 3;

/**
 * The verdict on a behaviour of the widget's code rather than a rate of chance events: `count` of
 * `n` loads showed the behaviour. It is met when none of at least NONE_IN_LOADS_MIN loads did,
 * missed when any did (one is proof), on the line when none of fewer did, and not judged without
 * loads.
 *
 * Whether the widget fetches its interaction code before it nears the viewport is decided by its
 * triggers. A trigger that does not wait for the widget's position (an idle callback, a timer, an
 * event the page sends) fires in every load that gives it time, and the loads repeat the check so
 * that a trigger on a timer shows. A long task or a layout shift is different: it comes by chance,
 * more often on a busier machine, so it is judged as a rate, and none in n loads cannot rule one
 * out (bench/report.mjs, rateTarget). This verdict would not fit a trigger that fires in some
 * loads only (a race with the page's layout); on the benchmark's page the text above the widget
 * is in the HTML before it, so the widget's first layout is already far below the fold.
 */
export function noneInLoads(count, n) {
  if (!Number.isInteger(count) || !Number.isInteger(n) || n < 1 || count < 0 || count > n) return NOT_JUDGED;
  if (count > 0) return MISSED;
  return n >= NONE_IN_LOADS_MIN ? MET : ON_THE_LINE;
}
