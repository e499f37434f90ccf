// Reused: a check runs against every known domain, and a domain is at most 253 characters.
const buffers = [new Uint16Array(256), new Uint16Array(256), new Uint16Array(256)] as const;
const rows = (length: number) =>
  length > 256 ? ([new Uint16Array(length), new Uint16Array(length), new Uint16Array(length)] as const) : buffers;

/**
 * The optimal string alignment distance (Damerau–Levenshtein without edits across a swap): the
 * fewest insertions, deletions, substitutions and swaps of two neighbours that turn `a` into `b`.
 * mailcheck's sift3 only estimates it, and counts a swap ("gmial") as two. Bounded: any distance
 * over `max` comes back as `max + 1`, found as soon as a row of the table exceeds it, which keeps
 * a check against every known domain cheap.
 */
export function distance(a: string, b: string, max: number): number {
  const n = b.length;
  if (Math.abs(a.length - n) > max) return max + 1;
  // Three rows of the table: the one before the previous (for swaps), the previous, the current.
  let [before, previous, current] = rows(n + 1);
  for (let j = 0; j <= n; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let smallest = i;
    for (let j = 1; j <= n; j++) {
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      current[j] = d;
      if (d < smallest) smallest = d;
    }
    if (smallest > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[n]!, max + 1);
}
