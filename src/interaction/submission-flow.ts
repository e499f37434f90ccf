/**
 * What the widget does once the interaction chunk is here, wired from named parts:
 * - the settings snapshot (settings/settings.ts), read once per change;
 * - the unit of work (submission.ts): submit, abort, typed completion;
 * - the rate-limit wait (rate-limit-wait.ts) and the visible countdown (countdown.ts);
 * - the offline queue (offline-queue.ts);
 * - remember and prefill (memory/);
 * - focus (focus.ts) and announcements (announcer.ts);
 * - the result view model (view/result-view.ts).
 *
 * It sees the element only through `FlowElement` (its settings, its events, its
 * update cycle) and `FlowParts` (the form state, ids, slots, rendered parts).
 */
import type { PropertyValues, ReactiveController, TemplateResult } from 'lit';
import type { WaitInfo } from '../api/client-options.js';
import { IdempotencyKeys } from '../api/idempotency.js';
import type { ApiFailure } from '../api/types.js';
import { RegisterSubmitEvent, StateChangeEvent, SubmitErrorEvent } from '../events/index.js';
import { nameFieldMode, type ControlName } from '../fields/model.js';
import type { ErrorText } from '../fields/problem.js';
import { formProblems } from '../fields/validation.js';
import type { FormParts } from '../form/templates/form.js';
import { Announcer } from './announcer.js';
import { AutoIdentify } from './auto-identify.js';
import { CountdownController } from './countdown.js';
import { FieldErrors } from './field-errors.js';
import type { FlowElement, FlowParts } from './flow-host.js';
import { FocusMover } from './focus.js';
import { takeUrlPrefill } from './memory/prefill.js';
import { forget, rememberedRecord } from './memory/remember.js';
import { identifyMode } from './modes/identify.js';
import type { SubmissionMode, Success } from './modes/mode.js';
import { registerMode, rememberedSuccess } from './modes/register.js';
import { OfflineQueue } from './offline-queue.js';
import { RateLimitWait } from './rate-limit-wait.js';
import { tellFailure, tellSuccess } from './outcome.js';
import { ENUMERATED_PROPS } from './settings/attribute-check.js';
import { clientOptions, CONNECTION_PROPS, readSettings, SettingsReport, type Settings } from './settings/settings.js';
import { SubmissionController, type SubmissionState } from './submission.js';
import { errorText, resultView, serverProblems, summaryView } from './view/result-view.js';

export type { FlowElement, FlowParts, FormRefs } from './flow-host.js';

const MODES = { register: registerMode, identify: identifyMode } satisfies Record<string, SubmissionMode>;

export class SubmissionFlow implements ReactiveController {
  private readonly work: SubmissionController<Success>;
  private readonly countdown: CountdownController;
  private readonly rateLimit: RateLimitWait;
  private readonly queue: OfflineQueue;
  private readonly announcer: Announcer;
  private readonly errors: FieldErrors;
  private readonly focus: FocusMover;
  private readonly keys = new IdempotencyKeys();
  private readonly report = new SettingsReport();
  private settings: Settings;
  private readonly autoIdentify = new AutoIdentify();
  private failure: ApiFailure | undefined;

  constructor(
    private readonly el: FlowElement,
    private readonly parts: FlowParts,
  ) {
    this.announcer = new Announcer(() => parts.i18n.locale);
    this.errors = new FieldErrors(el);
    this.focus = new FocusMover(el, () => parts.refs());
    parts.form.onEdit = this.errors.clear;
    this.work = new SubmissionController<Success>(el, (next, previous) => this.onStateChange(next, previous));
    this.countdown = new CountdownController(el, () => this.onWaitOver());
    this.rateLimit = new RateLimitWait(this.countdown, () => this.failure);
    this.queue = new OfflineQueue(el, {
      // The banner (an alert) says it; the polite region stays quiet meanwhile.
      onQueuedChange: (queued) => (queued ? this.announcer.clear() : undefined),
      lastFailureWasNetwork: () => this.failure?.kind === 'network',
      onBackOnline: () => this.announcer.backOnline(),
    });
    el.addController(this);
    this.settings = readSettings(el);
    // Values from the URL are the person's own: an attribute's default must not replace them.
    parts.form.adopt(takeUrlPrefill(el.prefillFromUrl));
    // Created after the first update (the chunk arrived later): take the settings in now. Created
    // before it (the chunk was already on the page), the first update's willUpdate does, once a
    // framework has set its properties on the new element.
    if (el.hasUpdated) {
      this.configure(true, false);
      this.report.attributes(el, this.rendersLight);
    }
  }

  get state(): SubmissionState<Success> {
    return this.work.state;
  }

  /** Said by the live region. */
  get announcement(): (() => string) | undefined {
    return this.announcer.current;
  }

  hostUpdated(): void {
    this.maybeAutoIdentify();
  }

  /** The element's willUpdate: a change of connection settings reconfigures, `remember` re-reads storage. */
  willUpdate(changed: PropertyValues): void {
    const connectionChanged = CONNECTION_PROPS.some((p) => changed.has(p));
    if (connectionChanged || changed.has('remember'))
      this.configure(connectionChanged, connectionChanged && this.el.hasUpdated);
    if (ENUMERATED_PROPS.some((p) => changed.has(p))) this.report.attributes(this.el, this.rendersLight);
  }

  private configure(connectionChanged: boolean, reconfigured: boolean): void {
    if (connectionChanged) {
      this.settings = readSettings(this.el);
      this.report.config(this.settings);
    }
    this.syncRemembered(reconfigured);
    if (connectionChanged) this.restoreRateLimit();
  }

  /**
   * Shows a remembered registration (a success with no new event) when `remember` finds one for
   * this event and API, and takes it away when it no longer applies. `reconfigured`: the event,
   * key, API or identity changed, so whatever was under way or shown belongs to the old configuration.
   */
  private syncRemembered(reconfigured: boolean): void {
    const record = rememberedRecord(this.settings, this.el.remember);
    const state = this.work.state;
    const showingRemembered = state.status === 'success' && state.data.remembered === true;
    if (reconfigured) {
      this.countdown.stop();
      this.keys.clear();
      this.failure = undefined;
      this.errors.set({});
      if (!(showingRemembered && record)) this.work.reset();
    }
    if (record && (this.work.state.status === 'idle' || showingRemembered)) this.work.show(rememberedSuccess(record));
    else if (!record && showingRemembered) this.work.reset();
  }

  /** A wait the server asked for before this page (re)loaded, for the same API and key: it still holds. */
  private restoreRateLimit(): void {
    const resumed = this.work.state.status === 'idle' ? this.rateLimit.resume(this.settings) : undefined;
    if (!resumed) return;
    this.failure = resumed;
    this.el.requestUpdate();
  }

  /** Whether the form renders into the element's light DOM (`render-root`, read when it connected). */
  private get rendersLight(): boolean {
    return (this.el.renderRoot as unknown) === this.el;
  }

  private maybeAutoIdentify(): void {
    const { el } = this;
    if (!this.autoIdentify.due(el, this.settings, this.work.busy)) return;
    // Start after this update has finished: submitting changes state, which must not happen mid-update.
    void el.updateComplete.then(() => (el.isConnected ? this.submit(false) : undefined));
  }

  /** Checks and sends. `fromForm`: the person pressed the button or Enter (Safari does not focus a clicked button). */
  async submit(fromForm: boolean): Promise<void> {
    // A property set just before (`el.eventId = …; el.submit()`) reaches the settings in the
    // update under way: send with it, not with the snapshot before it.
    if (this.el.isUpdatePending) await this.el.updateComplete;
    // After a success, nothing is sent again until reset(): a second submit would only meet a 409.
    if (this.work.busy || this.rateLimit.active || this.work.state.status === 'success') return;
    const { el, settings } = this;
    const form = this.parts.form;
    this.queue.backOnline = false;
    if (settings.check.problem) {
      this.failure = { kind: 'config', fieldErrors: [] };
      this.report.config(settings);
      el.requestUpdate();
      el.dispatchEvent(
        new SubmitErrorEvent({
          kind: 'config',
          title: 'Invalid configuration',
          detail: settings.check.explanation,
          fieldErrors: [],
        }),
      );
      return;
    }
    const mode = MODES[settings.mode];
    const nameField = nameFieldMode(el.nameField);
    if (!mode.hasFields) this.errors.set({});
    else {
      const problems = formProblems(form.values, {
        nameField,
        consentShown: this.parts.slots.has('consent'),
        consentChecked: form.consentChecked,
      });
      this.errors.set(problems);
      if (Object.keys(problems).length) {
        this.failure = undefined;
        await this.focus.afterFailure(true);
        return;
      }
    }
    const prepared = mode.prepare({
      eventId: settings.eventId,
      values: form.values,
      nameField,
      externalId: settings.externalId,
      attributes: settings.identifyAttributes,
    });
    if (!el.dispatchEvent(new RegisterSubmitEvent(prepared.body))) return;
    const personInForm = fromForm || el.matches(':focus-within');
    const client = clientOptions(settings, el.timeout);
    const idempotencyKey = this.keys.keyFor(
      JSON.stringify([mode.operation, client.baseUrl, settings.eventId, prepared.body]),
    );
    this.failure = undefined;
    let after: (() => Promise<void>) | undefined;
    await this.work.run(
      (signal, onWait) => {
        const call = {
          idempotencyKey,
          signal,
          onWait: (wait: WaitInfo) => {
            onWait(wait);
            this.countdown.start(wait.until);
            this.announcer.waiting(wait);
          },
        };
        // Offline, it waits for the connection and goes out by itself (Cancel or reset() aborts it).
        return this.queue.sendWhenOnline(() => prepared.send(client, call), signal);
      },
      (state) => {
        // After a wait for the connection, focus moves to the outcome only if it is still in the widget.
        const moveFocus = this.queue.waited ? el.matches(':focus-within') : personInForm;
        if (state.status === 'success') after = this.succeeded(state.data, moveFocus);
        else if (state.status === 'error') after = this.failed(state.failure, mode.operation, moveFocus);
      },
    );
    await after?.();
  }

  /** Clears errors, the success view and any request under way; the next submission gets a new idempotency key. */
  reset(): void {
    // The server's instruction outlives the form: after reset() the next submission still waits.
    const limit = this.rateLimit.active ? this.failure : undefined;
    this.work.reset();
    this.countdown.stop();
    this.keys.clear();
    this.errors.set({});
    this.failure = limit;
    if (limit) this.rateLimit.begin(limit);
    this.queue.backOnline = false;
    this.announcer.clear();
    this.el.requestUpdate();
  }

  // The outcome is told (events, storage, the console) as soon as it is known, before the view
  // that shows it renders; what needs the rendered view (focus) is returned, to run after it.
  private succeeded(success: Success, moveFocus: boolean): (() => Promise<void>) | undefined {
    this.keys.clear();
    if (!tellSuccess(this.el, this.settings, success) || !moveFocus) return undefined;
    return () => this.focus.toSuccess();
  }

  private failed(
    failure: ApiFailure,
    operation: SubmissionMode['operation'],
    moveFocus: boolean,
  ): (() => Promise<void>) | undefined {
    this.failure = failure;
    this.el.requestUpdate();
    if (failure.kind === 'validation') this.errors.set(serverProblems(failure));
    this.rateLimit.begin(failure);
    tellFailure(this.el, this.settings, failure, operation);
    const hasFieldErrors = this.errors.list.length > 0;
    return moveFocus || hasFieldErrors ? () => this.focus.afterFailure(hasFieldErrors) : undefined;
  }

  /** A wait the person saw (a countdown, a rate limit) is over: say so, politely. */
  private onWaitOver(): void {
    if (this.failure?.kind === 'rate-limited') this.announcer.tryAgainNow();
    this.el.requestUpdate();
  }

  /** "Already registered" → start again with another address, in the email field. */
  private readonly onDifferentEmail = (): void => {
    this.failure = undefined;
    this.keys.clear();
    this.parts.form.input('email', '');
    void this.focus.toField('email');
  };

  /** "Not you?" forgets the remembered registration and shows an empty form. */
  private readonly onNotYou = (): void => {
    forget(this.settings.baseUrl, this.settings.eventId);
    this.el.reset();
    void this.focus.toField('email');
  };

  private onStateChange(next: SubmissionState<Success>, previous: SubmissionState<Success>): void {
    if (next.status === 'submitting' && !next.wait) {
      const mode = MODES[this.settings.mode];
      this.announcer.sending(() => mode.progressAnnouncement());
    }
    if (next.status !== 'submitting' && !(next.status === 'error' && next.failure.kind === 'rate-limited'))
      this.countdown.stop();
    // A success is said by its view, in the live region (a remembered one is in the first render, so not announced).
    if (next.status !== 'submitting') this.announcer.clear();
    if (next.status !== previous.status)
      this.el.dispatchEvent(new StateChangeEvent({ state: next.status, previous: previous.status }));
  }

  /** "Cancel" on a submission waiting for the connection: back to the form, everything typed kept. */
  private readonly cancelQueued = (): void => {
    // The key stays: a later submit of the same details is the same registration.
    this.work.reset();
    this.el.requestUpdate();
    // The Cancel button goes with the banner: focus goes to the form's button, not to the page.
    void this.el.updateComplete.then(() => this.parts.refs().submitButton?.focus());
  };

  /** A field's error as shown. */
  errorFor(field: ControlName): ErrorText | undefined {
    return errorText(field, this.errors.of(field));
  }

  /** The success view, in the element's current settings. */
  successView(success: Success): TemplateResult {
    return success.view({
      showLink: this.el.showLink,
      locale: this.parts.i18n.locale,
      slot: this.parts.slots.render,
      onNotYou: this.onNotYou,
    });
  }

  /** The parts of the form a submission decides. */
  formParts(): FormParts {
    return resultView({
      state: this.work.state,
      secondsLeft: this.countdown.running ? this.countdown.secondsLeft : undefined,
      rateLimited: this.rateLimit.active,
      busyLabel: () => MODES[this.settings.mode].busyLabel(),
      summary: summaryView(this.parts.ids, this.errors.list, this.focus.follow),
      queued: this.queue.queued,
      onCancel: this.cancelQueued,
      misconfigured: this.settings.check.problem !== undefined,
      failure: this.failure,
      backOnline: this.queue.backOnline,
      waiting: this.countdown.running,
      locale: this.parts.i18n.locale,
      onDifferentEmail: this.onDifferentEmail,
    });
  }
}
