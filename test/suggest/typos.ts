/** Every string one or two edits from a word: insertions, deletions, substitutions, swaps of neighbours. */
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789.-';

export function oneEdit(word: string): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i <= word.length; i++) {
    const [head, tail] = [word.slice(0, i), word.slice(i)];
    for (const c of ALPHABET) out.add(head + c + tail);
    if (tail) {
      out.add(head + tail.slice(1));
      for (const c of ALPHABET) if (c !== tail[0]) out.add(head + c + tail.slice(1));
      if (tail.length > 1) out.add(head + tail[1] + tail[0] + tail.slice(2));
    }
  }
  out.delete(word);
  return out;
}

export function twoEdits(word: string, once: Set<string>): Set<string> {
  const out = new Set<string>();
  for (const typo of once) for (const again of oneEdit(typo)) if (again !== word && !once.has(again)) out.add(again);
  return out;
}
