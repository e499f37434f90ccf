/**
 * The calendar the person last chose, kept with `remember` for every event of the widget's API: the
 * next menu puts it first. A calendar's name only, never the address; blocked storage keeps nothing.
 */
import { rememberKey } from '../../interaction/memory/remember.js';
import { CALENDAR_TARGETS, type CalendarTarget } from './open.js';

/** Under the key of no event, for every event of the API. */
const calendarKey = (baseUrl: string): string => rememberKey(baseUrl, '');

/** The calendar kept for `baseUrl`, if it is one the menu knows. */
export function chosenCalendar(baseUrl: string): CalendarTarget | undefined {
  try {
    const kept = localStorage.getItem(calendarKey(baseUrl));
    return CALENDAR_TARGETS.find((target) => target === kept);
  } catch {
    return undefined;
  }
}

export function keepChosenCalendar(baseUrl: string, target: CalendarTarget): void {
  try {
    localStorage.setItem(calendarKey(baseUrl), target);
  } catch {
    // `remember` has said once that storage is blocked here.
  }
}
