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
  /** `count` is already formatted for the locale. */
  series: (count: string) => msg(str`This series has ${count} sessions`, { id: 'sessions.series' }),
  /** "16:00 in Berlin": the organiser's time, and the place their zone is named for. */
  organizer: (time: string, city: string) => msg(str`${time} in ${city}`, { id: 'sessions.organizer-time' }),
};
