/**
 * The form's field options, needed by the form at rest: the name field's
 * display and the length limits (the inputs' `maxlength`). The checks that
 * use them are in validation.ts, loaded with the interaction chunk.
 */

/** The display of the name field, set by the `name-field` attribute. */
export type NameFieldMode = 'optional' | 'required' | 'hidden';

/** RFC 5321's limit on a forward path, and the usual input maxlength. */
export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 200;

/** Normalizes `name-field` values; anything unknown is the default. */
export function nameFieldMode(value: string | null | undefined): NameFieldMode {
  return value === 'required' || value === 'hidden' ? value : 'optional';
}
