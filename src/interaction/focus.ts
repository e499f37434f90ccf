/**
 * Where focus goes after a submission, in whichever root the form renders into.
 * Only a person working in the form gets focus moved for them: an `auto` identify
 * or a host's own submit() must not pull focus away from where the visitor is.
 */
import type { ControlName } from '../fields/model.js';

/** The rendered form's parts that focus moves to. */
export interface FormRefs {
  /** The form's inputs (text fields and the consent checkbox), each named for its field. */
  inputs: NodeListOf<HTMLInputElement> | undefined;
  submitButton: HTMLButtonElement | null;
  successView: HTMLElement | null;
  errorSummary: HTMLElement | null;
}

export function inputOf(refs: FormRefs, field: ControlName): HTMLInputElement | undefined {
  return Array.from(refs.inputs ?? []).find((input) => input.name === field);
}

/**
 * After a failed submit: the error summary when fields are wrong (GOV.UK), else keep
 * focus in the form, bringing it to the button when it was elsewhere on the page.
 */
export function focusAfterFailure(refs: FormRefs, hasFieldErrors: boolean, focusWithin: boolean): void {
  if (hasFieldErrors && refs.errorSummary) {
    refs.errorSummary.focus();
    return;
  }
  if (!focusWithin) refs.submitButton?.focus();
}

/** An error summary link was followed: to its field, scrolled into view. */
export function focusField(refs: FormRefs, field: ControlName): void {
  const input = inputOf(refs, field);
  input?.focus();
  input?.scrollIntoView({ block: 'center' });
}
