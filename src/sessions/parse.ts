/**
 * The sessions' attributes read into what the widget can use: `sessions` (a JSON string from the
 * attribute, or the array itself from the property), `sessions-mode`, `after-end` and
 * `organizer-time-zone`. Each problem is one whole console line, prefix included, that names the
 * attribute (`sessions`, `sessions[2]`) and the reason; the widget goes on with what it can use,
 * and nothing here throws, whatever the page sets.
 */
import { PREFIX } from '../interaction/messages/console-prefix.js';
import { DATE_TIME_EXAMPLE, DEFAULT_DURATION, parseDateTime } from '../interaction/time/date-time.js';
import { MAX_SESSIONS, type AfterEnd, type Session, type SessionsMode } from './session.js';

const LEFT_OUT = 'this session is left out.';
const NONE = 'no sessions are offered.';
/** How much of a value a console line quotes. */
const QUOTED = 60;

/** Not set: absent, or only blanks. */
const blank = (value: unknown): boolean => value == null || (typeof value === 'string' && value.trim() === '');

/**
 * A value as a console line quotes it, on one line whatever it holds: JSON (a string in quotes,
 * its line breaks escaped), cut after 60 characters.
 */
/** Whether an event ID can be a path segment: not `.` or `..`, and no lone surrogate (which no URL can carry). */
function pathSegment(id: string): boolean {
  try {
    encodeURIComponent(id);
    return id !== '.' && id !== '..';
  } catch {
    return false;
  }
}

function shown(value: unknown): string {
  const cut = (text: string) => (text.length > QUOTED ? `${text.slice(0, QUOTED)}…` : text);
  let text: string;
  try {
    text = typeof value === 'string' ? JSON.stringify(cut(value)) : cut(JSON.stringify(value) ?? String(value));
  } catch {
    // A BigInt, a cycle, or an object without toString (Object.create(null)).
    text = typeof value;
  }
  // JSON leaves these as they are; a console shows them as line breaks.
  return text.replace(/[\u0085\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** An item's own property: never one its prototype gives (`{"__proto__": …}`, a polluted Object.prototype). */
function own(item: object, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(item, key) ? (item as Record<string, unknown>)[key] : undefined;
}

/** A session's time: its epoch ms, absent (blank), or the problem with it. */
function timeOf(at: string, key: 'start' | 'end', value: unknown): { ms?: number; problem?: string } {
  if (blank(value)) return {};
  const ms = typeof value === 'string' ? parseDateTime(value.trim()) : undefined;
  if (ms !== undefined) return { ms };
  return {
    problem: `${PREFIX} ${at}: "${key}" ${shown(value)} is not an ISO 8601 date-time with Z or an offset (a time without one is ambiguous across time zones), such as ${DATE_TIME_EXAMPLE}; ${LEFT_OUT}`,
  };
}

/** One item of the list: the session, or why it is left out; and a title that could not be used. */
function readSession(item: unknown, at: string): { session?: Session; problems: string[] } {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) {
    return { problems: [`${PREFIX} ${at}: ${shown(item)} is not an object with "eventId" and "start"; ${LEFT_OUT}`] };
  }
  const problems: string[] = [];
  const id = own(item, 'eventId');
  const eventId = typeof id === 'string' ? id.trim() : '';
  if (blank(id)) problems.push(`${PREFIX} ${at}: "eventId" is missing or empty; ${LEFT_OUT}`);
  else if (!eventId) problems.push(`${PREFIX} ${at}: "eventId" ${shown(id)} is not a string; ${LEFT_OUT}`);
  // As `event-id`: a path segment of the request's URL.
  else if (!pathSegment(eventId))
    problems.push(`${PREFIX} ${at}: "eventId" ${shown(id)} cannot be a URL's path segment; ${LEFT_OUT}`);
  const startValue = own(item, 'start');
  const start = timeOf(at, 'start', startValue);
  if (blank(startValue)) problems.push(`${PREFIX} ${at}: "start" is missing or empty; ${LEFT_OUT}`);
  const endValue = own(item, 'end');
  const end = timeOf(at, 'end', endValue);
  for (const problem of [start.problem, end.problem]) if (problem) problems.push(problem);
  if (start.ms !== undefined && end.ms !== undefined && end.ms <= start.ms) {
    problems.push(`${PREFIX} ${at}: "end" ${shown(endValue)} is not after "start" ${shown(startValue)}; ${LEFT_OUT}`);
  }
  if (!eventId || start.ms === undefined || problems.length) return { problems };
  const titleValue = own(item, 'title');
  const title = typeof titleValue === 'string' ? titleValue.trim() : '';
  if (titleValue != null && typeof titleValue !== 'string') {
    problems.push(
      `${PREFIX} ${at}: "title" ${shown(titleValue)} is not a string; the session is kept without a title.`,
    );
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
function listOf(value: unknown, problems: string[]): readonly unknown[] {
  if (blank(value)) return [];
  let list = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      problems.push(`${PREFIX} sessions: ${shown(value)} is not valid JSON; ${NONE}`);
      return [];
    }
  }
  if (Array.isArray(list)) return list;
  problems.push(`${PREFIX} sessions: ${shown(list)} is not an array of sessions; ${NONE}`);
  return [];
}

function read(value: unknown, problems: string[]): Session[] {
  const list = listOf(value, problems);
  if (list.length > MAX_SESSIONS) {
    problems.push(
      `${PREFIX} sessions: ${list.length} sessions are more than the ${MAX_SESSIONS} a widget offers; sessions[${MAX_SESSIONS}] and after are left out.`,
    );
  }
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
      result = { problems: [`${PREFIX} ${at}: could not be read; ${LEFT_OUT}`] };
    }
    problems.push(...result.problems);
    const session = result.session;
    if (!session) continue;
    const kept = first.get(session.eventId);
    if (kept === undefined) {
      first.set(session.eventId, index);
      sessions.push(session);
    } else {
      problems.push(
        `${PREFIX} ${at}: "eventId" ${shown(session.eventId)} is the same as sessions[${kept}]'s; the first is kept and this session is left out.`,
      );
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
 * trimmed, and an empty one is none. The sessions come back sorted by start; each problem is one
 * whole console line.
 */
export function parseSessions(value: unknown): { sessions: Session[]; problems: string[] } {
  const problems: string[] = [];
  try {
    return { sessions: read(value, problems), problems };
  } catch {
    // A list whose length or items throw when read.
    problems.push(`${PREFIX} sessions: could not be read; ${NONE}`);
    return { sessions: [], problems };
  }
}

/** One of an attribute's known values, or its default with a console line; absent (null, undefined) is the default. */
function known<T extends string>(attribute: string, values: readonly T[], value: unknown, fallback: T | undefined) {
  if (value == null || values.includes(value as T)) return { value: (value as T | null) ?? fallback };
  const using = fallback ? `using ${fallback}` : 'it is ignored';
  return {
    value: fallback,
    problem: `${PREFIX} ${attribute}=${shown(value)} is not a known value (${values.join(' or ')}); ${using}.`,
  };
}

/** `sessions-mode`: `one` (the default) or `all`. */
export function sessionsModeOf(value: unknown): { mode: SessionsMode; problem?: string } {
  const { value: mode = 'one', problem } = known<SessionsMode>('sessions-mode', ['one', 'all'], value, 'one');
  return problem ? { mode, problem } : { mode };
}

/**
 * `after-end`: `closed` or `on-demand`. Its default is `closed` with sessions, and none for a
 * single event, which keeps its form open after its end unless `after-end` is set.
 */
export function afterEndOf(value: unknown, hasSessions: boolean): { afterEnd: AfterEnd | undefined; problem?: string } {
  const fallback = hasSessions ? 'closed' : undefined;
  const { value: afterEnd, problem } = known<AfterEnd>('after-end', ['closed', 'on-demand'], value, fallback);
  return problem ? { afterEnd, problem } : { afterEnd };
}

/**
 * `organizer-time-zone`: an IANA name that `Intl` knows, in its canonical spelling
 * (`europe/berlin` is `Europe/Berlin`); blank is none. An offset (`+05:30`), which some engines
 * take as a zone, is refused: it names no place to show.
 */
export function timeZoneOf(value: unknown): { timeZone?: string; problem?: string } {
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
  return {
    problem: `${PREFIX} organizer-time-zone=${shown(value)} is not an IANA time zone name this browser knows, such as Europe/Berlin; times are shown in the visitor's zone only.`,
  };
}
