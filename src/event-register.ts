import { html, isServer, LitElement, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import { fieldIds, type FieldIds } from './fields/ids.js';
import { nameFieldMode, TEXT_FIELDS } from './fields/model.js';
import { booleanAttribute } from './form/attribute-converters.js';
import { ColorSchemeController } from './form/color-scheme.js';
import { dialogModule, dialogView, loadDialog } from './form/dialog-loader.js';
import { FormState } from './form/form-state.js';
import { HeldSubmissionController } from './form/held-submission.js';
import { heldParts } from './form/held-view.js';
import { instancePrefix } from './form/instance-prefix.js';
import { InteractionController } from './form/interaction-controller.js';
import { labels, testModeText } from './form/messages.js';
import { MODE_LABELS, modeOf } from './form/mode-labels.js';
import { PrefetchController } from './form/prefetch.js';
import { SlotContentController } from './form/slot-content.js';
import { lightRenderRoot } from './form/styles/light.js';
import { shadowStyles } from './form/styles/shadow.js';
import { fieldsTemplate } from './form/templates/fields.js';
import { formTemplate, type FormParts } from './form/templates/form.js';
import { LocaleController } from './i18n/locale-controller.js';
import { withMessages, type EventRegisterStrings } from './i18n/msg.js';
import type { AfterEnd, CalendarLink, CustomAttributes, Layout, Mode, NameFieldMode } from './public-types.js';
import type { RenderRootMode, SessionInput, SessionsMode, SubmissionStatus, Theme } from './public-types.js';

/**
 * A registration form for an event on the Event Viewing Service.
 *
 * With `render-root="light"`, `::part()` cannot reach the form: the same elements carry the same
 * names in a `part` attribute, so `event-register [part~="submit"]` styles what `::part(submit)` would.
 *
 * @tagname event-register
 * @summary Registers a viewer for an event (email + optional name), or identifies a signed-in viewer.
 *
 * @fires {RegisteredEvent} registered - The viewer is registered.
 *   `detail`: `{eventId, viewerId, registrationId, registrationToken, magicLink}`,
 *   camelCase copies of the response fields, and with `attribution` the page's `campaign`.
 *   Cancelable: `preventDefault()` stops `redirect`. In a series (`sessions-mode="all"`) it fires once per
 *   session, as each is registered, and a listener runs each time.
 * @fires {SeriesRegisteredEvent} series-registered - Every session of a series (`sessions-mode="all"`) is
 *   registered, after their `registered` events. `detail`: `{sessions: [{eventId, registrationId}]}`.
 *   Cancelable: `preventDefault()` stops `redirect` (to the first session's magic link).
 * @fires {IdentifiedEvent} identified - Identify mode succeeded.
 *   `detail`: `{eventId, viewerId, registrationToken, slug, status, progressPercent}`.
 *   Cancelable, though nothing follows it yet.
 * @fires {SubmitErrorEvent} submit-error - A submission failed, after any automatic retries.
 *   `detail`: `{status?, kind, title?, detail?, fieldErrors: [{field, message}], retryAt?,
 *   rateLimit?: {limit?, remaining?, reset?}}`. Not cancelable.
 * @fires {SubmitInvalidEvent} submit-invalid - A press that sent nothing: the form's own checks stopped it. `detail`:
 *   `{fields}`, the names of the controls they stopped (`email`, `name`, `consent`, `session`), in the form's order; never
 *   their values. Not cancelable.
 * @fires {RegisterSubmitEvent} register-submit - The form passed its checks and the request is about to be sent.
 *   `detail`: the checked request body, `{email, name?}` or `{external_id, ...customAttributes}`.
 *   Cancelable: `preventDefault()` sends nothing.
 * @fires {JoinEvent} join - The person pressed "Join now". `detail`: `{eventId, magicLink}`.
 *   Cancelable: `preventDefault()` stops the widget opening the link, so that an app can join its own way.
 * @fires {AddressSuggestionEvent} address-suggestion - What became of a "Did you mean …?" hint. `detail`: `{action,
 *   suggestion}`: `shown` (once per suggestion shown), `used` ("Use" pressed) or `kept` (its Keep button, or a press that
 *   sends past it), and the address suggested. Not cancelable.
 * @fires {CalendarAddEvent} calendar-add - The person picked an item of the calendar menu. `detail`: `{eventId,
 *   calendar}`, the event (or session) and one of `google`, `outlook`, `microsoft365`, `yahoo` or `ics`. Not cancelable.
 * @fires {StateChangeEvent} state-change - The `state` property changed. `detail`: `{state, previous}`. Not cancelable.
 * @fires {DialogOpenEvent} dialog-open - With `dialog`: the form's dialog opened. `detail`: `{opener}`, the element
 *   that opened it (a `data-event-register-open` element of the page, the widget itself for its own button, `null` for
 *   `open()`). Not cancelable.
 * @fires {DialogCloseEvent} dialog-close - With `dialog`: the form's dialog closed. `detail`: `{reason}`, one of
 *   `escape`, `button` (its close button), `backdrop` or `api` (`close()`). A submission under way goes on. Not cancelable.
 *
 * @slot success - Replaces the default success message. With `render-root="light"` the content is moved into the
 *   success view when it shows.
 * @slot consent - When it has content, the form shows a required checkbox labelled by that content
 *   (`<span slot="consent">I agree to … <a href="/privacy">privacy notice</a></span>`).
 *   Nothing is sent until it is checked, and nothing about consent is sent to the API, whose spec has no field for it.
 * @slot dialog-button - With `dialog`: the text of the button that opens the dialog, in place of "Register" ("Join event" in
 *   identify mode) (`<span slot="dialog-button">Save my seat</span>`). Once the person is registered it reads "You're registered".
 *
 * @csspart form - The `<form>`.
 * @csspart field - Each label + input + error group.
 * @csspart label - Each `<label>`.
 * @csspart input - Each text `<input>`.
 * @csspart email-input - The email `<input>`.
 * @csspart name-input - The name `<input>`.
 * @csspart consent - The consent checkbox group.
 * @csspart consent-checkbox - The consent checkbox.
 * @csspart consent-label - The consent checkbox's `<label>`, which holds the `consent` slot
 *   (it also has the `label` part).
 * @csspart field-error - Each field's error message.
 * @csspart form-error - The form-level message banner (`role="alert"`), with an icon: an error,
 *   or information such as "already registered".
 * @csspart message-action - The banner's way forward,
 *   such as "Use a different email address" after "already registered".
 * @csspart error-summary - GOV.UK's error summary ("There is a problem"),
 *   listing each field error as a link to its field. It takes focus after a failed submit.
 * @csspart test-mode - The "Test mode" badge shown with a `pk_test_` key.
 * @csspart countdown - The countdown line ("Trying again in 30 seconds.") while the widget waits to retry.
 * @csspart email-hint - "Did you mean ada@gmail.com?" under the email field, with its two buttons.
 * @csspart email-hint-use - The hint's "Use ada@gmail.com" button.
 * @csspart email-hint-keep - The hint's "Keep ada@gmial.com" button.
 * @csspart submit - The submit `<button>` (Register, or Join event in identify mode).
 * @csspart success - The success view.
 * @csspart success-title - The default success heading.
 * @csspart sent-to - The success view's "Check your inbox: we emailed … your link to join the event." line.
 * @csspart wrong-address - Its "Wrong address?" button, back to the form for a new registration.
 * @csspart success-link - The magic link (with `show-link`, or for a remembered registration).
 * @csspart not-you - The "Not you?" button of a remembered registration.
 * @csspart progress - Identify mode's progress bar and text.
 * @csspart viewer-status - Identify mode's status line for a status the widget does not know.
 * @csspart attend - With `event-start`: the success view's part about the event (its time, Join now, the calendar menu).
 * @csspart event-time - The event's start, in the visitor's time zone, and how far away it is.
 * @csspart join - "Join now", a link to the person's event link, from `join-window` minutes before the start until the end.
 * @csspart calendar-button - The "Add to calendar" button that opens the calendar menu.
 * @csspart calendar-menu - The calendar menu's list.
 * @csspart calendar-item - Each option of the calendar menu (Google Calendar, Outlook.com, Microsoft 365, an .ics file).
 * @csspart event-ended - "This event has ended.", after `event-end`.
 * @csspart copy-link - Where the browser or a frame's sandbox stopped Join now or a calendar option from opening, the link to copy, selected whole at a click.
 * @csspart in-app - In an app's own browser (Instagram, TikTok, …): the note, "Open in your browser" (Android), "Copy link" and what a copy gives.
 * @csspart in-app-note - "This app's browser may block calendars."
 * @csspart open-in-browser - "Open in your browser", an Android `intent:` link to the event's page.
 * @csspart copy-button - "Copy link".
 * @csspart link-copied - "Link copied.", after a copy.
 * @csspart copy-field - Where the clipboard was refused: the labelled read-only field holding the link, selected.
 * @csspart sessions - With `sessions`: the "Choose a time" group (a `fieldset`), or a series' list.
 * @csspart session - Each session of the group or the list, or the one time left.
 * @csspart session-radio - Each session's radio.
 * @csspart best-time - The "Best time for you" tag.
 * @csspart session-registered - In a series, "Registered" beside a session registered.
 * @csspart session-failed - In a series, "Not registered" beside a session whose registration failed.
 * @csspart session-title - In the success view, each session's title.
 * @csspart closed - "Registration has closed.", in place of the form (`after-end="closed"`).
 * @csspart check - The configuration check's panel, shown with `debug` or `?event-register-check` in the page's address.
 * @csspart dialog - With `dialog`: the modal `<dialog>` that holds the form.
 * @csspart dialog-button - With `dialog`: the button where the element stands, which opens the dialog.
 * @csspart dialog-close - The dialog's close button.
 *
 * @cssprop [--event-register-accent=light-dark(#0b5cd5, #79b8ff)] - Button, link and focus colour.
 *   The first value is used on a light page, the second on a dark one.
 * @cssprop [--event-register-accent-contrast=light-dark(#ffffff, #0d1117)] - Text on the accent colour.
 * @cssprop [--event-register-color=inherit] - Text colour: the page's own
 *   (`CanvasText` with `theme="light"` or `"dark"`).
 * @cssprop [--event-register-muted-color=light-dark(#57606a, #b1bac4)] - Secondary text colour.
 * @cssprop [--event-register-danger=light-dark(#b3261e, #ff9b93)] - Error colour.
 * @cssprop [--event-register-success=light-dark(#146c2e, #56d364)] - Success accent colour.
 * @cssprop [--event-register-border-color=light-dark(#8c959f, #8b949e)] - Input border colour.
 * @cssprop [--event-register-background=transparent] - Background of the widget
 *   (`Canvas` with `theme="light"` or `"dark"`).
 * @cssprop [--event-register-input-background=light-dark(Field, color-mix(in srgb, currentColor 8%, transparent))] -
 *   Input background: the system's field colour on a light page; on a dark page, a tint of the text over the page.
 * @cssprop [--event-register-input-color=FieldText] - Input text colour.
 * @cssprop [--event-register-padding=1.25rem] - Padding of the widget's own surface with `theme="light"` or `"dark"`.
 * @cssprop [--event-register-radius=0.5rem] - Corner radius of inputs, button and themed surface.
 * @cssprop [--event-register-gap=1rem] - Space between fields.
 * @cssprop [--event-register-font-family=inherit] - Font family: the page's own.
 * @cssprop [--event-register-font-size=1rem] - Base font size.
 * @cssprop [--event-register-max-width=28rem] - Maximum inline size; `none` fills the column. With `dialog`, the
 *   dialog's inline size above 480px.
 * @cssprop [--event-register-backdrop=rgb(0 0 0 / 0.5)] - With `dialog`: the colour of the dialog's backdrop.
 */
export class EventRegister extends LitElement {
  static override styles = shadowStyles;

  /** The event's identifier. Required. */
  @property({ attribute: 'event-id' }) eventId = '';

  /**
   * A **publishable** key (`pk_…`). Required. A secret key (`sk_…`, also quoted or after `Bearer `) is refused before
   * any request: the person sees "Registration is not available right now", and the console explains why. So is a key
   * with characters an HTTP header cannot carry (curly quotes, invisible spaces). A key of any other unusual shape gets
   * a console warning and is sent anyway. Never reflected or logged.
   */
  @property({ attribute: 'api-key' }) apiKey = '';

  /**
   * The API root including the version, e.g. `https://api.example.com/v1`. Required: an absolute `https` URL with no
   * query, fragment or credentials (plain `http` only to `localhost`, 127.0.0.0/8 or `[::1]`); anything else is a
   * configuration error.
   */
  @property({ attribute: 'base-url' }) baseUrl = '';

  /**
   * `register`: email and name form. `identify`: one "Join event" button that identifies the signed-in viewer given by
   * `external-id`. Unknown values fall back to `register`, with a warning.
   * @type {'register' | 'identify'}
   */
  @property() mode: Mode = 'register';

  /** Identify mode: your own identifier for the signed-in person. Required in that mode. */
  @property({ attribute: 'external-id' }) externalId = '';

  /**
   * Identify mode: extra attributes sent with `external_id`, a JSON object in the attribute or an object in the
   * property. Values are strings, finite numbers or booleans. Invalid JSON or another value type is a visible
   * configuration error, and the console says exactly what is wrong. A custom `external_id` cannot override the real
   * one (it is ignored, with a warning).
   */
  // Lit's default converter, with no `type`, reads the attribute as its text: it is parsed where it is used.
  @property({ attribute: 'custom-attributes' }) customAttributes: CustomAttributes | string | undefined;

  /**
   * Identify mode: identify as soon as the element is connected and fully configured, once per configuration (a new
   * `external-id` identifies again; a re-render does not).
   */
  @property({ converter: booleanAttribute }) auto = false;

  /**
   * Whether the name field is shown and required. Unknown values fall back to `optional`, with a warning.
   * @type {'optional' | 'required' | 'hidden'}
   */
  @property({ attribute: 'name-field' }) nameField: NameFieldMode = 'optional';

  /** Prefills the email field. It never overwrites what the person has typed. */
  @property() email = '';

  /** Prefills the name field. It never overwrites what the person has typed. */
  @property() name = '';

  /**
   * When present, prefill from the page URL's `email` and `name` query parameters only, an allow-list. Other names:
   * `"email=er_email name=er_name"` (WordPress answers 404 to `?name=`). `strip` beside them also removes them from the
   * address bar with `history.replaceState`, so personal data does not linger in history or shared links. URL values
   * win over the `email`/`name` attributes.
   */
  @property({ attribute: 'prefill-from-url' }) prefillFromUrl: string | null = null;

  /**
   * Keep a successful registration in `localStorage` (per event ID and base URL). A returning visitor then sees "You're
   * registered" with their link and a "Not you?" button that forgets it. Nothing is stored without this attribute.
   * It expires when the event ends (30 days after with `after-end="on-demand"`), or 30 days after it was saved without
   * `event-start`; other scripts of the page's origin can read it (docs/embedding.md, "Remembering a returning visitor").
   */
  @property({ converter: booleanAttribute }) remember = false;

  /**
   * Shows the configuration check inside the widget, as `?event-register-check` in the page's address does: the event
   * ID, the kind of key (never the key), the API address, and each problem found or met so far, with its fix. Remove it
   * before you publish the page.
   */
  @property({ converter: booleanAttribute }) debug = false;

  /**
   * After `registered` has been dispatched, go to the magic link,
   * unless a listener called `preventDefault()` on the event.
   */
  @property({ converter: booleanAttribute }) redirect = false;

  /** Timeout of each HTTP attempt, in milliseconds, enforced with `AbortController`. */
  @property({ type: Number }) timeout = 15_000;

  /** Show the magic link in the success view. Off by default, because the link contains the registration token. */
  @property({ attribute: 'show-link', converter: booleanAttribute }) showLink = false;

  /**
   * The language, a BCP 47 tag such as `de`, `pt-PT` or `zh-TW`. Defaults to the nearest ancestor's `lang`
   * (usually `<html lang>`, followed live), then the browser's languages, then English. Each widget has its own;
   * `ar`, `he`, `fa` and `ur` render right to left. See docs/localization.md for the 56 locales and the fallbacks
   * (`de-AT` → `de`, `es-MX` → `es-419`…).
   */
  @property() locale: string | undefined;

  /**
   * Replaces any of the widget's messages, for this instance only, by message id:
   * `{ 'button.register': 'Save my seat' }`. `{0}`, `{1}`… stand for the message's values. Property only.
   * The ids are listed in xliff/README.md and typed as `EventRegisterStrings`.
   */
  @property({ attribute: false }) strings: EventRegisterStrings | undefined;

  /**
   * `shadow`: the form renders in the element's shadow root, sealed from the page's CSS. `light`: it renders as
   * ordinary elements inside the element, so browser autofill and password managers see its inputs, and the page's CSS
   * can reach it. Read when the element connects; a later change has no effect (and warns).
   * @type {'shadow' | 'light'}
   */
  @property({ attribute: 'render-root' }) renderRootMode: RenderRootMode = 'shadow';

  /**
   * `auto`: follow the page, with its font and text colour, and colours that suit a light or a dark page (its
   * `color-scheme`, or its text colour when it declares none). `light` or `dark`: the widget's own surface in that
   * scheme, whatever the page.
   * @type {'auto' | 'light' | 'dark'}
   */
  @property() theme: Theme = 'auto';

  /**
   * `stacked` (default): one field per row. `inline`: the email field and the button share a row when there is room,
   * and stack when there is not (a newsletter-style embed).
   * @type {'stacked' | 'inline'}
   */
  @property() layout: Layout = 'stacked';

  /**
   * The accessible name of the widget's landmark (the form, then the region holding its result), so that several
   * widgets on one page can be told apart. Defaults to "Event registration", translated.
   */
  @property({ attribute: 'form-label' }) formLabel = '';

  /** The event's title, for the calendar entry. */
  @property({ attribute: 'event-title' }) eventTitle?: string;

  /**
   * When the event starts: an ISO 8601 date-time with `Z` or an offset (`2026-12-03T18:00:00+01:00`). With it, the
   * success view and a remembered registration show the start in the visitor's time zone, an "Add to calendar" menu,
   * and "Join now" while the event is on. A time without an offset is refused, with a console message.
   */
  @property({ attribute: 'event-start' }) eventStart?: string;

  /** When the event ends, in the same form as `event-start`. Defaults to one hour after the start. */
  @property({ attribute: 'event-end' }) eventEnd?: string;

  /** The event's public page, an `https` URL: the calendar entry's URL and, by default, its location. */
  @property({ attribute: 'event-url' }) eventUrl?: string;

  /**
   * `personal`: the calendar entry's location is the person's own link to join, built when they pick a calendar, never
   * written into the page. Anyone who can open that entry can then join as them. By default the entry has the event's
   * public page, and says the link is in their email.
   * @type {'event' | 'personal'}
   */
  @property({ attribute: 'calendar-link' }) calendarLink?: CalendarLink;

  /**
   * "Did you mean ada@gmail.com?" under the email field, for an address at a mistyped popular mail domain: `off` turns
   * it off; a list of your own domains, space- or comma-separated (`example.com example.org`), adds them to those it
   * knows and suggests.
   */
  @property({ attribute: 'email-suggestions' }) emailSuggestions?: string;

  /**
   * Tells the registration funnel to the page's analytics, a space-separated list: `datalayer` pushes to
   * `window.dataLayer` (Google Tag Manager), `segment` calls `window.analytics.track`. The steps are
   * `event_register_view`, `event_register_open` (with `dialog`), `event_register_start`, `event_register_submit`, `event_register_success`,
   * `event_register_error`, `event_register_invalid`, `event_register_suggestion`, `event_register_calendar` and `event_register_join`,
   * each with `{event_register_version: 1, event_id, mode, locale, form_label, session_count, sessions_registered, failure_kind,
   * invalid_fields, suggestion, calendar}` and never the person's data (docs/embedding.md says when each is told). Nothing is sent without it.
   */
  @property() analytics?: string;

  /**
   * Adds the page URL's `utm_source`, `utm_medium`, `utm_campaign`, `utm_term` and `utm_content`, and the referring
   * site's origin as `referrer`, to identify mode's custom attributes (`custom-attributes` win) and to `registered`'s
   * `detail.campaign` (register mode sends only email and name). No other query parameter is read.
   */
  @property({ converter: booleanAttribute }) attribution?: boolean;

  /**
   * Several sessions of the event, or the parts of a series: a JSON array in the attribute, the array itself in the
   * property, of `{"eventId": "evt_…", "start": "…", "end": "…", "title": "…"}` (`start` and `end` as `event-start`;
   * `end` and `title` optional; at most 20). The visitor chooses a time in their own time zone; `event-id`, when it
   * names one, is the one chosen at first. Each problem is left out with a console line. See docs/embedding.md,
   * "Several sessions".
   */
  // Lit's default converter, with no `type`, reads the attribute as its text: it is parsed where it is used.
  @property() sessions?: readonly SessionInput[] | string;

  /**
   * With `sessions`: `one` (default), the visitor picks one; `all`, one registration covers every upcoming session.
   * @type {'one' | 'all'}
   */
  @property({ attribute: 'sessions-mode' }) sessionsMode?: SessionsMode;

  /**
   * The organiser's time zone, an IANA name (`Europe/Berlin`): each session's time is also shown in it ("4:00 PM in
   * Berlin") when it differs from the visitor's, and a server renders the times in it.
   */
  @property({ attribute: 'organizer-time-zone' }) organizerTimeZone?: string;

  /**
   * Once every session (or the single event, by `event-end`) has ended: `closed` replaces the form by "Registration
   * has closed." and sends nothing (the default with `sessions`); `on-demand` keeps registration open for the
   * recording. Without it, a single event's form stays as it is.
   * @type {'closed' | 'on-demand'}
   */
  @property({ attribute: 'after-end' }) afterEnd?: AfterEnd;

  /**
   * Shows a button where the element stands ("Register", or the `dialog-button` slot's content) that opens the form in
   * a modal dialog, as does any element of the page with `data-event-register-open` (`="<this element's id>"`, or empty
   * for the page's only `dialog` widget). See docs/embedding.md, "Open it from a button".
   */
  @property({ converter: booleanAttribute }) dialog = false;

  /** How many minutes before the start "Join now" appears (with `remember` or `show-link`). Default 15. */
  @property({ attribute: 'join-window', type: Number }) joinWindow?: number;

  private readonly form = new FormState(this);
  private readonly colorScheme = new ColorSchemeController(this);
  private readonly slots = new SlotContentController(this, () => this.rendersLight);
  private readonly i18n = new LocaleController(this);
  private readonly held = new HeldSubmissionController(this);
  private readonly interaction = new InteractionController(
    this,
    { form: this.form, slots: this.slots, i18n: this.i18n, held: this.held, ids: (field) => this.ids(field) },
    () => this.rendersLight,
  );
  private readonly prefetch = new PrefetchController(this, () => this.interaction.load());

  /** The ids of the form's controls, fixed in the first willUpdate (see form/instance-prefix.ts). */
  private ids!: FieldIds;
  /** Decided once, when the render root is created. */
  private rendersLight = false;

  /**
   * `'idle' | 'submitting' | 'success' | 'error'`. A remembered registration reads as `success`; a submission made
   * offline, waiting for the connection, reads as `submitting`, as does a press kept while the widget's own code cannot
   * load. Each change fires `state-change`, except that one: the code that fires it is what is missing.
   */
  get state(): SubmissionStatus {
    return this.interaction.flow?.submission.state ?? (this.held.holding ? 'submitting' : 'idle');
  }

  protected override createRenderRoot(): HTMLElement | DocumentFragment {
    this.rendersLight = this.renderRootMode === 'light';
    return this.rendersLight ? lightRenderRoot(this) : super.createRenderRoot();
  }

  // Everything the render needs is settled here, which a server renderer runs too (it skips
  // connectedCallback, scheduleUpdate and update). Unknown values of the enumerated attributes read
  // as their defaults where they are used (modeOf, nameFieldMode, themeOf); the interaction chunk
  // warns about them.
  protected override willUpdate(changed: PropertyValues<this>): void {
    // Fixed before the host's attributes are written: a server renderer writes them after willUpdate.
    this.ids ??= fieldIds(instancePrefix(this));
    // A server never creates a render root (createRenderRoot), where this is decided in the browser.
    if (isServer) this.rendersLight = this.renderRootMode === 'light';
    if (changed.has('locale')) this.i18n.refresh();
    for (const field of TEXT_FIELDS) if (changed.has(field)) this.form.prefill(field, this[field] ?? '');
    // Identify mode with `auto` submits as soon as it can, so the chunk is fetched now. Only in a
    // browser: a server renders the form at rest, as the browser does before it submits.
    if (!isServer && this.mode === 'identify' && this.auto) this.prefetch.prefetch();
    this.interaction.flow?.willUpdate(changed);
  }

  /**
   * Checks and submits, as the button does. Resolves when the submission has finished, or at once if it was refused
   * (invalid input, a configuration error, already submitting, rate-limited, already registered: call `reset()` first).
   */
  submit(): Promise<void> {
    return this.interaction.submit(false);
  }

  /**
   * Clears values, errors, the success view and any request under way (a submission waiting to go online too). The
   * next submission gets a new idempotency key. A remembered registration stays stored ("Not you?" forgets it), and a
   * server's rate-limit wait stays: the next submission still waits for it.
   */
  reset(): void {
    this.interaction.reset();
  }

  /** With `dialog`: opens the form's dialog, as its button does (else a console line says why not). */
  open(): void {
    void loadDialog(this.i18n).then((dialog) => dialog?.openDialog(this));
  }

  /** With `dialog`: closes the form's dialog; `dialog-close` says `api`. A submission under way goes on. */
  close(): void {
    dialogModule?.closeDialog(this);
  }

  // The first render waits for what it shows (InteractionController.beforeFirstRender); with
  // `dialog`, for the dialog's code and words too.
  protected override async scheduleUpdate(): Promise<unknown> {
    if (!this.hasUpdated) await this.interaction.beforeFirstRender(this.dialog && loadDialog(this.i18n));
    return super.scheduleUpdate();
  }

  // Every message rendered, or computed by a template, comes from this widget's catalogue and `strings`.
  protected override render(): unknown {
    return withMessages(this.i18n.messages, () => {
      const flow = this.interaction.flow;
      const success = flow?.successView();
      const label = this.formLabel.trim() || labels.formName();
      // The widget has one landmark of the same name in every state: the form, and once the form is
      // gone, a region holding its result. Never both, which would nest a landmark in another of the
      // same name. The success view appears inside the polite live region, so it is announced once,
      // next step and all, as it reads afterwards, and no copy of it stays behind in a hidden region.
      const content = html`${success ? nothing : this.renderForm(label)}${flow?.panel()}
        <div class=${success ? 'er-text' : 'er-visually-hidden'} role="status">${success ?? flow?.statusText()}</div>`;
      return html`<div class="er-root ${this.colorScheme.classes(this.theme)}" lang=${this.i18n.locale} dir=${this.i18n.direction}
        role=${ifDefined(success && 'region')} aria-label=${ifDefined(success && label)}>
        ${dialogView(this, content, this.slots, this.i18n, this.prefetch.prefetch)}
      </div>`;
    });
  }

  private renderForm(label: string): TemplateResult {
    const { held, interaction } = this;
    const mode = MODE_LABELS[modeOf(this.mode)];
    const inline = this.layout === 'inline';
    const parts: FormParts = held.holding ? heldParts(held.cancelFromBanner) : (interaction.flow?.formParts() ?? {});
    return formTemplate({
      ...parts,
      label,
      badge: this.apiKey.trim().startsWith('pk_test_') ? testModeText() : undefined,
      fields: mode.hasFields
        ? fieldsTemplate({
            ids: this.ids,
            form: this.form,
            nameField: nameFieldMode(this.nameField),
            parts,
            slots: this.slots,
            inline,
          })
        : nothing,
      buttonLabel: parts.sendingLabel ?? mode.idle(),
      inline,
      onSubmit: interaction.onSubmit,
    });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'event-register': EventRegister;
  }
}
