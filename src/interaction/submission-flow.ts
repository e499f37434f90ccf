/**
 * What the widget does once the interaction chunk is here. One value, the `Submission`
 * (submission.ts), says where the submissions stand; one way through:
 *
 *   submit() → checks → register-submit → run(work) → Submission → changed() → render
 *
 * `changed()` is the one place that reacts to a new `Submission`: it tells the page (events,
 * storage, console; outcome.ts), says it (announcer.ts), follows its deadline (countdown.ts) and
 * asks for focus (focus.ts), which moves once the update that shows it has rendered. The form's
 * parts and the success view are drawn from it at render time (view/result-view.ts).
 *
 * It sees the element only through `FlowElement` and `FlowParts` (flow-host.ts).
 */
import type { PropertyValues, ReactiveController, TemplateResult } from 'lit';
import { IdempotencyKeys } from '../api/idempotency.js';
import { localeLoaders as resultLocaleLoaders } from '../generated/results-locale-loaders.js';
import { addCataloguePart } from '../i18n/catalogues.js';
import { RegisterSubmitEvent } from '../events/register-submit.js';
import { StateChangeEvent } from '../events/state-change.js';
import { SubmitInvalidEvent } from '../events/submit-invalid.js';
import type { FormParts } from '../form/templates/form.js';
import { Announcer } from './announcer.js';
import { AutoIdentify } from './auto-identify.js';
import { CountdownController } from './countdown.js';
import { deadlineOf, failureOf, rateLimitOf, resumedRateLimit } from './deadlines.js';
import { FieldErrors } from './field-errors.js';
import type { FlowElement, FlowParts } from './flow-host.js';
import { FlowFeatures } from './flow-features.js';
import { FocusMover } from './focus.js';
import { forgetShown, rememberedRecord } from './memory/remember.js';
import { atRest } from './memory/at-rest.js';
import { checkedRequest, sending } from './request.js';
import { sendOrHold } from './send-or-hold.js';
import { SUBMISSION_MODES } from './modes/submission-modes.js';
import { tellFailure, tellMisconfigured, tellSuccess } from './outcome.js';
import { ENUMERATED_PROPS } from './settings/attribute-check.js';
import { SettingsReport } from './settings/settings-report.js';
import { CONNECTION_PROPS, readSettings, type Settings } from './settings/settings.js';
import { resultRules } from './styles/result-rules.js';
import { styleAdopter } from './styles/style-adopter.js';
import { SubmissionController, type Submission } from './submission.js';
import { errorText, formPartsOf, serverProblems, successViewOf, summaryView } from './view/result-view.js';

/** Adds the result rules (errors, success, busy) to a widget's root. */
const adoptResultStyles = styleAdopter(resultRules);

export class SubmissionFlow implements ReactiveController {
  private readonly work: SubmissionController;
  private readonly countdown: CountdownController;
  /** What the polite live region says. */
  private readonly announcer: Announcer;
  private readonly errors = new FieldErrors(this.el, this.parts.form);
  private readonly focus = new FocusMover(this.el);
  private readonly keys = new IdempotencyKeys();
  private readonly report = new SettingsReport();
  private readonly autoIdentify = new AutoIdentify();
  /**
   * The lazy features the flow adds (src/flow-feature-list.ts), loaded at their moments and called
   * through their hooks. The first render of a widget with `sessions` waits for those of the flow's moment.
   */
  readonly features: FlowFeatures;
  private settings: Settings;
  /** Whether focus follows the result of the submission under way to its view. */
  private moveFocus = false;

  constructor(
    private readonly el: FlowElement,
    private readonly parts: FlowParts,
  ) {
    this.announcer = new Announcer(() => parts.i18n.locale);
    this.work = new SubmissionController(el, (next, previous) => this.changed(next, previous));
    // A wait the person saw (a countdown, a rate limit) is over: say so, politely.
    this.countdown = new CountdownController(el, () => {
      if (failureOf(this.submission)?.kind === 'rate-limited') this.announcer.tryAgainNow();
      el.requestUpdate();
    });
    this.features = new FlowFeatures(el, { ...parts, announcer: this.announcer, focus: this.focus });
    // The chunk's part of each locale: the results' messages, loaded now for the locale shown.
    addCataloguePart(resultLocaleLoaders);
    void parts.i18n.reload();
    el.addController(this);
    this.settings = readSettings(el);
    // Created after the first update (the chunk arrived later): take the settings in now. Created
    // before it (the chunk was already on the page), the first update's willUpdate does, once a
    // framework has set its properties on the new element.
    if (el.hasUpdated) {
      this.configure(true, false);
      this.report.attributes(el);
    }
  }

  get submission(): Submission {
    return this.work.submission;
  }

  hostConnected(): void {
    // At every connection: a widget moved into another document (an iframe) needs them there too.
    adoptResultStyles(this.el.renderRoot, (this.el.renderRoot as unknown) === this.el);
    window.addEventListener('online', this.onOnline);
    this.countdown.follow(deadlineOf(this.submission));
  }

  hostDisconnected(): void {
    window.removeEventListener('online', this.onOnline);
  }

  hostUpdated(): void {
    if (!this.autoIdentify.due(this.el, this.settings, this.work.busy)) return;
    // Start after this update has finished: submitting changes state, which must not happen mid-update.
    void this.el.updateComplete.then(() => (this.el.isConnected ? this.submit(false) : undefined));
  }

  /** The element's willUpdate: a change of connection settings reconfigures, `remember` re-reads storage. */
  willUpdate(changed: PropertyValues): void {
    const connectionChanged = CONNECTION_PROPS.some((p) => changed.has(p));
    if (connectionChanged || changed.has('remember'))
      this.configure(connectionChanged, connectionChanged && this.el.hasUpdated);
    if (ENUMERATED_PROPS.some((p) => changed.has(p))) this.report.attributes(this.el);
    // The email's and the success's features once there is an address (the person's first input, or a prefill; identify mode has none).
    const begun = !!this.parts.form.values.email || this.settings.mode == 'identify';
    this.features.follow(begun, this.submission.state === 'success');
  }

  /** Reads the settings again, and shows what they imply at rest (memory/at-rest.ts). */
  private configure(connectionChanged: boolean, reconfigured: boolean): void {
    if (connectionChanged) {
      this.settings = readSettings(this.el);
      this.report.config(this.settings);
    }
    if (reconfigured) {
      this.keys.clear();
      this.errors.set({});
    }
    const record = this.features.first((f) => f.remembered?.()) ?? rememberedRecord(this.settings, this.el);
    const limit = connectionChanged ? resumedRateLimit(this.settings) : undefined;
    const next = atRest(this.submission, record, limit, reconfigured);
    if (next) this.work.show(next);
  }

  /** Checks and sends. `fromForm`: the person pressed the button or Enter (Safari does not focus a clicked button). */
  async submit(fromForm: boolean): Promise<void> {
    // A property set just before (`el.eventId = …; el.submit()`) reaches the settings in the
    // update under way: send with it, not with the snapshot before it.
    if (this.el.isUpdatePending) await this.el.updateComplete;
    // A press before the features of the flow's moment are here waits for them (the funnel hears of
    // it from its start, `attribution` adds its values); once they are, or when none is wanted,
    // nothing is awaited: errors show in the press's task.
    const early = this.features.campaign();
    const campaign = early instanceof Promise ? await early : early;
    // After a success, nothing is sent again until reset(): a second submit would only meet a 409.
    if (this.work.busy || rateLimitOf(this.submission) || this.submission.state === 'success') return;
    const { el, settings, parts } = this;
    if (settings.check.problem) {
      // The banner says it whenever the configuration is unusable; the console and the event say why.
      this.report.config(settings);
      return tellMisconfigured(el, settings);
    }
    // Registration has closed: the form is gone, and nothing is sent (a page's submit() included).
    if (this.features.closed()) return;
    const { problems, prepared } = checkedRequest(el, parts, settings, campaign, this.features.problems());
    this.errors.set(problems ?? {});
    if (problems) {
      el.dispatchEvent(new SubmitInvalidEvent({ fields: Object.keys(problems) }));
      if (failureOf(this.submission)) this.work.show({ state: 'idle' });
      this.focus.request('failure');
      return this.settled();
    }
    // A feature may hold the press, once (the address hint shows a suggestion not yet seen). A press
    // quicker than those features, or the success's, waits for them; once they are here, or when none
    // is wanted, nothing is awaited: the request starts in the press's task.
    const held = this.features.holds();
    if (held instanceof Promise ? await held : held) return;
    if (!el.dispatchEvent(new RegisterSubmitEvent(prepared.body))) return;
    const send = sending(prepared, settings, el.timeout, this.keys, this.features);
    this.moveFocus = fromForm || el.matches(':focus-within');
    await this.work.run(async (signal, onWait) => {
      // While held, its banner speaks; the polite region is quiet.
      const held = sendOrHold(send.bind(undefined, signal, onWait), parts.held, signal, () => this.announcer.clear());
      const outcome = await held;
      // After a hold for the connection, focus moves to the outcome only if it is still in the widget.
      if (outcome.held) this.moveFocus = el.matches(':focus-within');
      // Cancel: back to the form, everything typed kept (the key too: the same details are the same registration).
      if (outcome.cancelled && !signal.aborted) this.work.show({ state: 'idle' });
      return outcome.sent;
    });
    return this.settled();
  }

  /** Once the result is rendered, and focus has moved to it. */
  private async settled(): Promise<void> {
    await this.el.updateComplete;
    await this.focus.moved;
  }

  /** Clears errors, the success view and any request under way; the next submission gets a new idempotency key. */
  reset(): void {
    this.keys.clear();
    this.errors.set({});
    this.announcer.clear();
    // The server's instruction outlives the form: after reset() the next submission still waits.
    this.work.show({ state: 'idle', failure: rateLimitOf(this.submission) });
  }

  /** The one reaction to a new `Submission`. */
  private changed(next: Submission, previous: Submission): void {
    this.countdown.follow(deadlineOf(next));
    this.announcer.follow(next, previous, SUBMISSION_MODES[this.settings.mode].sendingAnnouncement);
    if (next.state !== previous.state)
      this.el.dispatchEvent(new StateChangeEvent({ state: next.state, previous: previous.state }));
    if (previous.state !== 'submitting') return;
    if (next.state === 'success') {
      this.keys.clear();
      if (tellSuccess(this.el, this.settings, next.success) && this.moveFocus) this.focus.request('success');
    } else if (next.state === 'error') {
      const own = this.features.first((feature) => feature.failures?.());
      this.errors.set({ ...(next.failure.kind === 'validation' && serverProblems(next.failure)), ...own });
      tellFailure(this.el, this.settings, next.failure);
      if (this.moveFocus || this.errors.list.length) this.focus.request('failure');
    }
  }

  /** The connection came back after a failure of the network's: news for the form. */
  private readonly onOnline = (): void => {
    const now = this.submission;
    if (now.state !== 'error' || now.failure.kind !== 'network') return;
    this.announcer.backOnline();
    this.work.show({ ...now, backOnline: true });
  };

  /**
   * Back to the form, focus in the email field, for a new registration: "Not you?" forgets the
   * remembered one and empties the form, "Use a different email address" (after "already
   * registered") empties the field, "Wrong address?" keeps it (the address chunk selects it).
   */
  private backToForm(empty?: 'form' | 'email'): void {
    if (empty === 'form') {
      forgetShown(this.settings, this.submission.state === 'success' && this.submission.success.shown.sessions);
      this.parts.form.reset();
    }
    this.reset();
    if (empty === 'email') this.parts.form.input('email', '');
    this.focus.request('email');
  }

  /** The success view, when the submission is one; or what a feature shows in place of the form. */
  successView(): TemplateResult | undefined {
    const view = successViewOf(this.submission, {
      showLink: this.el.showLink,
      slot: this.parts.slots.render,
      onNotYou: () => this.backToForm('form'),
      parts: this.features.successParts(this.submission, this.el.showLink, () => this.backToForm()),
    });
    return view ?? this.features.closed();
  }

  /** The parts of the form a submission decides, and the features' part above the button. */
  formParts(): FormParts {
    const fieldError: NonNullable<FormParts['fieldError']> = (field) => errorText(field, this.errors.of(field));
    return formPartsOf({
      choice: this.features.formPart(fieldError),
      submission: this.submission,
      secondsLeft: this.countdown.secondsLeft,
      sendingLabel: SUBMISSION_MODES[this.settings.mode].sendingLabel,
      summary: summaryView(this.parts.ids, this.errors.list, this.focus.follow),
      fieldError,
      misconfigured: this.settings.check.problem !== undefined,
      locale: this.parts.i18n.locale,
      onDifferentEmail: () => this.backToForm('email'),
      emailHint: this.features.emailHint(),
    });
  }

  /** A feature's panel after the widget's content (the configuration check). */
  readonly panel = (): TemplateResult | undefined => this.features.panel(this.settings);

  /** What the polite live region says now. */
  readonly statusText = (): string | undefined => this.announcer.current?.();
}
