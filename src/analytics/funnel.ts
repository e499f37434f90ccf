/**
 * The funnel the `analytics` attribute reports: each step's name, which never changes (a new
 * meaning gets a new name, and `event_register_version` a new number), and its payload, which
 * holds no personal data: no address, name, external id, link, token or viewer id ever reaches it.
 */

/** The steps, by the names a tag manager sees. */
export const STEPS = {
  /** Half the widget (or half the screen) in view, or with `dialog` half its button or one of its openers; once per widget. */
  view: 'event_register_view',
  /** With `dialog`: the dialog opened, once per widget (closed and opened again, it is not told again). */
  open: 'event_register_open',
  /** The person's first input in the form, once per widget. */
  start: 'event_register_start',
  /** A submission goes out: it passed the form's checks, and no `register-submit` listener cancelled it. */
  submit: 'event_register_submit',
  /** Registered, or identified. */
  success: 'event_register_success',
  /** A `submit-error`: the submission failed, or the configuration is unusable. */
  error: 'event_register_error',
  /** A press the form's own checks stopped (`submit-invalid`), each time, with `invalid_fields`. */
  invalid: 'event_register_invalid',
  /**
   * An address suggestion (`address-suggestion`) `shown`, `used` or `kept`, each time; `saved` once a
   * registration succeeds with the address last used from one. With `suggestion`.
   */
  suggestion: 'event_register_suggestion',
  /** An item of the calendar menu picked (`calendar-add`), each time, with `calendar`. */
  calendar: 'event_register_calendar',
  /** "Join now" pressed (`join`), each time, also when a `join` listener cancels it. */
  join: 'event_register_join',
} as const;

export type Step = keyof typeof STEPS;

/** The payload's version: a new one only when a field changes its meaning or goes away. */
export const PAYLOAD_VERSION = 1;

/** What every step says of the widget, by the payload's names. */
export interface FunnelContext {
  event_id: string;
  mode: 'register' | 'identify';
  locale: string;
  /** The widget's `form-label`, which tells two widgets on a page apart; undefined without one. */
  form_label: string | undefined;
  /** With `sessions`: how many are offered (not ended). */
  session_count: number | undefined;
  /** With `sessions-mode="all"`: how many sessions of the series are registered so far. */
  sessions_registered: number | undefined;
}

/** What the sessions feature adds to each step (`event_id` is then the chosen session's, or the series' first). */
export type SessionsFunnel = Pick<FunnelContext, 'event_id' | 'session_count' | 'sessions_registered'>;

/** What one step says of itself; each key on its own step only. */
export interface StepValues {
  /** `submit-error`'s `kind` (`validation`, `rate-limited`, `network`…), on `event_register_error` only. */
  failure_kind: string | undefined;
  /** The controls the checks stopped, comma-joined in the form's order (`email,consent`), on `event_register_invalid` only. */
  invalid_fields: string | undefined;
  /** On `event_register_suggestion` only. */
  suggestion: 'shown' | 'used' | 'kept' | 'saved' | undefined;
  /** The calendar picked, on `event_register_calendar` only. */
  calendar: 'google' | 'outlook' | 'microsoft365' | 'yahoo' | 'ics' | undefined;
}

/** A step's payload. Every key is present, undefined when it does not apply, so none lingers in a tag manager's data model. */
export interface FunnelPayload extends FunnelContext, StepValues {
  event_register_version: typeof PAYLOAD_VERSION;
}

/** The payload's keys come in this order: the version, the context's, then the step's own (StepValues). */
export function payloadOf(context: FunnelContext, values?: Partial<StepValues>): FunnelPayload {
  return {
    event_register_version: PAYLOAD_VERSION,
    ...context,
    failure_kind: undefined,
    invalid_fields: undefined,
    suggestion: undefined,
    calendar: undefined,
    ...values,
  };
}
