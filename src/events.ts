/**
 * The element's public DOM events. Each is a `CustomEvent` subclass with a
 * typed `detail`, bubbling and composed so a listener on `document` hears it
 * from inside any shadow tree. Names and detail shapes are a public contract.
 */
import type { ApiFailure, FailureKind, IdentifyRequest, RateLimitInfo, RegisterRequest } from './api/types.js';
import type { SubmissionStatus } from './controllers/submission.js';

const base = { bubbles: true, composed: true } as const;

/** `registered`: the viewer is registered. */
export interface RegisteredDetail {
  eventId: string;
  viewerId: string;
  registrationId: string;
  registrationToken: string;
  magicLink: string;
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

/** One field-level error in `submit-error`. */
export interface SubmitFieldError {
  /** The form field (`email`, `name`, `external_id`) or the server's name for an unknown one. */
  field: string;
  /** The server's message, verbatim. */
  message: string;
}

/** `submit-error`: a submission failed (after any automatic retries). */
export interface SubmitErrorDetail {
  /** HTTP status; absent for network errors, timeouts and configuration errors. */
  status?: number;
  kind: FailureKind;
  title?: string;
  detail?: string;
  fieldErrors: SubmitFieldError[];
  /** For `rate-limited`: epoch ms from which a new attempt is allowed. */
  retryAt?: number;
  /** `X-RateLimit-*` values of the last response, when the server exposed them. */
  rateLimit?: RateLimitInfo;
}

export class SubmitErrorEvent extends CustomEvent<SubmitErrorDetail> {
  static readonly eventName = 'submit-error' as const;
  constructor(detail: SubmitErrorDetail) {
    super(SubmitErrorEvent.eventName, { ...base, detail });
  }
}

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

/** `state-change`: the `state` property changed. */
export interface StateChangeDetail {
  state: SubmissionStatus;
  previous: SubmissionStatus;
}

export class StateChangeEvent extends CustomEvent<StateChangeDetail> {
  static readonly eventName = 'state-change' as const;
  constructor(detail: StateChangeDetail) {
    super(StateChangeEvent.eventName, { ...base, detail });
  }
}

/** Every event `<event-register>` fires, by name: the one list the typings of each framework derive from. */
export interface EventRegisterEventMap {
  [RegisteredEvent.eventName]: RegisteredEvent;
  [IdentifiedEvent.eventName]: IdentifiedEvent;
  [SubmitErrorEvent.eventName]: SubmitErrorEvent;
  [RegisterSubmitEvent.eventName]: RegisterSubmitEvent;
  [StateChangeEvent.eventName]: StateChangeEvent;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- an augmentation: the members come from the map
  interface HTMLElementEventMap extends EventRegisterEventMap {}
}

/** The public `submit-error` detail of a failure: no tokens, server text as given. */
export function submitErrorDetail(failure: ApiFailure): SubmitErrorDetail {
  const detail: SubmitErrorDetail = {
    kind: failure.kind,
    fieldErrors: failure.fieldErrors.map((e) => ({ field: e.field ?? e.source, message: e.message })),
  };
  if (failure.status !== undefined) detail.status = failure.status;
  if (failure.title !== undefined) detail.title = failure.title;
  if (failure.detail !== undefined) detail.detail = failure.detail;
  if (failure.retryAt !== undefined) detail.retryAt = failure.retryAt;
  if (failure.rateLimit !== undefined) detail.rateLimit = failure.rateLimit;
  return detail;
}
