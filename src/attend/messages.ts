/**
 * What the attend views say (the start time, a series' sessions, the calendar menu, Join now or
 * the recording; an identified viewer's status and progress). Loaded with the attend chunk, in
 * each locale's `.attend` part; called at render time, inside the widget's `withMessages()`.
 */
import { msg, str } from '../i18n/msg.js';
import type { CalendarTarget } from './calendar/open.js';

/** Each item of the calendar menu, by its target. */
export const calendarLabels: Record<CalendarTarget, () => string> = {
  google: () => msg('Google Calendar', { id: 'attend.google' }),
  outlook: () => msg('Outlook.com', { id: 'attend.outlook' }),
  'microsoft-365': () => msg('Microsoft 365', { id: 'attend.microsoft-365' }),
  yahoo: () => msg('Yahoo Calendar', { id: 'attend.yahoo' }),
  ics: () => msg('Apple Calendar or other (.ics file)', { id: 'attend.other-calendar' }),
};

export const attendText = {
  addToCalendar: () => msg('Add to calendar', { id: 'attend.add-to-calendar' }),
  /** After the menu's first item, when it is the calendar the person most likely uses. */
  suggested: () => msg('(suggested)', { id: 'attend.suggested' }),
  newTab: () => msg('(opens in a new tab)', { id: 'attend.new-tab' }),
  download: () => msg('(downloads a file)', { id: 'attend.download' }),
  joinNow: () => msg('Join now', { id: 'attend.join-now' }),
  /** Where this page (an embedded frame) may not open a new tab or download a file. */
  copyLabel: () => msg('If nothing opened, copy this link:', { id: 'attend.copy-label' }),
  live: () => msg('Happening now', { id: 'attend.live' }),
  /** In an app's own browser (Instagram, TikTok, …): one line above what it offers instead. */
  inAppNote: () => msg("This app's browser may block calendars.", { id: 'attend.in-app-note' }),
  openInBrowser: () => msg('Open in your browser', { id: 'attend.open-in-browser' }),
  copyLink: () => msg('Copy link', { id: 'attend.copy-link' }),
  linkCopied: () => msg('Link copied.', { id: 'attend.link-copied' }),
  /** Label of a read-only field holding the link, where the clipboard was refused. */
  copyFieldLabel: () => msg('Copy this link:', { id: 'attend.copy-field-label' }),
  ended: () => msg('This event has ended.', { id: 'attend.ended' }),
  /** `after-end="on-demand"`: the event (or the session) has ended, and the person's link now plays its recording. */
  endedRecording: () =>
    msg('This event has ended. Your link leads to the recording.', { id: 'attend.ended-recording' }),
  /** The calendar entry's description, when its location is the event's public page. */
  entryDescription: () =>
    msg('Your personal link to join is in the email we sent you.', { id: 'attend.entry-description' }),
  /** The calendar entry's description, when its location is the person's own link (`calendar-link="personal"`). */
  entryDescriptionPersonal: () =>
    msg('The location is your personal link to join. Do not share it.', { id: 'attend.entry-description-personal' }),
  /** A status the widget has no words of its own for, as the server gave it. */
  viewerStatus: (status: string) => msg(str`Status: ${status}`, { id: 'identified.status' }),
  progress: (percent: string) => msg(str`${percent} watched`, { id: 'identified.progress' }),
  progressLabel: () => msg('Viewing progress', { id: 'identified.progress-label' }),
};
