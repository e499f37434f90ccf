/**
 * A calendar entry for the event, as every calendar (the .ics file, Google, Outlook) is given it.
 */

/** One event in a calendar: times in epoch ms, texts as they should read. */
export interface CalendarEntry {
  uid: string;
  title: string;
  start: number;
  end: number;
  url?: string;
  location?: string;
  description?: string;
}

// A reserved name (RFC 2606): a UID needs a domain, and this one belongs to no one.
const NO_HOST = 'event-register.invalid';

/** A UID stable for the event on this API, so adding it twice updates one entry. */
export function eventUid(eventId: string, baseUrl: string): string {
  let host = NO_HOST;
  try {
    // The URL parser writes the host in lower case.
    host = new URL(baseUrl).hostname || NO_HOST;
  } catch {
    // A base URL that does not parse: the element reports it elsewhere.
  }
  return `event-${encodeURIComponent(eventId)}@${host}`;
}
