/**
 * Client-side checks run before any request, derived from the field model.
 * Pure; each returns an error code (turned into localized text by
 * interaction/messages/field-messages.ts) or `undefined`.
 */
import {
  CONTROLS,
  FIELDS,
  TEXT_FIELDS,
  textPresence,
  type ControlName,
  type TextField,
  type TextFieldName,
} from './model.js';
import type { NameFieldMode } from '../public-types.js';

export type ValidationCode = 'required' | 'invalid' | 'too-long' | 'control-chars';

// C0 controls and DEL: never legitimate in a name or address, and a sign of pasted junk.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

// WHATWG's "valid e-mail address" (what type=email accepts), plus a dot in the
// domain: "name@gmail" is a typo far more often than an intranet address.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** The format each input type must have, beyond the common checks. */
const FORMATS: Partial<Record<TextField['type'], RegExp>> = { email: EMAIL };

/** A text field's checks, in the model's order; `presence` as the element's settings make it. */
export function checkText(field: TextFieldName, value: string, presence: NameFieldMode): ValidationCode | undefined {
  if (presence === 'hidden') return undefined;
  const definition = FIELDS[field];
  const trimmed = value.trim();
  if (!trimmed) return presence === 'required' ? 'required' : undefined;
  if (CONTROL.test(value)) return 'control-chars';
  if (trimmed.length > definition.maxLength) return 'too-long';
  const format = FORMATS[definition.type];
  if (format && !format.test(trimmed)) return 'invalid';
  return undefined;
}

/** A client-side problem of one control, as the form state keeps it. */
export interface ClientProblem {
  source: 'client';
  code: ValidationCode;
}

/** The client-side checks of the whole form: each control's problem, none when there is nothing to fix. */
export function formProblems(
  values: Readonly<Record<TextFieldName, string>>,
  options: { nameField: NameFieldMode; consentShown: boolean; consentChecked: boolean },
): Partial<Record<ControlName, ClientProblem>> {
  const problems: Partial<Record<ControlName, ClientProblem>> = {};
  for (const field of TEXT_FIELDS) {
    const code = checkText(field, values[field], textPresence(field, options.nameField));
    if (code) problems[field] = { source: 'client', code };
  }
  // The one checkbox: required while the host's consent slot has content.
  for (const field of CONTROLS) {
    if (FIELDS[field].presence === 'consent-slot' && options.consentShown && !options.consentChecked)
      problems[field] = { source: 'client', code: 'required' };
  }
  return problems;
}
