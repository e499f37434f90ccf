/**
 * What the sessions' choice says. Loaded with the sessions chunk, in each locale's `.sessions` part;
 * called at render time, inside the widget's `withMessages()`.
 */
import { msg, str } from '../i18n/msg.js';

export const sessionsText = {
  legend: () => msg('Choose a time', { id: 'sessions.legend' }),
  required: () => msg('Choose a time.', { id: 'sessions.required' }),
  best: () => msg('Best time for you', { id: 'sessions.best' }),
  now: () => msg('Happening now', { id: 'sessions.now' }),
  closed: () => msg('Registration has closed.', { id: 'sessions.closed' }),
  /** A session of a series, after Register: its registration went through, or did not. */
  registered: () => msg('Registered', { id: 'sessions.registered' }),
  notRegistered: () => msg('Not registered', { id: 'sessions.not-registered' }),
  /** In the error summary: `session` its title or time, `reason` why it failed ("Something went wrong…"). */
  failed: (session: string, reason: string) =>
    msg(str`Not registered for ${session}: ${reason}`, { id: 'sessions.failed' }),
  /** `count` is already formatted for the locale. */
  series: (count: string) => msg(str`This series has ${count} sessions`, { id: 'sessions.series' }),
  /** "16:00 in Berlin": the organiser's time, and the place their zone is named for. */
  organizer: (time: string, city: string) => msg(str`${time} in ${city}`, { id: 'sessions.organizer-time' }),
};
