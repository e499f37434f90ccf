/**
 * The calendar a person chose, kept with `remember` in the registration's own record (the field
 * `calendar`, a kind such as "google"; nothing else), so that it comes first next time.
 */
import { isRecord, parseJson } from '../../api/json.js';
import { rememberKey } from '../../interaction/memory/remember.js';
import { CALENDAR_TARGETS, type CalendarTarget } from './open.js';

/** The record's key, and the record: none where `remember` kept nothing, or storage is blocked. */
function kept(baseUrl: string, eventId: string): [string, Record<string, unknown> | undefined] {
  const key = rememberKey(baseUrl, eventId);
  try {
    const record = parseJson(localStorage.getItem(key) ?? '');
    return [key, isRecord(record) ? record : undefined];
  } catch {
    return [key, undefined];
  }
}

/** The calendar chosen last time for this event, if `remember` kept its registration. */
export function chosenCalendar(baseUrl: string, eventId: string): CalendarTarget | undefined {
  const calendar = kept(baseUrl, eventId)[1]?.calendar;
  return CALENDAR_TARGETS.find((target) => target === calendar);
}

/** Keeps `calendar` in the registration's record; nothing where there is none. */
export function keepChosen(baseUrl: string, eventId: string, calendar: CalendarTarget): void {
  const [key, record] = kept(baseUrl, eventId);
  try {
    if (record) localStorage.setItem(key, JSON.stringify({ ...record, calendar }));
  } catch {
    // Full or blocked storage: the order falls back to the address and the platform.
  }
}
