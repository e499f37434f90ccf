/**
 * Where the event stands at a moment, and what the attend view says about its time: the phase
 * (which decides Join now), when the view must next change, the start in the visitor's zone, and
 * how long until it. The locale is the widget's, always one of its own well-formed tags, which
 * Intl's constructors accept (a tag a runtime lacks data for gets its nearest or default).
 */
import type { EventDetails } from './event-details.js';

/** upcoming: before the join window; soon: in it, before the start; live: started, not ended; ended. */
export type Phase = 'upcoming' | 'soon' | 'live' | 'ended';

type Times = Pick<EventDetails, 'start' | 'end' | 'joinWindow'>;

const MINUTE = 60_000;

/** The moment Join now appears. */
function joinFrom(details: Times): number {
  return details.start - details.joinWindow * MINUTE;
}

/** The event's phase at `now` (epoch ms); each phase includes its first millisecond. */
export function phaseAt(details: Times, now: number): Phase {
  if (now >= details.end) return 'ended';
  if (now >= details.start) return 'live';
  return now >= joinFrom(details) ? 'soon' : 'upcoming';
}

/** Whether Join now shows: from the join window until the end, and after it when the link leads to the recording. */
export function canJoin(phase: Phase, onDemand = false): boolean {
  return phase !== 'upcoming' && (onDemand || phase !== 'ended');
}

/**
 * ms until the view must next change: the next phase boundary, or the next whole minute of the
 * relative time while it is shown (upcoming, soon), whichever is first; never more than 60_000,
 * never less than 0; undefined once ended.
 */
export function nextChange(details: Times, now: number): number | undefined {
  const phase = phaseAt(details, now);
  if (phase === 'ended') return undefined;
  const waits = [joinFrom(details), details.start, details.end].filter((at) => at > now).map((at) => at - now);
  // The text for n minutes holds while start - now is in ((n-1) min, n min]; it next changes
  // when start - now reaches the multiple of a minute below it.
  if (phase !== 'live') waits.push(((details.start - now - 1) % MINUTE) + 1);
  return Math.max(0, Math.min(MINUTE, ...waits));
}

/**
 * Formatters by locale and options. A formatter's construction is most of a date's cost (the
 * locale's patterns), and the view asks again at every change: the chunk's warm-up makes the ones
 * a result in this year needs, so the result's frame only formats.
 */
const formats = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = locale + JSON.stringify(options);
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

/**
 * "Tuesday 3 December, 18:00 CET"-style: weekday, day, month, time and zone in `timeZone` (the
 * visitor's by default), with the year when it is not the current one there.
 */
export function startText(start: number, now: number, locale: string, timeZone?: string): string {
  const year = formatter(locale, { year: 'numeric', timeZone });
  return formatter(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: year.format(start) === year.format(now) ? undefined : 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone,
  }).format(start);
}
