import { eventInit as base } from './event-init.js';

/** `identified`: identify mode succeeded. */
export interface IdentifiedDetail {
  eventId: string;
  viewerId: string;
  registrationToken: string;
  slug: string;
  status: string;
  progressPercent: number;
}

export class IdentifiedEvent extends CustomEvent<IdentifiedDetail> {
  static readonly eventName = 'identified' as const;
  constructor(detail: IdentifiedDetail) {
    super(IdentifiedEvent.eventName, { ...base, cancelable: true, detail });
  }
}
