/** `dialog-open`: the form's dialog (`dialog`) opened. */
export interface DialogOpenDetail {
  /** The element that opened it: an opener (`data-event-register-open`), the widget's own button, or none for `open()`. */
  opener: Element | null;
}

export class DialogOpenEvent extends CustomEvent<DialogOpenDetail> {
  static readonly eventName = 'dialog-open' as const;
  constructor(detail: DialogOpenDetail) {
    // eventInit's values, spelled out: the dialog chunk that fires it imports nothing from the
    // interaction chunk, where eventInit lives.
    super(DialogOpenEvent.eventName, { bubbles: true, composed: true, detail });
  }
}
