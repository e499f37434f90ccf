/** The hint under the email field: "Did you mean ada@gmail.com?", with Use and Keep. A pure function of its data. */
import { isolate } from '../../interaction/messages/formatting.js';
import { html, type TemplateResult } from 'lit';
import { addressText } from '../messages.js';

export interface HintData {
  /** The hint's id, which the email input names in `aria-describedby`. */
  id: string;
  typed: string;
  suggested: string;
  onUse: () => void;
  onKeep: () => void;
}

// Not an error: not red, not `aria-invalid`, not in the error summary. The live region says it
// once as it appears; after that it is the email input's description, read with the field. The
// sentence itself is hidden from screen readers, which would otherwise read it a second time
// beside the field (the buttons say what they do on their own).
export function hintTemplate(hint: HintData): TemplateResult {
  const suggested = isolate(hint.suggested);
  return html`<div class="er-hint" part="email-hint">
    <p class="er-text" id=${hint.id} aria-hidden="true">${addressText.hint(suggested)}</p>
    <button type="button" class="er-link-button" part="email-hint-use" @click=${hint.onUse}>
      ${addressText.use(suggested)}
    </button>
    <button type="button" class="er-link-button" part="email-hint-keep" @click=${hint.onKeep}>
      ${addressText.keep(isolate(hint.typed))}
    </button>
  </div>`;
}
