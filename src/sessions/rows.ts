/** Each session offered, as the choice shows it: its time in the visitor's zone, its distance, the organiser's time. */
import { relativeStartText } from '../interaction/messages/relative-time.js';
import { isRunning } from './best-time.js';
import { sessionsText } from './messages.js';
import type { Session } from './session.js';
import type { SessionRow } from './templates/choice-view.js';
import { cityOf, organizerTime, sessionWhen } from './times.js';

export interface RowsInput {
  readonly now: number;
  readonly locale: string;
  /** The organiser's zone (`organizer-time-zone`). */
  readonly organizer?: string | undefined;
  /** The zone the times are shown in: the visitor's when undefined (a server gives the organiser's, or UTC). */
  readonly shownIn?: string | undefined;
  /** The session tagged "Best time for you". */
  readonly best?: string | undefined;
  /** A server cannot know when the page is read: no distance. */
  readonly server?: boolean;
}

export function sessionRows(sessions: readonly Session[], input: RowsInput): SessionRow[] {
  const { now, locale, organizer, shownIn } = input;
  return sessions.map((session) => {
    const other = organizer && organizerTime(session.start, locale, organizer, shownIn);
    return {
      eventId: session.eventId,
      title: session.title,
      when: sessionWhen(session.start, now, locale, shownIn),
      distance: input.server
        ? undefined
        : isRunning(session, now)
          ? sessionsText.now()
          : relativeStartText(session.start, now, locale),
      organizer: other ? sessionsText.organizer(other, cityOf(organizer)) : undefined,
      best: session.eventId === input.best,
    };
  });
}

/**
 * What a server shows, which cannot know the visitor's zone or when the page is read: the times in
 * the organiser's zone, or UTC, naming it; no distance and no tag. The take-over's first render
 * draws the same, binding to the server's nodes, and the next shows the visitor's times.
 */
export const serverInput = (now: number, locale: string, organizer?: string): RowsInput => ({
  now,
  locale,
  organizer,
  shownIn: organizer ?? 'UTC',
  server: true,
});
