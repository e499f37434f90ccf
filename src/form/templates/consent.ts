import { html, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import type { ErrorText } from './error-text.js';
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

export function consentTemplate(d: ConsentData): TemplateResult {
  const errorId = `${d.id}-error`;
  // Always rendered so the slot can report content; hidden (and not required) while empty.
  return html`<div class="er-field er-consent" part="consent" ?hidden=${!d.shown}>
    ${fieldErrorTemplate(errorId, d.error)}
    <div class="er-consent-row">
      <input
          id=${d.id}
        class="er-checkbox"
        type="checkbox"
        name="consent"
        part="consent-checkbox"
        ?required=${d.shown}
        aria-invalid=${ifDefined(d.error ? 'true' : undefined)}
        aria-describedby=${ifDefined(d.error ? errorId : undefined)}
        ?checked=${d.checked}
        @change=${(e: Event) => d.onChange((e.target as HTMLInputElement).checked)}
      />
      <label class="er-label er-consent-label" for=${d.id} part="label consent-label">${d.slot('consent')}</label>
    </div>
  </div>`;
}
