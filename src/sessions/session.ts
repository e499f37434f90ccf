/**
 * A session of an event: one of several times the same talk runs, or one part of a series. Each is
 * an event of the API with its own ID (`sessions` attribute, docs/embedding.md "Several sessions").
 */

/** A session as the widget uses it: times in epoch ms, checked by parse.ts. */
export interface Session {
  readonly eventId: string;
  readonly start: number;
  /** The end given, or one hour after the start (as `event-end`). */
  readonly end: number;
  readonly title?: string;
}

export type { AfterEnd, SessionsMode } from '../public-types.js';

/** The most sessions one widget offers: more is refused with a console line, and the first 20 are kept. */
export const MAX_SESSIONS = 20;
