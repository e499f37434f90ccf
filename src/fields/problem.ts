/**
 * What is wrong with a field, kept as data (not text) so that its message follows
 * the active locale when it changes while the error is shown.
 */
import type { MappedFieldError } from '../api/types.js';
import type { ClientProblem } from './validation.js';

export type FieldProblem =
  | ClientProblem
  | { source: 'server'; error: MappedFieldError }
  /** A lazy feature's own control (the sessions' choice), in its own words, which come with its chunk. */
  | { source: 'feature'; text: () => string };

/** An error message as shown: the widget's own translated text, or the server's own words when nothing matched. */
export interface ErrorText {
  text: string;
  /** The server's text, shown as it came: English, isolated for bidirectional text. */
  raw: boolean;
}
