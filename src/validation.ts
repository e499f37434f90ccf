/**
 * Client-side checks run before any request. Pure; each returns an error code
 * (turned into localized text by messages.ts) or `undefined`.
 */

export type ValidationCode = 'required' | 'invalid' | 'too-long' | 'control-chars';

/** The display of the name field, set by the `name-field` attribute. */
export type NameFieldMode = 'optional' | 'required' | 'hidden';

/** RFC 5321's limit on a forward path, and the usual input maxlength. */
export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 200;

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

/** Normalizes `name-field` values; anything unknown is the default. */
export function nameFieldMode(value: string | null | undefined): NameFieldMode {
  return value === 'required' || value === 'hidden' ? value : 'optional';
}
