import { html, nothing, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { fieldErrorTemplate } from './field.js';
import type { FieldsData } from './fields-data.js';

/** The consent checkbox, labelled by the host's `consent` slot. */
export function consentTemplate(fields: FieldsData): TemplateResult {
  const id = fields.ids('consent');
  const error = fields.parts.fieldError?.('consent');
  const shown = fields.slots.has('consent');
  const errorId = `${id}-error`;
  // Always rendered so the slot can report content; hidden (and not required) while empty.
  return html`<div class="er-field er-consent" part="consent" ?hidden=${!shown}>
    ${fieldErrorTemplate(errorId, error)}
    <div class="er-consent-row">
      <input
          id=${id}
        class="er-checkbox"
        type="checkbox"
        name="consent"
        part="consent-checkbox"
        ?required=${shown}
        aria-invalid=${ifDefined(error && 'true')}
        aria-describedby=${error ? errorId : nothing}
        ?checked=${fields.form.consentChecked}
        @change=${(e: Event) => fields.form.setConsent((e.target as HTMLInputElement).checked)}
      />
      <label class="er-label er-consent-label" for=${id} part="label consent-label">${fields.slots.render('consent')}</label>
    </div>
  </div>`;
}
