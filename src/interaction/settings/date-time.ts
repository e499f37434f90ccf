/**
 * The widget's one reading of a time attribute (`event-start`, `event-end`, a session's times): an
 * ISO 8601 date-time with `Z` or an offset. Here, in the interaction chunk, because the flow
 * (`remember`'s expiry) and the features (attend, sessions) read the same times.
 */

/** How long an event lasts when only its start is given. */
export const DEFAULT_DURATION = 60 * 60 * 1000;

/** The pattern's eleven groups as numbers: date, time, fraction, zone, sign, offset. */
type Groups = [number, number, number, number, number, number, number, number, number, number, number];

// Hours 00–23 and minutes and seconds 00–59 in the pattern itself; the day is checked by a round trip.
const DATE_TIME =
  /^(\d{4})-(\d\d)-(\d\d)T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.(\d{1,9}))?)?(Z|([+-])([01]\d|2[0-3]):?([0-5]\d))$/i;

/**
 * Epoch ms of an ISO 8601 date-time with a zone, parsed here: `Date.parse` differs between
 * engines on `+0100` and on dates such as 2026-02-30, which it may roll over into March.
 */
export function parseDateTime(text: string): number | undefined {
  const match = DATE_TIME.exec(text);
  if (!match) return undefined;
  // A group that did not match (seconds, an offset after Z) is 0; the zone's letter and sign go unused as numbers.
  const [year, month, day, hour, minute, second, , , , offsetHours, offsetMinutes] = match
    .slice(1)
    .map((group = '0') => +group) as Groups;
  const east = match[9] === '-' ? -1 : 1;
  const date = new Date(0);
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0–99 as 1900–1999.
  date.setUTCFullYear(year, month - 1, day);
  // A day the month lacks rolls over into the next month (and month 13 into the next year): the round trip tells.
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  // The offset taken off the hours and minutes rolls over into the day before or after; milliseconds
  // are the fraction's first three digits.
  return date.setUTCHours(
    hour - east * offsetHours,
    minute - east * offsetMinutes,
    second,
    +`${match[7] ?? ''}00`.slice(0, 3),
  );
}
