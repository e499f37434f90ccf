/**
 * "Did you mean ada@gmail.com?": the address a typed one most likely meant, or nothing. Pure, and
 * with its data (domains.ts); it imports nothing of the widget.
 *
 * mailcheck's method, with what its 2.0 notes and Firefox Accounts learned:
 * 1. The whole domain against the popular ones, and the real domains near them, by optimal string
 *    alignment distance (a swap is one edit), at most 2. Only a popular domain that is nearer than
 *    every other known domain is suggested: on a tie, or when a real neighbour is as near ("gmx.ch"
 *    beside "gmx.de"), nothing is.
 * 2. A provider that uses one ending, with another one ("gmail.co", "qq.cm"): its own.
 * 3. A name it does not know, with an ending one edit from .com, .net, .org, .edu, .gov or .info
 *    that is no real top-level domain ("acme.con"): that ending. A real ending ("startup.ai",
 *    "agency.co") is never changed.
 * A known domain gets nothing, and the part before the `@` keeps its case.
 */
import { distance } from './distance.js';
import { ENDINGS, ONE_ENDING, POPULAR, REAL } from './domains.js';
import { REAL_ENDINGS, REAL_TWO_LETTER_ENDINGS } from './real-endings.js';

const list = (words: string): string[] => words.split(' ');
const popular = list(POPULAR);
const knownDomains = [...popular, ...list(REAL)];
const names = new Set(knownDomains.map((domain) => domain.split('.')[0]));
const oneEnding = new Set(list(ONE_ENDING));
const endings = list(ENDINGS);
const realEndings = new Set(list(REAL_ENDINGS));
list(REAL_TWO_LETTER_ENDINGS).forEach((seconds, first) => {
  for (const second of seconds) realEndings.add((first + 10).toString(36) + second);
});

/** The one nearest of `candidates` within `max` edits; `null` when two are as near. */
function nearest(word: string, candidates: readonly string[], max: number): string | null | undefined {
  let best: string | undefined;
  let bestDistance = max + 1;
  let tie = false;
  for (const candidate of candidates) {
    const d = distance(word, candidate, Math.min(max, bestDistance));
    if (d < bestDistance) [best, bestDistance, tie] = [candidate, d, false];
    else if (d === bestDistance && d <= max) tie = true;
  }
  return tie ? null : best;
}

/** A domain without its last label ("hotmail.co"), and that label ("uk"). */
function partsOf(domain: string): [string, string] {
  const dot = domain.lastIndexOf('.');
  return [domain.slice(0, Math.max(dot, 0)), domain.slice(dot + 1)];
}

/**
 * Whether `domain` may be a typo of `target`, its nearest known domain. A name the suggestions do
 * not know keeps a real ending ("web.id", "sp.nl"). With no dot, or only a dot moved ("gmailc.om"), it may.
 */
function plausible(domain: string, target: string): boolean {
  const [name, last] = partsOf(domain);
  const [targetName, targetLast] = partsOf(target);
  if (!name || name === targetName || domain.replaceAll('.', '') === target.replaceAll('.', '')) return true;
  return last === targetLast || !realEndings.has(last);
}

/** The domain that `domain` most likely meant, among the popular ones and `own`; undefined when it is one, or when unsure. */
export function suggestDomain(domain: string, own: readonly string[] = []): string | undefined {
  const targets = own.length ? [...own, ...popular] : popular;
  const known = own.length ? [...own, ...knownDomains] : knownDomains;
  if (known.includes(domain)) return undefined;
  const near = nearest(domain, known, 2);
  if (near !== undefined) return near && targets.includes(near) && plausible(domain, near) ? near : undefined;
  const name = domain.split('.')[0]!;
  const last = domain.slice(domain.lastIndexOf('.') + 1);
  if (oneEnding.has(name)) return popular.find((d) => d.startsWith(`${name}.`));
  // A provider's name with a real ending it may use ("hotmail.be"), or an ending that is real.
  if (!domain.includes('.') || names.has(name) || realEndings.has(last)) return undefined;
  const ending = nearest(last, endings, 1);
  return ending ? `${domain.slice(0, -last.length)}${ending}` : undefined;
}

/**
 * The address `address` most likely meant (`ada@gmial.com` → `ada@gmail.com`), or undefined.
 * `own`: more domains to know and suggest, such as the integrator's company's, in lower case.
 */
export function suggestAddress(address: string, own: readonly string[] = []): string | undefined {
  const trimmed = address.trim();
  const at = trimmed.lastIndexOf('@');
  if (at < 1) return undefined;
  const domain = suggestDomain(trimmed.slice(at + 1).toLowerCase(), own);
  return domain && `${trimmed.slice(0, at + 1)}${domain}`;
}
