/**
 * What the form at rest shows for each mode: its labels and announcements.
 * The rest of a mode (its request and its success) comes with the interaction
 * chunk; this part is all the first render needs.
 */
import type { Mode } from '../config.js';
import { labels, statusText } from '../messages.js';

export interface ModeText {
  /** The API operation, as the console names it. */
  readonly operation: Mode;
  /** Whether the form shows the email and name fields (and checks them). */
  readonly hasFields: boolean;
  /** The button's text at rest. */
  idleLabel(): string;
  /** The button's text while sending. */
  busyLabel(): string;
  /** The polite announcement when sending starts. */
  progressAnnouncement(): string;
}

export const MODE_TEXT: Record<Mode, ModeText> = {
  register: {
    operation: 'register',
    hasFields: true,
    idleLabel: labels.register,
    busyLabel: labels.registering,
    progressAnnouncement: statusText.submitting,
  },
  identify: {
    operation: 'identify',
    hasFields: false,
    idleLabel: labels.join,
    busyLabel: labels.joining,
    progressAnnouncement: statusText.identifying,
  },
};
