import { html, type TemplateResult } from 'lit';

/** The banner's way forward, such as "Use a different email address". */
export function messageActionTemplate(action: { label: string; run: () => void }): TemplateResult {
  return html`<button type="button" class="er-link-button" part="message-action"
    @click=${action.run}>${action.label}</button>`;
}
