/**
 * The event's details as the integrator gives them (`event-title`, `event-start`, `event-end`,
 * `event-url`, `join-window`), read into numbers the attend view can use. A value with a problem
 * drops the time, the calendar menu and Join now (the widget works as before) and says why on the
 * console; nothing here throws, whatever the page sets.
 */

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
const DEFAULT_DURATION = 60 * 60 * 1000;
const EXAMPLE = '2026-12-03T18:00:00+01:00';
const DROPPED = 'the start time, calendar menu and Join now are not shown.';

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?([Zz]|[+-]\d{2}:?\d{2})$/;
// The same without a zone: recognized only to say what is missing.
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?$/;
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** A value for a console line; a value whose String() throws is named by its type. */
function shown(value: unknown): string {
  try {
    return String(value);
  } catch {
    return typeof value;
  }
}

/** A string with text in it, trimmed; anything else (null, blank, another type) is not given. */
function given(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** The offset's minutes east of UTC, from `Z`, `±HH:MM` or `±HHMM`; undefined when out of range. */
function offsetMinutes(zone: string): number | undefined {
  if (zone === 'Z' || zone === 'z') return 0;
  const digits = zone.slice(1).replace(':', '');
  const hours = Number(digits.slice(0, 2));
  const minutes = Number(digits.slice(2));
  if (hours > 23 || minutes > 59) return undefined;
  return (zone.startsWith('-') ? -1 : 1) * (hours * 60 + minutes);
}

/**
 * Epoch ms of an ISO 8601 date-time with a zone, parsed here: `Date.parse` differs between
 * engines on `+0100` and on dates such as 2026-02-30, which it may roll over into March.
 */
export function parseDateTime(text: string): number | undefined {
  const match = DATE_TIME.exec(text);
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s = '0', fraction = '0', zone = 'Z'] = match;
  const [year, month, day, hour, minute, second] = [Number(y), Number(mo), Number(d), Number(h), Number(mi), Number(s)];
  const offset = offsetMinutes(zone);
  if (offset === undefined || hour > 23 || minute > 59 || second > 59) return undefined;
  const ms = Number(fraction.padEnd(3, '0').slice(0, 3));
  const date = new Date(0);
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0–99 as 1900–1999.
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, ms);
  // A day the month lacks rolls over into the next month: the round trip tells.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return date.getTime() - offset * 60_000;
}

/** The problem with an `event-start` or `event-end` value that does not parse. */
function dateTimeProblem(attribute: string, text: string): string {
  const head = `<event-register> ${attribute}="${text}"`;
  if (LOCAL_DATE_TIME.test(text)) {
    return `${head} has no Z or offset: a time without one is ambiguous across time zones (write e.g. ${EXAMPLE}); ${DROPPED}`;
  }
  // Also a well-formed value of a day that does not exist (2026-02-30).
  return `${head} is not an ISO 8601 date-time with Z or an offset, such as ${EXAMPLE}; ${DROPPED}`;
}

/** A time attribute: absent, its epoch ms, or a problem. */
function readTime(attribute: string, value: unknown): { at?: number; problem?: string } {
  if (value == null || (typeof value === 'string' && value.trim() === '')) return {};
  const text = given(value);
  if (text === undefined) return { problem: dateTimeProblem(attribute, shown(value)) };
  const at = parseDateTime(text);
  return at === undefined ? { problem: dateTimeProblem(attribute, text) } : { at };
}

/** `event-url`: absent, its normalized href, or a problem. */
function readUrl(value: unknown): { url?: string; problem?: string } {
  if (value == null || (typeof value === 'string' && value.trim() === '')) return {};
  const text = given(value);
  try {
    if (text !== undefined) {
      const url = new URL(text);
      if (url.protocol === 'https:') return { url: url.href };
    }
  } catch {
    // Not a URL at all: the same problem as another scheme.
  }
  return { problem: `<event-register> event-url="${shown(value)}" is not an absolute https URL; ${DROPPED}` };
}

/** `join-window` in minutes, with a problem when it is not 0–1440; blank or absent is the default. */
function readJoinWindow(value: unknown): { minutes: number; problem?: string } {
  if (value == null || (typeof value === 'string' && value.trim() === '')) return { minutes: DEFAULT_JOIN_WINDOW };
  const minutes =
    typeof value === 'number' ? value : typeof value === 'string' && DECIMAL.test(value.trim()) ? Number(value) : NaN;
  if (Number.isFinite(minutes) && minutes >= 0 && minutes <= MAX_JOIN_WINDOW) return { minutes };
  return {
    minutes: DEFAULT_JOIN_WINDOW,
    problem: `<event-register> join-window="${shown(value)}" is not a number of minutes from 0 to ${MAX_JOIN_WINDOW}; using ${DEFAULT_JOIN_WINDOW}.`,
  };
}

function read(input: EventDetailsInput): { details?: EventDetails; problems: string[] } {
  const title = given(input.title);
  const startValue: unknown = input.start;
  if (startValue == null || (typeof startValue === 'string' && startValue.trim() === '')) {
    const others = [title && 'event-title', given(input.end) && 'event-end', given(input.url) && 'event-url'];
    const named = others.filter(Boolean);
    if (named.length === 0) return { problems: [] };
    return {
      problems: [`<event-register> ${named.join(', ')} is set without event-start; ${DROPPED}`],
    };
  }
  const start = readTime('event-start', startValue);
  const end = readTime('event-end', input.end);
  const url = readUrl(input.url);
  const joinWindow = readJoinWindow(input.joinWindow);
  const problems = [start.problem, end.problem, url.problem].filter((p): p is string => p !== undefined);
  if (start.at !== undefined && end.at !== undefined && end.at <= start.at) {
    problems.push(
      `<event-register> event-end="${shown(input.end)}" is not after event-start="${shown(startValue)}"; ${DROPPED}`,
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
    return { problems: [`<event-register> the event's details could not be read; ${DROPPED}`] };
  }
}
