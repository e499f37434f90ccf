import { localized } from '@lit/localize';
import { html, LitElement, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import { live } from 'lit/directives/live.js';
import { identify, register, type ClientOptions, type WaitInfo } from './api/client.js';
import { IdempotencyKeys } from './api/idempotency.js';
import type { ApiFailure, ApiResult, IdentifyRequest, IdentifyResponse, RegisterRequest, RegisterResponse } from './api/types.js';
import { booleanAttribute } from './boolean-attribute.js';
import { checkConfig, effectiveTimeout, modeOf, type ConfigCheck, type Mode } from './config.js';
import { CountdownController } from './controllers/countdown.js';
import { SubmissionController, type SubmissionState, type SubmissionStatus } from './controllers/submission.js';
import { checkCustomAttributes, parseCustomAttributes, type CustomAttributes } from './custom-attributes.js';
import { styles } from './event-register.styles.js';
import {
  IdentifiedEvent,
  RegisteredEvent,
  RegisterSubmitEvent,
  StateChangeEvent,
  SubmitErrorEvent,
  type SubmitErrorDetail,
} from './events.js';
import { activeLocale, applyLocale, preferredLocales } from './localization.js';
import {
  failureText,
  fieldProblemText,
  identifiedTitle,
  labels,
  rateLimitUntilText,
  rateLimitWaitText,
  retryWaitText,
  statusText,
  successText,
  unavailableText,
  unexplainedRejectionText,
  type ErrorField,
  type FieldProblem,
} from './messages.js';
import { prefillFromUrl, prefillMode, urlWithoutPrefill } from './prefill.js';
import { forget, recall, remember, type RememberedRegistration } from './remember.js';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  nameFieldMode,
  validateEmail,
  validateName,
  type NameFieldMode,
} from './validation.js';
import { identifiedView, registeredView, rememberedView } from './views.js';

type FormMessage = { text: string; tone: 'error' | 'info' };
type InputField = 'email' | 'name';
type FieldProblems = Partial<Record<ErrorField, FieldProblem>>;

/** What a successful submission produced, per operation. */
type Outcome = { operation: 'register'; data: RegisterResponse } | { operation: 'identify'; data: IdentifyResponse };

/** Properties whose change reconfigures the element and aborts a request under way. */
const CONNECTION_PROPS = ['eventId', 'apiKey', 'baseUrl', 'mode', 'externalId', 'customAttributes'] as const;

/**
 * A registration form for an event on the Event Viewing Service.
 *
 * @tagname event-register
 * @summary Registers a viewer for an event (email + optional name), or identifies a signed-in viewer.
 *
 * @fires {RegisteredEvent} registered - The viewer is registered. `detail`: `{eventId, viewerId, registrationId, registrationToken, magicLink}`, camelCase copies of the response fields. Cancelable: `preventDefault()` stops `redirect`.
 * @fires {IdentifiedEvent} identified - Identify mode succeeded. `detail`: `{eventId, viewerId, registrationToken, slug, status, progressPercent}`. Cancelable, though nothing follows it yet.
 * @fires {SubmitErrorEvent} submit-error - A submission failed, after any automatic retries. `detail`: `{status?, kind, title?, detail?, fieldErrors: [{field, message}], retryAt?, rateLimit?: {limit?, remaining?, reset?}}`. Not cancelable.
 * @fires {RegisterSubmitEvent} register-submit - The form passed its checks and the request is about to be sent. `detail`: the checked request body, `{email, name?}` or `{external_id, ...customAttributes}`. Cancelable: `preventDefault()` sends nothing.
 * @fires {StateChangeEvent} state-change - The `state` property changed. `detail`: `{state, previous}`. Not cancelable.
 *
 * @slot success - Replaces the default success message.
 * @slot consent - When it has content, the form shows a required checkbox labelled by that content (`<span slot="consent">I agree to … <a href="/privacy">privacy notice</a></span>`). Nothing is sent until it is checked, and nothing about consent is sent to the API, whose spec has no field for it.
 *
 * @csspart form - The `<form>`.
 * @csspart field - Each label + input + error group.
 * @csspart label - Each `<label>`.
 * @csspart input - Each text `<input>`.
 * @csspart email-input - The email `<input>`.
 * @csspart name-input - The name `<input>`.
 * @csspart consent - The consent checkbox group.
 * @csspart consent-checkbox - The consent checkbox.
 * @csspart consent-label - The consent checkbox's `<label>`, which holds the `consent` slot (it also has the `label` part).
 * @csspart field-error - Each field's error message.
 * @csspart form-error - The form-level message region (`role="alert"`).
 * @csspart countdown - The "trying again in N s" line.
 * @csspart submit - The submit `<button>` (Register, or Join event in identify mode).
 * @csspart success - The success view.
 * @csspart success-title - The default success heading.
 * @csspart success-link - The magic link (with `show-link`, or for a remembered registration).
 * @csspart not-you - The "Not you?" button of a remembered registration.
 * @csspart progress - Identify mode's progress bar and text.
 * @csspart viewer-status - Identify mode's status line for a status the widget does not know.
 *
 * @cssprop [--event-register-accent=#0b5cd5] - Button and focus colour.
 * @cssprop [--event-register-accent-contrast=#ffffff] - Text on the accent colour.
 * @cssprop [--event-register-color=#1f2328] - Text colour.
 * @cssprop [--event-register-muted-color=#57606a] - Secondary text colour.
 * @cssprop [--event-register-danger=#b3261e] - Error colour.
 * @cssprop [--event-register-success=#146c2e] - Success accent colour.
 * @cssprop [--event-register-border-color=#8c959f] - Input border colour.
 * @cssprop [--event-register-background=transparent] - Background of the form and success view.
 * @cssprop [--event-register-input-background=#ffffff] - Input background.
 * @cssprop [--event-register-radius=0.5rem] - Corner radius of inputs and button.
 * @cssprop [--event-register-gap=1rem] - Space between fields.
 * @cssprop [--event-register-font-family=system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif] - Font family.
 * @cssprop [--event-register-font-size=1rem] - Base font size.
 * @cssprop [--event-register-max-width=28rem] - Maximum inline size.
 */
@localized()
export class EventRegister extends LitElement {
  static override styles = styles;

  /** The event's identifier. Required. */
  @property({ attribute: 'event-id' }) eventId = '';

  /** A **publishable** key (`pk_…`). Required. A secret key (`sk_…`) is refused before any request: the person sees "Registration is not available right now", and the console explains why. A key of any other shape gets a console warning and is sent anyway. Never reflected or logged. */
  @property({ attribute: 'api-key' }) apiKey = '';

  /** The API root including the version, e.g. `https://api.example.com/v1`. Required, absolute http(s). Plain http on a non-local host is warned about. */
  @property({ attribute: 'base-url' }) baseUrl = '';

  /**
   * `register`: email and name form. `identify`: one "Join event" button that identifies the signed-in viewer given by `external-id`. Unknown values fall back to `register`, with a warning.
   * @type {'register' | 'identify'}
   */
  @property() mode: Mode = 'register';

  /** Identify mode: your own identifier for the signed-in person. Required in that mode. */
  @property({ attribute: 'external-id' }) externalId = '';

  /** Identify mode: extra attributes sent with `external_id`, a JSON object in the attribute or an object in the property. Values are strings, finite numbers or booleans. Invalid JSON or another value type is a visible configuration error, and the console says exactly what is wrong. A custom `external_id` cannot override the real one (it is ignored, with a warning). */
  @property({
    attribute: 'custom-attributes',
    converter: { fromAttribute: (value: string | null): unknown => value },
  })
  customAttributes: CustomAttributes | string | undefined;

  /** Identify mode: identify as soon as the element is connected and fully configured, once per configuration (a new `external-id` identifies again; a re-render does not). */
  @property({ type: Boolean, converter: booleanAttribute }) auto = false;

  /**
   * Whether the name field is shown and required. Unknown values fall back to `optional`, with a warning.
   * @type {'optional' | 'required' | 'hidden'}
   */
  @property({ attribute: 'name-field' }) nameField: NameFieldMode = 'optional';

  /** Prefills the email field. It never overwrites what the person has typed. */
  @property() email = '';

  /** Prefills the name field. It never overwrites what the person has typed. */
  @property() name = '';

  /** When present, prefill from the page URL's `email` and `name` query parameters only, an allow-list. `"strip"` also removes them from the address bar with `history.replaceState`, so personal data does not linger in history or shared links. URL values win over the `email`/`name` attributes. */
  @property({ attribute: 'prefill-from-url' }) prefillFromUrl: string | null = null;

  /** Keep a successful registration in `localStorage` (per event ID and base URL). A returning visitor then sees "You're registered" with their link and a "Not you?" button that forgets it. Nothing is stored without this attribute. */
  @property({ type: Boolean, converter: booleanAttribute }) remember = false;

  /** After `registered` has been dispatched, go to the magic link, unless a listener called `preventDefault()` on the event. */
  @property({ type: Boolean, converter: booleanAttribute }) redirect = false;

  /** Timeout of each HTTP attempt, in milliseconds, enforced with `AbortController`. */
  @property({ type: Number }) timeout = 15_000;

  /** Show the magic link in the success view. Off by default, because the link contains the registration token. */
  @property({ attribute: 'show-link', type: Boolean, converter: booleanAttribute }) showLink = false;

  /** The language, a BCP 47 tag. Defaults to `<html lang>`, then the browser's languages, then English. All widgets on a page share one active locale. */
  @property() locale: string | undefined;

  @state() private values = { email: '', name: '' };
  @state() private fieldErrors: FieldProblems = {};
  @state() private failure: ApiFailure | undefined;
  @state() private backOnline = false;
  @state() private announcement = '';
  @state() private hasConsent = false;
  @state() private consentChecked = false;
  @state() private remembered: RememberedRegistration | undefined;

  private readonly keys = new IdempotencyKeys();
  private readonly submission = new SubmissionController<Outcome>(this, (next, previous) =>
    this.onStateChange(next, previous),
  );
  private readonly countdown = new CountdownController(this, () => this.requestUpdate());
  private config: ConfigCheck = { warnings: [] };
  private identifyAttributes: CustomAttributes = {};
  private lastLoggedConfig = '';
  /** Fields the person has typed in: prefill never overwrites them. */
  private readonly edited = new Set<InputField>();
  private autoIdentified: string | undefined;

  /** `'idle' | 'submitting' | 'success' | 'error'`. A remembered registration reads as `success`. Each change fires `state-change`. */
  get state(): SubmissionStatus {
    if (this.remembered && this.submission.state.status === 'idle') return 'success';
    return this.submission.state.status;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener('online', this.onOnline);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener('online', this.onOnline);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('nameField')) this.normalizeNameField();
    if (changed.has('mode') && this.mode !== modeOf(this.mode)) {
      // A removed attribute (null) just means the default; anything else is a mistake worth a warning.
      if (this.mode != null) console.warn(`<event-register> mode="${String(this.mode)}" is not register or identify; using register.`);
      this.mode = modeOf(this.mode);
    }
    if (changed.has('locale') || !this.hasUpdated) void applyLocale(preferredLocales(this.locale), !!this.locale);
    if (!this.hasUpdated) this.applyUrlPrefill();
    if (changed.has('email') && !this.edited.has('email')) this.values = { ...this.values, email: this.email ?? '' };
    if (changed.has('name') && !this.edited.has('name')) this.values = { ...this.values, name: this.name ?? '' };
    const connectionChanged = CONNECTION_PROPS.some((p) => changed.has(p));
    if (connectionChanged) {
      this.checkConfiguration();
      if (this.hasUpdated) this.reconfigured();
    }
    if (connectionChanged || changed.has('remember')) {
      const before = this.state;
      this.remembered =
        this.remember && this.mode === 'register' && !this.config.problem
          ? recall(this.baseUrl.trim(), this.eventId.trim())
          : undefined;
      this.reportStateChange(before);
    }
  }

  protected override updated(): void {
    this.maybeAutoIdentify();
  }

  /** Fires `state-change` for transitions the submission controller does not see (a remembered registration). */
  private reportStateChange(before: SubmissionStatus): void {
    const after = this.state;
    if (after !== before) this.dispatchEvent(new StateChangeEvent({ state: after, previous: before }));
  }

  private normalizeNameField(): void {
    // Unknown values from an attribute fall back to the default rather than breaking the form.
    const normalized = nameFieldMode(this.nameField);
    if (normalized !== this.nameField) {
      if (this.nameField != null) {
        console.warn(`<event-register> name-field="${String(this.nameField)}" is not one of optional, required, hidden.`);
      }
      this.nameField = normalized;
    }
  }

  private checkConfiguration(): void {
    let customAttributesError: string | undefined;
    this.identifyAttributes = {};
    if (this.mode === 'identify') {
      const parsed =
        typeof this.customAttributes === 'string'
          ? parseCustomAttributes(this.customAttributes)
          : checkCustomAttributes(this.customAttributes);
      if (parsed.ok) {
        this.identifyAttributes = parsed.value;
        parsed.warnings.forEach((w) => console.warn(w));
      } else {
        customAttributesError = parsed.error;
      }
    }
    this.config = checkConfig({
      eventId: this.eventId ?? '',
      apiKey: this.apiKey ?? '',
      baseUrl: this.baseUrl ?? '',
      mode: this.mode,
      externalId: this.externalId ?? '',
      customAttributesError,
    });
    this.logConfig();
  }

  /** Reads `email`/`name` from the page URL once, and strips them when allowed. */
  private applyUrlPrefill(): void {
    const mode = prefillMode(this.prefillFromUrl);
    if (mode === 'off') return;
    const url = new URL(window.location.href);
    const values = prefillFromUrl(url);
    this.values = { email: values.email ?? this.values.email, name: values.name ?? this.values.name };
    // Values from the URL are the person's own: an attribute's default must not replace them.
    if (values.email) this.edited.add('email');
    if (values.name) this.edited.add('name');
    const stripped = mode === 'strip' ? urlWithoutPrefill(url) : undefined;
    if (stripped) history.replaceState(history.state, '', stripped);
  }

  /** A changed event, key, API or identity: whatever was under way or shown belongs to the old configuration. */
  private reconfigured(): void {
    this.submission.reset();
    this.countdown.stop();
    this.keys.clear();
    this.failure = undefined;
    this.fieldErrors = {};
  }

  private logConfig(): void {
    const signature = [this.config.problem, this.config.explanation, ...this.config.warnings].join('|');
    if (signature === this.lastLoggedConfig) return;
    this.lastLoggedConfig = signature;
    if (this.config.explanation) console.error(this.config.explanation);
    for (const warning of this.config.warnings) console.warn(warning);
  }

  private maybeAutoIdentify(): void {
    if (this.mode !== 'identify' || !this.auto || this.config.problem || !this.isConnected) return;
    const fingerprint = JSON.stringify([this.baseUrl, this.eventId, this.apiKey, this.externalId, this.identifyAttributes]);
    if (fingerprint === this.autoIdentified || this.submission.busy) return;
    this.autoIdentified = fingerprint;
    // Start after this update has finished: submitting changes state, which must not happen mid-update.
    void this.updateComplete.then(() => (this.isConnected ? this.run(false) : undefined));
  }

  /** Checks and submits, as the button does. Resolves when the submission has finished, or at once if it was refused (invalid input, a configuration error, already submitting, rate-limited). */
  submit(): Promise<void> {
    return this.run(false);
  }

  /** `fromForm`: the person pressed the button or Enter (Safari does not focus a clicked button). */
  private async run(fromForm: boolean): Promise<void> {
    if (this.submission.busy || this.rateLimited) return;
    this.backOnline = false;
    if (this.config.problem) {
      this.failure = { kind: 'config', fieldErrors: [] };
      this.logConfig();
      this.dispatchEvent(
        new SubmitErrorEvent({ kind: 'config', title: 'Invalid configuration', detail: this.config.explanation, fieldErrors: [] }),
      );
      return;
    }
    const errors = this.mode === 'register' ? this.validate() : {};
    this.fieldErrors = errors;
    if (Object.keys(errors).length) {
      this.failure = undefined;
      await this.focusFirstInvalid();
      return;
    }
    const body = this.mode === 'register' ? this.registerBody() : this.identifyBody();
    if (!this.dispatchEvent(new RegisterSubmitEvent(body))) return;
    // Only a person working in the form gets focus moved for them; an `auto` identify
    // or a host's own submit() must not pull focus away from where the visitor is.
    const personInForm = fromForm || this.matches(':focus-within');

    const options: ClientOptions = {
      baseUrl: this.baseUrl.trim(),
      apiKey: this.apiKey.trim(),
      timeoutMs: effectiveTimeout(this.timeout),
    };
    const eventId = this.eventId.trim();
    const idempotencyKey = this.keys.keyFor(JSON.stringify([this.mode, options.baseUrl, eventId, body]));
    this.failure = undefined;
    const result = await this.submission.run((signal, onWait) => {
      const call = {
        idempotencyKey,
        signal,
        onWait: (wait: WaitInfo) => {
          onWait(wait);
          this.onWait(wait);
        },
      };
      return this.mode === 'register'
        ? register(options, eventId, body as RegisterRequest, call).then((r) => outcome(r, 'register'))
        : identify(options, eventId, body as IdentifyRequest, call).then((r) => outcome(r, 'identify'));
    });
    if (!result) return;
    if (result.status === 'success') await this.succeeded(eventId, options.baseUrl, result.data, personInForm);
    else if (result.status === 'error') await this.failed(result.failure, personInForm);
  }

  /** Clears values, errors, the success view and any request under way. The next submission gets a new idempotency key. A remembered registration stays stored ("Not you?" forgets it). */
  reset(): void {
    const before = this.state;
    const hadRemembered = this.remembered !== undefined;
    this.submission.reset();
    this.countdown.stop();
    this.keys.clear();
    this.edited.clear();
    this.values = { email: '', name: '' };
    this.fieldErrors = {};
    this.failure = undefined;
    this.backOnline = false;
    this.consentChecked = false;
    this.announcement = '';
    this.remembered = undefined;
    if (hadRemembered) this.reportStateChange(before);
  }

  private validate(): FieldProblems {
    const errors: FieldProblems = {};
    const email = validateEmail(this.values.email);
    if (email) errors.email = { source: 'client', code: email };
    const name = validateName(this.values.name, this.nameField);
    if (name) errors.name = { source: 'client', code: name };
    if (this.hasConsent && !this.consentChecked) errors.consent = { source: 'client', code: 'required' };
    return errors;
  }

  private registerBody(): RegisterRequest {
    const body: RegisterRequest = { email: this.values.email.trim() };
    const name = this.values.name.trim();
    if (this.nameField !== 'hidden' && name) body.name = name;
    return body;
  }

  private identifyBody(): IdentifyRequest {
    // external_id last: a custom attribute of that name can never override it.
    return { ...this.identifyAttributes, external_id: this.externalId.trim() };
  }

  private async succeeded(eventId: string, baseUrl: string, result: Outcome, moveFocus: boolean): Promise<void> {
    this.keys.clear();
    if (result.operation === 'identify') {
      const { data } = result;
      this.dispatchEvent(
        new IdentifiedEvent({
          eventId,
          viewerId: data.viewer_id,
          registrationToken: data.registration_token,
          slug: data.slug,
          status: data.status,
          progressPercent: data.progress_percent,
        }),
      );
    } else {
      const { data } = result;
      if (this.remember) {
        remember(baseUrl, eventId, {
          email: this.values.email.trim(),
          magicLink: data.magic_link,
          viewerId: data.viewer_id,
          registrationId: data.registration_id,
          savedAt: Date.now(),
        });
      }
      const proceed = this.dispatchEvent(
        new RegisteredEvent({
          eventId,
          viewerId: data.viewer_id,
          registrationId: data.registration_id,
          registrationToken: data.registration_token,
          magicLink: data.magic_link,
        }),
      );
      if (this.redirect && proceed) {
        window.location.assign(data.magic_link);
        return;
      }
    }
    if (!moveFocus) return;
    await this.updateComplete;
    // The form the person was in is gone: move focus to what replaced it.
    this.renderRoot.querySelector<HTMLElement>('.success')?.focus();
  }

  private async failed(failure: ApiFailure, moveFocus: boolean): Promise<void> {
    this.failure = failure;
    if (failure.kind === 'validation') {
      const errors: FieldProblems = {};
      for (const error of failure.fieldErrors) {
        // external_id has no visible field: its errors are shown at form level.
        if (error.field && error.field !== 'external_id' && !errors[error.field]) {
          errors[error.field] = { source: 'server', error };
        }
      }
      this.fieldErrors = errors;
    }
    if (failure.kind === 'rate-limited' && failure.retryAt !== undefined) this.countdown.start(failure.retryAt);
    this.logFailure(failure);
    this.dispatchEvent(new SubmitErrorEvent(errorDetail(failure)));
    if (moveFocus || Object.keys(this.fieldErrors).length) await this.focusFirstInvalid();
  }

  private logFailure(failure: ApiFailure): void {
    const status = failure.status !== undefined ? ` (HTTP ${failure.status})` : '';
    if (failure.kind === 'auth') {
      console.error(`<event-register> the API rejected api-key${status}: it is missing, unknown or revoked.`);
    } else if (failure.kind === 'forbidden') {
      console.error(`<event-register> api-key may not ${this.mode} viewers for this event${status}. Check the key's project scope.`);
    } else if (failure.kind === 'not-found') {
      console.error(`<event-register> event-id "${this.eventId}" was not found${status}.`);
    } else if (failure.kind === 'malformed-response') {
      console.error(`<event-register> the API answered${status} with a body that is not a valid ${this.mode} response.`);
    } else if (failure.kind === 'validation' && this.mode === 'identify') {
      console.error(`<event-register> the API rejected the identify request${status}:`, failure.fieldErrors.map((e) => `${e.source}: ${e.message}`));
    }
  }

  private async focusFirstInvalid(): Promise<void> {
    await this.updateComplete;
    const invalid = this.renderRoot.querySelector<HTMLInputElement>('input[aria-invalid="true"]');
    if (invalid) {
      invalid.focus();
      return;
    }
    // The submit button was disabled while sending, which drops focus: give it back.
    if (!this.shadowRoot?.activeElement) this.renderRoot.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
  }

  private get rateLimited(): boolean {
    return this.countdown.running && this.failure?.kind === 'rate-limited';
  }

  private onWait(wait: WaitInfo): void {
    this.countdown.start(wait.until);
    const seconds = Math.max(1, Math.ceil((wait.until - Date.now()) / 1000));
    // Announced once per wait, politely; the visible countdown updates silently.
    this.announcement = wait.reason === 'rate-limited' ? rateLimitWaitText(seconds) : retryWaitText(seconds);
  }

  private onStateChange(next: SubmissionState<Outcome>, previous: SubmissionState<Outcome>): void {
    if (next.status === 'submitting' && !next.wait) {
      this.announcement = this.mode === 'identify' ? statusText.identifying() : statusText.submitting();
    }
    if (next.status === 'success') {
      this.announcement = next.data.operation === 'identify' ? identifiedTitle(next.data.data.status) : successText.title();
    }
    if (next.status !== 'submitting' && !(next.status === 'error' && next.failure.kind === 'rate-limited')) {
      this.countdown.stop();
    }
    if (next.status === 'error' || next.status === 'idle') this.announcement = '';
    if (next.status !== previous.status) {
      this.dispatchEvent(new StateChangeEvent({ state: next.status, previous: previous.status }));
    }
  }

  private readonly onOnline = (): void => {
    if (this.failure?.kind === 'network') {
      this.backOnline = true;
      this.announcement = statusText.backOnline();
    }
  };

  private onInput(field: InputField, event: Event): void {
    const value = (event.target as HTMLInputElement).value;
    this.edited.add(field);
    this.values = { ...this.values, [field]: value };
    this.clearFieldError(field);
  }

  private clearFieldError(field: ErrorField): void {
    // The person is fixing it: stop shouting about it.
    if (this.fieldErrors[field]) {
      const { [field]: _fixed, ...rest } = this.fieldErrors;
      this.fieldErrors = rest;
    }
  }

  private readonly onConsentChange = (event: Event): void => {
    this.consentChecked = (event.target as HTMLInputElement).checked;
    this.clearFieldError('consent');
  };

  private readonly onConsentSlotChange = (event: Event): void => {
    this.hasConsent = (event.target as HTMLSlotElement).assignedNodes({ flatten: true }).some(
      (node) => node.nodeType === Node.ELEMENT_NODE || (node.textContent ?? '').trim() !== '',
    );
  };

  private readonly onSubmit = (event: SubmitEvent): void => {
    event.preventDefault();
    void this.run(true);
  };

  private readonly onNotYou = async (): Promise<void> => {
    forget(this.baseUrl.trim(), this.eventId.trim());
    this.reset();
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLInputElement>('input[name="email"]')?.focus();
  };

  /** The form-level message, derived from configuration and the last failure. */
  private formMessage(): FormMessage | undefined {
    if (this.config.problem) return { text: unavailableText(), tone: 'error' };
    const failure = this.failure;
    if (!failure) return undefined;
    if (failure.kind === 'network' && this.backOnline) return { text: statusText.backOnline(), tone: 'info' };
    if (failure.kind === 'conflict') return { text: failureText(failure), tone: 'info' };
    if (failure.kind === 'rate-limited' && failure.retryAt !== undefined && this.countdown.running) {
      // Minutes are precise enough for a person; round up so the time shown is never too early.
      const time = new Intl.DateTimeFormat(activeLocale(), { timeStyle: 'short' }).format(Math.ceil(failure.retryAt / 60_000) * 60_000);
      return { text: rateLimitUntilText(time), tone: 'error' };
    }
    if (failure.kind === 'validation') {
      const shown = (e: { field: string | null }): boolean => e.field !== null && e.field !== 'external_id';
      const unmapped = failure.fieldErrors.filter((e) => !shown(e)).map((e) => e.message).filter(Boolean);
      const mapped = failure.fieldErrors.some(shown);
      if (unmapped.length) return { text: [mapped ? failureText(failure) : '', ...unmapped].join(' ').trim(), tone: 'error' };
      if (!mapped) return { text: failure.detail ?? unexplainedRejectionText(), tone: 'error' };
    }
    return { text: failureText(failure), tone: 'error' };
  }

  protected override render(): unknown {
    const state = this.submission.state;
    const locale = activeLocale();
    let view: unknown;
    if (state.status === 'success') {
      view =
        state.data.operation === 'identify'
          ? identifiedView(state.data.data, locale)
          : registeredView(this.showLink ? state.data.data.magic_link : undefined);
    } else if (this.remembered && state.status === 'idle') {
      view = rememberedView(this.remembered.email, this.remembered.magicLink, () => void this.onNotYou());
    } else {
      view = this.renderForm(state);
    }
    return html`<div class="root" lang=${locale}>
      ${view}
      <div class="visually-hidden" role="status">${this.announcement}</div>
    </div>`;
  }

  private renderForm(state: SubmissionState<Outcome>): unknown {
    const busy = state.status === 'submitting';
    const message = this.formMessage();
    const waiting = busy && state.wait !== undefined && this.countdown.running;
    const identifying = this.mode === 'identify';
    const idle = identifying ? labels.join() : labels.register();
    const working = identifying ? labels.joining() : labels.registering();
    return html`<form part="form" novalidate aria-busy=${busy ? 'true' : 'false'} aria-label=${labels.formName()}
      @submit=${this.onSubmit}>
      ${identifying ? nothing : this.renderFields()}
      <p class="form-error ${message?.tone ?? ''}" part="form-error" role="alert">${message?.text ?? ''}</p>
      ${waiting
        ? html`<p class="countdown" part="countdown">
            ${state.wait!.reason === 'rate-limited'
              ? rateLimitWaitText(this.countdown.secondsLeft)
              : retryWaitText(this.countdown.secondsLeft)}
          </p>`
        : nothing}
      <button type="submit" part="submit" ?disabled=${busy || this.rateLimited}>${busy ? working : idle}</button>
    </form>`;
  }

  private renderFields(): unknown {
    return html`${this.renderField('email', {
      label: labels.email(),
      type: 'email',
      autocomplete: 'email',
      inputmode: 'email',
      maxlength: EMAIL_MAX_LENGTH,
      required: true,
    })}
    ${this.nameField === 'hidden'
      ? nothing
      : this.renderField('name', {
          label: labels.name(),
          type: 'text',
          autocomplete: 'name',
          maxlength: NAME_MAX_LENGTH,
          required: this.nameField === 'required',
        })}
    ${this.renderConsent()}`;
  }

  private renderConsent(): unknown {
    const problem = this.fieldErrors.consent;
    const error = problem ? fieldProblemText('consent', problem) : undefined;
    // Always rendered so the slot can report content; hidden (and not required) while empty.
    return html`<div class="field consent" part="consent" ?hidden=${!this.hasConsent}>
      <div class="consent-row">
        <input
          id="consent-input"
          type="checkbox"
          name="consent"
          part="consent-checkbox"
          ?required=${this.hasConsent}
          aria-invalid=${error ? 'true' : 'false'}
          aria-describedby=${ifDefined(error ? 'consent-error' : undefined)}
          .checked=${live(this.consentChecked)}
          @change=${this.onConsentChange}
        />
        <label for="consent-input" part="label consent-label"><slot name="consent" @slotchange=${this.onConsentSlotChange}></slot></label>
      </div>
      <p id="consent-error" class="field-error" part="field-error">${error ?? ''}</p>
    </div>`;
  }

  private renderField(
    field: InputField,
    o: {
      label: string;
      type: 'email' | 'text';
      autocomplete: 'email' | 'name';
      inputmode?: 'email';
      maxlength: number;
      required: boolean;
    },
  ): unknown {
    const problem = this.fieldErrors[field];
    const error = problem ? fieldProblemText(field, problem) : undefined;
    const id = `${field}-input`;
    const errorId = `${field}-error`;
    return html`<div class="field" part="field">
      <label for=${id} part="label"
        >${o.label}${o.required ? nothing : html` <span class="optional">${labels.optional()}</span>`}</label
      >
      <input
        id=${id}
        part="input ${field}-input"
        name=${field}
        type=${o.type}
        autocomplete=${o.autocomplete}
        inputmode=${ifDefined(o.inputmode)}
        maxlength=${o.maxlength}
        ?required=${o.required}
        aria-invalid=${error ? 'true' : 'false'}
        aria-describedby=${ifDefined(error ? errorId : undefined)}
        .value=${live(this.values[field])}
        @input=${(e: Event) => this.onInput(field, e)}
      />
      <p id=${errorId} class="field-error" part="field-error">${error ?? ''}</p>
    </div>`;
  }
}

function outcome<T extends RegisterResponse | IdentifyResponse>(
  result: ApiResult<T>,
  operation: Outcome['operation'],
): ApiResult<Outcome> {
  // The operation tag travels with the data so the success view knows which it got.
  return result.ok ? { ...result, data: { operation, data: result.data } as Outcome } : result;
}

/** The public `submit-error` detail of a failure: no tokens, server text as given. */
function errorDetail(failure: ApiFailure): SubmitErrorDetail {
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

declare global {
  interface HTMLElementTagNameMap {
    'event-register': EventRegister;
  }
}
