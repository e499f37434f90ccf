/**
 * Each text field's error messages, one per check of the field model (and a
 * server's "undeliverable" where it applies). The table is typed by the model,
 * so a new text field does not compile until its messages are here.
 */
import type { FieldErrorCode } from '../../api/types.js';
import { FIELDS, type TextFieldName } from '../../fields/model.js';
import type { ValidationCode } from '../../fields/validation.js';
import { msg, str } from '../../i18n/msg.js';

type FieldMessages = Record<ValidationCode, () => string> & { undeliverable?: () => string };

const FIELD_MESSAGES: Record<TextFieldName, FieldMessages> = {
  email: {
    required: () => msg('Enter your email address.', { id: 'error.email.required' }),
    'too-long': () =>
      msg(str`Use an email address of at most ${FIELDS.email.maxLength} characters.`, { id: 'error.email.too-long' }),
    'control-chars': () =>
      msg('Remove the invisible characters from your email address.', { id: 'error.email.control' }),
    invalid: () => msg('Enter an email address like name@example.com.', { id: 'error.email.invalid' }),
    undeliverable: () => msg('Use an email address that can receive mail.', { id: 'error.email.undeliverable' }),
  },
  name: {
    required: () => msg('Enter your name.', { id: 'error.name.required' }),
    'too-long': () =>
      msg(str`Use a name of at most ${FIELDS.name.maxLength} characters.`, { id: 'error.name.too-long' }),
    'control-chars': () => msg('Remove the invisible characters from your name.', { id: 'error.name.control' }),
    invalid: () => msg('Check your name.', { id: 'error.name.invalid' }),
  },
};

/** A text field's message for a check or a server's reason; anything else reads as `invalid`. */
export function fieldErrorText(field: TextFieldName, code: ValidationCode | FieldErrorCode): string {
  const messages = FIELD_MESSAGES[field];
  const message = code === 'unexpected' || code === 'other' ? undefined : messages[code];
  return (message ?? messages.invalid)();
}

/** A rejected value of a field the person cannot see (identify's `external_id`). */
export const genericFieldText = (): string => msg('This value was not accepted.', { id: 'error.field.generic' });
