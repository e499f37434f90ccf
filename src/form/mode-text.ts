/**
 * What the form at rest shows for each mode: its labels and announcements.
 * The rest of a mode (its request and its success) comes with the interaction
 * chunk; this part is all the first render needs.
 */
import { labels } from './messages.js';

import type { Mode } from '../public-types.js';

/** Normalizes `mode` values; anything unknown is `register`. */
export function modeOf(value: string | null | undefined): Mode {
  return value === 'identify' ? 'identify' : 'register';
}

export interface ModeText {
  /** The API operation, as the console names it. */
  readonly operation: Mode;
  /** Whether the form shows the email and name fields (and checks them). */
  readonly hasFields: boolean;
  /** The button's text at rest. */
  idleLabel(): string;
}

export const MODE_TEXT: Record<Mode, ModeText> = {
  register: {
    operation: 'register',
    hasFields: true,
    idleLabel: labels.register,
  },
  identify: {
    operation: 'identify',
    hasFields: false,
    idleLabel: labels.join,
  },
};
