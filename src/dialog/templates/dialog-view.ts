import { html, type TemplateResult } from 'lit';

/** What the dialog shows around the form; a pure function of it. */
export interface DialogView {
  /** The dialog's name and heading: the event's title, or the button's text at rest. */
  title: string;
  /** The widget's button: its text at rest (the `dialog-button` slot), or "You're registered". */
  button: TemplateResult | string;
  closeLabel: string;
  /** The form, its result and its live regions. */
  content: unknown;
  onOpen: (event: MouseEvent) => void;
  onCloseButton: () => void;
  onDialogClick: (event: MouseEvent) => void;
  onClose: () => void;
}

// A cross of two strokes, drawn in the button's own colour (forced colours included).
const closeIcon = html`<svg viewBox="0 0 20 20" aria-hidden="true" focusable="false"><path d="M5 5l10 10M15 5L5 15"></path></svg>`;

/**
 * The dialog, then the widget's button that opens it: the form's own submit button stays the
 * first `.er-submit` of the root. The dialog is named by its heading's text. The close button is
 * named by its `title`, which is also the tooltip that names the cross for a pointer.
 */
export function dialogTemplate(view: DialogView): TemplateResult {
  // The backdrop's click is a pointer's shortcut: Escape and the close button are the keyboard's ways out.
  // eslint-disable-next-line lit-a11y/click-events-have-key-events
  return html`<dialog class="er-dialog" part="dialog" aria-label=${view.title}
      @click=${view.onDialogClick} @close=${view.onClose}>
      <div class="er-dialog-head">
        <h2 class="er-dialog-title">${view.title}</h2>
        <button type="button" class="er-dialog-close" part="dialog-close" title=${view.closeLabel}
          @click=${view.onCloseButton}>${closeIcon}</button>
      </div>
      ${view.content}
    </dialog><button type="button" class="er-submit er-dialog-button" part="dialog-button"
      @click=${view.onOpen}>${view.button}</button>`;
}
