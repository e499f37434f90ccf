/** How each mode submits, by mode: the chunk's half of a mode (its labels at rest are form/mode-labels.ts). */
import type { Mode } from '../../public-types.js';
import { identifyMode } from './identify.js';
import type { SubmissionMode } from './mode.js';
import { registerMode } from './register.js';

export const SUBMISSION_MODES: Record<Mode, SubmissionMode> = { register: registerMode, identify: identifyMode };
