import type { Campaign } from '../public-types.js';
import { eventInit as base } from './event-init.js';

/** `registered`: the viewer is registered. */
export interface RegisteredDetail {
  eventId: string;
  viewerId: string;
  registrationId: string;
  registrationToken: string;
  magicLink: string;
  /** With `attribution`: the page's campaign values (`utm_source`…) and the referring site's origin. */
  campaign?: Campaign;
}

/**
 * Fired after a successful registration. Cancelable: `preventDefault()` stops
 * the element's own follow-up (such as a redirect to the magic link).
 */
export class RegisteredEvent extends CustomEvent<RegisteredDetail> {
  static readonly eventName = 'registered' as const;
  constructor(detail: RegisteredDetail) {
    super(RegisteredEvent.eventName, { ...base, cancelable: true, detail });
  }
}
