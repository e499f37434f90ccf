/**
 * The result view model: what the form shows of a `Submission` (the error summary,
 * the banner, the countdown, the button's state), a field's error text, and the
 * server's field errors as the field errors keep them. Pure functions of what the
 * flow holds; called at render time, in the widget's language. A success is drawn
 * by templates/success.ts from its plain data.
 */
import type { nothing, TemplateResult } from 'lit';
import type { ApiFailure } from '../../api/types.js';
import type { FieldIds } from '../../fields/ids.js';
import { CONTROLS, type ControlName } from '../../fields/model.js';
import { controlOfProperty } from '../../fields/server-errors.js';
import type { ErrorText, FieldProblem } from '../../fields/problem.js';
import type { FieldError } from '../field-errors.js';
import type { FormParts } from '../../form/templates/form.js';
import { fieldProblemMessage } from '../messages/result-messages.js';
import { waitText } from '../status/status-messages.js';
import { errorSummaryTemplate } from '../templates/error-summary.js';
import { successTemplate, type SuccessViewContext } from '../templates/success.js';
import { failureOf, rateLimitOf } from '../deadlines.js';
import type { Submission } from '../submission.js';
import { bannerOf, type BannerInput } from './banner.js';

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

export interface FormPartsInput extends Omit<BannerInput, 'failure' | 'backOnline' | 'waiting'> {
  submission: Submission;
  /** Whole seconds left of a visible wait, when one is counting. */
  secondsLeft: number | undefined;
  /** The button's text while sending, in this mode. */
  sendingLabel: () => string;
  summary: TemplateResult | typeof nothing;
  /** A field's error as shown. */
  fieldError: FormParts['fieldError'];
  /** What the features add under the email field. */
  emailHint?: FormParts['emailHint'];
  /** What a feature adds above the button. */
  choice?: FormParts['choice'];
}

/** The parts of the form a submission decides. */
export function formPartsOf(input: FormPartsInput): FormParts {
  const { submission, secondsLeft } = input;
  const busy = submission.state === 'submitting';
  const wait = submission.state === 'submitting' && secondsLeft !== undefined ? submission.wait : undefined;
  const waiting = rateLimitOf(submission) !== undefined;
  const backOnline = submission.state === 'error' && submission.backOnline === true;
  return {
    busy,
    sendingLabel: busy ? input.sendingLabel() : undefined,
    summary: input.summary,
    fieldError: input.fieldError,
    emailHint: input.emailHint,
    choice: input.choice,
    banner: bannerOf({ ...input, failure: failureOf(submission), backOnline, waiting }),
    // Only while a wait is shown: building an Intl formatter costs milliseconds, and this runs on
    // every render, the one that shows a submission as under way included.
    countdown: wait && waitText(wait, secondsLeft ?? 0, input.locale),
    buttonState: busy ? 'busy' : waiting ? 'rate-limited' : 'idle',
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

/** The success view, when the submission is one: drawn from its plain data. */
export function successViewOf(submission: Submission, context: SuccessViewContext): TemplateResult | undefined {
  return submission.state === 'success' ? successTemplate(submission.success.shown, context) : undefined;
}
