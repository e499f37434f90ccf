/**
 * The sessions of one widget: read from its attributes (each problem said once on the console),
 * drawn as the form's choice of a time, checked with the form, and sent to: the session chosen, or
 * every upcoming one of a series. It redraws when a session starts or ends, and each minute for
 * "in 3 days".
 */
import type { ReactiveController, TemplateResult } from 'lit';
import { loadDiagnostics } from '../interaction/diagnostics.js';
import { localeLoaders as sessionsLocaleLoaders } from '../generated/sessions-locale-loaders.js';
import { addCataloguePart } from '../i18n/catalogues.js';
import type { FeatureController, FeatureElement, FeatureParts } from '../interaction/flow-feature.js';
import { formatCount, isolate } from '../interaction/messages/formatting.js';
import { failureText } from '../interaction/messages/result-messages.js';
import { styleAdopter } from '../interaction/styles/style-adopter.js';
import type { ApiResult } from '../api/types.js';
import type { ErrorText, FieldProblem } from '../fields/problem.js';
import type { Success } from '../interaction/modes/mode.js';
import { expiryOf, recall, remember, type RememberedRegistration } from '../interaction/memory/remember.js';
import type { SessionsFunnel } from '../analytics/funnel.js';
import { bestSession, upcoming } from './best-time.js';
import { sessionsText } from './messages.js';
import { readSessions, type Read } from './read.js';
import type { Session } from './session.js';
import { serverInput, sessionRows } from './rows.js';
import { PRERENDERED } from '../form/prerendered-marker.js';
import { sessionWhen } from './times.js';
import { forSession, sendSeries, type Answers } from './series.js';
import { sessionsRules } from './styles/sessions-rules.js';
import { choiceTemplate, closedTemplate } from './templates/choice-view.js';

const adoptSessionsStyles = styleAdopter(sessionsRules);
const MINUTE = 60_000;

export class SessionsController implements ReactiveController, FeatureController {
  readonly ready: Promise<unknown>;
  private read: Read = { sessions: [], mode: 'one', afterEnd: undefined, timeZone: undefined };
  private readFrom = '';
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** A series' answers, by session, for the values they were sent with (`answersFor`). */
  private readonly sent: Answers = new Map();
  private answersFor = '';

  constructor(
    private readonly host: FeatureElement,
    private readonly parts: FeatureParts,
  ) {
    addCataloguePart(sessionsLocaleLoaders);
    this.ready = parts.i18n.reload();
    parts.funnel = () => this.funnel();
    // Lit calls hostConnected() now: the host is connected.
    host.addController(this);
  }

  hostConnected(): void {
    adoptSessionsStyles(this.host.renderRoot, (this.host.renderRoot as unknown) === this.host);
  }

  hostUpdated(): void {
    // One timer at a time, to the next start or end, or the next minute of "in 3 minutes".
    clearTimeout(this.timer);
    const { sessions } = this.settings();
    const now = Date.now();
    const next = sessions.flatMap((s) => [s.start, s.end]).filter((at) => at > now);
    if (next.length)
      this.timer = setTimeout(() => this.host.requestUpdate(), Math.min(MINUTE, ...next.map((at) => at - now)));
  }

  hostDisconnected(): void {
    clearTimeout(this.timer);
  }

  /** The settings, read again when an attribute changed; each problem said once per reading. */
  private settings(): Read {
    const { sessions, sessionsMode, organizerTimeZone, afterEnd, mode } = this.host;
    const from = JSON.stringify([sessions, sessionsMode, organizerTimeZone, afterEnd, mode]);
    if (from !== this.readFrom) {
      this.readFrom = from;
      const { read, problems } = readSessions(this.host);
      // The words come with the diagnostics chunk, fetched only when there is something to say.
      if (problems.length)
        loadDiagnostics().then(({ sessionsExplanation }) => {
          for (const problem of problems) console.warn(sessionsExplanation(problem));
        }, Boolean);
      this.read = read;
    }
    return this.read;
  }

  /** The sessions still offered: not ended. */
  private offered(now = Date.now()): Session[] {
    return upcoming(this.settings().sessions, now);
  }

  /** The session chosen: the person's choice, else `event-id` when it names one, else the only one left. */
  private chosen(offered: readonly Session[]): Session | undefined {
    const choice = this.parts.form.choice || this.host.eventId.trim();
    return offered.find((s) => s.eventId === choice) ?? (offered.length === 1 ? offered[0] : undefined);
  }

  formPart(fieldError: (field: 'session') => ErrorText | undefined): TemplateResult | undefined {
    const now = Date.now();
    const read = this.settings();
    const offered = this.offered(now);
    if (!offered.length) return undefined;
    const { locale } = this.parts.i18n;
    const best = read.mode === 'one' && offered.length > 1 ? bestSession(offered, now) : undefined;
    const answers = this.answers();
    // Over the server's markup, the take-over binds this render to it: drawn as the server drew it.
    const server = this.host.renderRoot.querySelector(`.${PRERENDERED}`);
    const input = server
      ? serverInput(now, locale, read.timeZone)
      : { now, locale, organizer: read.timeZone, best: best?.eventId };
    const rows = sessionRows(offered, input).map((row) => {
      const answer = answers.get(row.eventId);
      return answer ? { ...row, state: answer.ok ? ('registered' as const) : ('failed' as const) } : row;
    });
    const kind = offered.length === 1 ? 'single' : read.mode === 'all' ? 'series' : 'choice';
    const id = this.parts.ids('session');
    return choiceTemplate({
      kind,
      rows,
      id,
      chosen: this.chosen(offered)?.eventId ?? '',
      heading: sessionsText.series(formatCount(offered.length, locale)),
      error: fieldError('session'),
      onChoose: (eventId) => this.parts.form.choose(eventId),
    });
  }

  replacesForm(): TemplateResult | undefined {
    const read = this.settings();
    if (read.afterEnd !== 'closed') return undefined;
    const now = Date.now();
    const ended = read.sessions.length ? !this.offered(now).length : this.singleEnded(now);
    return ended ? closedTemplate() : undefined;
  }

  problems(): Partial<Record<'session', FieldProblem>> {
    const read = this.settings();
    const offered = this.offered();
    return read.mode === 'one' && offered.length > 1 && !this.chosen(offered)
      ? { session: { source: 'feature', text: sessionsText.required } }
      : {};
  }

  /** Each session of a series that failed for the values in the form: named, with why, in the summary. */
  failures(): Partial<Record<'session', FieldProblem>> | undefined {
    const answers = this.answers();
    const failed = this.offered().flatMap((session) => {
      const answer = answers.get(session.eventId);
      return answer && !answer.ok ? [{ session, failure: answer.failure }] : [];
    });
    const name = (s: Session) => s.title ?? sessionWhen(s.start, Date.now(), this.parts.i18n.locale);
    const text = () =>
      failed.map(({ session, failure }) => sessionsText.failed(isolate(name(session)), failureText(failure))).join(' ');
    return failed.length ? { session: { source: 'feature', text } } : undefined;
  }

  sends(send: (eventId: string) => Promise<ApiResult<Success>>): Promise<ApiResult<Success>> | undefined {
    const read = this.settings();
    if (!read.sessions.length) return undefined;
    const offered = this.offered();
    if (read.mode === 'all' && offered.length) {
      const answers = this.answers(true);
      return sendSeries(offered, send, answers, (eventId, success) => this.registered(eventId, success)).then(
        (result) => {
          // Told: the next registration (after reset()) is a new one; the funnel still counts these.
          if (result.ok) this.answersFor = '';
          return result;
        },
      );
    }
    // Every session has ended and registration stays open (on demand): the last one, for its recording.
    const session = offered.length ? this.chosen(offered)! : read.sessions.at(-1)!;
    return send(session.eventId).then((result) => forSession(result, [session]));
  }

  /** The answers of a series for the values in the form now: other values are another registration. */
  private answers(fresh = false): Answers {
    const { baseUrl, mode } = this.host;
    const key = JSON.stringify([baseUrl, mode, this.parts.form.values]);
    // Only a press starts afresh: a render between a series' last answer and its outcome must not.
    if (fresh && key !== this.answersFor) {
      this.sent.clear();
      this.answersFor = key;
    }
    return key === this.answersFor ? this.sent : (new Map() as Answers);
  }

  /** The analytics funnel's part: the session chosen (or a series' first), how many are offered and registered. */
  private funnel(): SessionsFunnel | undefined {
    const read = this.settings();
    if (!read.sessions.length) return undefined;
    const offered = this.offered();
    const all = read.mode === 'all';
    return {
      event_id: (all ? offered[0] : this.chosen(offered))?.eventId ?? this.host.eventId.trim(),
      session_count: offered.length,
      sessions_registered: all ? [...this.sent.values()].filter((answer) => answer.ok).length : undefined,
    };
  }

  /** A session of a series is registered: kept by `remember`, told with its own `registered`, shown. */
  private registered(eventId: string, success: Success): void {
    if (this.host.remember && success.record) remember(this.host.baseUrl.trim(), eventId, success.record);
    if (success.event) this.host.dispatchEvent(success.event);
    this.host.requestUpdate();
  }

  /** With `remember`, in register mode: the registration kept for one of the sessions, with its session. */
  remembered(): (RememberedRegistration & { sessions: Session[]; links: Record<string, string> }) | undefined {
    const { host } = this;
    const read = this.settings();
    if (!host.remember || host.mode === 'identify') return undefined;
    const onDemand = read.afterEnd === 'on-demand';
    const baseUrl = host.baseUrl.trim();
    const kept = read.sessions.flatMap((session) => {
      const record = recall(baseUrl, session.eventId, { end: session.end, onDemand });
      return record ? [{ record, session }] : [];
    });
    const links = Object.fromEntries(kept.map((k) => [k.session.eventId, k.record.magicLink]));
    return kept[0] && { ...kept[0].record, sessions: kept.map((k) => k.session), links };
  }

  /** A single event's end (`event-end`, or an hour after `event-start`, as `remember` reads it) has passed. */
  private singleEnded(now: number): boolean {
    const { end } = expiryOf(this.host);
    return end !== undefined && end <= now;
  }
}
