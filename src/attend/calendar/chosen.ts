/**
 * The calendar a person chose, kept with `remember` in the registration's own record (the field
 * `calendar`, a kind such as "google"; nothing else), so that it comes first next time.
 */
import { rememberKey } from '../../interaction/memory/remember.js';
import { CALENDAR_TARGETS, type CalendarTarget } from './open.js';

/**
 * The calendar kept for this event's registration; `chosen` is kept first. Nothing where `remember`
 * kept no registration, or storage is blocked or full (the order then follows the address).
 */
export function keptCalendar(baseUrl: string, eventId: string, chosen?: CalendarTarget): CalendarTarget | undefined {
  const key = rememberKey(baseUrl, eventId);
  try {
    const record = JSON.parse(localStorage.getItem(key) || 'null') as { calendar?: unknown } | null;
    if (typeof record != 'object' || !record) return undefined;
    if (chosen) localStorage.setItem(key, JSON.stringify(Object.assign(record, { calendar: chosen })));
    return CALENDAR_TARGETS.find((target) => target === record.calendar);
  } catch {
    return undefined;
  }
}
