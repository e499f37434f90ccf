/**
 * Taking a calendar option: a web calendar opens in a new tab, the .ics file downloads. Both are
 * built when the person picks them, so that a personal link is never written into the page.
 */
import { icsFileName, icsText } from './ics.js';
import { googleCalendarUrl, outlookComposeUrl, yahooCalendarUrl } from './links.js';
import type { CalendarEntry } from './entry.js';

export type CalendarTarget = 'google' | 'outlook' | 'microsoft-365' | 'yahoo' | 'ics';

/** The sandbox flag a frame may lack, where something did not open. */
export type Missing = 'allow-popups' | 'allow-downloads' | undefined;

/** Every calendar, in the menu's usual order. */
export const CALENDAR_TARGETS: readonly CalendarTarget[] = ['google', 'outlook', 'microsoft-365', 'yahoo', 'ics'];

/** The address each web calendar opens; the file has none. */
export const CALENDAR_URLS: Partial<Record<CalendarTarget, (entry: CalendarEntry) => string>> = {
  google: googleCalendarUrl,
  outlook: (entry) => outlookComposeUrl(entry, 'outlook.live.com'),
  'microsoft-365': (entry) => outlookComposeUrl(entry, 'outlook.office.com'),
  yahoo: yahooCalendarUrl,
};

/**
 * Opens the option in `view`; where it may not have worked, the sandbox flag it may lack (the link
 * is then offered to copy). The file holds `file`: the entry, or every session of a series (each
 * session has its own web calendar links); it is named for the entry.
 * The file is a Blob offered by an `<a download>` that is never in the document: a `data:` URL would
 * be blocked as a top-level navigation in Chrome, and fails in in-app browsers. Its object URL lives
 * a minute, long enough for the slowest download to start.
 */
export function openCalendar(
  target: CalendarTarget,
  entry: CalendarEntry,
  view: Window,
  file: readonly CalendarEntry[] = [entry],
): Missing {
  const url = CALENDAR_URLS[target]?.(entry);
  if (url) return openTab(url, view);
  const blob = new Blob([icsText(file, Date.now())], { type: 'text/calendar;charset=utf-8' });
  const href = URL.createObjectURL(blob);
  const link = view.document.createElement('a');
  link.href = href;
  link.download = icsFileName(entry.title);
  link.click();
  view.setTimeout(() => URL.revokeObjectURL(href), 60_000);
  // No browser tells a page whether a download started. A frame sandboxed without
  // allow-same-origin (an opaque origin) is the sandbox a download is most often blocked in.
  return view.origin === 'null' ? 'allow-downloads' : undefined;
}

/**
 * Opens `url` in a new tab; `allow-popups` when the browser refused (a sandbox without allow-popups, a
 * popup blocker). Not `noopener`, with which `open()` always returns null: the new tab's opener
 * is cut at once instead, while the tab still holds its first, blank document of this origin.
 */
export function openTab(url: string, view: Window): Missing {
  try {
    const tab = view.open(url, '_blank');
    if (tab) {
      tab.opener = null;
      return undefined;
    }
  } catch {
    // Firefox throws where the sandbox lacks allow-popups (other engines return null).
  }
  return 'allow-popups';
}
