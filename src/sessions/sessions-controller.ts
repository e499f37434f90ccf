/**
 * The sessions of one widget: read from its attributes (each problem said once on the console),
 * drawn as the form's choice of a time, checked with the form, and sent to: the session chosen, or
 * every upcoming one of a series. It redraws when a session starts or ends, and each minute for
 * "in 3 days".
 */
import type { ReactiveController, TemplateResult } from 'lit';
import { localeLoaders as sessionsLocaleLoaders } from '../generated/sessions-locale-loaders.js';
import { addCataloguePart } from '../i18n/catalogues.js';
import type { FeatureController, FeatureElement, FeatureParts } from '../interaction/flow-feature.js';
import { formatCount } from '../interaction/messages/formatting.js';
import { PREFIX } from '../interaction/messages/console-prefix.js';
import { styleAdopter } from '../interaction/styles/style-adopter.js';
import type { ApiResult } from '../api/types.js';
import type { ErrorText, FieldProblem } from '../fields/problem.js';
import type { Success } from '../interaction/modes/mode.js';
import { bestSession, upcoming } from './best-time.js';
import { sessionsText } from './messages.js';
import { afterEndOf, parseSessions, sessionsModeOf, timeZoneOf } from './parse.js';
import type { AfterEnd, Session, SessionsMode } from './session.js';
import { serverInput, sessionRows } from './rows.js';
import { PRERENDERED } from '../form/prerendered-marker.js';
import { sendSeries } from './series.js';
import { sessionsRules } from './styles/sessions-rules.js';
import { choiceTemplate, closedTemplate } from './templates/choice-view.js';

const adoptSessionsStyles = styleAdopter(sessionsRules);
const MINUTE = 60_000;

/** The sessions' settings, as read from the element. */
interface Read {
  readonly sessions: readonly Session[];
  readonly mode: SessionsMode;
  readonly afterEnd: AfterEnd | undefined;
  readonly timeZone: string | undefined;
}

export class SessionsController implements ReactiveController, FeatureController {
  readonly ready: Promise<unknown>;
  private read: Read = { sessions: [], mode: 'one', afterEnd: undefined, timeZone: undefined };
  private readFrom = '';
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly host: FeatureElement,
    private readonly parts: FeatureParts,
  ) {
    addCataloguePart(sessionsLocaleLoaders);
    this.ready = parts.i18n.reload();
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
    const { sessions, sessionsMode, organizerTimeZone, afterEnd } = this.host;
    const from = JSON.stringify([sessions, sessionsMode, organizerTimeZone, afterEnd]);
    if (from !== this.readFrom) {
      this.readFrom = from;
      const parsed = parseSessions(sessions);
      const mode = sessionsModeOf(sessionsMode ?? 'one');
      const zone = timeZoneOf(organizerTimeZone);
      const end = afterEndOf(afterEnd, !!sessions);
      for (const problem of [...parsed.problems, mode.problem, zone.problem, end.problem])
        if (problem) console.warn(problem.startsWith(PREFIX) ? problem : `${PREFIX} ${problem}`);
      this.read = { sessions: parsed.sessions, mode: mode.mode, afterEnd: end.afterEnd, timeZone: zone.timeZone };
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
    // Over the server's markup, the take-over binds this render to it: drawn as the server drew it.
    const server = this.host.renderRoot.querySelector(`.${PRERENDERED}`);
    const input = server
      ? serverInput(now, locale, read.timeZone)
      : { now, locale, organizer: read.timeZone, best: best?.eventId };
    const rows = sessionRows(offered, input);
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

  sends(send: (eventId: string) => Promise<ApiResult<Success>>): Promise<ApiResult<Success>> | undefined {
    const read = this.settings();
    if (!read.sessions.length) return undefined;
    const offered = this.offered();
    // Every session has ended and registration stays open (on demand): the last one, for its recording.
    const targets = offered.length
      ? read.mode === 'all'
        ? offered
        : [this.chosen(offered)!]
      : read.sessions.slice(-1);
    return sendSeries(targets, send);
  }

  /** A single event's end (`event-end`, or an hour after `event-start`) has passed. */
  private singleEnded(now: number): boolean {
    const start = Date.parse(this.host.eventStart ?? '');
    const end = this.host.eventEnd ? Date.parse(this.host.eventEnd) : start + 60 * MINUTE;
    return end <= now;
  }
}
