/**
 * "Remember me" for returning visitors: a successful registration kept in
 * `localStorage`, per API base URL and event ID, until it expires (`expiresAt`).
 * Used only with the `remember` attribute; nothing is stored otherwise.
 */

import { isRecord, parseJson } from '../../api/json.js';
import { isSecureWebUrl } from '../../api/urls.js';
import type { Settings } from '../settings/settings.js';
import { PREFIX } from '../messages/console-prefix.js';
import { DEFAULT_DURATION, parseDateTime } from '../time/date-time.js';

export interface RememberedRegistration {
  email: string;
  magicLink: string;
  viewerId: string;
  registrationId: string;
  /** Epoch ms. */
  savedAt: number;
}

const VERSION = 1;
const KEPT = 30 * 24 * 60 * 60 * 1000;

/** What a record's lifetime depends on: its event's end (epoch ms), if known, and `after-end="on-demand"`. */
export interface Expiry {
  end?: number;
  onDemand?: boolean;
}

/**
 * When a record expires: at its event's end, or 30 days after it with `after-end="on-demand"` (the
 * link leads to the recording); 30 days after it was saved when no end is known.
 */
export function expiresAt({ savedAt }: Pick<RememberedRegistration, 'savedAt'>, { end, onDemand }: Expiry): number {
  return end === undefined ? savedAt + KEPT : onDemand ? end + KEPT : end;
}

/** Whether a record has expired at `now` (epoch ms): from the moment it expires on. */
export const isExpired = (record: Pick<RememberedRegistration, 'savedAt'>, expiry: Expiry, now: number): boolean =>
  now >= expiresAt(record, expiry);

/**
 * The key of an event's record. `remember` keeps the calendar the person last chose, for every event
 * of the API, under the key of no event (''): a widget without an event ID never registers.
 */
export function rememberKey(baseUrl: string, eventId: string): string {
  return `event-register:v${VERSION}:${baseUrl.replace(/\/+$/, '')}:${eventId}`;
}

function isRemembered(value: unknown): value is RememberedRegistration {
  return (
    isRecord(value) &&
    typeof value.email === 'string' &&
    typeof value.magicLink === 'string' &&
    // Stored by an older version, or by hand: the same rule as a fresh answer.
    isSecureWebUrl(value.magicLink) &&
    typeof value.viewerId === 'string' &&
    typeof value.registrationId === 'string' &&
    typeof value.savedAt === 'number'
  );
}

/** The record kept for this API and event, unless it has expired: an expired one is deleted. */
export function recall(baseUrl: string, eventId: string, expiry: Expiry): RememberedRegistration | undefined {
  try {
    const parsed = parseJson(localStorage.getItem(rememberKey(baseUrl, eventId)) ?? '');
    if (!isRemembered(parsed)) return undefined;
    if (Date.now() < expiresAt(parsed, expiry)) return parsed;
    forget(baseUrl, eventId);
  } catch {
    // Blocked storage: nothing to recall.
  }
  return undefined;
}

/** Whether the console has said that this page cannot remember: once is enough. */
let told = false;

export function remember(baseUrl: string, eventId: string, registration: RememberedRegistration): void {
  try {
    // Reading `localStorage` throws where storage is blocked (a sandboxed frame's opaque origin, a
    // browser's settings), as writing does when it is full: the form goes on without it.
    localStorage.setItem(rememberKey(baseUrl, eventId), JSON.stringify(registration));
  } catch {
    if (!told)
      console.warn(
        `${PREFIX} remember: storage is blocked here (the sandbox needs allow-same-origin?): nothing is kept.`,
      );
    told = true;
  }
}

export function forget(baseUrl: string, eventId: string): void {
  try {
    localStorage.removeItem(rememberKey(baseUrl, eventId));
  } catch {
    // Nothing stored, nothing to forget.
  }
}

/**
 * Forgets the registration a widget shows as remembered (its event's, or with `sessions` each
 * session's) and the calendar chosen (no event's): the person is someone else.
 */
export function forgetShown(
  { baseUrl, eventId }: Pick<Settings, 'baseUrl' | 'eventId'>,
  sessions: readonly { eventId: string }[] | false | undefined,
): void {
  for (const kept of sessions || [{ eventId }]) forget(baseUrl, kept.eventId);
  forget(baseUrl, '');
}

/** The element's properties a single event's record needs. `afterEnd` is optional: not every element has it. */
export interface RememberHost {
  readonly remember: boolean;
  readonly eventStart?: string | null;
  readonly eventEnd?: string | null;
  readonly afterEnd?: string | null;
}

/** A time attribute's epoch ms; undefined when absent or not a date-time with a zone (attend says why). */
const timeOf = (value: unknown): number | undefined =>
  typeof value === 'string' ? parseDateTime(value.trim()) : undefined;

/** A single event's expiry: it ends at `event-end`, or an hour after `event-start`. */
export function expiryOf(el: RememberHost): Expiry {
  const start = timeOf(el.eventStart);
  return {
    end: start === undefined ? undefined : (timeOf(el.eventEnd) ?? start + DEFAULT_DURATION),
    onDemand: el.afterEnd === 'on-demand',
  };
}

/** The registration `remember` keeps for these settings, when it applies: register mode, a usable configuration. */
export function rememberedRecord(settings: Settings, el: RememberHost): RememberedRegistration | undefined {
  return el.remember && settings.mode === 'register' && !settings.check.problem
    ? recall(settings.baseUrl, settings.eventId, expiryOf(el))
    : undefined;
}
