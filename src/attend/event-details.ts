/**
 * The event's details as the integrator gives them (`event-title`, `event-start`, `event-end`,
 * `event-url`, `join-window`), read into numbers the attend view can use. A value with a problem
 * drops the time, the calendar menu and Join now (the widget works as before) and says why on the
 * console; nothing here throws, whatever the page sets.
 */
import { PREFIX } from '../interaction/messages/console-prefix.js';
import { DATE_TIME_EXAMPLE, DEFAULT_DURATION, parseDateTime } from '../interaction/time/date-time.js';

/** The attributes as the element's properties hold them. */
export interface EventDetailsInput {
  title?: string | null;
  start?: string | null;
  end?: string | null;
  url?: string | null;
  joinWindow?: number | string | null;
}

/** The event, ready to show and to put in a calendar. */
export interface EventDetails {
  /** Trimmed; undefined if empty. */
  title: string | undefined;
  /** Epoch ms. */
  start: number;
  /** Epoch ms; start + 1 hour when `event-end` is missing. */
  end: number;
  /** An absolute https URL, normalized by `new URL().href`. */
  url: string | undefined;
  /** Minutes before the start from which Join now shows. */
  joinWindow: number;
}

/** Minutes before the start from which Join now shows, unless `join-window` says otherwise. */
export const DEFAULT_JOIN_WINDOW = 15;
const MAX_JOIN_WINDOW = 24 * 60;
const DROPPED = 'the start time, calendar menu and Join now are not shown.';

const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** Not set: absent, or only blanks. */
const blank = (value: unknown): boolean => value == null || (typeof value === 'string' && value.trim() === '');

/** A string with text in it, trimmed; anything else (null, blank, another type) is not given. */
function given(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

function read(input: EventDetailsInput): { details?: EventDetails; problems: string[] } {
  const { start: startValue, end: endValue, url: urlValue, joinWindow: windowValue } = input;
  const title = given(input.title);
  const problems: string[] = [];
  if (blank(startValue)) {
    const named = [title && 'event-title', given(endValue) && 'event-end', given(urlValue) && 'event-url'];
    const set = named.filter(Boolean).join(', ');
    return { problems: set ? [`${PREFIX} ${set} is set without event-start; ${DROPPED}`] : [] };
  }
  /** A time attribute's epoch ms; a problem when it is given and does not parse (or names a day that does not exist). */
  const time = (attribute: string, value: unknown): number | undefined => {
    if (blank(value)) return undefined;
    const text = given(value);
    const at = text === undefined ? undefined : parseDateTime(text);
    if (at === undefined)
      problems.push(
        `${PREFIX} ${attribute}="${text ?? String(value)}" is not an ISO 8601 date-time with Z or an offset (a time without one is ambiguous across time zones), such as ${DATE_TIME_EXAMPLE}; ${DROPPED}`,
      );
    return at;
  };
  const start = time('event-start', startValue);
  const end = time('event-end', endValue);
  let url: string | undefined;
  if (!blank(urlValue)) {
    try {
      // Not a string (read as "undefined"), or not a URL at all: the same problem as another scheme.
      const parsed = new URL(given(urlValue) as string);
      if (parsed.protocol === 'https:') url = parsed.href;
    } catch {
      // The problem below.
    }
    if (!url) problems.push(`${PREFIX} event-url="${String(urlValue)}" is not an absolute https URL; ${DROPPED}`);
  }
  if (start !== undefined && end !== undefined && end <= start)
    problems.push(
      `${PREFIX} event-end="${String(endValue)}" is not after event-start="${String(startValue)}"; ${DROPPED}`,
    );
  // Checked before the join-window line is added: that one alone keeps the details.
  const dropped = problems.length > 0;
  // `join-window` in minutes, 0–1440; blank or absent is the default. NaN and Infinity fail the range.
  const minutes = blank(windowValue)
    ? DEFAULT_JOIN_WINDOW
    : typeof windowValue === 'number'
      ? windowValue
      : typeof windowValue === 'string' && DECIMAL.test(windowValue.trim())
        ? Number(windowValue)
        : NaN;
  const inRange = minutes >= 0 && minutes <= MAX_JOIN_WINDOW;
  if (!inRange)
    problems.push(
      `${PREFIX} join-window="${String(windowValue)}" is not a number of minutes from 0 to ${MAX_JOIN_WINDOW}; using ${DEFAULT_JOIN_WINDOW}.`,
    );
  if (dropped || start === undefined) return { problems };
  return {
    details: {
      title,
      start,
      end: end ?? start + DEFAULT_DURATION,
      url,
      joinWindow: inRange ? minutes : DEFAULT_JOIN_WINDOW,
    },
    problems,
  };
}

/**
 * Reads the event's details from its attributes. `details` is undefined when `event-start` is
 * missing or any of start, end and URL has a problem; a bad `join-window` falls back to 15
 * minutes and keeps them. `problems` are whole console lines.
 */
export function readEventDetails(input: EventDetailsInput): { details?: EventDetails; problems: string[] } {
  try {
    return read(input ?? {});
  } catch {
    // An input whose properties throw when read (a hostile getter or proxy).
    // (String() of a value without one, such as Object.create(null), throws too.)
    return { problems: [`${PREFIX} the event's details could not be read; ${DROPPED}`] };
  }
}
