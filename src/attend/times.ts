/**
 * What the attend view shows of each time a person is registered for: the event's, or each
 * session's (a series has several), at a moment, in the widget's language.
 */
import { relativeStartText } from '../interaction/messages/relative-time.js';
import type { Session } from '../sessions/session.js';
import type { EventDetails } from './event-details.js';
import { canJoin, phaseAt, startText } from './schedule.js';
import type { TimeData } from './templates/attend-view.js';

export interface TimesContext {
  now: number;
  locale: string;
  /** Each session's link, in the order of the sessions; '' where it is not known. */
  links: readonly string[];
  /** The page shows the link (`show-link`, or a remembered registration): Join now needs it. */
  linkShown: boolean;
  /** `after-end="on-demand"`: an ended time's link leads to its recording. */
  onDemand: boolean;
}

/** Each session's details: the event's, with the session's own times. */
export function sessionDetails(details: EventDetails, sessions: readonly Session[]): EventDetails[] {
  return sessions.map(({ start, end }) => ({ ...details, start, end }));
}

export function timesOf(
  details: readonly EventDetails[],
  sessions: readonly Session[],
  context: TimesContext,
): TimeData[] {
  const { now, locale, onDemand } = context;
  return sessions.map(({ start, title }, i) => {
    const phase = phaseAt(details[i]!, now);
    const link = context.links[i];
    return {
      phase,
      title,
      startIso: new Date(start).toISOString(),
      startText: startText(start, now, locale),
      // Shown before the start only (an ended time shows no time at all).
      relativeText: phase === 'live' ? undefined : relativeStartText(start, now, locale),
      joinLink:
        context.linkShown && (canJoin(phase) || (onDemand && phase === 'ended')) ? link || undefined : undefined,
    };
  });
}
