/**
 * What the widget says while a submission is under way: the countdown of a wait,
 * and the live region's announcements. The code comes with the interaction
 * chunk; the translations travel with each locale's first part (see
 * scripts/localize.mjs), which keeps every locale chunk under its budget.
 */
import type { WaitInfo } from '../../api/client-options.js';
import { msg, str } from '../../i18n/msg.js';
import { formatSeconds } from '../messages/formatting.js';

/**
 * `duration` is a whole phrase such as "30 seconds", already in the plural form the number needs (see formatting.ts).
 */
function rateLimitWaitText(duration: string): string {
  return msg(str`Too many attempts. Trying again in ${duration}.`, { id: 'status.rate-limit-wait' });
}

function retryWaitText(duration: string): string {
  return msg(str`Not sent yet. Trying again in ${duration}.`, { id: 'status.retry-wait' });
}

/** A wait before the next attempt, `seconds` long, for its reason: the countdown's and the announcement's text. */
export function waitText(wait: WaitInfo, seconds: number, locale: string): string {
  const duration = formatSeconds(seconds, locale);
  return wait.reason === 'rate-limited' ? rateLimitWaitText(duration) : retryWaitText(duration);
}

export const statusText = {
  /** The button's text while sending. */
  registering: () => msg('Registering…', { id: 'button.registering' }),
  joining: () => msg('Joining…', { id: 'button.joining' }),
  identifying: () => msg('Joining the event…', { id: 'status.identifying' }),
  submitting: () => msg('Sending your registration…', { id: 'status.submitting' }),
  /**
   * Still offline after the last hold for the connection (submission-flow.ts). Kept here, with the first part's translations,
   * for the parts' sizes.
   */
  offline: () =>
    msg("You're offline. Your details are still here: press Register when you're back online.", {
      id: 'error.offline',
    }),
  backOnline: () => msg("You're back online. Press Register to try again.", { id: 'status.back-online' }),
};
