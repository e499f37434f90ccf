/**
 * Checks of the integrator's configuration (attributes and properties).
 * Pure: returns what is wrong, as codes; the words for the console are in
 * diagnostics/config-explanation.ts, fetched only when there is something to say.
 */

import { isLoopbackHost } from '../../api/urls.js';
import type { Mode } from '../../public-types.js';
import { badKeyIndex, isSecretKey } from './api-key.js';
import type { CustomAttributesProblem } from './custom-attributes.js';

export type ConfigProblem =
  | 'missing-event-id'
  | 'missing-api-key'
  | 'missing-base-url'
  | 'invalid-base-url'
  | 'insecure-base-url'
  | 'invalid-api-key'
  | 'invalid-event-id'
  | 'secret-key'
  | 'missing-external-id'
  | 'invalid-custom-attributes';

/**
 * Advice that sends anyway: a key that does not look publishable, a base URL with no version, an
 * external_id among the custom attributes (ignored).
 */
export type ConfigWarning = 'unusual-key' | 'no-version' | 'custom-external-id';

/** Why a base URL or an event ID is unusable, for its explanation. */
export type InvalidReason = 'not-absolute' | 'not-http' | 'credentials' | 'query' | 'surrogate' | 'segment';

/** The connection settings as set by attributes or properties (or the snippet command's flags). */
export interface ConnectionSettings {
  eventId: string;
  apiKey: string;
  baseUrl: string;
  /** Default `register`. */
  mode?: Mode;
  /** Identify mode only. */
  externalId?: string;
  /** Identify mode only: why the custom attributes are unusable, if they are. */
  customAttributesProblem?: CustomAttributesProblem;
  /** The widget has `sessions`, each with its event ID: `event-id` may be empty. */
  sessions?: boolean;
}

export interface ConfigCheck {
  /** The first blocking problem; nothing may be sent while it is set. */
  problem?: ConfigProblem;
  /** For `invalid-base-url` and `invalid-event-id`: why. */
  reason?: InvalidReason;
  /** Non-blocking advice for the console. */
  warnings: ConfigWarning[];
}

/** Whether a string has a lone surrogate, which cannot be encoded in a URL. */
function hasLoneSurrogate(value: string): boolean {
  return /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(value);
}

/** Validates configuration in priority order: a leaked secret key matters most. */
export function checkConfig(input: ConnectionSettings): ConfigCheck {
  const check = checkConnection(input);
  if (check.problem || input.mode !== 'identify') return check;
  if (!input.externalId?.trim()) return { ...check, problem: 'missing-external-id' };
  if (input.customAttributesProblem) return { ...check, problem: 'invalid-custom-attributes' };
  return check;
}

function checkConnection({ eventId, apiKey, baseUrl, sessions }: ConnectionSettings): ConfigCheck {
  const warnings: ConfigWarning[] = [];
  const found = (problem: ConfigProblem, reason?: InvalidReason): ConfigCheck =>
    reason ? { problem, reason, warnings } : { problem, warnings };
  const key = apiKey.trim();
  if (isSecretKey(key)) return found('secret-key');
  const id = eventId.trim();
  if (!id && !sessions) return found('missing-event-id');
  if (hasLoneSurrogate(id)) return found('invalid-event-id', 'surrogate');
  if (id === '.' || id === '..') return found('invalid-event-id', 'segment');
  if (!key) return found('missing-api-key');
  if (badKeyIndex(key) >= 0) return found('invalid-api-key');
  const base = baseUrl.trim();
  if (!base) return found('missing-base-url');
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    return found('invalid-base-url', 'not-absolute');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return found('invalid-base-url', 'not-http');
  // Credentials would be sent with every request, and fetch refuses them anyway.
  if (url.username || url.password) return found('invalid-base-url', 'credentials');
  // Operation paths are appended to base-url: a query or fragment would end up in the wrong place.
  if (base.includes('?') || base.includes('#')) return found('invalid-base-url', 'query');
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) return found('insecure-base-url');
  if (!/^pk_[A-Za-z0-9_]+$/.test(key)) warnings.push('unusual-key');
  if (!/\/v\d+\/?$/.test(url.pathname)) warnings.push('no-version');
  return { warnings };
}

/** A positive finite timeout in ms, or the default. */
export function effectiveTimeout(value: number | undefined, fallback = 15_000): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;
}
