/**
 * What a press asks to send: the client-side checks' problems, or the checked request of the
 * configured mode. Pure: reads the form and the settings, sends nothing.
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
