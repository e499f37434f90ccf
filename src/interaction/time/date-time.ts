/**
 * The date-times the integrator writes in attributes (`event-start`, `event-end`, each session's
 * `start` and `end`): ISO 8601 with `Z` or an offset, read into epoch ms the same way everywhere.
 * The attend and sessions features both read them, so this lives with the interaction.
 */

/** An event's length when no end is given: one hour. */
export const DEFAULT_DURATION = 60 * 60 * 1000;

/** A valid value, shown in the console lines that explain the rule. */
export const DATE_TIME_EXAMPLE = '2026-12-03T18:00:00+01:00';

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?([Zz]|[+-]\d{2}:?\d{2})$/;

/** The offset's minutes east of UTC, from `Z`, `±HH:MM` or `±HHMM`; undefined when out of range. */
function offsetMinutes(zone: string): number | undefined {
  if (zone === 'Z' || zone === 'z') return 0;
  const digits = zone.slice(1).replace(':', '');
  const hours = +digits.slice(0, 2);
  const minutes = +digits.slice(2);
  if (hours > 23 || minutes > 59) return undefined;
  return (zone.startsWith('-') ? -1 : 1) * (hours * 60 + minutes);
}

/**
 * Epoch ms of an ISO 8601 date-time with a zone, parsed here: `Date.parse` differs between
 * engines on `+0100` and on dates such as 2026-02-30, which it may roll over into March.
 */
export function parseDateTime(text: string): number | undefined {
  const match = DATE_TIME.exec(text);
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s = '0', fraction = '0', zone = 'Z'] = match;
  // The pattern's first five groups always match.
  const [year, month, day, hour, minute, second] = [
    +(y as string),
    +(mo as string),
    +(d as string),
    +(h as string),
    +(mi as string),
    +s,
  ];
  const offset = offsetMinutes(zone);
  if (offset === undefined || hour > 23 || minute > 59 || second > 59) return undefined;
  const ms = +fraction.padEnd(3, '0').slice(0, 3);
  const date = new Date(0);
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0–99 as 1900–1999.
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, ms);
  // A day the month lacks rolls over into the next month: the round trip tells.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return date.getTime() - offset * 60_000;
}
