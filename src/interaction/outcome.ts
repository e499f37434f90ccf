/**
 * Telling a submission's outcome to the page, as soon as it is known and before
 * the view that shows it renders: the public events, `remember`'s storage, the
 * redirect, the rate-limit memory and the integrator's console.
 */
import type { ApiFailure } from '../api/types.js';
import { SubmitErrorEvent, submitErrorDetail } from '../events/submit-error.js';
import { loadFeature } from '../features.js';
import { FLOW_CHUNKS, FLOW_PARTS } from '../flow-feature-list.js';
import { rememberRateLimit } from './memory/rate-limit-memory.js';
import { remember } from './memory/remember.js';
import type { Success } from './modes/mode.js';
import { ERRORS_DOC_HINT, type Settings } from './settings/settings.js';

/** What telling the outcome needs of the element. */
export interface OutcomeHost {
  readonly remember: boolean;
  readonly redirect: boolean;
  readonly eventId: string;
  dispatchEvent(event: Event): boolean;
}

/** Tells a success; false when the page is leaving for the magic link (`redirect`). */
export function tellSuccess(el: OutcomeHost, settings: Settings, success: Success): boolean {
  // Under the event registered: a session's own, with `sessions`.
  const detail = success.event?.detail;
  const eventId = detail && 'eventId' in detail ? detail.eventId : settings.eventId;
  if (el.remember && success.record) remember(settings.baseUrl, eventId, success.record);
  const proceed = success.event ? el.dispatchEvent(success.event) : true;
  if (el.redirect && proceed && success.redirectTo) {
    window.location.assign(success.redirectTo);
    return false;
  }
  return true;
}

/** Tells a failure: the public event, the console's explanation, and a rate limit's deadline kept across a reload. */
export function tellFailure(el: OutcomeHost, settings: Settings, failure: ApiFailure): void {
  // Kept across a reload: the waits the person is shown. (The short ones the client waits out
  // by itself are over before a reload could matter.)
  if (failure.kind === 'rate-limited' && failure.retryAt !== undefined)
    rememberRateLimit(settings.baseUrl, settings.apiKey, failure.retryAt);
  el.dispatchEvent(new SubmitErrorEvent(submitErrorDetail(failure)));
  // The explanation comes with its chunk, a moment later; a chunk that cannot load is on the console.
  loadFeature('diagnostics', FLOW_PARTS.diagnostics, FLOW_CHUNKS).then(({ failureExplanation }) => {
    const explanation = failureExplanation(failure, settings.mode, el.eventId, self.origin);
    if (explanation) console.error(`${explanation} ${ERRORS_DOC_HINT}`);
  }, Boolean);
}

/**
 * Tells a press refused for an unusable configuration (the console has said why): the public event,
 * whose `detail` is the console's explanation, once the diagnostics chunk has it (none if it cannot load).
 */
export async function tellMisconfigured(el: OutcomeHost, settings: Settings): Promise<void> {
  const { check } = settings;
  const detail = await loadFeature('diagnostics', FLOW_PARTS.diagnostics, FLOW_CHUNKS).then(
    ({ explainConfig }) => explainConfig(check, check.input).explanation,
    () => undefined,
  );
  el.dispatchEvent(
    new SubmitErrorEvent({
      kind: 'config',
      title: 'Invalid configuration',
      ...(detail && { detail }),
      fieldErrors: [],
    }),
  );
}
