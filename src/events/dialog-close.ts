/** Why the form's dialog closed: Escape, its close button, a click on the backdrop, or `close()`. */
export type DialogCloseReason = 'escape' | 'button' | 'backdrop' | 'api';

/** `dialog-close`: the form's dialog (`dialog`) closed. */
export interface DialogCloseDetail {
  reason: DialogCloseReason;
}

export class DialogCloseEvent extends CustomEvent<DialogCloseDetail> {
  static readonly eventName = 'dialog-close' as const;
  constructor(detail: DialogCloseDetail) {
    super(DialogCloseEvent.eventName, { bubbles: true, composed: true, detail });
  }
}
