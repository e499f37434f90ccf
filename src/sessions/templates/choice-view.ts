/**
 * The sessions' part of the form: a radio group to choose a time, the one time left, or the list of
 * a series. A pure function of its data; every text in it is already in the widget's language.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import type { ErrorText } from '../../fields/problem.js';
import { fieldErrorTemplate } from '../../form/templates/field.js';
import { sessionsText } from '../messages.js';

/** One session as shown. */
export interface SessionRow {
  readonly eventId: string;
  readonly title?: string;
  /** Its day, date and time. */
  readonly when: string;
  /** "in 3 days", or "Happening now"; none on a server, which cannot know when the page is read. */
  readonly distance?: string;
  /** "16:00 in Berlin", when the organiser's time differs. */
  readonly organizer?: string;
  /** The "Best time for you" tag. */
  readonly best?: boolean;
  /** In a series, after Register: whether its registration went through. */
  readonly state?: 'registered' | 'failed';
}

export interface ChoiceView {
  /** `choice`: a radio per session; `single`: the one time left; `series`: the list a registration covers. */
  readonly kind: 'choice' | 'single' | 'series';
  readonly rows: readonly SessionRow[];
  /** The id of the first radio (the error summary's link), and the group's name. */
  readonly id: string;
  /** The event ID chosen, or ''. */
  readonly chosen: string;
  /** The heading of a series, "This series has 3 sessions". */
  readonly heading?: string;
  readonly error?: ErrorText | undefined;
  readonly onChoose: (eventId: string) => void;
}

/** A session's texts: its title, its time, how far away it is, the organiser's time. */
function rowText(row: SessionRow): TemplateResult {
  return html`${row.title ? html`<span class="er-session-title">${row.title}</span>` : nothing}${
    row.best ? html` <span class="er-session-best" part="best-time">${sessionsText.best()}</span>` : nothing
  }
    <span class="er-session-when">${row.when}${
      row.distance ? html` <span class="er-session-distance">· ${row.distance}</span>` : nothing
    }</span>${
      // A line of its own to the eye; to the ear, a pause: "in 3 days, 16:00 in Berlin", not "in 3 days 16:00".
      row.organizer
        ? html` <span class="er-session-organizer"><span class="er-visually-hidden">, </span>${row.organizer}</span>`
        : nothing
    }${row.state ? stateText(row.state) : nothing}`;
}

/** "✓ Registered" or "Not registered": the mark is decoration, the word says it. */
const stateText = (state: 'registered' | 'failed'): TemplateResult =>
  state === 'registered'
    ? html`<span class="er-session-state" part="session-registered"
        ><span aria-hidden="true">✓ </span>${sessionsText.registered()}</span
      >`
    : html`<span class="er-session-state er-session-failed" part="session-failed">${sessionsText.notRegistered()}</span>`;

export function choiceTemplate(view: ChoiceView): TemplateResult {
  if (view.kind === 'single')
    return html`<p class="er-session er-session-single" part="session">${rowText(view.rows[0]!)}</p>`;
  const errorId = `${view.id}-error`;
  if (view.kind === 'series')
    // The error summary's link lands on the list (what failed is said in each session's row).
    return html`<div class="er-series" part="sessions">
      <h3 class="er-label er-series-title" id=${`${view.id}-title`}>${view.heading}</h3>
      ${fieldErrorTemplate(errorId, view.error)}
      <ul class="er-session-list" id=${view.id} tabindex="-1" aria-labelledby=${`${view.id}-title`}
        aria-describedby=${ifDefined(view.error && errorId)}>
        ${view.rows.map((row) => html`<li class="er-session" part="session">${rowText(row)}</li>`)}
      </ul>
    </div>`;
  // GOV.UK's radios: the error inside the fieldset, after its legend, which describes the group.
  return html`<fieldset class="er-field er-sessions" part="sessions"
    aria-describedby=${ifDefined(view.error && errorId)}>
    <legend class="er-label">${sessionsText.legend()}</legend>
    ${fieldErrorTemplate(errorId, view.error)}
    ${view.rows.map(
      (row, i) => html`<label class="er-session er-session-option" part="session">
        <input class="er-radio" type="radio" part="session-radio" name=${view.id} value=${row.eventId}
          id=${ifDefined(i ? undefined : view.id)} aria-invalid=${ifDefined(view.error && 'true')}
          ?checked=${view.chosen === row.eventId} .checked=${view.chosen === row.eventId}
          @change=${() => view.onChoose(row.eventId)} />
        <span class="er-session-text">${rowText(row)}</span>
      </label>`,
    )}
  </fieldset>`;
}

/** In place of the form once every session has ended and registration is closed. */
export const closedTemplate = (): TemplateResult =>
  html`<p class="er-text er-closed" part="closed">${sessionsText.closed()}</p>`;
