/**
 * Request and response shapes of the Event Viewing Service's viewer operations
 * (see the API spec), plus the client's own result types. No DOM, no Lit.
 */
import type { CustomAttributeValue, Mode } from '../public-types.js';

/** `POST /events/{eventID}/register` request body. */
export interface RegisterRequest {
  email: string;
  /** Omitted when empty: the spec does not say `name` is required. */
  name?: string;
}

/** `POST /events/{eventID}/register` success body (snake_case as sent). */
export interface RegisterResponse {
  magic_link: string;
  registration_id: string;
  registration_token: string;
  viewer_id: string;
}

/** `POST /events/{eventID}/identify` request body. */
export interface IdentifyRequest {
  external_id: string;
  [attribute: string]: CustomAttributeValue;
}

/** `POST /events/{eventID}/identify` success body. */
export interface IdentifyResponse {
  progress_percent: number;
  registration_token: string;
  slug: string;
  status: string;
  viewer_id: string;
}

/** The viewer operations the widget calls. */

/**
 * What went wrong, as one word. This is part of the public `submit-error`
 * event contract: add to it, never rename.
 */
export type FailureKind =
  | 'validation'
  | 'auth'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'rate-limited'
  | 'server'
  | 'network'
  | 'timeout'
  | 'malformed-response'
  | 'redirect'
  | 'config';

/**
 * The request properties of each operation that a server error can be attached to (at
 * `body.<property>` or `<property>`). The form's fields say which property each fills
 * (fields/model.ts).
 */
export const REQUEST_PROPERTIES = {
  register: ['email', 'name'],
  identify: ['external_id'],
} as const satisfies { register: readonly (keyof RegisterRequest)[]; identify: readonly (keyof IdentifyRequest)[] };

/** A request property a server error can be attached to. */
export type RequestProperty = (typeof REQUEST_PROPERTIES)[Mode][number];

/** Why a field was rejected, when we can tell; drives localized wording. */
export type FieldErrorCode = 'required' | 'invalid' | 'too-long' | 'undeliverable' | 'unexpected' | 'other';

/** One field-level error as the widget understands it. */
export interface MappedFieldError {
  /** The request property it belongs to, or `null` when it maps to none. */
  field: RequestProperty | null;
  /** The server's wire name for the field (e.g. `email`, `body.email`). */
  source: string;
  code: FieldErrorCode;
  /** The server's message, verbatim. Render as text, never as HTML. */
  message: string;
}

/** The `X-RateLimit-*` headers of a response, when present and readable. */
export interface RateLimitInfo {
  limit?: number;
  remaining?: number;
  /** Unix timestamp (seconds) of the window reset. */
  reset?: number;
}

/** A failed call, after retries. */
export interface ApiFailure {
  kind: FailureKind;
  /** HTTP status; absent for network errors and timeouts. */
  status?: number;
  title?: string;
  detail?: string;
  fieldErrors: MappedFieldError[];
  /** Field errors the response had beyond those in `fieldErrors` (which keeps the first 50). */
  omittedFieldErrors?: number;
  /** Epoch ms before which no new request may be sent (429). */
  retryAt?: number;
  rateLimit?: RateLimitInfo;
  /** True when the failure happened because the browser is offline. */
  offline?: boolean;
}

export type ApiResult<T> =
  { ok: true; status: number; data: T; rateLimit?: RateLimitInfo } | { ok: false; failure: ApiFailure };
