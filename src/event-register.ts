import { html, LitElement, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import type { WaitInfo } from './api/client.js';
import type { ApiFailure } from './api/types.js';
import { booleanAttribute } from './boolean-attribute.js';
import { effectiveTimeout, modeOf, readConfiguration, type Configuration, type Mode } from './config.js';
import { ColorSchemeController, themeOf, type Theme } from './controllers/color-scheme.js';
import { CountdownController } from './controllers/countdown.js';
import { LocaleController } from './controllers/locale.js';
import { PrefetchController } from './controllers/prefetch.js';
import { FormStateController } from './controllers/form-state.js';
import { SlotContentController } from './controllers/slot-content.js';
import { SubmissionController, type SubmissionState, type SubmissionStatus } from './controllers/submission.js';
import type { CustomAttributes } from './custom-attributes.js';
import { nextInstanceIds } from './instance-ids.js';
import { formatSeconds } from './formatting.js';
import { addCataloguePart } from './i18n/catalogues.js';
import { withMessages, type EventRegisterStrings } from './i18n/msg.js';
import type { IdempotencyKeys } from './api/idempotency.js';
import type { Interaction } from './interaction.js';
import { interactionChunk, loadedInteraction } from './interaction-chunk.js';
import { connectionText, labels, rateLimitWaitText, retryWaitText, statusText, testModeText, unavailableText, type ErrorField, type ErrorText } from './messages.js';
import type { Success } from './modes/mode.js';
import { MODE_TEXT, type ModeText } from './modes/mode-text.js';
import { prefillFromUrl, prefillMode, urlWithoutPrefill } from './prefill.js';
import { adoptLightStyles } from './styles/light.js';
import { shadowStyles } from './styles/shadow.js';
import { formTemplate } from './templates/form.js';
import { registerFieldsTemplate } from './templates/register-fields.js';
import type { SuccessViewContext } from './templates/success.js';
import { nameFieldMode, type NameFieldMode } from './validation.js';

/** Where the form renders: the element's shadow root (default), or its light DOM. */
export type RenderRootMode = 'shadow' | 'light';

/** Properties whose change reconfigures the element and aborts a request under way. */
const CONNECTION_PROPS = ['eventId', 'apiKey', 'baseUrl', 'mode', 'externalId', 'customAttributes'] as const;

/**
 * A registration form for an event on the Event Viewing Service.
 *
 * With `render-root="light"`, `::part()` cannot reach the form: the same elements carry the same
 * names in a `part` attribute, so `event-register [part~="submit"]` styles what `::part(submit)` would.
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
 * @slot success - Replaces the default success message. With `render-root="light"` the content is moved into the success view when it shows.
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
 * @csspart form-error - The form-level message banner (`role="alert"`), with an icon: an error, or information such as "already registered".
 * @csspart message-action - The banner's way forward, such as "Use a different email address" after "already registered".
 * @csspart error-summary - GOV.UK's error summary ("There is a problem"), listing each field error as a link to its field. It takes focus after a failed submit.
 * @csspart test-mode - The "Test mode" badge shown with a `pk_test_` key.
 * @csspart countdown - The "trying again in N s" line.
 * @csspart submit - The submit `<button>` (Register, or Join event in identify mode).
 * @csspart success - The success view.
 * @csspart success-title - The default success heading.
 * @csspart success-link - The magic link (with `show-link`, or for a remembered registration).
 * @csspart not-you - The "Not you?" button of a remembered registration.
 * @csspart progress - Identify mode's progress bar and text.
 * @csspart viewer-status - Identify mode's status line for a status the widget does not know.
 *
 * @cssprop [--event-register-accent=light-dark(#0b5cd5, #79b8ff)] - Button, link and focus colour. The first value is used on a light page, the second on a dark one.
 * @cssprop [--event-register-accent-contrast=light-dark(#ffffff, #0d1117)] - Text on the accent colour.
 * @cssprop [--event-register-color=inherit] - Text colour: the page's own (`CanvasText` with `theme="light"` or `"dark"`).
 * @cssprop [--event-register-muted-color=light-dark(#57606a, #b1bac4)] - Secondary text colour.
 * @cssprop [--event-register-danger=light-dark(#b3261e, #ff9b93)] - Error colour.
 * @cssprop [--event-register-success=light-dark(#146c2e, #56d364)] - Success accent colour.
 * @cssprop [--event-register-border-color=light-dark(#8c959f, #8b949e)] - Input border colour.
 * @cssprop [--event-register-background=transparent] - Background of the widget (`Canvas` with `theme="light"` or `"dark"`).
 * @cssprop [--event-register-input-background=Field] - Input background (the system's field colour for the scheme).
 * @cssprop [--event-register-input-color=FieldText] - Input text colour.
 * @cssprop [--event-register-padding=1.25rem] - Padding of the widget's own surface with `theme="light"` or `"dark"`.
 * @cssprop [--event-register-radius=0.5rem] - Corner radius of inputs, button and themed surface.
 * @cssprop [--event-register-gap=1rem] - Space between fields.
 * @cssprop [--event-register-font-family=inherit] - Font family: the page's own.
 * @cssprop [--event-register-font-size=1rem] - Base font size.
 * @cssprop [--event-register-max-width=28rem] - Maximum inline size.
 */
export class EventRegister extends LitElement {
  static override styles = shadowStyles;

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

  /** The language, a BCP 47 tag such as `de`, `pt-PT` or `zh-TW`. Defaults to the nearest ancestor's `lang` (usually `<html lang>`, followed live), then the browser's languages, then English. Each widget has its own; `ar`, `he`, `fa` and `ur` render right to left. See Localization in the README for the 56 locales and the fallbacks (`de-AT` → `de`, `es-MX` → `es-419`…). */
  @property() locale: string | undefined;

  /** Replaces any of the widget's messages, for this instance only, by message id: `{ 'button.register': 'Save my seat' }`. `{0}`, `{1}`… stand for the message's values. Property only. The ids are listed in the README and typed as `EventRegisterStrings`. */
  @property({ attribute: false }) strings: EventRegisterStrings | undefined;

  /**
   * `shadow`: the form renders in the element's shadow root, sealed from the page's CSS. `light`: it renders as ordinary elements inside the element, so browser autofill and password managers see its inputs, and the page's CSS can reach it. Read when the element connects; a later change has no effect (and warns).
   * @type {'shadow' | 'light'}
   */
  @property({ attribute: 'render-root' }) renderRootMode: RenderRootMode = 'shadow';

  /**
   * `auto`: follow the page, with its font and text colour, and colours that suit a light or a dark page (its `color-scheme`, or its text colour when it declares none). `light` or `dark`: the widget's own surface in that scheme, whatever the page.
   * @type {'auto' | 'light' | 'dark'}
   */
  @property() theme: Theme = 'auto';

  /**
   * `stacked` (default): one field per row. `inline`: the email field and the button share a row when there is room, and stack when there is not (a newsletter-style embed).
   * @type {'stacked' | 'inline'}
   */
  @property() layout: 'stacked' | 'inline' = 'stacked';

  /** The accessible name of the form landmark, so that several widgets on one page can be told apart. Defaults to "Event registration", translated. */
  @property({ attribute: 'form-label' }) formLabel = '';

  @state() private failure: ApiFailure | undefined;
  @state() private backOnline = false;
  /** Said by the live region; a function, so that it follows a live change of language. */
  @state() private announcement: (() => string) | undefined;

  private readonly ids = nextInstanceIds();
  // Element references, found in whichever root the form renders into.
  @query('.er-input[name="email"]') private readonly emailInput!: HTMLInputElement | null;
  @query('.er-input[name="name"]') private readonly nameInput!: HTMLInputElement | null;
  @query('.er-checkbox') private readonly consentInput!: HTMLInputElement | null;
  @query('.er-submit') private readonly submitButton!: HTMLButtonElement | null;
  @query('.er-success') private readonly successView!: HTMLElement | null;
  @query('.er-error-summary') private readonly errorSummary!: HTMLElement | null;
  private readonly form = new FormStateController(this);
  private readonly colorScheme = new ColorSchemeController(this);
  private readonly slots = new SlotContentController(this, () => this.rendersLight);
  private readonly submission = new SubmissionController<Success>(this, (next, previous) => this.onStateChange(next, previous));
  private readonly countdown = new CountdownController(this, () => this.onWaitOver());
  private readonly prefetch = new PrefetchController(this, () => this.loadInteraction());
  private readonly i18n = new LocaleController(this, () => this.locale, () => this.strings);
  /** The interaction chunk, once loaded (interaction.ts); every submission path awaits it first. */
  private kit: Interaction | undefined;
  private kitLoading: Promise<Interaction | undefined> | undefined;
  private keys: IdempotencyKeys | undefined;
  private configuration: Configuration = { check: { warnings: [] }, identifyAttributes: {} };
  private lastLoggedConfig = '';
  private autoIdentified: string | undefined;
  /** Decided once, when the render root is created. */
  private rendersLight = false;

  /** `'idle' | 'submitting' | 'success' | 'error'`. A remembered registration reads as `success`. Each change fires `state-change`. */
  get state(): SubmissionStatus {
    return this.submission.state.status;
  }

  private get modeText(): ModeText {
    return MODE_TEXT[modeOf(this.mode)];
  }

  /** Takes the interaction chunk into use: keys, the result messages of the current locale, a remembered registration. */
  private useKit(kit: Interaction): Interaction {
    if (this.kit === kit) return kit;
    this.kit = kit;
    this.keys = new kit.IdempotencyKeys();
    addCataloguePart(kit.resultLocaleLoaders);
    void this.i18n.reload();
    if (this.remember) this.syncRemembered(false);
    this.requestUpdate();
    return kit;
  }

  /** The interaction chunk: at once when the page has it, else loaded (the browser fetches it once per page). Undefined when it cannot load: the person is told, as for a network failure. */
  private loadInteraction(): Promise<Interaction | undefined> {
    const ready = this.kit ?? loadedInteraction();
    if (ready) return Promise.resolve(this.useKit(ready));
    this.kitLoading ??= interactionChunk().then(
      (kit) => this.useKit(kit),
      (error: unknown) => {
        this.kitLoading = undefined; // Try again on the next submit.
        console.warn('<event-register> could not load its code for submitting; the person sees a connection error.', error);
        return undefined;
      },
    );
    return this.kitLoading;
  }

  protected override createRenderRoot(): HTMLElement | DocumentFragment {
    this.rendersLight = this.renderRootMode === 'light';
    if (!this.rendersLight) return super.createRenderRoot();
    // The document stylesheet makes [render-root="light"] a block; the property alone would not.
    this.setAttribute('render-root', 'light');
    adoptLightStyles(this.ownerDocument);
    return this;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // Moved into another document (an iframe): that document needs the styles too.
    if (this.rendersLight) adoptLightStyles(this.ownerDocument);
    window.addEventListener('online', this.onOnline);
    const kit = loadedInteraction();
    if (kit) this.useKit(kit);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener('online', this.onOnline);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('nameField')) this.nameField = normalized('name-field', this.nameField, nameFieldMode(this.nameField), 'optional, required, hidden');
    if (changed.has('mode')) this.mode = normalized('mode', this.mode, modeOf(this.mode), 'register, identify');
    if (changed.has('renderRootMode')) this.checkRenderRootMode();
    if (changed.has('layout') && this.layout !== 'inline') this.layout = normalized('layout', this.layout, 'stacked', 'stacked, inline');
    if (changed.has('theme')) this.theme = normalized('theme', this.theme, themeOf(this.theme), 'auto, light, dark');
    if (changed.has('locale')) this.i18n.refresh();
    if (!this.hasUpdated) this.applyUrlPrefill();
    if (changed.has('email')) this.form.prefill('email', this.email ?? '');
    if (changed.has('name')) this.form.prefill('name', this.name ?? '');
    const connectionChanged = CONNECTION_PROPS.some((p) => changed.has(p));
    if (connectionChanged) {
      this.configuration = readConfiguration(this);
      this.logConfig();
    }
    if (connectionChanged || changed.has('remember')) this.syncRemembered(connectionChanged && this.hasUpdated);
  }

  protected override updated(): void {
    this.maybeAutoIdentify();
  }

  private checkRenderRootMode(): void {
    const value = this.renderRootMode;
    if (value !== 'light' && value !== 'shadow' && value != null) {
      console.warn(`<event-register> render-root="${String(value)}" is not shadow or light; using shadow.`);
    } else if (this.hasUpdated && (value === 'light') !== this.rendersLight) {
      console.warn('<event-register> render-root is read when the element connects; set it before adding the element to the page.');
    }
  }

  /** Reads `email`/`name` from the page URL once, and strips them when allowed. */
  private applyUrlPrefill(): void {
    const mode = prefillMode(this.prefillFromUrl);
    if (mode === 'off') return;
    const url = new URL(window.location.href);
    // Values from the URL are the person's own: an attribute's default must not replace them.
    this.form.adopt(prefillFromUrl(url));
    const stripped = mode === 'strip' ? urlWithoutPrefill(url) : undefined;
    if (stripped) history.replaceState(history.state, '', stripped);
  }

  /**
   * Shows a remembered registration (a success with no new event) when `remember`
   * finds one for this event and API, and takes it away when it no longer applies.
   * `reconfigured`: the event, key, API or identity changed, so whatever was under
   * way or shown belongs to the old configuration.
   */
  private syncRemembered(reconfigured: boolean): void {
    const { check } = this.configuration;
    const kit = this.kit;
    // `remember` needs the interaction chunk (storage, the remembered view): load it, then come back here.
    if (!kit && this.remember) void this.loadInteraction();
    const record = kit && this.remember && this.mode === 'register' && !check.problem ? kit.recall(this.baseUrl.trim(), this.eventId.trim()) : undefined;
    const state = this.submission.state;
    const showingRemembered = state.status === 'success' && state.data.remembered === true;
    if (reconfigured) {
      this.countdown.stop();
      this.keys?.clear();
      this.failure = undefined;
      this.form.clearErrors();
      if (!(showingRemembered && record)) this.submission.reset();
    }
    if (kit && record && (this.submission.state.status === 'idle' || showingRemembered)) this.submission.show(kit.rememberedSuccess(record));
    else if (!record && showingRemembered) this.submission.reset();
  }

  private logConfig(): void {
    const { check } = this.configuration;
    const signature = [check.problem, check.explanation, ...check.warnings].join('|');
    if (signature === this.lastLoggedConfig) return;
    this.lastLoggedConfig = signature;
    if (check.explanation) console.error(check.explanation);
    for (const warning of check.warnings) console.warn(warning);
  }

  private maybeAutoIdentify(): void {
    if (this.mode !== 'identify' || !this.auto || this.configuration.check.problem || !this.isConnected) return;
    const fingerprint = JSON.stringify([this.baseUrl, this.eventId, this.apiKey, this.externalId, this.configuration.identifyAttributes]);
    if (fingerprint === this.autoIdentified || this.submission.busy) return;
    this.autoIdentified = fingerprint;
    this.prefetch.prefetch();
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
    // Synchronous when the chunk is here (prefetched), so that errors show in the same task.
    const ready = this.kit ?? loadedInteraction();
    const kit = ready ? this.useKit(ready) : await this.loadInteraction();
    // Errors and success in the person's language: their messages load with the chunk.
    if (!this.i18n.ready) await this.i18n.settled;
    // A second press while the chunk was loading: the first one goes on.
    if (this.submission.busy) return;
    this.backOnline = false;
    if (!kit) {
      this.failure = { kind: 'network', fieldErrors: [], ...(navigator.onLine === false && { offline: true }) };
      return;
    }
    const { check, identifyAttributes } = this.configuration;
    if (check.problem) {
      this.failure = { kind: 'config', fieldErrors: [] };
      this.logConfig();
      this.dispatchEvent(new kit.SubmitErrorEvent({ kind: 'config', title: 'Invalid configuration', detail: check.explanation, fieldErrors: [] }));
      return;
    }
    const mode = modeOf(this.mode) === 'identify' ? kit.identifyMode : kit.registerMode;
    const keys = (this.keys ??= new kit.IdempotencyKeys());
    if (!mode.hasFields) this.form.clearErrors();
    else if (!this.form.validate({ nameField: this.nameField, consentRequired: this.slots.has('consent') })) {
      this.failure = undefined;
      await this.focusFirstInvalid();
      return;
    }
    const eventId = this.eventId.trim();
    const prepared = mode.prepare({ eventId, ...this.form.values, nameField: this.nameField, externalId: this.externalId, attributes: identifyAttributes });
    if (!this.dispatchEvent(new kit.RegisterSubmitEvent(prepared.body))) return;
    // Only a person working in the form gets focus moved for them; an `auto` identify
    // or a host's own submit() must not pull focus away from where the visitor is.
    const personInForm = fromForm || this.matches(':focus-within');
    const client = { baseUrl: this.baseUrl.trim(), apiKey: this.apiKey.trim(), timeoutMs: effectiveTimeout(this.timeout) };
    const idempotencyKey = keys.keyFor(JSON.stringify([mode.operation, client.baseUrl, eventId, prepared.body]));
    this.failure = undefined;
    const result = await this.submission.run((signal, onWait) =>
      prepared.send(client, {
        idempotencyKey,
        signal,
        onWait: (wait) => {
          onWait(wait);
          this.onWait(wait);
        },
      }),
    );
    if (result?.status === 'success') await this.succeeded(kit, result.data, client.baseUrl, eventId, personInForm);
    else if (result?.status === 'error') await this.failed(kit, result.failure, personInForm);
  }

  /** Clears values, errors, the success view and any request under way. The next submission gets a new idempotency key. A remembered registration stays stored ("Not you?" forgets it). */
  reset(): void {
    this.submission.reset();
    this.countdown.stop();
    this.keys?.clear();
    this.form.reset();
    this.failure = undefined;
    this.backOnline = false;
    this.announcement = undefined;
  }

  private async succeeded(kit: Interaction, success: Success, baseUrl: string, eventId: string, moveFocus: boolean): Promise<void> {
    this.keys?.clear();
    if (this.remember && success.record) kit.remember(baseUrl, eventId, success.record);
    const proceed = success.event ? this.dispatchEvent(success.event) : true;
    if (this.redirect && proceed && success.redirectTo) {
      window.location.assign(success.redirectTo);
      return;
    }
    if (!moveFocus) return;
    await this.updateComplete;
    // The form the person was in is gone: move focus to what replaced it.
    this.successView?.focus();
  }

  private async failed(kit: Interaction, failure: ApiFailure, moveFocus: boolean): Promise<void> {
    this.failure = failure;
    if (failure.kind === 'validation') this.form.showServerErrors(failure);
    if (failure.kind === 'rate-limited' && failure.retryAt !== undefined) this.countdown.start(failure.retryAt);
    const explanation = kit.failureExplanation(failure, this.modeText.operation, this.eventId);
    if (explanation) console.error(explanation);
    this.dispatchEvent(new kit.SubmitErrorEvent(kit.submitErrorDetail(failure)));
    if (moveFocus || this.form.errors.length) await this.focusFirstInvalid();
  }

  /** After a failed submit: the error summary when fields are wrong (GOV.UK), else keep focus in the form. */
  private async focusFirstInvalid(): Promise<void> {
    await this.updateComplete;
    if (this.form.errors.length && this.errorSummary) {
      this.errorSummary.focus();
      return;
    }
    // Focus was elsewhere on the page (a host's submit()): bring it to the form's button.
    if (!this.matches(':focus-within')) this.submitButton?.focus();
  }

  /** The input an error summary link points at. */
  private readonly followSummaryLink = (target: string): void => {
    const inputs: Record<string, HTMLInputElement | null> = {
      [this.ids.email]: this.emailInput,
      [this.ids.name]: this.nameInput,
      [this.ids.consent]: this.consentInput,
    };
    const input = inputs[target];
    input?.focus();
    input?.scrollIntoView({ block: 'center' });
  };

  /** A wait the person saw (a countdown, a rate limit) is over: say so, politely. */
  private onWaitOver(): void {
    if (this.failure?.kind === 'rate-limited' && this.kit) this.announcement = this.kit.actionText.tryAgainNow;
    this.requestUpdate();
  }

  /** "Already registered" → start again with another address, in the email field. */
  private readonly onDifferentEmail = async (): Promise<void> => {
    this.failure = undefined;
    this.keys?.clear();
    this.form.input('email', '');
    await this.updateComplete;
    this.emailInput?.focus();
  };

  private get rateLimited(): boolean {
    return this.countdown.running && this.failure?.kind === 'rate-limited';
  }

  private onWait(wait: WaitInfo): void {
    this.countdown.start(wait.until);
    const seconds = Math.max(1, Math.ceil((wait.until - Date.now()) / 1000));
    // Announced once per wait, politely; the visible countdown updates silently.
    this.announcement = () => {
      const duration = formatSeconds(seconds, this.i18n.locale);
      return wait.reason === 'rate-limited' ? rateLimitWaitText(duration) : retryWaitText(duration);
    };
  }

  private onStateChange(next: SubmissionState<Success>, previous: SubmissionState<Success>): void {
    if (next.status === 'submitting' && !next.wait) {
      const mode = this.modeText;
      this.announcement = () => mode.progressAnnouncement();
    }
    // A remembered registration is no news: it is shown, not announced.
    if (next.status === 'success' && !next.data.remembered) {
      const success = next.data;
      this.announcement = () => success.announcement();
    }
    if (next.status !== 'submitting' && !(next.status === 'error' && next.failure.kind === 'rate-limited')) this.countdown.stop();
    if (next.status === 'error' || next.status === 'idle') this.announcement = undefined;
    // Every change of state comes from a submission, so the chunk is here.
    if (next.status !== previous.status && this.kit) this.dispatchEvent(new this.kit.StateChangeEvent({ state: next.status, previous: previous.status }));
  }

  private readonly onOnline = (): void => {
    if (this.failure?.kind === 'network') {
      this.backOnline = true;
      this.announcement = statusText.backOnline;
    }
  };

  private readonly onSubmit = (event: SubmitEvent): void => {
    event.preventDefault();
    void this.run(true);
  };

  private readonly onNotYou = async (): Promise<void> => {
    this.kit?.forget(this.baseUrl.trim(), this.eventId.trim());
    this.reset();
    await this.updateComplete;
    this.emailInput?.focus();
  };

  // The first render waits for its translations (briefly), so a German page never sees English first.
  protected override async scheduleUpdate(): Promise<unknown> {
    // With `remember`, the remembered view (in the interaction chunk) may be what shows first.
    if (!this.hasUpdated) await Promise.all([this.i18n.firstRender, this.remember ? this.loadInteraction() : undefined]);
    return super.scheduleUpdate();
  }

  // Every message rendered, or computed by a template, comes from this widget's catalogue and `strings`.
  protected override update(changed: PropertyValues<this>): void {
    withMessages(this.i18n.messages, () => super.update(changed));
  }

  protected override render(): unknown {
    const state = this.submission.state;
    const locale = this.i18n.locale;
    const context: SuccessViewContext = {
      showLink: this.showLink,
      locale,
      slot: this.slots.render,
      onNotYou: () => void this.onNotYou(),
    };
    const scheme = this.theme === 'auto' && this.colorScheme.scheme === 'dark' ? ' er-scheme-dark' : '';
    return html`<div class="er-root er-theme-${this.theme}${scheme}" lang=${locale} dir=${this.i18n.direction}>
      ${state.status === 'success' ? state.data.view(context) : this.renderForm(state, locale)}
      <div class="er-visually-hidden" role="status">${this.announcement?.()}</div>
    </div>`;
  }

  private renderForm(state: SubmissionState<Success>, locale: string): TemplateResult {
    const mode = this.modeText;
    const kit = this.kit;
    const busy = state.status === 'submitting';
    const wait = busy && this.countdown.running ? state.wait : undefined;
    const duration = formatSeconds(this.countdown.secondsLeft, locale);
    return formTemplate({
      label: this.formLabel.trim() || labels.formName(),
      busy,
      badge: this.apiKey.trim().startsWith('pk_test_') ? testModeText() : undefined,
      // Errors, a failure and their texts exist only once the interaction chunk is here.
      summary: kit ? kit.errorSummaryTemplate({
        id: `${this.ids.email}-summary`,
        entries: this.form.errors.flatMap(({ field }) => {
          const error = this.errorFor(field);
          const target = field === 'external_id' ? undefined : this.ids[field];
          return error ? [{ error, target }] : [];
        }),
        onFollow: this.followSummaryLink,
      }) : nothing,
      fields: mode.hasFields ? this.renderFields() : nothing,
      message: kit
        ? kit.formMessage({
            misconfigured: this.configuration.check.problem !== undefined,
            failure: this.failure,
            backOnline: this.backOnline,
            waiting: this.countdown.running,
            locale,
            onDifferentEmail: () => void this.onDifferentEmail(),
          })
        : this.configuration.check.problem !== undefined
          ? { texts: [{ text: unavailableText(), raw: false }], tone: 'error' }
          : this.failure && { texts: [{ text: connectionText(this.failure.offline), raw: false }], tone: 'error' },
      countdown: wait && (wait.reason === 'rate-limited' ? rateLimitWaitText(duration) : retryWaitText(duration)),
      buttonLabel: busy ? mode.busyLabel() : mode.idleLabel(),
      buttonState: busy ? 'busy' : this.rateLimited ? 'rate-limited' : 'idle',
      inline: this.layout === 'inline',
      onSubmit: this.onSubmit,
    });
  }

  /** A field's error as shown: the widget's own words, or the server's when nothing matched. */
  private errorFor(field: ErrorField): ErrorText | undefined {
    const problem = this.form.problem(field);
    return problem && this.kit?.fieldProblemMessage(field, problem);
  }

  private renderFields(): TemplateResult {
    return registerFieldsTemplate({
      ids: this.ids,
      values: this.form.values,
      nameField: this.nameField,
      errorText: (field) => this.errorFor(field),
      consentShown: this.slots.has('consent'),
      consentChecked: this.form.consentChecked,
      slot: this.slots.render,
      onInput: (field, value) => this.form.input(field, value),
      onConsent: (checked) => this.form.setConsent(checked),
      inline: this.layout === 'inline',
    });
  }
}

/** An attribute's value normalized to a known one; anything but a removed attribute (null, the default) is worth a warning. */
function normalized<T extends string>(attribute: string, value: T, known: T, choices: string): T {
  if (value !== known && value != null) console.warn(`<event-register> ${attribute}="${String(value)}" is not one of ${choices}; using ${known}.`);
  return known;
}

declare global {
  interface HTMLElementTagNameMap {
    'event-register': EventRegister;
  }
}
