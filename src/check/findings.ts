/**
 * What the configuration check shows: the settings the widget uses, told without their secret,
 * and each problem found in them or met at the API so far. Pure: the controller keeps what was met.
 */
import type { FailureKind } from '../api/types.js';
import type { ConfigProblem } from '../interaction/settings/config.js';
import type { Settings } from '../interaction/settings/settings.js';

/** A problem the check explains: one of the configuration, or a failure the API answered with. */
export type Finding = ConfigProblem | 'unusual-key' | MetFailure;

/** The failures that mean the configuration is wrong; the others are the visitor's, or passing. */
export const MET_FAILURES = ['auth', 'forbidden', 'not-found', 'redirect', 'network', 'malformed-response'] as const;
export type MetFailure = (typeof MET_FAILURES)[number] | 'opaque-origin';

export interface CheckView {
  eventId: string;
  /** The key's kind (`pk_live_…`): its prefix, never the key. */
  keyKind: string;
  baseUrl: string;
  findings: Finding[];
  /** Shown by the `debug` attribute (to be removed before publishing), or by the page's address. */
  byAttribute: boolean;
}

/**
 * The key's kind: its prefix (`pk_live_…`, `sk_…`), which tells nothing of its secret; a bare `…`
 * for a key of no known shape, which is shown no further; empty when there is none.
 */
export function keyKind(apiKey: string): string {
  const key = apiKey.trim();
  return key && `${/^[A-Za-z]+_(?:(?:live|test)_)?/.exec(key)?.[0] ?? ''}…`;
}

/**
 * The findings, configuration first. A failure met counts while the settings are the ones it met;
 * a network failure in a frame with an opaque origin (a sandbox without `allow-same-origin`) is
 * most likely the API refusing `Origin: null`.
 */
export function findings(settings: Settings, met: readonly FailureKind[], opaqueOrigin: boolean): Finding[] {
  const found: Finding[] = [];
  if (settings.check.problem) found.push(settings.check.problem);
  else if (settings.check.warnings.includes('unusual-key')) found.push('unusual-key');
  for (const kind of MET_FAILURES) {
    if (met.includes(kind)) found.push(kind === 'network' && opaqueOrigin ? 'opaque-origin' : kind);
  }
  return found;
}
