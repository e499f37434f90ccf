/** The success view's line about the address: check the inbox, where the link went, and "Wrong address?". */
import { isolate } from '../../interaction/messages/formatting.js';
import { html, type TemplateResult } from 'lit';
import { addressText } from '../messages.js';

export function sentToTemplate(email: string, onWrongAddress: () => void): TemplateResult {
  return html`<p class="er-text" part="sent-to">
    ${addressText.sentTo(isolate(email))}
    <button type="button" class="er-link-button" part="wrong-address" @click=${onWrongAddress}>
      ${addressText.wrongAddress()}
    </button>
  </p>`;
}
