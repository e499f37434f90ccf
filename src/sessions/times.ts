/**
 * The texts of a session's time: its day, date and time in a zone (the visitor's in the browser, the
 * organiser's or UTC on a server), and the organiser's time beside it. Pure, through `Intl`.
 */

/** "Tue, 3 Dec, 18:00 CET": weekday, day, month, time and zone, with the year when it is not this year there. */
export function sessionWhen(start: number, now: number, locale: string, timeZone?: string): string {
  const year = (at: number) => new Intl.DateTimeFormat(locale, { year: 'numeric', timeZone }).format(at);
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: year(start) === year(now) ? undefined : 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone,
  }).format(start);
}

/**
 * The organiser's time of `start` ("16:00", or "Wed 01:00" on another day), or undefined where it
 * reads the same as the visitor's: it is said only when it differs.
 */
export function organizerTime(start: number, locale: string, organizer: string, visitor?: string): string | undefined {
  const wall = (timeZone?: string, weekday?: 'short') =>
    new Intl.DateTimeFormat(locale, { weekday, hour: 'numeric', minute: '2-digit', timeZone }).format(start);
  if (wall(organizer, 'short') === wall(visitor, 'short')) return undefined;
  const day = (timeZone?: string) => new Intl.DateTimeFormat('en', { day: 'numeric', timeZone }).format(start);
  return day(organizer) === day(visitor) ? wall(organizer) : wall(organizer, 'short');
}

/** The place an IANA zone is named for: "Berlin", "New York", "Lord Howe". */
export const cityOf = (timeZone: string): string => timeZone.slice(timeZone.lastIndexOf('/') + 1).replace(/_/g, ' ');
