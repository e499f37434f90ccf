/**
 * A problem with the sessions' attributes, as a code and the values it names: small data, so that
 * the sessions chunk carries no console words. Their words are in the diagnostics chunk
 * (diagnostics/sessions-explanation.ts), fetched only when there is a problem to say.
 */

/** A session's problem, for the item at `sessions[i]`; each leaves the session out but `title-type`. */
type SessionProblem =
  /** The item is not an object. */
  | { readonly at: string; readonly code: 'not-object'; readonly value: unknown }
  /** Reading the item threw (a hostile getter or proxy); `at` is `sessions` for the list itself. */
  | { readonly at: string; readonly code: 'unreadable' }
  | { readonly at: string; readonly code: 'id-missing' | 'start-missing' }
  /** `eventId` is not a string, or cannot be a URL's path segment. */
  | { readonly at: string; readonly code: 'id-type' | 'id-segment'; readonly value: unknown }
  /** `start` or `end` is not an ISO 8601 date-time with an offset. */
  | { readonly at: string; readonly code: 'start-offset' | 'end-offset'; readonly value: unknown }
  /** `end` (the value) is not after `start`. */
  | { readonly at: string; readonly code: 'end-before'; readonly value: unknown; readonly start: unknown }
  /** The event ID is the same as that of the session at `sessions[first]`, which is kept. */
  | { readonly at: string; readonly code: 'duplicate'; readonly value: string; readonly first: number }
  /** `title` is not a string: the session is kept without one. */
  | { readonly at: string; readonly code: 'title-type'; readonly value: unknown };

/** A problem with the whole of `sessions`: not JSON, not an array, or `value` items, more than `max`. */
type ListProblem =
  | { readonly at: 'sessions'; readonly code: 'json' | 'not-array'; readonly value: unknown }
  | { readonly at: 'sessions'; readonly code: 'too-many'; readonly value: number; readonly max: number };

/** An attribute's value that is not one of its `values`, read as `fallback` (none: ignored). */
type AttributeProblem =
  | {
      readonly at: 'sessions-mode' | 'after-end';
      readonly code: 'unknown';
      readonly value: unknown;
      readonly values: readonly string[];
      readonly fallback?: string;
    }
  /** `organizer-time-zone` names no zone `Intl` knows. */
  | { readonly at: 'organizer-time-zone'; readonly code: 'time-zone'; readonly value: unknown }
  /** `sessions-mode="all"` in identify mode, which identifies for one session. */
  | { readonly at: 'sessions-mode'; readonly code: 'identify' };

export type SessionsProblem = SessionProblem | ListProblem | AttributeProblem;
