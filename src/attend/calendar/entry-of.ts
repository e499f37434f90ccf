import type { EventDetails } from '../event-details.js';
import { eventUid, type CalendarEntry } from './entry.js';

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

/** The calendar entry of the event: by default its public page is the location, else the person's link. */
export function entryOf(details: EventDetails, context: EntryContext): CalendarEntry {
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
