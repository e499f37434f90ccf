/**
 * What the widget does once the interaction chunk is here, as one reactive
 * controller: it checks the configuration, submits (idempotency keys, retries,
 * rate-limit waits), reports results (events, the console, focus, the live
 * region), keeps a remembered registration, identifies automatically, and
 * renders the parts of the form that exist only after a submit: the error
 * summary, the message banner, the countdown, the success view.
 *
 * The element owns the form at rest (properties, values, the first render); it
 * creates this controller when the chunk arrives and renders from it.
 */
import type { nothing, PropertyValues, ReactiveController, TemplateResult } from 'lit';
import type { WaitInfo } from '../api/client.js';
import { IdempotencyKeys } from '../api/idempotency.js';
import type { ApiFailure } from '../api/types.js';
import { ENUMERATED_PROPS, attributeWarnings } from '../attribute-check.js';
import { effectiveTimeout, readConfiguration, type Configuration } from '../config.js';
import type { EventRegister } from '../event-register.js';
import { RegisterSubmitEvent, StateChangeEvent, SubmitErrorEvent, submitErrorDetail } from '../events.js';
import { failureExplanation } from '../failure-log.js';
import { formatSeconds } from '../formatting.js';
import { formMessage } from '../form-message.js';
import type { InstanceIds } from '../instance-ids.js';
import type { ErrorField, ErrorText, FieldProblem } from '../messages.js';
import { identifyMode } from '../modes/identify.js';
import type { SubmissionMode, Success } from '../modes/mode.js';
import { modeOf } from '../modes/mode-text.js';
import { registerMode, rememberedSuccess } from '../modes/register.js';
import { prefillFromUrl, prefillMode, urlWithoutPrefill } from '../prefill.js';
import { forget, recall, remember } from '../remember.js';
import { recallRateLimit, rememberRateLimit } from '../rate-limit-memory.js';
import { actionText, fieldProblemMessage } from '../result-messages.js';
import { rateLimitWaitText, retryWaitText, statusText } from '../status-messages.js';
import { errorSummaryTemplate } from '../templates/error-summary.js';
import { formProblems, nameFieldMode } from '../validation.js';
import type { ButtonState, FormBanner } from '../templates/form.js';
import { messageActionTemplate } from '../templates/message-action.js';
import { ConnectivityController } from './connectivity.js';
import { CountdownController } from './countdown.js';
import type { FormStateController } from './form-state.js';
import type { SlotContentController } from './slot-content.js';
import { SubmissionController, type SubmissionState } from './submission.js';

/** Console messages stay one line; the README explains each one and its fix. */
const MORE = 'See "Console messages" in the README.';

/** Properties whose change reconfigures the element and aborts a request under way. */
const CONNECTION_PROPS = ['eventId', 'apiKey', 'baseUrl', 'mode', 'externalId', 'customAttributes'] as const;

const MODES = { register: registerMode, identify: identifyMode } satisfies Record<string, SubmissionMode>;

/** The element's own parts the flow works with, beyond its public properties. */
export interface FlowHost {
  element: EventRegister;
  form: FormStateController;
  slots: SlotContentController;
  ids: InstanceIds;
  /** The locale shown, for formatting durations and times. */
  locale(): string;
  /** The rendered form's elements, in whichever root it renders into. */
  parts(): {
    emailInput: HTMLInputElement | null;
    nameInput: HTMLInputElement | null;
    consentInput: HTMLInputElement | null;
    submitButton: HTMLButtonElement | null;
    successView: HTMLElement | null;
    errorSummary: HTMLElement | null;
  };
}

/** What the form shows of a submission. */
export interface FormParts {
  busy: boolean;
  /** The button's text while sending; its text at rest otherwise. */
  busyLabel: string | undefined;
  summary: TemplateResult | typeof nothing;
  message: FormBanner | undefined;
  countdown: string | undefined;
  buttonState: ButtonState;
}

export class SubmissionFlow implements ReactiveController {
  private readonly element: EventRegister;
  private readonly submission: SubmissionController<Success>;
  private readonly countdown: CountdownController;
  private readonly connectivity: ConnectivityController;
  private readonly keys = new IdempotencyKeys();
  private configuration: Configuration = { check: { warnings: [] }, identifyAttributes: {} };
  private lastLoggedConfig = '';
  private lastAttributeWarnings = '';
  private autoIdentified: string | undefined;
  private failure: ApiFailure | undefined;
  /** Said by the live region; a function, so that it follows a live change of language. */
  announcement: (() => string) | undefined;

  constructor(private readonly host: FlowHost) {
    this.element = host.element;
    this.submission = new SubmissionController<Success>(this.element, (next, previous) => this.onStateChange(next, previous));
    this.countdown = new CountdownController(this.element, () => this.onWaitOver());
    this.connectivity = new ConnectivityController(this.element, {
      // The banner (an alert) says it; the polite region stays quiet meanwhile.
      onQueuedChange: (queued) => {
        if (queued) this.announcement = undefined;
      },
      lastFailureWasNetwork: () => this.failure?.kind === 'network',
      onBackOnline: () => {
        this.announcement = statusText.backOnline;
      },
    });
    this.element.addController(this);
    this.applyUrlPrefill();
    // Created after the first update (the chunk arrived later): read the settings now. Created
    // before it (the chunk was already on the page), the first update's willUpdate reads them,
    // once a framework has set its properties on the new element.
    if (this.element.hasUpdated) {
      this.configure(true, false);
      this.checkAttributes();
    }
  }

  get state(): SubmissionState<Success> {
    return this.submission.state;
  }

  hostUpdated(): void {
    this.maybeAutoIdentify();
  }

  /** The element's willUpdate: a change of connection settings reconfigures, `remember` re-reads storage. */
  willUpdate(changed: PropertyValues<EventRegister>): void {
    const connectionChanged = CONNECTION_PROPS.some((p) => changed.has(p));
    if (connectionChanged || changed.has('remember')) this.configure(connectionChanged, connectionChanged && this.element.hasUpdated);
    if (ENUMERATED_PROPS.some((p) => changed.has(p))) this.checkAttributes();
  }

  /** Warns once about each unknown value of an enumerated attribute, and about a late render-root. */
  private checkAttributes(): void {
    const el = this.element;
    const warnings = attributeWarnings(el);
    const rendersLight = el.renderRoot === el;
    if (el.hasUpdated && el.renderRootMode != null && (el.renderRootMode === 'light') !== rendersLight) {
      warnings.push('<event-register> render-root is read when the element connects; set it before adding the element to the page.');
    }
    const signature = warnings.join('|');
    if (signature !== this.lastAttributeWarnings) warnings.forEach((warning) => console.warn(`${warning} ${MORE}`));
    this.lastAttributeWarnings = signature;
  }

  private configure(connectionChanged: boolean, reconfigured: boolean): void {
    if (connectionChanged) {
      this.configuration = readConfiguration(this.element);
      this.logConfig();
    }
    this.syncRemembered(reconfigured);
    if (connectionChanged) this.restoreRateLimit();
  }

  /** Reads `email`/`name` from the page URL once, and strips them when allowed. */
  private applyUrlPrefill(): void {
    const mode = prefillMode(this.element.prefillFromUrl);
    if (mode === 'off') return;
    const url = new URL(window.location.href);
    // Values from the URL are the person's own: an attribute's default must not replace them.
    this.host.form.adopt(prefillFromUrl(url));
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
    const el = this.element;
    const record = el.remember && modeOf(el.mode) === 'register' && !this.configuration.check.problem ? recall(el.baseUrl.trim(), el.eventId.trim()) : undefined;
    const state = this.submission.state;
    const showingRemembered = state.status === 'success' && state.data.remembered === true;
    if (reconfigured) {
      this.countdown.stop();
      this.keys.clear();
      this.failure = undefined;
      this.host.form.clearErrors();
      if (!(showingRemembered && record)) this.submission.reset();
    }
    if (record && (this.submission.state.status === 'idle' || showingRemembered)) this.submission.show(rememberedSuccess(record));
    else if (!record && showingRemembered) this.submission.reset();
  }

  /** A wait the server asked for before this page (re)loaded, for the same API and key: it still holds. */
  private restoreRateLimit(): void {
    const el = this.element;
    if (this.configuration.check.problem || this.submission.state.status !== 'idle') return;
    const until = recallRateLimit(el.baseUrl.trim(), el.apiKey.trim());
    if (until === undefined) return;
    this.failure = { kind: 'rate-limited', fieldErrors: [], retryAt: until };
    this.countdown.start(until);
    el.requestUpdate();
  }

  private logConfig(): void {
    const { check } = this.configuration;
    const signature = [check.problem, check.explanation, ...check.warnings].join('|');
    if (signature === this.lastLoggedConfig) return;
    this.lastLoggedConfig = signature;
    if (check.explanation) console.error(`${check.explanation} ${MORE}`);
    for (const warning of check.warnings) console.warn(`${warning} ${MORE}`);
  }

  private maybeAutoIdentify(): void {
    const el = this.element;
    if (el.mode !== 'identify' || !el.auto || this.configuration.check.problem || !el.isConnected) return;
    const fingerprint = JSON.stringify([el.baseUrl, el.eventId, el.apiKey, el.externalId, this.configuration.identifyAttributes]);
    if (fingerprint === this.autoIdentified || this.submission.busy) return;
    this.autoIdentified = fingerprint;
    // Start after this update has finished: submitting changes state, which must not happen mid-update.
    void el.updateComplete.then(() => (el.isConnected ? this.run(false) : undefined));
  }

  private get rateLimited(): boolean {
    return this.countdown.running && this.failure?.kind === 'rate-limited';
  }

  /** `fromForm`: the person pressed the button or Enter (Safari does not focus a clicked button). */
  async run(fromForm: boolean): Promise<void> {
    // After a success, nothing is sent again until reset(): a second submit would only meet a 409.
    if (this.submission.busy || this.rateLimited || this.submission.state.status === 'success') return;
    const el = this.element;
    const form = this.host.form;
    this.connectivity.backOnline = false;
    const { check, identifyAttributes } = this.configuration;
    if (check.problem) {
      this.failure = { kind: 'config', fieldErrors: [] };
      this.logConfig();
      el.requestUpdate();
      el.dispatchEvent(new SubmitErrorEvent({ kind: 'config', title: 'Invalid configuration', detail: check.explanation, fieldErrors: [] }));
      return;
    }
    const mode = MODES[modeOf(el.mode)];
    if (!mode.hasFields) form.clearErrors();
    else {
      const problems = formProblems(form.values, { nameField: nameFieldMode(el.nameField), consentRequired: this.host.slots.has('consent'), consentChecked: form.consentChecked });
      form.setProblems(problems);
      if (Object.keys(problems).length) {
        this.failure = undefined;
        await this.focusFirstInvalid();
        return;
      }
    }
    const eventId = el.eventId.trim();
    const prepared = mode.prepare({ eventId, ...form.values, nameField: nameFieldMode(el.nameField), externalId: el.externalId, attributes: identifyAttributes });
    if (!el.dispatchEvent(new RegisterSubmitEvent(prepared.body))) return;
    // Only a person working in the form gets focus moved for them; an `auto` identify
    // or a host's own submit() must not pull focus away from where the visitor is.
    const personInForm = fromForm || el.matches(':focus-within');
    const client = { baseUrl: el.baseUrl.trim(), apiKey: el.apiKey.trim(), timeoutMs: effectiveTimeout(el.timeout) };
    const idempotencyKey = this.keys.keyFor(JSON.stringify([mode.operation, client.baseUrl, eventId, prepared.body]));
    this.failure = undefined;
    let after: (() => Promise<void>) | undefined;
    await this.submission.run(
      async (signal, onWait) => {
        const call = {
          idempotencyKey,
          signal,
          onWait: (wait: WaitInfo) => {
            onWait(wait);
            this.onWait(wait);
          },
        };
        // Offline, it waits for the connection and goes out by itself (Cancel or reset() aborts it).
        return this.connectivity.sendWhenOnline(() => prepared.send(client, call), signal);
      },
      (state) => {
        if (state.status === 'success') after = this.succeeded(state.data, client.baseUrl, eventId, personInForm);
        else if (state.status === 'error') after = this.failed(state.failure, mode.operation, personInForm);
      },
    );
    await after?.();
  }

  /** Clears errors, the success view and any request under way; the next submission gets a new idempotency key. */
  reset(): void {
    // The server's instruction outlives the form: after reset() the next submission still waits.
    const limit = this.rateLimited ? this.failure : undefined;
    this.submission.reset();
    this.countdown.stop();
    this.keys.clear();
    this.failure = limit;
    if (limit?.retryAt !== undefined) this.countdown.start(limit.retryAt);
    this.connectivity.backOnline = false;
    this.announcement = undefined;
    this.element.requestUpdate();
  }

  // The outcome is told (events, storage, the console) as soon as it is known, before the view
  // that shows it renders; what needs the rendered view (focus) is returned, to run after it.
  private succeeded(success: Success, baseUrl: string, eventId: string, moveFocus: boolean): (() => Promise<void>) | undefined {
    const el = this.element;
    this.keys.clear();
    if (el.remember && success.record) remember(baseUrl, eventId, success.record);
    const proceed = success.event ? el.dispatchEvent(success.event) : true;
    if (el.redirect && proceed && success.redirectTo) {
      window.location.assign(success.redirectTo);
      return undefined;
    }
    if (!moveFocus) return undefined;
    return async () => {
      await el.updateComplete;
      // The form the person was in is gone: move focus to what replaced it.
      this.host.parts().successView?.focus();
    };
  }

  private failed(failure: ApiFailure, operation: SubmissionMode['operation'], moveFocus: boolean): (() => Promise<void>) | undefined {
    const el = this.element;
    this.failure = failure;
    el.requestUpdate();
    if (failure.kind === 'validation') this.host.form.setProblems(serverProblems(failure));
    if (failure.kind === 'rate-limited' && failure.retryAt !== undefined) {
      this.countdown.start(failure.retryAt);
      // Kept across a reload: the waits the person is shown. (The short ones the client waits out
      // by itself are over before a reload could matter.)
      rememberRateLimit(el.baseUrl.trim(), el.apiKey.trim(), failure.retryAt);
    }
    const explanation = failureExplanation(failure, operation, el.eventId);
    if (explanation) console.error(`${explanation} ${MORE}`);
    el.dispatchEvent(new SubmitErrorEvent(submitErrorDetail(failure)));
    return moveFocus || this.host.form.errors.length ? () => this.focusFirstInvalid() : undefined;
  }

  /** After a failed submit: the error summary when fields are wrong (GOV.UK), else keep focus in the form. */
  private async focusFirstInvalid(): Promise<void> {
    const el = this.element;
    await el.updateComplete;
    const { errorSummary, submitButton } = this.host.parts();
    if (this.host.form.errors.length && errorSummary) {
      errorSummary.focus();
      return;
    }
    // Focus was elsewhere on the page (a host's submit()): bring it to the form's button.
    if (!el.matches(':focus-within')) submitButton?.focus();
  }

  /** The input an error summary link points at. */
  private readonly followSummaryLink = (target: string): void => {
    const { ids } = this.host;
    const parts = this.host.parts();
    const inputs: Record<string, HTMLInputElement | null> = {
      [ids.email]: parts.emailInput,
      [ids.name]: parts.nameInput,
      [ids.consent]: parts.consentInput,
    };
    const input = inputs[target];
    input?.focus();
    input?.scrollIntoView({ block: 'center' });
  };

  /** A wait the person saw (a countdown, a rate limit) is over: say so, politely. */
  private onWaitOver(): void {
    if (this.failure?.kind === 'rate-limited') this.announcement = actionText.tryAgainNow;
    this.element.requestUpdate();
  }

  /** "Already registered" → start again with another address, in the email field. */
  private readonly onDifferentEmail = async (): Promise<void> => {
    this.failure = undefined;
    this.keys.clear();
    this.host.form.input('email', '');
    await this.element.updateComplete;
    this.host.parts().emailInput?.focus();
  };

  /** "Not you?" forgets the remembered registration and shows an empty form. */
  private readonly onNotYou = async (): Promise<void> => {
    const el = this.element;
    forget(el.baseUrl.trim(), el.eventId.trim());
    el.reset();
    await el.updateComplete;
    this.host.parts().emailInput?.focus();
  };

  private onWait(wait: WaitInfo): void {
    this.countdown.start(wait.until);
    const seconds = Math.max(1, Math.ceil((wait.until - Date.now()) / 1000));
    // Announced once per wait, politely; the visible countdown updates silently.
    this.announcement = () => {
      const duration = formatSeconds(seconds, this.host.locale());
      return wait.reason === 'rate-limited' ? rateLimitWaitText(duration) : retryWaitText(duration);
    };
  }

  private onStateChange(next: SubmissionState<Success>, previous: SubmissionState<Success>): void {
    if (next.status === 'submitting' && !next.wait) {
      const mode = MODES[modeOf(this.element.mode)];
      this.announcement = () => mode.progressAnnouncement();
    }
    // A remembered registration is no news: it is shown, not announced.
    if (next.status === 'success' && !next.data.remembered) {
      const success = next.data;
      this.announcement = () => success.announcement();
    }
    if (next.status !== 'submitting' && !(next.status === 'error' && next.failure.kind === 'rate-limited')) this.countdown.stop();
    if (next.status === 'error' || next.status === 'idle') this.announcement = undefined;
    if (next.status !== previous.status) this.element.dispatchEvent(new StateChangeEvent({ state: next.status, previous: previous.status }));
  }

  /** "Cancel" on a submission waiting for the connection: back to the form, everything typed kept. */
  private readonly cancelQueued = (): void => {
    // The key stays: a later submit of the same details is the same registration.
    this.submission.reset();
    this.element.requestUpdate();
  };

  /** A field's error as shown: the widget's own words, or the server's when nothing matched. */
  errorFor(field: ErrorField): ErrorText | undefined {
    const problem = this.host.form.problem(field);
    return problem && fieldProblemMessage(field, problem);
  }

  /** The success view, in the element's current settings. */
  successView(success: Success): TemplateResult {
    return success.view({ showLink: this.element.showLink, locale: this.host.locale(), slot: this.host.slots.render, onNotYou: () => void this.onNotYou() });
  }

  /** The parts of the form a submission decides. */
  formParts(): FormParts {
    const state = this.submission.state;
    const busy = state.status === 'submitting';
    const wait = busy && this.countdown.running ? state.wait : undefined;
    // Only while a wait is shown: building an Intl formatter costs milliseconds, and formParts
    // runs on every render, the one that shows a submission as under way included.
    const duration = wait && formatSeconds(this.countdown.secondsLeft, this.host.locale());
    const { ids } = this.host;
    const message = formMessage({
      queued: this.connectivity.queued,
      onCancel: this.cancelQueued,
      misconfigured: this.configuration.check.problem !== undefined,
      failure: this.failure,
      backOnline: this.connectivity.backOnline,
      waiting: this.countdown.running,
      locale: this.host.locale(),
      onDifferentEmail: () => void this.onDifferentEmail(),
    });
    return {
      busy,
      busyLabel: busy && !this.connectivity.queued ? MODES[modeOf(this.element.mode)].busyLabel() : undefined,
      summary: errorSummaryTemplate({
        id: `${ids.email}-summary`,
        entries: this.host.form.errors.flatMap(({ field }) => {
          const error = this.errorFor(field);
          const target = field === 'external_id' ? undefined : ids[field];
          return error ? [{ error, target }] : [];
        }),
        onFollow: this.followSummaryLink,
      }),
      message: message && { ...message, action: message.action && messageActionTemplate(message.action) },
      countdown: wait && duration && (wait.reason === 'rate-limited' ? rateLimitWaitText(duration) : retryWaitText(duration)),
      buttonState: busy ? 'busy' : this.rateLimited ? 'rate-limited' : 'idle',
    };
  }
}

/** The server's field errors of a failed submission, at most one per field (the first). */
function serverProblems(failure: ApiFailure): Partial<Record<ErrorField, FieldProblem>> {
  const problems: Partial<Record<ErrorField, FieldProblem>> = {};
  for (const error of failure.fieldErrors) {
    // external_id has no visible field: its errors are shown at form level.
    if (error.field && error.field !== 'external_id' && !problems[error.field]) problems[error.field] = { source: 'server', error };
  }
  return problems;
}
