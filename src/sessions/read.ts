/**
 * The sessions' settings as the element's attributes give them, read and checked at once: the
 * sessions, the mode, `after-end` and the organiser's zone, with each problem as a console line.
 */
import { PREFIX } from '../interaction/messages/console-prefix.js';
import { afterEndOf, parseSessions, sessionsModeOf, timeZoneOf } from './parse.js';
import type { AfterEnd, Session, SessionsMode } from './session.js';

/** The sessions' settings, as read from the element. */
export interface Read {
  readonly sessions: readonly Session[];
  readonly mode: SessionsMode;
  readonly afterEnd: AfterEnd | undefined;
  readonly timeZone: string | undefined;
}

/** What the sessions read of the element. */
export interface SessionsAttributes {
  readonly sessions?: unknown;
  readonly sessionsMode?: string;
  readonly organizerTimeZone?: string;
  readonly afterEnd?: string;
  readonly mode: string;
}

export function readSessions(host: SessionsAttributes): { read: Read; problems: string[] } {
  const parsed = parseSessions(host.sessions);
  // Identify mode identifies for one session: a series' several answers have no view there.
  const mode =
    host.mode === 'identify' && host.sessionsMode === 'all'
      ? {
          mode: 'one' as const,
          problem: 'sessions-mode="all" is not available in identify mode: the visitor chooses one session.',
        }
      : sessionsModeOf(host.sessionsMode ?? 'one');
  const zone = timeZoneOf(host.organizerTimeZone);
  const end = afterEndOf(host.afterEnd, !!host.sessions);
  const problems = [...parsed.problems, mode.problem, zone.problem, end.problem].flatMap((problem) =>
    problem ? [problem.startsWith(PREFIX) ? problem : `${PREFIX} ${problem}`] : [],
  );
  return {
    read: { sessions: parsed.sessions, mode: mode.mode, afterEnd: end.afterEnd, timeZone: zone.timeZone },
    problems,
  };
}
