/**
 * How far away a moment is, in words of the person's locale ("in 3 days"), for every view that shows
 * a time to come: the attend view's start, the sessions' choice. Through `Intl.RelativeTimeFormat`,
 * so no catalogue needs a message per plural category.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Whole minutes until the start, rounded up (at least 1). Every unit of relativeStartText is
 * derived from it, so its text changes only when this does: on the minute grid counted back from
 * the start, which is where nextChange schedules the view.
 */
function minutesUntil(start: number, now: number): number {
  return Math.max(1, Math.ceil((start - now) / MINUTE));
}

/**
 * "in 2 days", "in 14 minutes", "in 3 hours" (numeric: 'auto', so also "tomorrow"): minutes under
 * an hour (rounded up, at least 1), hours under a day (rounded), else days (rounded). Only for a
 * start in the future; a start already past reads as one minute away.
 */
export function relativeStartText(start: number, now: number, locale: string): string {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const minutes = minutesUntil(start, now);
  if (minutes < 60) return format.format(minutes, 'minute');
  if (minutes * MINUTE < DAY) return format.format(Math.round((minutes * MINUTE) / HOUR), 'hour');
  return format.format(Math.round((minutes * MINUTE) / DAY), 'day');
}
