/**
 * What a press asks to send: the client-side checks' problems, or the checked request of the
 * configured mode (pure: reads the form and the settings); and the call that sends it, per event.
 */
import type { FieldProblem } from '../fields/problem.js';
import { nameFieldMode, type ControlName } from '../fields/model.js';
import { formProblems } from '../fields/validation.js';
import { MODE_LABELS } from '../form/mode-labels.js';
import type { FlowElement, FlowParts } from './flow-host.js';
import type { PreparedSubmission } from './modes/mode.js';
import { SUBMISSION_MODES } from './modes/submission-modes.js';
import type { Settings } from './settings/settings.js';
import type { Campaign } from '../public-types.js';
import type { WaitInfo } from '../api/client-options.js';
import type { IdempotencyKeys } from '../api/idempotency.js';
import type { ApiResult } from '../api/types.js';
import type { FlowFeatures } from './flow-features.js';
import type { Success } from './modes/mode.js';
import { clientOptions } from './settings/settings.js';

export type CheckedRequest =
  | { problems: Partial<Record<ControlName, FieldProblem>>; prepared?: undefined }
  | { problems?: undefined; prepared: PreparedSubmission };

/** `campaign`: `attribution`'s values, when it is on; `features`: the problems of the features' own controls. */
export function checkedRequest(
  el: FlowElement,
  { form, slots }: FlowParts,
  settings: Settings,
  campaign?: Campaign,
  features?: Partial<Record<ControlName, FieldProblem>>,
): CheckedRequest {
  const nameField = nameFieldMode(el.nameField);
  const consent = { nameField, consentShown: slots.has('consent'), consentChecked: form.consentChecked };
  // Identify mode has no fields: nothing to check.
  const problems = { ...(MODE_LABELS[settings.mode].hasFields && formProblems(form.values, consent)), ...features };
  if (Object.keys(problems).length) return { problems };
  return {
    prepared: SUBMISSION_MODES[settings.mode].prepare({ ...settings, values: form.values, nameField, campaign }),
  };
}

/**
 * What a press sends: its checked request, to the configured event, or to the event a feature chooses
 * (a session), or to several (a series). Each event's request has its own idempotency key, kept
 * until a success clears them, so a request tried again keeps its key.
 */
export function sending(
  prepared: PreparedSubmission,
  settings: Settings,
  timeout: number,
  keys: IdempotencyKeys,
  features: FlowFeatures,
): (signal: AbortSignal, onWait: (wait: WaitInfo) => void) => Promise<ApiResult<Success>> {
  const client = clientOptions(settings, timeout);
  return (signal, onWait) => {
    const to = (eventId: string) => {
      const idempotencyKey = keys.keyFor(
        JSON.stringify([settings.mode, settings.baseUrl, eventId, prepared.body]),
        eventId,
      );
      return prepared.send(client, { idempotencyKey, signal, onWait }, eventId);
    };
    return features.first((feature) => feature.sends?.(to)) ?? to(settings.eventId);
  };
}
