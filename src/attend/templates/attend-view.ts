/**
 * The attend view, under the success message: when the event starts (or each session of a series,
 * with its title), "Join now" while it can be joined, and the "Add to calendar" menu until it ends;
 * with `after-end="on-demand"`, that an ended event's link leads to its recording. A pure function
 * of its data.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { attendText, calendarLabels } from '../messages.js';
import type { CalendarTarget } from '../calendar/open.js';
import type { Phase } from '../schedule.js';
import type { Session } from '../../sessions/session.js';

/** One time the person is registered for: the event's (as a session of its own, untitled), or a session's. */
export interface TimeData extends Session {
  phase: Phase;
  /** "Tuesday 3 December, 18:00 CET", in the visitor's zone and language. */
  startText: string;
  /** "in 2 days", shown while it has not started. */
  relativeText: string;
  /** The person's link, when "Join now" shows and the page shows the link. */
  joinLink?: string;
}

export interface AttendViewData {
  /** The event's time, or each session's. */
  times: readonly TimeData[];
  /** A series: its sessions as a list, each named in the menu by its title, or else its start. */
  series?: boolean;
  /** `after-end="on-demand"`: once ended, the link leads to the recording. */
  onDemand: boolean;
  menuOpen: boolean;
  /** The menu's id, unique in the widget's root. */
  menuId: string;
  /** The menu's calendars, in order; `suggested`: the first is the one the person most likely uses. */
  order: readonly CalendarTarget[];
  suggested: boolean;
  onToggle: () => void;
  onKeydown: (event: KeyboardEvent) => void;
  /** `index`: the session a web calendar's entry is for; the .ics file holds them all. */
  onChoose: (target: CalendarTarget, index: number) => void;
  /** `time`: the one whose Join now was clicked. */
  onJoin: (event: MouseEvent, time: TimeData) => void;
  /** The link of what could not open here (a sandboxed frame), shown to copy. */
  copyLink?: string;
  /** In an app's own browser: its part (in-app-view.ts), and Join now in the same tab (`_top`). */
  inApp?: TemplateResult | undefined;
  joinTarget?: '_top' | undefined;
}

/**
 * One option of the menu; a series' web calendars name their session ("Google Calendar — Europe").
 * The suggestion says so in its text, which its accessible name is.
 */
function menuItem(data: AttendViewData, target: CalendarTarget, index: number): TemplateResult {
  const time = data.times[index]!;
  const name = target !== 'ics' && data.series && (time.title ?? time.startText);
  return html`<li class="er-text"><button type="button" class="er-calendar-item" part="calendar-item"
    data-calendar=${target} @click=${() => data.onChoose(target, index)}>${calendarLabels[target]()}${
      name ? html` — <bdi>${name}</bdi>` : nothing
    }${data.suggested && target === data.order[0] ? ` ${attendText.suggested()}` : nothing}
    <span class="er-visually-hidden">${target === 'ics' ? attendText.download() : attendText.newTab()}</span></button></li>`;
}

/** Each session's web calendars in turn; the file, which holds them all, first or last as the order has it. */
function menuItems(data: AttendViewData): TemplateResult[] {
  const web = data.order.filter((target) => target !== 'ics');
  const items = data.times.flatMap((_, index) => web.map((target) => menuItem(data, target, index)));
  const file = menuItem(data, 'ics', 0);
  // Left out where it cannot work (an in-app browser): never shown broken.
  return data.order[0] === 'ics' ? [file, ...items] : data.order.includes('ics') ? [...items, file] : items;
}

function calendarMenu(data: AttendViewData): TemplateResult {
  return html`<div class="er-calendar" @keydown=${data.onKeydown}>
    <button type="button" class="er-calendar-button" part="calendar-button" aria-expanded=${data.menuOpen ? 'true' : 'false'}
      aria-controls=${data.menuId} @click=${data.onToggle}>${attendText.addToCalendar()}<svg class="er-chevron" viewBox="0 0 10 6" aria-hidden="true" focusable="false"><path d="M1 1l4 4 4-4" /></svg></button>
    <ul class="er-calendar-menu" part="calendar-menu" id=${data.menuId} ?hidden=${!data.menuOpen}>
      ${menuItems(data)}
    </ul>
  </div>`;
}

/** A time: its title (a heading under the success view's), its start and distance (or that it has ended), and Join now or the recording. */
function timeTemplate(data: AttendViewData, time: TimeData): TemplateResult {
  const ended = time.phase === 'ended';
  // The relative time changes each minute inside the widget's live region: it is hidden from
  // assistive technology, which reads the start itself, so nothing is said on each tick.
  return html`${time.title ? html`<h3 class="er-text" part="session-title" dir="auto">${time.title}</h3>` : nothing}
    ${
      ended
        ? html`<p class="er-text er-event-ended" part="event-ended">${data.onDemand ? attendText.endedRecording() : attendText.ended()}</p>`
        : html`<p class="er-text er-event-time" part="event-time"><time class="er-text" datetime=${new Date(time.start).toISOString()}>${time.startText}</time>
      <span class="er-relative" aria-hidden="true">${time.phase === 'live' ? attendText.live() : time.relativeText}</span></p>`
    }
    ${
      time.joinLink
        ? html`<a class="er-submit er-join" part="join" href=${time.joinLink} target=${data.joinTarget ?? nothing} @click=${(event: MouseEvent) => data.onJoin(event, time)}>${attendText.joinNow()}</a>`
        : nothing
    }`;
}

export function attendTemplate(data: AttendViewData): TemplateResult {
  const { times } = data;
  // A series' sessions follow one another, each under its title's heading.
  return html`<div class="er-attend" part="attend">
    ${times.map((time) => timeTemplate(data, time))}
    ${times.some((time) => time.phase !== 'ended') ? [data.inApp, calendarMenu(data)] : nothing}
    ${data.copyLink && html`<p class="er-text" part="copy-link">${attendText.copyLabel()} <span class="er-copy-link" dir="ltr">${data.copyLink}</span></p>`}
  </div>`;
}
