import { html, nothing, type TemplateResult } from 'lit';
import { summaryTitle } from '../messages/result-messages.js';
import { errorTextTemplate } from '../../form/templates/error-text.js';
import type { ErrorText } from '../../fields/problem.js';

/** One entry of the error summary: a link to its field, or plain text when no field can show it. */
export interface SummaryEntry {
  error: ErrorText;
  /** The id of the field's input. */
  target?: string;
}

export interface ErrorSummaryData {
  entries: readonly SummaryEntry[];
  /** Follows an entry's link: moves focus to that field. */
  onFollow: (target: string) => void;
}

/**
 * GOV.UK Frontend 5's error summary: "There is a problem", then every error, each
 * a link to its field. The container takes focus after a failed submit and has no
 * role or name of its own (an `aria-labelledby` on it is not allowed on a generic
 * element, and read the title a second time); the alert inside says it all once.
 * Entries leave as the person fixes their fields.
 */
export function errorSummaryTemplate(summary: ErrorSummaryData): TemplateResult | typeof nothing {
  if (summary.entries.length === 0) return nothing;
  return html`<div class="er-error-summary" part="error-summary" tabindex="-1">
    <div class="er-text" role="alert">
    <h2 class="er-error-summary-title">${summaryTitle()}</h2>
    <ul class="er-error-summary-list">
      ${summary.entries.map(
        (entry) =>
          html`<li class="er-text">${
            entry.target
              ? html`<a class="er-link" href="#${entry.target}" @click=${(e: Event) => {
                  e.preventDefault();
                  summary.onFollow(entry.target!);
                }}>${errorTextTemplate(entry.error)}</a>`
              : errorTextTemplate(entry.error)
          }</li>`,
      )}
    </ul>
    </div>
  </div>`;
}
