/**
 * The text of the form at rest and while sending: labels, buttons, status
 * announcements. What is said about a result (errors, success) is in
 * result-messages.ts, loaded when the person starts to interact. Call these at
 * render time only, inside the widget's `withMessages()`.
 */
import type { MappedFieldError } from './api/types.js';
import { msg } from './i18n/msg.js';
import type { ValidationCode } from './validation.js';

export type FieldName = 'email' | 'name' | 'external_id';

export const labels = {
  email: () => msg('Email', { id: 'label.email' }),
  name: () => msg('Name', { id: 'label.name' }),
  optional: () => msg('(optional)', { id: 'label.optional' }),
  register: () => msg('Register', { id: 'button.register' }),
  formName: () => msg('Event registration', { id: 'form.name' }),
  join: () => msg('Join event', { id: 'button.join' }),
};

/** A form control that can show an error. */
export type ErrorField = FieldName | 'consent';

/**
 * What is wrong with a field, kept as data (not text) so the message follows
 * the active locale when it changes while the error is shown.
 */
export type FieldProblem = { source: 'client'; code: ValidationCode } | { source: 'server'; error: MappedFieldError };

/** An error message as shown: the widget's own translated text, or the server's own words when nothing matched. */
export interface ErrorText {
  text: string;
  /** The server's text, shown as it came: English, isolated for bidirectional text. */
  raw: boolean;
}

export const summaryText = {
  title: () => msg('There is a problem', { id: 'summary.title' }),
  /** Read before each field's error, visually hidden: the message is not told by colour alone. */
  errorPrefix: () => msg('Error:', { id: 'summary.error-prefix' }),
};

export const testModeText = (): string => msg('Test mode', { id: 'badge.test-mode' });

/** What a failure to reach the server says; also shown when the widget's own code could not load. */
export function connectionText(offline: boolean | undefined): string {
  return offline
    ? msg("You're offline. Your details are still here: press Register when you're back online.", { id: 'error.offline' })
    : msg('We could not reach the server. Check your connection and try again.', { id: 'error.network' });
}

