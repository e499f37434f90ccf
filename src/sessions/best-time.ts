// Placeholder until the rule lands.
import type { Session } from './session.js';

export const upcoming = (sessions: readonly Session[], now: number): Session[] => sessions.filter((s) => s.end > now);
export const isRunning = (session: Session, now: number): boolean => session.start <= now && now < session.end;

export function bestSession(sessions: readonly Session[], now: number, timeZone?: string): Session | undefined {
  const hour = new Intl.DateTimeFormat('en', { hour: 'numeric', minute: 'numeric', hourCycle: 'h23', timeZone });
  return sessions.find((s) => {
    if (s.start <= now) return false;
    const [h = 0, m = 0] = hour.format(s.start).split(':').map(Number);
    const minutes = h * 60 + m;
    return minutes >= 480 && minutes <= 1260;
  });
}
