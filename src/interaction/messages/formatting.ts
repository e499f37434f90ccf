/**
 * Numbers, durations, percentages and times for the person's locale, all through
 * `Intl`: CLDR's plural rules pick "1 second" / "2 seconds" / "5 секунд", so no
 * catalogue needs a message per plural category.
 */

/** "30 seconds", "1 Sekunde", "30秒": a whole duration phrase in the plural form the number needs. */
export function formatSeconds(seconds: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'second', unitDisplay: 'long' }).format(seconds);
}

/** "4,996", "4.996", "٤٬٩٩٦". */
export function formatCount(count: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(count);
}

/** A date and time when the moment is not today, else the time alone; rounded up to the minute, never too early. */
export function formatRetryTime(at: number, locale: string, now = Date.now()): string {
  const rounded = Math.ceil(at / 60_000) * 60_000;
  const sameDay = new Date(rounded).toDateString() === new Date(now).toDateString();
  return new Intl.DateTimeFormat(
    locale,
    sameDay ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' },
  ).format(rounded);
}

/**
 * Text from elsewhere (a server's status, an email address) inside a translated sentence,
 * isolated for bidirectional text (FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE, the
 * characters <bdi> stands for): a right-to-left word cannot reorder the sentence around it.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
