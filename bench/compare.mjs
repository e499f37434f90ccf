// The reproducibility check: do two runs agree on every ratio within 0.15?
// `npm run bench` compares each run with the one before it (bench/results.previous.json) and
// prints the answer; `node bench/compare.mjs a.json b.json` compares any two result files.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const AGREEMENT = 0.15;

/** Every ratio the benchmark reports, by name. */
export function ratios(results) {
  const out = [];
  for (const p of results.profiles ?? []) {
    out.push([`usable, ratio of medians (${p.profile})`, p.usable.ratioOfMedians]);
    out.push([`usable, median pair ratio (${p.profile})`, p.usable.medianOfPairRatios]);
    // The classic script's page, against the plain form and the CDN snippet, in runs that measured it.
    if (p.classic) {
      out.push([`classic script usable, ratio of medians (${p.profile})`, p.classic.usable.ratioOfMedians]);
      out.push([
        `classic script usable to the CDN snippet, ratio of medians (${p.profile})`,
        p.classic.usableToWidget.ratioOfMedians,
      ]);
    }
    // The pre-rendered snippet's, in runs that measured it; against the styled plain form in runs
    // that measured that too.
    if (p.prerendered)
      out.push([`pre-rendered usable, ratio of medians (${p.profile})`, p.prerendered.usable.ratioOfMedians]);
    if (p.prerendered?.usableToStyled)
      out.push([
        `pre-rendered usable to the styled plain form, ratio of medians (${p.profile})`,
        p.prerendered.usableToStyled.ratioOfMedians,
      ]);
  }
  // The submit numbers are times of a millisecond or a frame, not ratios: their targets' intervals
  // say what a run can tell, and there is no ratio to compare.
  return out;
}

/** [name, before, now, difference, within] for every ratio both runs have. */
export function compareRuns(before, now) {
  const previous = new Map(ratios(before));
  return ratios(now)
    .filter(([name]) => previous.has(name))
    .map(([name, value]) => {
      const difference = value - previous.get(name);
      return [name, previous.get(name), value, difference, Math.abs(difference) <= AGREEMENT];
    });
}

/**
 * Why two runs must not be compared, or undefined when they may. A different Chromium is a
 * different engine (its parser, its compiler, its scheduling): a ratio that moves between two
 * versions says nothing about the widget, and counting it as "the two runs disagree" (or agree)
 * would mislead.
 */
export function refusal(before, now) {
  if (!before.chromium || before.chromium !== now.chromium) {
    return `Not compared with the previous run (${before.date}): it ran Chromium ${before.chromium ?? '(not recorded)'}, this run Chromium ${now.chromium}. Ratios from two browser versions differ by more than the widget's own changes; run the bench twice on this version to check reproducibility.`;
  }
  return undefined;
}

/** A note, not a refusal: the same Chromium on a machine with another number of cores. */
function machineNote(before, now) {
  const [a, b] = [before.machine?.cores, now.machine?.cores];
  return a && b && a !== b
    ? `Note: the previous run had ${a} cores, this one ${b}: the ratios may move with the machine.`
    : undefined;
}

export function printComparison(before, now) {
  const refused = refusal(before, now);
  if (refused) {
    console.log(refused);
    return;
  }
  const rows = compareRuns(before, now);
  if (!rows.length) return;
  const note = machineNote(before, now);
  if (note) console.log(note);
  console.log(`Against the previous run (${before.date}): every ratio within ${AGREEMENT}?`);
  for (const [name, a, b, d, ok] of rows) {
    console.log(
      `  ${ok ? 'yes' : 'NO '}  ${name}: ${a.toFixed(2)}× then ${b.toFixed(2)}× (${d >= 0 ? '+' : ''}${d.toFixed(2)})`,
    );
  }
  console.log(rows.every((r) => r[4]) ? 'The two runs agree.' : 'The two runs do not agree within 0.15.');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [a, b] = process.argv.slice(2);
  if (!a || !b) {
    console.error('usage: node bench/compare.mjs before.json after.json');
    process.exit(2);
  }
  printComparison(JSON.parse(readFileSync(a, 'utf8')), JSON.parse(readFileSync(b, 'utf8')));
}
