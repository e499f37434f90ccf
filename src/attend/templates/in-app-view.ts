/**
 * What the attend view adds in an app's own browser (Instagram, TikTok, …): one line saying the
 * app's browser may block calendars, "Open in your browser" where the platform has a way (Android),
 * and "Copy link"; once copied, "Link copied." (said by the success view's live region), or, where
 * the clipboard was refused, the link in a read-only field to copy by hand: a text area, where a long
 * link wraps (and the success group, unnamed on purpose, holds no `input`). A pure function of its data.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { attendText } from '../messages.js';

export interface InAppViewData {
  /** The `intent:` address that opens the page in the person's browser (Android only). */
  openUrl: string | undefined;
  onCopy: () => void;
  copied: boolean;
  /** The link shown to copy by hand, where the clipboard was refused. */
  field: string | undefined;
  /** The field's id, unique in the widget's root. */
  fieldId: string;
}

/** Where the clipboard was refused: the link, labelled, to copy by hand. */
function copyField(link: string, id: string): TemplateResult {
  return html`<div class="er-field" part="copy-field"><label class="er-label" id="${id}-label" for=${id}>${attendText.copyFieldLabel()}</label>
    <textarea class="er-input er-copy-field" id=${id} aria-labelledby="${id}-label" dir="ltr" rows="3" readonly .value=${link}></textarea></div>`;
}

export function inAppTemplate(data: InAppViewData): TemplateResult {
  return html`<div class="er-in-app" part="in-app">
    <p class="er-text" part="in-app-note">${attendText.inAppNote()}</p>
    <div class="er-in-app-actions">
      ${
        data.openUrl
          ? html`<a class="er-calendar-button er-in-app-open" part="open-in-browser" href=${data.openUrl}>${attendText.openInBrowser()}</a>`
          : nothing
      }
      <button type="button" class="er-calendar-button" part="copy-button" @click=${data.onCopy}>${attendText.copyLink()}</button>
    </div>
    ${data.copied ? html`<p class="er-text" part="link-copied">${attendText.linkCopied()}</p>` : nothing}
    ${data.field ? copyField(data.field, data.fieldId) : nothing}
  </div>`;
}
