/**
 * The sessions' part of server-rendered markup (`sessions`, docs/server-rendering.md "Several
 * sessions"). A server has no flow, so the element renders its choice as an empty part: this renders
 * the same template (src/sessions/templates/choice-view.ts) with the server's rows, to go in that
 * part, so that the browser hydrates it (the same template, the same digest) rather than drawing it
 * again.
 */
import { render } from '@lit-labs/ssr';
import { collectResult } from '@lit-labs/ssr/lib/render-result.js';
import { loadedCatalogue } from '../i18n/catalogues.js';
import { withMessages, type EventRegisterStrings } from '../i18n/msg.js';
import type { Locale } from '../i18n/resolve.js';
import { formatCount } from '../interaction/messages/formatting.js';
import { upcoming } from '../sessions/best-time.js';
import { sessionsText } from '../sessions/messages.js';
import { readSessions as readSessionSettings } from '../sessions/read.js';
import { serverInput, sessionRows } from '../sessions/rows.js';
import type { AfterEnd, Session, SessionsMode } from '../sessions/session.js';
import { choiceTemplate } from '../sessions/templates/choice-view.js';

type Attributes = Record<string, string | boolean | undefined>;

/** The sessions of the attributes, read as the element reads them. */
export interface ServerSessions {
  /** The sessions still upcoming or under way at render time: the ones shown. */
  readonly offered: readonly Session[];
  readonly mode: SessionsMode;
  readonly timeZone: string | undefined;
  readonly afterEnd: AfterEnd | undefined;
  /** The element's console lines for what it cannot use, each starting with its prefix. */
  readonly problems: readonly string[];
  /** `sessions` given, every one ended, and registration closed: the browser shows only "Registration has closed.". */
  readonly closed: boolean;
}

const text = (attributes: Attributes, name: string): string | undefined =>
  typeof attributes[name] === 'string' ? attributes[name] : undefined;

export function readSessions(attributes: Attributes, now = Date.now()): ServerSessions {
  const given = text(attributes, 'sessions');
  const { read, problems } = readSessionSettings({
    sessions: given,
    sessionsMode: text(attributes, 'sessions-mode'),
    organizerTimeZone: text(attributes, 'organizer-time-zone'),
    afterEnd: text(attributes, 'after-end'),
    mode: text(attributes, 'mode') ?? 'register',
  });
  const offered = upcoming(read.sessions, now);
  return {
    offered,
    mode: read.mode,
    timeZone: read.timeZone,
    afterEnd: read.afterEnd,
    problems,
    closed: !!read.sessions.length && !offered.length && read.afterEnd === 'closed',
  };
}

/**
 * The choice's markup with Lit's markers, to go in the form's empty part, or undefined when no
 * session is shown. `prefix` is the form's id prefix (the element's `id`, or its seed). The
 * locale's catalogue, with its sessions part, is loaded.
 */
export async function choiceMarkup(
  attributes: Attributes,
  read: ServerSessions,
  locale: Locale,
  prefix: string,
  strings: EventRegisterStrings | undefined,
  now = Date.now(),
): Promise<string | undefined> {
  const { offered } = read;
  if (!offered.length) return undefined;
  const eventId = text(attributes, 'event-id')?.trim();
  // As the element chooses at first: `event-id` when it names a session, else the only one left.
  const chosen = offered.find((s) => s.eventId === eventId) ?? (offered.length === 1 ? offered[0] : undefined);
  const template = withMessages({ catalogue: loadedCatalogue(locale), strings }, () =>
    choiceTemplate({
      kind: offered.length === 1 ? 'single' : read.mode === 'all' ? 'series' : 'choice',
      rows: sessionRows(offered, serverInput(now, locale, read.timeZone)),
      id: `${prefix}-session`,
      chosen: chosen?.eventId ?? '',
      heading: sessionsText.series(formatCount(offered.length, locale)),
      onChoose: () => undefined,
    }),
  );
  // Lit's server renderer writes a `.checked` binding as `checked="false"`, which HTML reads as
  // checked: only the template's `?checked` attribute stays.
  return (await collectResult(render(template))).replace(/ checked="(?:true|false)"/g, '');
}

/** The empty part the element renders for the choice, just before its banner. */
const EMPTY_CHOICE = /<!--lit-part--><!--\/lit-part-->(?=\s*<!--lit-node \d+--><div class="er-form-error)/;

/** The rendered form with `choice` (Lit's server output, markers and all) in its choice's empty part. */
export function withChoice(form: string, choice: string): string {
  const empty = EMPTY_CHOICE.exec(form);
  if (!empty)
    throw new Error(
      "<event-register> the server renderer's form has no empty part for the sessions before its banner.",
    );
  return form.slice(0, empty.index) + choice + form.slice(empty.index + empty[0].length);
}
