import { html, type TemplateResult } from 'lit';
import type { FormMessage } from './form.js';

/** The banner's way forward, such as "Use a different email address". */
export function messageActionTemplate(action: NonNullable<FormMessage['action']>): TemplateResult {
  return html`<button type="button" class="er-link-button" part="message-action"
    @click=${action.run}>${action.label}</button>`;
}
