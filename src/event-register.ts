import { localized } from '@lit/localize';
import { html, LitElement, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import { live } from 'lit/directives/live.js';
import { register, type ClientOptions, type WaitInfo } from './api/client.js';
import { IdempotencyKeys } from './api/idempotency.js';
import type { ApiFailure, RegisterRequest, RegisterResponse } from './api/types.js';
import { checkConfig, effectiveTimeout, type ConfigCheck } from './config.js';
import { CountdownController } from './controllers/countdown.js';
import { SubmissionController, type SubmissionState, type SubmissionStatus } from './controllers/submission.js';
import { styles } from './event-register.styles.js';
import { RegisteredEvent, SubmitErrorEvent, type SubmitErrorDetail } from './events.js';
import { activeLocale, applyLocale, preferredLocales } from './localization.js';
import {
  failureText,
  fieldErrorText,
  labels,
  rateLimitUntilText,
  rateLimitWaitText,
  retryWaitText,
  serverFieldErrorText,
  statusText,
  successText,
  unavailableText,
  unexplainedRejectionText,
  type FieldName,
} from './messages.js';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  nameFieldMode,
  validateEmail,
  validateName,
  type NameFieldMode,
} from './validation.js';

type FormMessage = { text: string; tone: 'error' | 'info' };

/** Attributes whose change reconfigures the element and aborts a request under way. */
const CONNECTION_PROPS = ['eventId', 'apiKey', 'baseUrl'] as const;

/**
 * A registration form for an event on the Event Viewing Service.
 *
 * @summary Registers a viewer for an event with an email and an optional name.
 *
 * @fires registered - `RegisteredEvent`: the viewer is registered. `detail`: `{eventId, viewerId, registrationId, registrationToken, magicLink}`. Cancelable.
 * @fires submit-error - `SubmitErrorEvent`: a submission failed after any automatic retries. `detail`: `{status?, kind, title?, detail?, fieldErrors, retryAt?, rateLimit?}`.
 *
 * @slot success - Replaces the default success message.
 *
 * @csspart form - The `<form>`.
 * @csspart field - Each label + input + error group.
 * @csspart label - Each `<label>`.
 * @csspart input - Each `<input>`.
 * @csspart email-input - The email `<input>`.
 * @csspart name-input - The name `<input>`.
 * @csspart field-error - Each field's error message.
 * @csspart form-error - The form-level message region (`role="alert"`).
 * @csspart countdown - The "trying again in N s" line.
 * @csspart submit - The submit `<button>`.
 * @csspart success - The success view.
 * @csspart success-title - The default success heading.
 * @csspart success-link - The magic link, shown with `show-link`.
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
 * @cssprop [--event-register-font-family=system-ui] - Font family.
 * @cssprop [--event-register-font-size=1rem] - Base font size.
 * @cssprop [--event-register-max-width=28rem] - Maximum inline size.
 */
@localized()
export class EventRegister extends LitElement {
  static override styles = styles;

  /** The event's identifier. */
  @property({ attribute: 'event-id' }) eventId = '';

  /** A publishable key (`pk_…`). Secret keys (`sk_…`) are refused. Never reflected. */
  @property({ attribute: 'api-key' }) apiKey = '';

  /** The API root including the version segment, e.g. `https://api.example.com/v1`. */
  @property({ attribute: 'base-url' }) baseUrl = '';

  /** Whether the name field is `optional` (default), `required` or `hidden`. */
  @property({ attribute: 'name-field' }) nameField: NameFieldMode = 'optional';

  /** Per-attempt request timeout in milliseconds (default 15000). */
  @property({ type: Number }) timeout = 15_000;

  /** Show the magic link in the success view. */
  @property({ attribute: 'show-link', type: Boolean }) showLink = false;

  /** Preferred locale (BCP 47); defaults to `<html lang>`, then the browser's languages. */
  @property() locale: string | undefined;

  @state() private values = { email: '', name: '' };
  @state() private fieldErrors: Partial<Record<FieldName, string>> = {};
  @state() private failure: ApiFailure | undefined;
  @state() private backOnline = false;
  @state() private announcement = '';


  private readonly keys = new IdempotencyKeys();
  private readonly submission = new SubmissionController<RegisterResponse>(this, (next) => this.onStateChange(next));
  private readonly countdown = new CountdownController(this, () => this.requestUpdate());
  private config: ConfigCheck = { warnings: [] };
  private lastLoggedConfig = '';

  /** `idle`, `submitting`, `success` or `error`. */
  get state(): SubmissionStatus {
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
    if (changed.has('nameField')) {
      // Unknown values from an attribute fall back to the default rather than breaking the form.
      const normalized = nameFieldMode(this.nameField);
      if (normalized !== this.nameField) {
        console.warn(`<event-register> name-field="${String(this.nameField)}" is not one of optional, required, hidden.`);
        this.nameField = normalized;
      }
    }
    if (changed.has('locale') || !this.hasUpdated) void applyLocale(preferredLocales(this.locale));
    if (CONNECTION_PROPS.some((p) => changed.has(p))) {
      this.config = checkConfig({ eventId: this.eventId ?? '', apiKey: this.apiKey ?? '', baseUrl: this.baseUrl ?? '' });
      this.logConfig();
      if (this.hasUpdated) this.reconfigured();
    }
  }

  /** A changed event, key or API: whatever was under way or shown belongs to the old configuration. */
  private reconfigured(): void {
    this.submission.reset();
    this.countdown.stop();
    this.keys.clear();
    this.failure = undefined;
    this.fieldErrors = {};
  }

  private logConfig(): void {
    const signature = [this.config.problem, ...this.config.warnings].join('|');
    if (signature === this.lastLoggedConfig) return;
    this.lastLoggedConfig = signature;
    if (this.config.explanation) console.error(this.config.explanation);
    for (const warning of this.config.warnings) console.warn(warning);
  }

  /**
   * Validates and submits the form, as pressing the button does. Resolves
   * when the submission has finished (or was refused).
   */
  async submit(): Promise<void> {
    if (this.submission.busy || this.rateLimited) return;
    this.backOnline = false;
    if (this.config.problem) {
      this.failure = { kind: 'config', fieldErrors: [] };
      this.dispatchEvent(
        new SubmitErrorEvent({ kind: 'config', title: 'Invalid configuration', detail: this.config.explanation, fieldErrors: [] }),
      );
      return;
    }
    const errors = this.validate();
    this.fieldErrors = errors;
    if (Object.keys(errors).length) {
      this.failure = undefined;
      await this.focusFirstInvalid();
      return;
    }
    const body = this.requestBody();
    const options: ClientOptions = {
      baseUrl: this.baseUrl.trim(),
      apiKey: this.apiKey.trim(),
      timeoutMs: effectiveTimeout(this.timeout),
    };
    const eventId = this.eventId.trim();
    const idempotencyKey = this.keys.keyFor(JSON.stringify([options.baseUrl, eventId, body]));
    this.failure = undefined;
    const result = await this.submission.run((signal, onWait) =>
      register(options, eventId, body, {
        idempotencyKey,
        signal,
        onWait: (wait) => {
          onWait(wait);
          this.onWait(wait);
        },
      }),
    );
    if (!result) return;
    if (result.status === 'success') await this.succeeded(eventId, result.data);
    else if (result.status === 'error') await this.failed(result.failure);
  }

  private validate(): Partial<Record<FieldName, string>> {
    const errors: Partial<Record<FieldName, string>> = {};
    const email = validateEmail(this.values.email);
    if (email) errors.email = fieldErrorText('email', email);
    const name = validateName(this.values.name, this.nameField);
    if (name) errors.name = fieldErrorText('name', name);
    return errors;
  }

  private requestBody(): RegisterRequest {
    const body: RegisterRequest = { email: this.values.email.trim() };
    const name = this.values.name.trim();
    if (this.nameField !== 'hidden' && name) body.name = name;
    return body;
  }

  private async succeeded(eventId: string, data: RegisterResponse): Promise<void> {
    this.keys.clear();
    this.dispatchEvent(
      new RegisteredEvent({
        eventId,
        viewerId: data.viewer_id,
        registrationId: data.registration_id,
        registrationToken: data.registration_token,
        magicLink: data.magic_link,
      }),
    );
    await this.updateComplete;
    // The form the person was in is gone: move focus to what replaced it.
    this.renderRoot.querySelector<HTMLElement>('.success')?.focus();
  }

  private async failed(failure: ApiFailure): Promise<void> {
    this.failure = failure;
    if (failure.kind === 'validation') {
      const errors: Partial<Record<FieldName, string>> = {};
      for (const error of failure.fieldErrors) {
        if (error.field && !errors[error.field]) errors[error.field] = serverFieldErrorText(error);
      }
      this.fieldErrors = errors;
    }
    if (failure.kind === 'rate-limited' && failure.retryAt !== undefined) this.countdown.start(failure.retryAt);
    this.logFailure(failure);
    this.dispatchEvent(new SubmitErrorEvent(errorDetail(failure)));
    await this.focusFirstInvalid();
  }

  private logFailure(failure: ApiFailure): void {
    const status = failure.status !== undefined ? ` (HTTP ${failure.status})` : '';
    if (failure.kind === 'auth') {
      console.error(`<event-register> the API rejected api-key${status}: it is missing, unknown or revoked.`);
    } else if (failure.kind === 'forbidden') {
      console.error(`<event-register> api-key may not register viewers for this event${status}. Check the key's project scope.`);
    } else if (failure.kind === 'not-found') {
      console.error(`<event-register> event-id "${this.eventId}" was not found${status}.`);
    } else if (failure.kind === 'malformed-response') {
      console.error(`<event-register> the API answered${status} with a body that is not a valid registration response.`);
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
    const active = this.shadowRoot?.activeElement;
    if (!active) this.renderRoot.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
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

  private onStateChange(next: SubmissionState<RegisterResponse>): void {
    if (next.status === 'submitting' && !next.wait) this.announcement = statusText.submitting();
    if (next.status === 'success') this.announcement = successText.title();
    if (next.status !== 'submitting' && !(next.status === 'error' && next.failure.kind === 'rate-limited')) {
      this.countdown.stop();
    }
    if (next.status === 'error' || next.status === 'idle') this.announcement = '';
  }

  private readonly onOnline = (): void => {
    if (this.failure?.kind === 'network') {
      this.backOnline = true;
      this.announcement = statusText.backOnline();
    }
  };

  private onInput(field: 'email' | 'name', event: Event): void {
    const value = (event.target as HTMLInputElement).value;
    this.values = { ...this.values, [field]: value };
    // The person is fixing it: stop shouting about it.
    if (this.fieldErrors[field]) {
      const { [field]: _fixed, ...rest } = this.fieldErrors;
      this.fieldErrors = rest;
    }
  }

  private readonly onSubmit = (event: SubmitEvent): void => {
    event.preventDefault();
    void this.submit();
  };

  /** The form-level message, derived from configuration and the last failure. */
  private formMessage(): FormMessage | undefined {
    if (this.config.problem) return { text: unavailableText(), tone: 'error' };
    const failure = this.failure;
    if (!failure) return undefined;
    if (failure.kind === 'network' && this.backOnline) return { text: statusText.backOnline(), tone: 'info' };
    if (failure.kind === 'conflict') return { text: failureText(failure), tone: 'info' };
    if (failure.kind === 'rate-limited' && failure.retryAt !== undefined && this.countdown.running) {
      const time = new Intl.DateTimeFormat(activeLocale(), { timeStyle: 'medium' }).format(failure.retryAt);
      return { text: rateLimitUntilText(time), tone: 'error' };
    }
    if (failure.kind === 'validation') {
      const unmapped = failure.fieldErrors.filter((e) => !e.field).map((e) => e.message).filter(Boolean);
      const mapped = failure.fieldErrors.some((e) => e.field);
      if (unmapped.length) return { text: [mapped ? failureText(failure) : '', ...unmapped].join(' ').trim(), tone: 'error' };
      if (!mapped) return { text: failure.detail ?? unexplainedRejectionText(), tone: 'error' };
    }
    return { text: failureText(failure), tone: 'error' };
  }

  protected override render(): unknown {
    const state = this.submission.state;
    return html`<div class="root" lang=${activeLocale()}>
      ${state.status === 'success' ? this.renderSuccess(state.data) : this.renderForm(state)}
      <div class="visually-hidden" role="status">${this.announcement}</div>
    </div>`;
  }

  private renderSuccess(data: RegisterResponse): unknown {
    return html`<div class="success" part="success" tabindex="-1">
      <slot name="success">
        <p class="success-title" part="success-title">${successText.title()}</p>
        <p>${successText.body()}</p>
        ${this.showLink
          ? html`<p><a part="success-link" href=${data.magic_link} rel="noopener noreferrer">${successText.link()}</a></p>`
          : nothing}
      </slot>
    </div>`;
  }

  private renderForm(state: SubmissionState<RegisterResponse>): unknown {
    const busy = state.status === 'submitting';
    const message = this.formMessage();
    const waiting = busy && state.wait !== undefined && this.countdown.running;
    return html`<form part="form" novalidate aria-busy=${busy ? 'true' : 'false'} aria-label=${labels.formName()}
      @submit=${this.onSubmit}>
      ${this.renderField('email', {
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
      <p class="form-error ${message?.tone ?? ''}" part="form-error" role="alert">${message?.text ?? ''}</p>
      ${waiting
        ? html`<p class="countdown" part="countdown">
            ${state.wait!.reason === 'rate-limited'
              ? rateLimitWaitText(this.countdown.secondsLeft)
              : retryWaitText(this.countdown.secondsLeft)}
          </p>`
        : nothing}
      <button type="submit" part="submit" ?disabled=${busy || this.rateLimited}>
        ${busy ? labels.registering() : labels.register()}
      </button>
    </form>`;
  }

  private renderField(
    field: 'email' | 'name',
    o: { label: string; type: string; autocomplete: string; inputmode?: string; maxlength: number; required: boolean },
  ): unknown {
    const error = this.fieldErrors[field];
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
