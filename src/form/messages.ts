/**
 * The text of the form at rest: labels, buttons, the form's name. What is said
 * while sending is in interaction/status/, and what is said about a result
 * (errors, success) in interaction/messages/; their translations load in the
 * parts scripts/localize.mjs assigns by folder. Call these at render time only,
 * inside the widget's `withMessages()`.
 */
import type { TextFieldName } from '../fields/model.js';
import { msg } from '../i18n/msg.js';

/** Each text field's label: one per field of the model (fields/model.ts). */
export const fieldLabels: Record<TextFieldName, () => string> = {
  email: () => msg('Email', { id: 'label.email' }),
  name: () => msg('Name', { id: 'label.name' }),
};

export const labels = {
  optional: () => msg('(optional)', { id: 'label.optional' }),
  register: () => msg('Register', { id: 'button.register' }),
  formName: () => msg('Event registration', { id: 'form.name' }),
  join: () => msg('Join event', { id: 'button.join' }),
};
/** Read before each field's error, visually hidden: the message is not told by colour alone. */
export const errorPrefixText = (): string => msg('Error:', { id: 'summary.error-prefix' });

export const testModeText = (): string => msg('Test mode', { id: 'badge.test-mode' });

/** What a failure to reach the server says; also while the widget's own code cannot load. */
export const networkText = (): string =>
  msg('We could not reach the server. Check your connection and try again.', { id: 'error.network' });

/** Said while a press waits for the connection, before the interaction code has loaded and after. */
export const queueText = {
  offline: () =>
    msg("You're offline. We'll send your details as soon as you're back online.", { id: 'status.offline-queued' }),
  cancel: () => msg('Cancel', { id: 'action.cancel' }),
};
