/**
 * What the form at rest shows for each mode. How a mode submits (its request, its success, what
 * is said while sending) comes with the interaction chunk (interaction/modes/); this part is all
 * the first render needs.
 */
import type { Mode } from '../public-types.js';
import { labels } from './messages.js';

/** Normalizes `mode` values; anything unknown is `register`. */
export const modeOf = (value: string | null | undefined): Mode => (value === 'identify' ? 'identify' : 'register');

export interface ModeLabels {
  /** Whether the form shows the email and name fields (and checks them). */
  readonly hasFields: boolean;
  /** The button's text at rest. */
  idle(): string;
}

export const MODE_LABELS: Record<Mode, ModeLabels> = {
  register: { hasFields: true, idle: labels.register },
  identify: { hasFields: false, idle: labels.join },
};
