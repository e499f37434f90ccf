/**
 * "Add to calendar" links for calendars on the web: Google Calendar, Outlook's compose page on
 * outlook.live.com (Outlook.com) or outlook.office.com (Microsoft 365), and Yahoo Calendar. Times go in UTC, so
 * each calendar shows them in its owner's zone.
 */
import type { CalendarEntry } from './entry.js';
import { icsDateTime, utcSeconds } from './ics.js';

/** The entry's location: its own, else its URL (an online event's place is its page). */
function locationOf(entry: CalendarEntry): string | undefined {
  return entry.location || entry.url;
}

/** The description, with the URL after it when the URL is not already the location. */
function detailsOf(entry: CalendarEntry): string {
  const url = entry.url && entry.url !== locationOf(entry) ? entry.url : '';
  return [entry.description, url].filter(Boolean).join('\n\n');
}

/** Query parameters in order, leaving out the empty ones; a template literal writes them as text. */
function query(pairs: [string, string | undefined][]): URLSearchParams {
  return new URLSearchParams(pairs.filter((pair): pair is [string, string] => !!pair[1]));
}

/** Google Calendar's page for a new event, filled in with the entry. */
export function googleCalendarUrl(entry: CalendarEntry): string {
  const params = query([
    ['action', 'TEMPLATE'],
    ['text', entry.title],
    ['dates', `${icsDateTime(entry.start)}/${icsDateTime(entry.end)}`],
    ['details', detailsOf(entry)],
    ['location', locationOf(entry)],
  ]);
  return `https://calendar.google.com/calendar/render?${params}`;
}

/** Outlook's compose page for a new event: outlook.live.com for Outlook.com, outlook.office.com for Microsoft 365. */
export function outlookComposeUrl(entry: CalendarEntry, host: 'outlook.live.com' | 'outlook.office.com'): string {
  const params = query([
    ['path', '/calendar/action/compose'],
    ['rru', 'addevent'],
    ['subject', entry.title],
    ['startdt', utcSeconds(entry.start)],
    ['enddt', utcSeconds(entry.end)],
    ['body', detailsOf(entry)],
    ['location', locationOf(entry)],
  ]);
  return `https://${host}/calendar/0/deeplink/compose?${params}`;
}

/** Yahoo Calendar's page for a new event (`v=60`: the version of its add-event page). */
export function yahooCalendarUrl(entry: CalendarEntry): string {
  const params = query([
    ['v', '60'],
    ['title', entry.title],
    ['st', icsDateTime(entry.start)],
    ['et', icsDateTime(entry.end)],
    ['desc', detailsOf(entry)],
    ['in_loc', locationOf(entry)],
  ]);
  return `https://calendar.yahoo.com/?${params}`;
}
