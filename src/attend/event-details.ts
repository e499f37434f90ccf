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

/** The problem with an `event-start` or `event-end` value that does not parse (or names a day that does not exist). */
function dateTimeProblem(attribute: string, text: string): string {
  return `${PREFIX} ${attribute}="${text}" is not an ISO 8601 date-time with Z or an offset (a time without one is ambiguous across time zones), such as ${DATE_TIME_EXAMPLE}; ${DROPPED}`;
}

/** A time attribute: absent, its epoch ms, or a problem. */
function readTime(attribute: string, value: unknown): { at?: number; problem?: string } {
  if (blank(value)) return {};
  const text = given(value);
  if (text === undefined) return { problem: dateTimeProblem(attribute, String(value)) };
  const at = parseDateTime(text);
  return at === undefined ? { problem: dateTimeProblem(attribute, text) } : { at };
}

/** `event-url`: absent, its normalized href, or a problem. */
function readUrl(value: unknown): { url?: string; problem?: string } {
  if (blank(value)) return {};
  try {
    // Not a string (read as "undefined"), or not a URL at all: the same problem as another scheme.
    const url = new URL(given(value) as string);
    if (url.protocol === 'https:') return { url: url.href };
  } catch {
    // The problem below.
  }
  return { problem: `${PREFIX} event-url="${String(value)}" is not an absolute https URL; ${DROPPED}` };
}

/** `join-window` in minutes, with a problem when it is not 0–1440; blank or absent is the default. */
function readJoinWindow(value: unknown): { minutes: number; problem?: string } {
  if (blank(value)) return { minutes: DEFAULT_JOIN_WINDOW };
  const minutes =
    typeof value === 'number' ? value : typeof value === 'string' && DECIMAL.test(value.trim()) ? Number(value) : NaN;
  // NaN and Infinity fail one of the two.
  if (minutes >= 0 && minutes <= MAX_JOIN_WINDOW) return { minutes };
  return {
    minutes: DEFAULT_JOIN_WINDOW,
    problem: `${PREFIX} join-window="${String(value)}" is not a number of minutes from 0 to ${MAX_JOIN_WINDOW}; using ${DEFAULT_JOIN_WINDOW}.`,
  };
}

function read(input: EventDetailsInput): { details?: EventDetails; problems: string[] } {
  const title = given(input.title);
  const startValue: unknown = input.start;
  if (blank(startValue)) {
    const others = [title && 'event-title', given(input.end) && 'event-end', given(input.url) && 'event-url'];
    const named = others.filter(Boolean);
    return {
      problems: named.length ? [`${PREFIX} ${named.join(', ')} is set without event-start; ${DROPPED}`] : [],
    };
  }
  const start = readTime('event-start', startValue);
  const end = readTime('event-end', input.end);
  const url = readUrl(input.url);
  const joinWindow = readJoinWindow(input.joinWindow);
  const problems = [start.problem, end.problem, url.problem].filter((p): p is string => p !== undefined);
  if (start.at !== undefined && end.at !== undefined && end.at <= start.at) {
    problems.push(
      `${PREFIX} event-end="${String(input.end)}" is not after event-start="${String(startValue)}"; ${DROPPED}`,
    );
  }
  // Checked before the join-window line is added: that one alone keeps the details.
  const dropped = problems.length > 0;
  if (joinWindow.problem) problems.push(joinWindow.problem);
  if (dropped || start.at === undefined) return { problems };
  return {
    details: {
      title,
      start: start.at,
      end: end.at ?? start.at + DEFAULT_DURATION,
      url: url.url,
      joinWindow: joinWindow.minutes,
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
