/**
 * The attend view, under the success message: when the event starts, "Join now" while it can be
 * joined, and the "Add to calendar" menu until it ends. A pure function of its data.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { attendText } from '../messages.js';
import type { CalendarTarget } from '../calendar/open.js';
import type { Phase } from '../schedule.js';

export interface AttendViewData {
  phase: Phase;
  /** The start as an ISO 8601 instant, for `<time datetime>`. */
  startIso: string;
  /** "Tuesday 3 December, 18:00 CET", in the visitor's zone and language. */
  startText: string;
  /** "in 2 days", while the event has not started. */
  relativeText?: string;
  /** The person's link, when "Join now" shows (the event can be joined, and the link is shown). */
  joinLink?: string;
  menuOpen: boolean;
  /** The menu's id, unique in the widget's root. */
  menuId: string;
  onToggle: () => void;
  onKeydown: (event: KeyboardEvent) => void;
  onChoose: (target: CalendarTarget) => void;
  onJoin: (event: MouseEvent) => void;
  /** The link of what could not open here (a sandboxed frame), shown to copy. */
  copyLink?: string;
}

const MENU: readonly [CalendarTarget, () => string, () => string][] = [
  ['google', attendText.google, attendText.newTab],
  ['outlook', attendText.outlook, attendText.newTab],
  ['microsoft-365', attendText.microsoft365, attendText.newTab],
  ['ics', attendText.otherCalendar, attendText.download],
];

function calendarMenu(data: AttendViewData): TemplateResult {
  return html`<div class="er-calendar" @keydown=${data.onKeydown}>
    <button type="button" class="er-calendar-button" part="calendar-button" aria-expanded=${data.menuOpen ? 'true' : 'false'}
      aria-controls=${data.menuId} @click=${data.onToggle}>${attendText.addToCalendar()}<svg class="er-chevron" viewBox="0 0 10 6" aria-hidden="true" focusable="false"><path d="M1 1l4 4 4-4" /></svg></button>
    <ul class="er-calendar-menu" part="calendar-menu" id=${data.menuId} ?hidden=${!data.menuOpen}>
      ${MENU.map(
        ([
          target,
          label,
          hint,
        ]) => html`<li class="er-text"><button type="button" class="er-calendar-item" part="calendar-item"
          data-calendar=${target} @click=${() => data.onChoose(target)}>${label()}
          <span class="er-visually-hidden">${hint()}</span></button></li>`,
      )}
    </ul>
  </div>`;
}

export function attendTemplate(data: AttendViewData): TemplateResult {
  if (data.phase === 'ended') {
    return html`<div class="er-attend" part="attend">
      <p class="er-text er-event-ended" part="event-ended">${attendText.ended()}</p>
    </div>`;
  }
  // The relative time changes each minute inside the widget's live region: it is hidden from
  // assistive technology, which reads the start itself, so nothing is said on each tick.
  return html`<div class="er-attend" part="attend">
    <p class="er-text er-event-time" part="event-time"><time class="er-text" datetime=${data.startIso}>${data.startText}</time>
      <span class="er-relative" aria-hidden="true">${
        data.phase === 'live' ? attendText.live() : data.relativeText
      }</span></p>
    ${
      data.joinLink
        ? html`<a class="er-submit er-join" part="join" href=${data.joinLink} @click=${data.onJoin}>${attendText.joinNow()}</a>`
        : nothing
    }
    ${calendarMenu(data)}
    ${data.copyLink && html`<p class="er-text" part="copy-link">${attendText.copyLabel()} <span class="er-copy-link" dir="ltr">${data.copyLink}</span></p>`}
  </div>`;
}
