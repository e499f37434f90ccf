import { html, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import type { ErrorText } from '../../fields/problem.js';
import { fieldErrorTemplate } from './field.js';
import type { SlotRenderer } from './slot.js';

/** The consent checkbox, labelled by the host's `consent` slot. */
export interface ConsentData {
  id: string;
  /** Shown (and required) only when the host put content in the `consent` slot. */
  shown: boolean;
  checked: boolean;
  error: ErrorText | undefined;
  slot: SlotRenderer;
  onChange: (checked: boolean) => void;
}

export function consentTemplate(consent: ConsentData): TemplateResult {
  const errorId = `${consent.id}-error`;
  // Always rendered so the slot can report content; hidden (and not required) while empty.
  return html`<div class="er-field er-consent" part="consent" ?hidden=${!consent.shown}>
    ${fieldErrorTemplate(errorId, consent.error)}
    <div class="er-consent-row">
      <input
          id=${consent.id}
        class="er-checkbox"
        type="checkbox"
        name="consent"
        part="consent-checkbox"
        ?required=${consent.shown}
        aria-invalid=${ifDefined(consent.error ? 'true' : undefined)}
        aria-describedby=${ifDefined(consent.error ? errorId : undefined)}
        ?checked=${consent.checked}
        @change=${(e: Event) => consent.onChange((e.target as HTMLInputElement).checked)}
      />
      <label class="er-label er-consent-label" for=${consent.id} part="label consent-label">${consent.slot('consent')}</label>
    </div>
  </div>`;
}
