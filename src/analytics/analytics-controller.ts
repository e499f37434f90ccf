/**
 * The funnel, told to the sinks `analytics` names, and `attribution`'s campaign values. It watches
 * the element from outside, as a page's own script could: the widget (or its openers) in view, the
 * first input, and the public events (`dialog-open`, `state-change`, `registered`, `identified`,
 * `submit-error`, `submit-invalid`, `address-suggestion`, `register-submit`, `calendar-add`, `join`),
 * whose names and meanings are the element's documented API. So nothing else of the widget calls
 * into it.
 */
import type { ReactiveController } from 'lit';
import type { AddressSuggestionEvent } from '../events/address-suggestion.js';
import type { CalendarAddEvent } from '../events/calendar-add.js';
import type { IdentifiedEvent } from '../events/identified.js';
import type { RegisterSubmitEvent } from '../events/register-submit.js';
import type { RegisteredEvent } from '../events/registered.js';
import type { SeriesRegisteredEvent } from '../events/series-registered.js';
import type { StateChangeEvent } from '../events/state-change.js';
import type { SubmitErrorEvent } from '../events/submit-error.js';
import type { SubmitInvalidEvent } from '../events/submit-invalid.js';
import { dialogModule } from '../form/dialog-loader.js';
import type { FeatureController } from '../interaction/flow-feature.js';
import type { Campaign } from '../public-types.js';
import type { AnalyticsHost, AnalyticsParts } from './analytics-host.js';
import { campaignOf } from './campaign.js';
import { ERRORS_DOC_HINT } from './doc-hint.js';
import { payloadOf, type STEPS, type Step, type StepValues } from './funnel.js';
import { send, SINK_NAMES, sinksOf, type SinkName } from './sinks.js';

/** The public events it follows, by name. */
interface WatchedEvents {
  'state-change': StateChangeEvent;
  registered: RegisteredEvent;
  'series-registered': SeriesRegisteredEvent;
  identified: IdentifiedEvent;
  'submit-error': SubmitErrorEvent;
  input: Event;
  'dialog-open': Event;
  'submit-invalid': SubmitInvalidEvent;
  'address-suggestion': AddressSuggestionEvent;
  'register-submit': RegisterSubmitEvent;
  'calendar-add': CalendarAddEvent;
  join: Event;
}

export class AnalyticsController implements ReactiveController, FeatureController {
  /** Nothing to wait for: it has no words of its own. */
  readonly ready = Promise.resolve();
  private observer: IntersectionObserver | undefined;
  private readonly told = new Set<Step>();
  /** The last value of `analytics` the console heard about. */
  private reported: string | undefined;
  /** The address last used from a suggestion, and the one last sent: in memory only, never told. */
  private used: string | undefined;
  private sent: string | undefined;

  private readonly listeners: { [K in keyof WatchedEvents]: (event: WatchedEvents[K]) => void } = {
    input: () => this.once('start'),
    'state-change': (event) => {
      if (event.detail.state !== 'submitting') return;
      // A submission with no input first (a prefilled form, or typing before this chunk arrived) started too.
      if (this.host.mode !== 'identify') this.once('start');
      this.tell('submit');
    },
    // A series tells its success once, when every session is registered.
    registered: () => {
      if (this.parts.funnel?.()?.sessions_registered === undefined) this.tell('success');
      // Once: the address is forgotten as it is told.
      if (this.used && this.used === this.sent) {
        this.used = undefined;
        this.tell('suggestion', { suggestion: 'saved' });
      }
    },
    'series-registered': () => this.tell('success'),
    identified: () => this.tell('success'),
    'submit-error': (event) => this.tell('error', { failure_kind: event.detail.kind }),
    'dialog-open': () => this.once('open'),
    'submit-invalid': (event) => this.tell('invalid', { invalid_fields: event.detail.fields.join() }),
    'address-suggestion': ({ detail }) => {
      if (detail.action === 'used') this.used = detail.suggestion;
      this.tell('suggestion', { suggestion: detail.action });
    },
    // A registration's address, to tell whether it is the suggestion used (identify mode sends none).
    'register-submit': (event) => void (this.sent = (event.detail as { email?: string }).email),
    'calendar-add': (event) => this.tell('calendar', { calendar: event.detail.calendar }),
    join: () => this.tell('join'),
  };

  constructor(
    private readonly host: AnalyticsHost,
    private readonly parts: AnalyticsParts,
  ) {
    host.addController(this);
    // For the element's life: a disconnected element tells nothing, and connected again it is the same widget.
    for (const [type, listener] of Object.entries(this.listeners))
      host.addEventListener(type, listener as EventListener);
    // Typed before this chunk arrived (the input that fetched the widget's code, or before its script,
    // over a pre-rendered form); values from the URL (`prefill-from-url`) count as edits too, but are not.
    if (host.prefillFromUrl === null && (parts.form.editsOf('email') || parts.form.editsOf('name'))) this.once('start');
  }

  /**
   * Once the widget's box is rendered (the flow updates the element once this chunk is here), it is
   * watched until seen; with `dialog`, the box is the widget's button, and the page's openers of it
   * are watched too.
   */
  hostUpdated(): void {
    const box = this.host.renderRoot.querySelector('.er-root');
    if (this.observer || !box) return;
    // Opened before this chunk arrived (`open()` called, or an opener pressed, before the form's code had loaded).
    if (box.querySelector('dialog[open]')) this.once('open');
    const observer = (this.observer = new IntersectionObserver(
      (entries) => {
        // Half of one, or half the screen for one taller than two screens.
        for (const { boundingClientRect, rootBounds, isIntersecting, intersectionRect } of entries)
          if (
            isIntersecting &&
            intersectionRect.height >= Math.min(boundingClientRect.height, rootBounds?.height ?? Infinity) / 2
          )
            this.once('view');
      },
      { threshold: [0, 0.25, 0.5, 0.75, 1] },
    ));
    // The openers by the dialog's own rule: a widget with `dialog` has that chunk before its first
    // render (this chunk does not import it, which would bring it to every page with `analytics`).
    for (const el of [box, ...(dialogModule?.openersOf(this.host as unknown as Element) ?? [])]) observer.observe(el);
  }

  /** With `attribution`, its values for the submission about to be sent, from the page as it is now. */
  campaign(): Campaign | undefined {
    if (!this.host.attribution) return undefined;
    const { campaign, tooLong } = campaignOf(location.href, document.referrer);
    if (tooLong.length)
      console.warn(
        `<event-register> attribution: a value over 200 characters, left out: ${tooLong.join(', ')}. ${ERRORS_DOC_HINT}`,
      );
    return campaign;
  }

  private once(step: Step): void {
    if (!this.told.has(step)) this.tell(step);
  }

  private tell(step: Step, values?: Partial<StepValues>): void {
    this.told.add(step);
    const { eventId, mode, formLabel } = this.host;
    const context = {
      event_id: (eventId ?? '').trim(),
      mode: mode === 'identify' ? ('identify' as const) : ('register' as const),
      locale: this.parts.i18n.locale,
      form_label: formLabel?.trim() || undefined,
      session_count: undefined,
      sessions_registered: undefined,
      // The sessions' keys, in the places above (a spread keeps a key where it was first).
      ...this.parts.funnel?.(),
    };
    // Each step's name is its key after the prefix (STEPS).
    send(this.sinks(), `event_register_${step}` satisfies (typeof STEPS)[Step], payloadOf(context, values));
  }

  /** The sinks `analytics` names now; the console hears once per value about a word that names none. */
  private sinks(): SinkName[] {
    const { analytics } = this.host;
    const { sinks, unknown } = sinksOf(analytics);
    if (unknown.length && analytics !== this.reported)
      console.warn(
        `<event-register> analytics: not a known sink, left out: ${unknown.join(', ')} (known: ${SINK_NAMES.join(', ')}). ${ERRORS_DOC_HINT}`,
      );
    this.reported = analytics;
    return sinks;
  }
}
