import type { IdentifyRequest, RegisterRequest } from '../api/types.js';
import { eventInit as base } from './event-init.js';

/** `register-submit`: the request body about to be sent (register or identify). */
export type RegisterSubmitDetail = RegisterRequest | IdentifyRequest;

/**
 * Fired after the form passed its checks and before the request is sent.
 * Cancelable: `preventDefault()` stops the submission (nothing is sent).
 */
export class RegisterSubmitEvent extends CustomEvent<RegisterSubmitDetail> {
  static readonly eventName = 'register-submit' as const;
  constructor(detail: RegisterSubmitDetail) {
    super(RegisterSubmitEvent.eventName, { ...base, cancelable: true, detail });
  }
}
