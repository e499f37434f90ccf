/**
 * "Remember me" for returning visitors: a successful registration kept in
 * `localStorage`, per API base URL and event ID. Used only with the
 * `remember` attribute; nothing is stored otherwise.
 */

import { isRecord, parseJson } from '../../api/json.js';
import { isSecureWebUrl } from '../../api/urls.js';
import type { Settings } from '../settings/settings.js';
import { webStorage } from './web-storage.js';

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

const storage = (): Storage | undefined => webStorage('localStorage');

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
    const parsed = parseJson(storage()?.getItem(rememberKey(baseUrl, eventId)) ?? '');
    return isRemembered(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

export function remember(baseUrl: string, eventId: string, registration: RememberedRegistration): void {
  try {
    storage()?.setItem(rememberKey(baseUrl, eventId), JSON.stringify(registration));
  } catch (error) {
    console.warn('<event-register> could not remember the registration (storage unavailable).', error);
  }
}

export function forget(baseUrl: string, eventId: string): void {
  try {
    storage()?.removeItem(rememberKey(baseUrl, eventId));
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
