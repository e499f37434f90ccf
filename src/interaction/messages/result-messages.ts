/**
 * What the widget says about a result: field and form errors, the server's
 * problems in its own words, and the success views' text. Loaded with the
 * interaction chunk (see interaction.ts), because the first render needs none of
 * it; each field's errors are in field-messages.ts. Called at render time, inside
 * the widget's `withMessages()`.
 */
import type { ApiFailure, MappedFieldError } from '../../api/types.js';
import { msg, str } from '../../i18n/msg.js';
import type { ControlName } from '../../fields/model.js';
import { fieldOfProperty, textFieldOfProperty } from '../../fields/server-errors.js';
import type { ErrorText, FieldProblem } from '../../fields/problem.js';
import { networkText } from '../../form/messages.js';
import { statusText } from '../status/status-messages.js';
import { fieldErrorText, genericFieldText } from './field-messages.js';

export function fieldProblemMessage(field: ControlName, problem: FieldProblem): ErrorText {
  if (problem.source === 'server') return serverMessage(problem.error);
  const text =
    problem.source === 'feature'
      ? problem.text()
      : field === 'consent' || field === 'session'
        ? msg('Please agree to continue.', { id: 'error.consent.required' })
        : fieldErrorText(field, problem.code);
  return { text, raw: false };
}

/** A server-reported error: our own localized wording when we recognise the reason, else the server's message. */
export function serverMessage(error: MappedFieldError): ErrorText {
  const mine = serverText(error);
  return mine ? { text: mine, raw: false } : { text: error.message, raw: true };
}

/**
 * The widget's own wording for a server error it recognises, or undefined when
 * only the server's (English) text can say what is wrong.
 */
export function serverText(error: MappedFieldError): string | undefined {
  if (error.code === 'unexpected') return unexplainedRejectionText();
  // external_id is the integrator's, not the person's: the server's own words say most.
  if (error.field === 'external_id' && error.message) return undefined;
  const field = fieldOfProperty(error.field);
  const text = textFieldOfProperty(error.field);
  if (field && error.code !== 'other') return text ? fieldErrorText(text, error.code) : genericFieldText();
  if (!error.message) return text ? fieldErrorText(text, 'invalid') : genericFieldText();
  return undefined;
}

export function rateLimitUntilText(time: string): string {
  return msg(str`Too many attempts. You can try again at ${time}.`, { id: 'error.rate-limited-until' });
}

/** The form-level message for a failed submission. */
export function failureText(failure: ApiFailure): string {
  switch (failure.kind) {
    case 'validation':
      return msg('Please check the highlighted fields.', { id: 'error.validation' });
    case 'auth':
    case 'forbidden':
    case 'config':
    case 'redirect':
      return unavailableText();
    case 'not-found':
      return msg('We could not find this event. It may have ended or moved.', { id: 'error.not-found' });
    case 'conflict':
      return msg("You're already registered — check your inbox for your link.", { id: 'error.conflict' });
    case 'rate-limited':
      return msg('Too many attempts. Please wait a moment and try again.', { id: 'error.rate-limited' });
    case 'timeout':
      return msg('The server took too long to answer. Your details are still here: please try again.', {
        id: 'error.timeout',
      });
    case 'network':
      return failure.offline ? statusText.offline() : networkText();
    case 'malformed-response':
      return msg('Something went wrong on our side. Please try again.', { id: 'error.malformed' });
    case 'server':
      return msg('Something went wrong on our side. Please try again in a moment.', { id: 'error.server' });
  }
}

/** A rejection the server did not explain in a way we can attach to a field. */
export function unexplainedRejectionText(): string {
  return msg('The server did not accept these details. Please check them and try again.', {
    id: 'error.validation.generic',
  });
}

export const successText = {
  title: () => msg("You're registered!", { id: 'success.title' }),
  body: () => msg('Check your inbox: we sent you a link to join the event.', { id: 'success.body' }),
  link: () => msg('Open the event', { id: 'success.link' }),
};

/** Identify mode's success view: wording per viewer status, neutral for statuses we do not know. */
export function identifiedTitle(status: string): string {
  if (status === 'watching') return msg('Welcome back! Pick up where you left off.', { id: 'identified.watching' });
  if (status === 'completed')
    return msg("Welcome back! You've watched the whole event.", { id: 'identified.completed' });
  return msg("You're in!", { id: 'identified.registered' });
}

export function rememberedText(email: string): string {
  return msg(str`Registered as ${email}.`, { id: 'remembered.as' });
}

/** The end of a shortened list of problems; `count` is already formatted for the locale. */
export function moreProblemsText(count: string): string {
  return msg(str`…and ${count} more`, { id: 'summary.more' });
}

export const actionText = {
  notYou: () => msg('Not you?', { id: 'button.not-you' }),
  differentEmail: () => msg('Use a different email address', { id: 'action.different-email' }),
  tryAgainNow: () => msg('You can try again now.', { id: 'status.try-again-now' }),
};

/** Shown for configuration, 401 and 403 errors: the person cannot fix them; the console says what is wrong. */
export function unavailableText(): string {
  return msg('Registration is not available right now. Please try again later.', { id: 'error.config' });
}

/** The error summary's heading (GOV.UK's wording). */
export const summaryTitle = (): string => msg('There is a problem', { id: 'summary.title' });
