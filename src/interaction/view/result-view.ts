/**
 * The result view model: what the form shows of a submission (the error summary,
 * the banner, the countdown, the button's state), a field's error text, and the
 * server's field errors as the form state keeps them. Pure functions of what the
 * submission flow knows; called at render time, in the widget's language.
 */
import type { nothing, TemplateResult } from 'lit';
import type { ApiFailure } from '../../api/types.js';
import type { FieldIds } from '../../fields/ids.js';
import { CONTROLS, type ControlName } from '../../fields/model.js';
import { controlOfProperty } from '../../fields/server-errors.js';
import type { ErrorText, FieldProblem } from '../../fields/problem.js';
import type { FieldError } from '../field-errors.js';
import type { FormParts } from '../../form/templates/form.js';
import { formatSeconds } from '../messages/formatting.js';
import { fieldProblemMessage } from '../messages/result-messages.js';
import { rateLimitWaitText, retryWaitText } from '../status/status-messages.js';
import { errorSummaryTemplate } from '../templates/error-summary.js';
import { messageActionTemplate } from '../../form/templates/message-action.js';
import type { SubmissionState } from '../submission.js';
import { formMessage, type FormMessageInput } from './form-message.js';

/** A field's error as shown: the widget's own words, or the server's when nothing matched. */
export function errorText(field: ControlName, problem: FieldProblem | undefined): ErrorText | undefined {
  return problem && fieldProblemMessage(field, problem);
}

/** The error summary: each field's error, a link to its input (GOV.UK). */
export function summaryView(
  ids: FieldIds,
  errors: readonly FieldError[],
  onFollow: (field: ControlName) => void,
): TemplateResult | typeof nothing {
  return errorSummaryTemplate({
    entries: errors.map(({ field, problem }) => ({ error: fieldProblemMessage(field, problem), target: ids(field) })),
    onFollow: (target) => {
      const field = CONTROLS.find((f) => ids(f) === target);
      if (field) onFollow(field);
    },
  });
}

export interface ResultViewInput extends FormMessageInput {
  state: SubmissionState<unknown>;
  /** Whole seconds left of a visible wait, when one is counting. */
  secondsLeft: number | undefined;
  rateLimited: boolean;
  /** The button's text while sending, in this mode. */
  busyLabel: () => string;
  summary: TemplateResult | typeof nothing;
}

/** The parts of the form a submission decides. */
export function resultView(d: ResultViewInput): FormParts {
  const busy = d.state.status === 'submitting';
  const wait = d.state.status === 'submitting' && d.secondsLeft !== undefined ? d.state.wait : undefined;
  // Only while a wait is shown: building an Intl formatter costs milliseconds, and this runs on
  // every render, the one that shows a submission as under way included.
  const duration = wait && formatSeconds(d.secondsLeft ?? 0, d.locale);
  const message = formMessage(d);
  return {
    busy,
    busyLabel: busy && !d.queued ? d.busyLabel() : undefined,
    summary: d.summary,
    message: message && { ...message, action: message.action && messageActionTemplate(message.action) },
    countdown:
      wait && duration && (wait.reason === 'rate-limited' ? rateLimitWaitText(duration) : retryWaitText(duration)),
    buttonState: busy ? 'busy' : d.rateLimited ? 'rate-limited' : 'idle',
  };
}

/**
 * The server's field errors of a failed submission, at most one per control (the first); the rest show at form level.
 */
export function serverProblems(failure: ApiFailure): Partial<Record<ControlName, FieldProblem>> {
  const problems: Partial<Record<ControlName, FieldProblem>> = {};
  for (const error of failure.fieldErrors) {
    // A field with no control (identify's external_id) has its errors shown at form level.
    const field = controlOfProperty(error.field);
    if (field && !problems[field]) problems[field] = { source: 'server', error };
  }
  return problems;
}
