/**
 * The event as an iCalendar file (RFC 5545), for Apple Calendar and any other calendar that
 * imports `.ics`: one VEVENT per entry (one for an event, one per session of a series) under one
 * VCALENDAR, times in UTC, lines folded at 75 octets and ended by CRLF.
 */
import type { CalendarEntry } from './entry.js';

const CRLF = '\r\n';
const MAX_OCTETS = 75;
const encoder = new TextEncoder();

// RFC 5545 forbids control characters; in TEXT, newlines are kept (escaped) and tabs read as spaces.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001F\u007F]/g;
// A lone surrogate would be written as U+FFFD by any encoder: write it so here, where lengths are counted.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** A URI value: not escaped (RFC 5545 §3.3.13), only kept to one line. */
function uri(value: string): string {
  return value.replace(CONTROL, '').replace(LONE_SURROGATE, '\uFFFD');
}

/**
 * A TEXT value: `\`, `;`, `,` and newlines escaped, then control characters dropped (a newline is
 * by then the two characters `\n`).
 */
function text(value: string): string {
  return uri(
    value
      .replace(/\t/g, ' ')
      .replace(/[\\;,]/g, '\\$&')
      .replace(/\r\n|\r|\n/g, '\\n'),
  );
}

/**
 * `2026-12-03T17:00:00Z`: UTC without milliseconds, as Outlook's compose page reads it. Cutting
 * them from the text rounds down, before 1970 too (-1 ms reads 23:59:59.999).
 */
export function utcSeconds(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}/, '');
}

/** A UTC DATE-TIME, `YYYYMMDDTHHMMSSZ`. */
export function icsDateTime(ms: number): string {
  return utcSeconds(ms).replace(/[-:]/g, '');
}

/**
 * One content line folded into physical lines of at most 75 octets, CRLF + space before each
 * continuation (the space counts). Splits fall between code points, so each physical line is
 * valid UTF-8 and an emoji's surrogate pair stays whole.
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > MAX_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join(CRLF);
}

/**
 * The .ics file's text for the entry, or for each entry of a series (one VEVENT each, so each
 * session keeps the UID its own registration gives it); `stamp` (epoch ms) is its DTSTAMP, when it
 * was made.
 */
export function icsText(entries: CalendarEntry | readonly CalendarEntry[], stamp: number): string {
  const optional = (name: string, value: string | undefined, as: (v: string) => string = text) =>
    value ? [`${name}:${as(value)}`] : [];
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//event-register//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...[entries]
      .flat()
      .flatMap((entry) => [
        'BEGIN:VEVENT',
        `UID:${text(entry.uid)}`,
        `DTSTAMP:${icsDateTime(stamp)}`,
        `DTSTART:${icsDateTime(entry.start)}`,
        `DTEND:${icsDateTime(entry.end)}`,
        `SUMMARY:${text(entry.title)}`,
        ...optional('DESCRIPTION', entry.description),
        ...optional('LOCATION', entry.location),
        ...optional('URL', entry.url, uri),
        'END:VEVENT',
      ]),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/**
 * A safe file name for the entry's title, ending in `.ics`: letters, marks and digits of any
 * script kept, each run of anything else one `-`, at most 60 characters before `.ics`.
 */
export function icsFileName(title: string): string {
  const words = title.replace(/[^\p{L}\p{M}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '');
  // Cut by code points, so an astral letter is never halved.
  const base = Array.from(words).slice(0, 60).join('').replace(/-+$/, '');
  return `${base || 'event'}.ics`;
}
