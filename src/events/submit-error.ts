import type { ApiFailure, FailureKind, RateLimitInfo } from '../api/types.js';
import { defined } from '../api/defined.js';
import { eventInit as base } from './event-init.js';

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

/** The public `submit-error` detail of a failure: no tokens, server text as given. */
export function submitErrorDetail(failure: ApiFailure): SubmitErrorDetail {
  return defined({
    kind: failure.kind,
    fieldErrors: failure.fieldErrors.map((e) => ({ field: e.field ?? e.source, message: e.message })),
    status: failure.status,
    title: failure.title,
    detail: failure.detail,
    retryAt: failure.retryAt,
    rateLimit: failure.rateLimit,
  });
}
