/**
 * The date-times the integrator writes in attributes (`event-start`, `event-end`, each session's
 * `start` and `end`): ISO 8601 with `Z` or an offset, read into epoch ms the same way everywhere.
 * The attend and sessions features both read them, so this lives with the interaction.
 */

/** An event's length when no end is given: one hour. */
export const DEFAULT_DURATION = 60 * 60 * 1000;

/** A valid value, shown in the console lines that explain the rule. */
export const DATE_TIME_EXAMPLE = '2026-12-03T18:00:00+01:00';

// Each field within its range; the day is checked against its month below.
const DATE_TIME =
  /^(\d{4}-\d\d-\d\d)[Tt]([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.(\d{1,9}))?)?(?:[Zz]|([+-])([01]\d|2[0-3]):?([0-5]\d))$/;

/**
 * Epoch ms of an ISO 8601 date-time with a zone. `Date.parse` differs between engines on `+0100`,
 * on a time without seconds and on dates such as 2026-02-30, so it is only given the one form
 * ECMAScript defines for every engine, in UTC, and the offset is applied here.
 */
export function parseDateTime(text: string): number | undefined {
  const match = DATE_TIME.exec(text);
  if (!match) return undefined;
  const [, date, hour, minute, second = '00', fraction = '', sign, offsetHours = 0, offsetMinutes = 0] = match;
  const at = Date.parse(`${date}T${hour}:${minute}:${second}.${fraction.padEnd(3, '0').slice(0, 3)}Z`);
  // A day the month lacks is refused or rolled over into the next month: the round trip tells.
  if (Number.isNaN(at) || new Date(at).toISOString().slice(0, 10) !== date) return undefined;
  return at - (sign === '-' ? -1 : 1) * (+offsetHours * 60 + +offsetMinutes) * 60_000;
}
