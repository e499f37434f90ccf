/**
 * The sessions' attributes read into what the widget can use: `sessions` (a JSON string from the
 * attribute, or the array itself from the property), `sessions-mode`, `after-end` and
 * `organizer-time-zone`. Each problem is a code (problem.ts) that names the attribute (`sessions`,
 * `sessions[2]`) and the value at fault; the diagnostics chunk has its words. The widget goes on
 * with what it can use, and nothing here throws, whatever the page sets.
 */
import { DEFAULT_DURATION, parseDateTime } from '../interaction/time/date-time.js';
import type { SessionsProblem } from './problem.js';
import { MAX_SESSIONS, type AfterEnd, type Session, type SessionsMode } from './session.js';

/** Not set: absent, or only blanks. */
const blank = (value: unknown): boolean => value == null || (typeof value === 'string' && value.trim() === '');

/** Whether an event ID can be a path segment: not `.` or `..`, and no lone surrogate (which no URL can carry). */
function pathSegment(id: string): boolean {
  try {
    // Throws on a lone surrogate; its result is used, or a minifier drops the call as pure.
    return !!encodeURIComponent(id) && id !== '.' && id !== '..';
  } catch {
    return false;
  }
}

/** An item's own property: never one its prototype gives (`{"__proto__": …}`, a polluted Object.prototype). */
function own(item: object, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(item, key) ? (item as Record<string, unknown>)[key] : undefined;
}

/** A session's time: its epoch ms, absent (blank), or the problem with it. */
function timeOf(at: string, key: 'start' | 'end', value: unknown): { ms?: number; problem?: SessionsProblem } {
  if (blank(value)) return {};
  const ms = typeof value === 'string' ? parseDateTime(value.trim()) : undefined;
  return ms === undefined ? { problem: { at, code: `${key}-offset`, value } } : { ms };
}

/** One item of the list: the session, or why it is left out; and a title that could not be used. */
function readSession(item: unknown, at: string): { session?: Session; problems: SessionsProblem[] } {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) {
    return { problems: [{ at, code: 'not-object', value: item }] };
  }
  const problems: SessionsProblem[] = [];
  const id = own(item, 'eventId');
  const eventId = typeof id === 'string' ? id.trim() : '';
  if (blank(id)) problems.push({ at, code: 'id-missing' });
  else if (!eventId) problems.push({ at, code: 'id-type', value: id });
  // As `event-id`: a path segment of the request's URL.
  else if (!pathSegment(eventId)) problems.push({ at, code: 'id-segment', value: id });
  const startValue = own(item, 'start');
  const start = timeOf(at, 'start', startValue);
  if (blank(startValue)) problems.push({ at, code: 'start-missing' });
  const endValue = own(item, 'end');
  const end = timeOf(at, 'end', endValue);
  for (const problem of [start.problem, end.problem]) if (problem) problems.push(problem);
  if (start.ms !== undefined && end.ms !== undefined && end.ms <= start.ms) {
    problems.push({ at, code: 'end-before', value: endValue, start: startValue });
  }
  if (!eventId || start.ms === undefined || problems.length) return { problems };
  const titleValue = own(item, 'title');
  const title = typeof titleValue === 'string' ? titleValue.trim() : '';
  if (titleValue != null && typeof titleValue !== 'string') {
    problems.push({ at, code: 'title-type', value: titleValue });
  }
  const session: Session = {
    eventId,
    start: start.ms,
    end: end.ms ?? start.ms + DEFAULT_DURATION,
    ...(title && { title }),
  };
  return { session, problems };
}

/** The list itself: from JSON, or the array the property holds; nothing (with a line) when it is neither. */
function listOf(value: unknown, problems: SessionsProblem[]): readonly unknown[] {
  if (blank(value)) return [];
  let list = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      problems.push({ at: 'sessions', code: 'json', value });
      return [];
    }
  }
  if (Array.isArray(list)) return list;
  problems.push({ at: 'sessions', code: 'not-array', value: list });
  return [];
}

function read(value: unknown, problems: SessionsProblem[]): Session[] {
  const list = listOf(value, problems);
  if (list.length > MAX_SESSIONS)
    problems.push({ at: 'sessions', code: 'too-many', value: list.length, max: MAX_SESSIONS });
  const sessions: Session[] = [];
  /** Where each event ID was first kept. */
  const first = new Map<string, number>();
  for (let index = 0; index < Math.min(list.length, MAX_SESSIONS); index++) {
    const at = `sessions[${index}]`;
    let result: ReturnType<typeof readSession>;
    try {
      result = readSession(list[index], at);
    } catch {
      // An item whose properties throw when read (a hostile getter or proxy).
      result = { problems: [{ at, code: 'unreadable' }] };
    }
    problems.push(...result.problems);
    const session = result.session;
    if (!session) continue;
    const kept = first.get(session.eventId);
    if (kept === undefined) {
      first.set(session.eventId, index);
      sessions.push(session);
    } else {
      problems.push({ at, code: 'duplicate', value: session.eventId, first: kept });
    }
  }
  // Array.prototype.sort is stable: sessions at the same time keep the order given.
  return sessions.sort((a, b) => a.start - b.start);
}

/**
 * Reads `sessions`: a JSON string (the attribute), the array itself (the property), or nothing
 * (undefined, null, blank: no sessions, no problem). Only the first 20 items are read. A session
 * needs a non-blank `eventId` and a `start`; `start` and `end` are ISO 8601 with Z or an offset,
 * `end` after `start` (one hour after it when not given); a session with a problem is left out, as
 * is a second one with the same `eventId`. A `title` that is not a string is dropped; titles are
 * trimmed, and an empty one is none. The sessions come back sorted by start, with each problem's code.
 */
export function parseSessions(value: unknown): { sessions: Session[]; problems: SessionsProblem[] } {
  const problems: SessionsProblem[] = [];
  try {
    return { sessions: read(value, problems), problems };
  } catch {
    // A list whose length or items throw when read.
    problems.push({ at: 'sessions', code: 'unreadable' });
    return { sessions: [], problems };
  }
}

/** One of an attribute's known values, or its default with a problem; absent (null, undefined) is the default. */
function known<T extends string>(
  at: 'sessions-mode' | 'after-end',
  values: readonly T[],
  value: unknown,
  fallback: T | undefined,
): { value: T | undefined; problem?: SessionsProblem } {
  if (value == null || values.includes(value as T)) return { value: (value as T | null) ?? fallback };
  return { value: fallback, problem: { at, code: 'unknown', value, values, ...(fallback && { fallback }) } };
}

/** `sessions-mode`: `one` (the default) or `all`. */
export function sessionsModeOf(value: unknown): { mode: SessionsMode; problem?: SessionsProblem } {
  const { value: mode = 'one', problem } = known<SessionsMode>('sessions-mode', ['one', 'all'], value, 'one');
  return problem ? { mode, problem } : { mode };
}

/**
 * `after-end`: `closed` or `on-demand`. Its default is `closed` with sessions, and none for a
 * single event, which keeps its form open after its end unless `after-end` is set.
 */
export function afterEndOf(
  value: unknown,
  hasSessions: boolean,
): { afterEnd: AfterEnd | undefined; problem?: SessionsProblem } {
  const fallback = hasSessions ? 'closed' : undefined;
  const { value: afterEnd, problem } = known<AfterEnd>('after-end', ['closed', 'on-demand'], value, fallback);
  return problem ? { afterEnd, problem } : { afterEnd };
}

/**
 * `organizer-time-zone`: an IANA name that `Intl` knows, in its canonical spelling
 * (`europe/berlin` is `Europe/Berlin`); blank is none. An offset (`+05:30`), which some engines
 * take as a zone, is refused: it names no place to show.
 */
export function timeZoneOf(value: unknown): { timeZone?: string; problem?: SessionsProblem } {
  if (blank(value)) return {};
  if (typeof value === 'string' && /^[A-Za-z]/.test(value.trim())) {
    try {
      const given = value.trim();
      const known = new Intl.DateTimeFormat('en', { timeZone: given }).resolvedOptions().timeZone;
      // The engine's spelling for a name typed in another case; the name given otherwise, as an
      // engine may answer with an older alias (Asia/Kolkata → Asia/Calcutta).
      return { timeZone: known.toLowerCase() === given.toLowerCase() ? known : given };
    } catch {
      // RangeError: the problem below.
    }
  }
  return { problem: { at: 'organizer-time-zone', code: 'time-zone', value } };
}
