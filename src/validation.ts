/**
 * Client-side checks run before any request. Pure; each returns an error code
 * (turned into localized text by messages.ts) or `undefined`.
 */

export type ValidationCode = 'required' | 'invalid' | 'too-long' | 'control-chars';

import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, type NameFieldMode } from './field-options.js';
import type { ErrorField, FieldProblem } from './messages.js';

export { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, nameFieldMode, type NameFieldMode } from './field-options.js';

// C0 controls and DEL: never legitimate in a name or address, and a sign of pasted junk.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

// WHATWG's "valid e-mail address" (what type=email accepts), plus a dot in the
// domain: "name@gmail" is a typo far more often than an intranet address.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export function validateEmail(value: string): ValidationCode | undefined {
  const email = value.trim();
  if (!email) return 'required';
  if (CONTROL.test(value)) return 'control-chars';
  if (email.length > EMAIL_MAX_LENGTH) return 'too-long';
  if (!EMAIL.test(email)) return 'invalid';
  return undefined;
}

export function validateName(value: string, mode: NameFieldMode): ValidationCode | undefined {
  if (mode === 'hidden') return undefined;
  const name = value.trim();
  if (!name) return mode === 'required' ? 'required' : undefined;
  if (CONTROL.test(value)) return 'control-chars';
  if (name.length > NAME_MAX_LENGTH) return 'too-long';
  return undefined;
}

/** The client-side checks of the whole form: each field's problem, none when there is nothing to fix. */
export function formProblems(
  values: Readonly<Record<'email' | 'name', string>>,
  options: { nameField: NameFieldMode; consentRequired: boolean; consentChecked: boolean },
): Partial<Record<ErrorField, FieldProblem>> {
  const problems: Partial<Record<ErrorField, FieldProblem>> = {};
  const email = validateEmail(values.email);
  if (email) problems.email = { source: 'client', code: email };
  const name = validateName(values.name, options.nameField);
  if (name) problems.name = { source: 'client', code: name };
  if (options.consentRequired && !options.consentChecked) problems.consent = { source: 'client', code: 'required' };
  return problems;
}
