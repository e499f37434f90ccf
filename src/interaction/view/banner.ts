/**
 * The form's banner, derived from the configuration and the failure shown.
 * Pure: the flow passes what its `Submission` holds; the banner follows the
 * locale because it is computed at render time. (A held submission's banner
 * is the entry's: form/held-view.ts.)
 */
import type { ApiFailure } from '../../api/types.js';
import { controlOfProperty } from '../../fields/server-errors.js';
import type { ErrorText } from '../../fields/problem.js';
import {
  actionText,
  failureText,
  moreProblemsText,
  rateLimitUntilText,
  serverMessage,
  unavailableText,
  unexplainedRejectionText,
} from '../messages/result-messages.js';
import { statusText } from '../status/status-messages.js';
import type { Banner } from '../../form/templates/form.js';
import { formatCount, formatRetryTime } from '../messages/formatting.js';

export interface BannerInput {
  /** The configuration is unusable (a secret key, a missing attribute…). */
  misconfigured: boolean;
  failure: ApiFailure | undefined;
  /** The `online` event fired after a network failure. */
  backOnline: boolean;
  /** A rate limit's deadline is still ahead. */
  waiting: boolean;
  locale: string;
  /** "Already registered": start again with another address. */
  onDifferentEmail: () => void;
}

/** The widget's own words, never markup from the server. */
const ownText = (text: string): ErrorText => ({ text, raw: false });

/** Server messages shown in the banner, and the length each is shortened to. */
const MAX_SHOWN = 3;
const MAX_SHOWN_LENGTH = 200;

function shorten(text: string): string {
  return text.length > MAX_SHOWN_LENGTH ? `${text.slice(0, MAX_SHOWN_LENGTH - 1)}…` : text;
}

export function bannerOf(input: BannerInput): Banner | undefined {
  if (input.misconfigured) return { texts: [ownText(unavailableText())], tone: 'error' };
  const failure = input.failure;
  if (!failure) return undefined;
  if (failure.kind === 'network' && input.backOnline)
    return { texts: [ownText(statusText.backOnline())], tone: 'info' };
  if (failure.kind === 'conflict') {
    return {
      texts: [ownText(failureText(failure))],
      tone: 'info',
      action: { label: actionText.differentEmail(), run: input.onDifferentEmail },
    };
  }
  // Once the wait is over, it says so, rather than "too many attempts" at the moment it no longer applies.
  if (failure.kind === 'rate-limited' && failure.retryAt !== undefined)
    return input.waiting
      ? { texts: [ownText(rateLimitUntilText(formatRetryTime(failure.retryAt, input.locale)))], tone: 'error' }
      : { texts: [ownText(actionText.tryAgainNow())], tone: 'info' };
  if (failure.kind === 'validation') {
    // Shown next to a control of the form; the rest here.
    const shown = (e: { field: string | null }): boolean => controlOfProperty(e.field) !== undefined;
    const unmapped = failure.fieldErrors.filter((e) => !shown(e) && e.message);
    if (unmapped.length) {
      const texts = unmapped.map(serverMessage);
      // One line per distinct message: several unknown properties read as one sentence.
      const distinct = texts.filter((t, i) => texts.findIndex((o) => o.text === t.text) === i);
      // A few, each shortened, then a count: thousands of server messages must not make the widget
      // thousands of pixels tall, or the alert a text a screen reader reads for minutes.
      const shown: ErrorText[] = distinct.slice(0, MAX_SHOWN).map((t) => ({ ...t, text: shorten(t.text) }));
      const rest = distinct.length - shown.length + (failure.omittedFieldErrors ?? 0);
      if (rest > 0) shown.push(ownText(moreProblemsText(formatCount(rest, input.locale))));
      return { texts: shown, tone: 'error' };
    }
    if (!failure.fieldErrors.some(shown)) {
      return {
        texts: [failure.detail ? { text: shorten(failure.detail), raw: true } : ownText(unexplainedRejectionText())],
        tone: 'error',
      };
    }
    // Field errors only: the summary and the fields say it all.
    return undefined;
  }
  return { texts: [ownText(failureText(failure))], tone: 'error' };
}
