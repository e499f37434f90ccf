import type { Session } from '../../sessions/session.js';
import type { EventDetails } from '../event-details.js';
import { eventUid, type CalendarEntry } from './entry.js';

/** What the entry takes of the event's details: a series has no `event-start`, its sessions give the times. */
export type EntryDetails = Pick<EventDetails, 'title' | 'start' | 'end' | 'url'>;

/** What identifies the event, and what the entry says besides its details. */
export interface EntryContext {
  eventId: string;
  baseUrl: string;
  /** The page's title, for an event given no `event-title`. */
  fallbackTitle: string;
  /** In the widget's language: where the person's link is. */
  description: string;
  /** With `calendar-link="personal"`: the person's link, as the entry's location. */
  personalLink?: string;
}

/** What a series' entries share; each session is its own event, with its own registration. */
export interface SeriesContext extends Omit<EntryContext, 'eventId' | 'personalLink'> {
  /** With `calendar-link="personal"`: the person's link for each session, by its event ID. */
  personalLinks?: Readonly<Record<string, string>>;
}

/** The calendar entry of the event: by default its public page is the location, else the person's link. */
export function entryOf(details: EntryDetails, context: EntryContext): CalendarEntry {
  return {
    uid: eventUid(context.eventId, context.baseUrl),
    title: details.title ?? (context.fallbackTitle.trim() || context.eventId),
    start: details.start,
    end: details.end,
    url: details.url,
    location: context.personalLink ?? details.url,
    description: context.description,
  };
}

/**
 * One entry per session, each the entry a registration for that session alone gives (its UID, its
 * times, its link), so the series' file and the session's own file update the same calendar event.
 * A session's title follows the event's after an em dash, "Launch night — Part 2: Deploying": the
 * sessions of a series share the event's title, and in a calendar only their own part tells them apart.
 */
export function calendarEntriesOf(
  details: Pick<EventDetails, 'title' | 'url'>,
  sessions: readonly Session[],
  context: SeriesContext,
): CalendarEntry[] {
  return sessions.map(({ eventId, start, end, title }) => {
    const entry = entryOf(
      { ...details, start, end },
      { ...context, eventId, personalLink: context.personalLinks?.[eventId] },
    );
    return title ? { ...entry, title: `${entry.title} — ${title}` } : entry;
  });
}
