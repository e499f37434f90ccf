/** The configuration check's panel: a pure function of what the check found. */
import { html, type TemplateResult } from 'lit';
import type { CheckView } from '../findings.js';
import { checkText, findingText } from '../messages.js';

/** A setting as given, left to right in any language; "missing" when there is none. */
const setting = (name: string, text: string): TemplateResult =>
  html`<div class="er-check-row"><dt class="er-check-term">${name}</dt><dd class="er-check-value">${
    text ? html`<code class="er-check-code" dir="ltr">${text}</code>` : checkText.missing()
  }</dd></div>`;

export function checkTemplate(view: CheckView): TemplateResult {
  // A region of its own: the form's landmark is gone once the form is.
  return html`<section class="er-check" part="check" aria-label=${checkText.title()}>
    <h2 class="er-check-title">${checkText.title()}</h2>
    <p class="er-text">${view.byAttribute ? checkText.byAttribute() : checkText.byAddress()}</p>
    <dl class="er-check-list">
      ${setting(checkText.eventId(), view.eventId)} ${setting(checkText.key(), view.keyKind)}
      ${setting(checkText.api(), view.baseUrl)}
    </dl>
    ${
      view.findings.length
        ? html`<ul class="er-check-findings">
          ${view.findings.map(
            (finding) => html`<li class="er-check-finding" data-finding=${finding}>${findingText[finding]()}</li>`,
          )}
        </ul>`
        : html`<p class="er-text">${checkText.none()}</p>`
    }
  </section>`;
}
