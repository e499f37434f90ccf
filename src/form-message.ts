/**
 * The form-level message, derived from the configuration and the last failure.
 * Pure: the element passes what it knows; the message follows the locale
 * because it is computed at render time.
 */
import type { ApiFailure } from './api/types.js';
import { failureText, rateLimitUntilText, statusText, unavailableText, unexplainedRejectionText } from './messages.js';
import type { FormMessage } from './templates/form.js';

export interface FormMessageInput {
  /** The configuration is unusable (a secret key, a missing attribute…). */
  misconfigured: boolean;
  failure: ApiFailure | undefined;
  /** The `online` event fired after a network failure. */
  backOnline: boolean;
  /** A rate limit's deadline is still ahead. */
  waiting: boolean;
  locale: string;
}

export function formMessage(input: FormMessageInput): FormMessage | undefined {
  if (input.misconfigured) return { text: unavailableText(), tone: 'error' };
  const failure = input.failure;
  if (!failure) return undefined;
  if (failure.kind === 'network' && input.backOnline) return { text: statusText.backOnline(), tone: 'info' };
  if (failure.kind === 'conflict') return { text: failureText(failure), tone: 'info' };
  if (failure.kind === 'rate-limited' && failure.retryAt !== undefined && input.waiting) {
    // Minutes are precise enough for a person; round up so the time shown is never too early.
    const time = new Intl.DateTimeFormat(input.locale, { timeStyle: 'short' }).format(Math.ceil(failure.retryAt / 60_000) * 60_000);
    return { text: rateLimitUntilText(time), tone: 'error' };
  }
  if (failure.kind === 'validation') {
    const shown = (e: { field: string | null }): boolean => e.field !== null && e.field !== 'external_id';
    const unmapped = failure.fieldErrors.filter((e) => !shown(e)).map((e) => e.message).filter(Boolean);
    const mapped = failure.fieldErrors.some(shown);
    if (unmapped.length) return { text: [mapped ? failureText(failure) : '', ...unmapped].join(' ').trim(), tone: 'error' };
    if (!mapped) return { text: failure.detail ?? unexplainedRejectionText(), tone: 'error' };
  }
  return { text: failureText(failure), tone: 'error' };
}
