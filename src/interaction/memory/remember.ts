/**
 * "Remember me" for returning visitors: a successful registration kept in
 * `localStorage`, per API base URL and event ID. Used only with the
 * `remember` attribute; nothing is stored otherwise.
 */

import { isRecord, parseJson } from '../../api/json.js';
import { isSecureWebUrl } from '../../api/urls.js';
import type { Settings } from '../settings/settings.js';
import { PREFIX } from '../messages/console-prefix.js';

export interface RememberedRegistration {
  email: string;
  magicLink: string;
  viewerId: string;
  registrationId: string;
  /** Epoch ms. */
  savedAt: number;
}

const VERSION = 1;

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

export function recall(baseUrl: string, eventId: string): RememberedRegistration | undefined {
  try {
    const parsed = parseJson(localStorage.getItem(rememberKey(baseUrl, eventId)) ?? '');
    return isRemembered(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
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

/** The registration `remember` keeps for these settings, when it applies: register mode, a usable configuration. */
export function rememberedRecord(settings: Settings, enabled: boolean): RememberedRegistration | undefined {
  return enabled && settings.mode === 'register' && !settings.check.problem
    ? recall(settings.baseUrl, settings.eventId)
    : undefined;
}
