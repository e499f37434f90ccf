/** `join`: the person pressed "Join now". */
export interface JoinDetail {
  eventId: string;
  /** The person's own link to the event, which the widget opens unless the event is cancelled. */
  magicLink: string;
}

export class JoinEvent extends CustomEvent<JoinDetail> {
  static readonly eventName = 'join' as const;
  constructor(detail: JoinDetail) {
    // eventInit's values, spelled out: the attend chunk that fires it imports nothing from the
    // interaction chunk, where eventInit lives (an import would make that chunk export a namespace).
    super(JoinEvent.eventName, { bubbles: true, composed: true, cancelable: true, detail });
  }
}
