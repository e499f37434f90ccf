/**
 * Which sessions the form offers, and which one it tags "Best time for you": the soonest that has
 * not started and starts in the visitor's daytime. Times are epoch ms, as parse.ts gives them.
 */
import type { Session } from './session.js';

/** The daytime a session may start in to be tagged, in minutes after local midnight, both ends included. */
const DAY_FROM = 8 * 60;
const DAY_TO = 21 * 60;

/** The sessions still offered: those that have not ended (one under way is offered), in their order. */
export function upcoming(sessions: readonly Session[], now: number): Session[] {
  return sessions.filter((session) => session.end > now);
}

/** Whether the session is under way: started, not ended. */
export function isRunning(session: Session, now: number): boolean {
  return session.start <= now && now < session.end;
}

/**
 * The session that starts soonest among those that have not started (start after `now`) and that
 * start from 08:00 to 21:00 inclusive, to the minute, in `timeZone` (the visitor's own zone when
 * undefined); undefined when none does, or when `timeZone` is not one `Intl` knows.
 */
export function bestSession(sessions: readonly Session[], now: number, timeZone?: string): Session | undefined {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en', { hour: 'numeric', minute: 'numeric', hourCycle: 'h23', timeZone });
  } catch {
    return undefined;
  }
  const minutesOfDay = (at: number): number => {
    let minutes = 0;
    for (const part of format.formatToParts(at)) {
      if (part.type === 'hour') minutes += +part.value * 60;
      if (part.type === 'minute') minutes += +part.value;
    }
    return minutes;
  };
  let best: Session | undefined;
  for (const session of sessions) {
    if (session.start <= now || (best && best.start <= session.start)) continue;
    const minutes = minutesOfDay(session.start);
    if (minutes >= DAY_FROM && minutes <= DAY_TO) best = session;
  }
  return best;
}
