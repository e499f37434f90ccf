/**
 * Checks of the integrator's configuration (attributes and properties).
 * Pure: returns what is wrong; the element decides how to show and log it.
 * Console text is for developers and stays in English.
 */

import { isLoopbackHost } from '../../api/urls.js';
import type { Mode } from '../../public-types.js';
import { PREFIX } from '../messages/console-prefix.js';
import { badKeyCharacter, isSecretKey } from './api-key.js';

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
  customAttributesError?: string;
}

export interface ConfigCheck {
  /** The first blocking problem; nothing may be sent while it is set. */
  problem?: ConfigProblem;
  /** Console text for the integrator explaining `problem`. */
  explanation?: string;
  /** Non-blocking advice for the console. */
  warnings: string[];
}

/** Whether a string has a lone surrogate, which cannot be encoded in a URL. */
function hasLoneSurrogate(value: string): boolean {
  return /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(value);
}

/** Validates configuration in priority order: a leaked secret key matters most. */
export function checkConfig(input: ConnectionSettings): ConfigCheck {
  const check = checkConnection(input);
  if (check.problem || input.mode !== 'identify') return check;
  if (!input.externalId?.trim()) {
    return {
      ...check,
      problem: 'missing-external-id',
      explanation:
        `${PREFIX} mode="identify" needs an external-id attribute: ` + 'your own identifier for the signed-in person.',
    };
  }
  if (input.customAttributesError) {
    return { ...check, problem: 'invalid-custom-attributes', explanation: input.customAttributesError };
  }
  return check;
}

function checkConnection({ eventId, apiKey, baseUrl }: ConnectionSettings): ConfigCheck {
  const warnings: string[] = [];
  const key = apiKey.trim();
  if (isSecretKey(key)) {
    return {
      problem: 'secret-key',
      explanation:
        `${PREFIX} refused a secret API key (sk_…): it must never reach a browser. Use a publishable key (pk_…), ` +
        'and revoke this one if the page was ever public.',
      warnings,
    };
  }
  const id = eventId.trim();
  if (!id) {
    return {
      problem: 'missing-event-id',
      explanation: `${PREFIX} needs an event-id attribute (the event's identifier).`,
      warnings,
    };
  }
  if (id === '.' || id === '..' || hasLoneSurrogate(id)) {
    const why = hasLoneSurrogate(id)
      ? 'contains a broken character (a lone UTF-16 surrogate)'
      : 'cannot be a URL path segment';
    return {
      problem: 'invalid-event-id',
      explanation: `${PREFIX} event-id "${id}" ${why}. Use the event's identifier.`,
      warnings,
    };
  }
  if (!key) {
    return {
      problem: 'missing-api-key',
      explanation: `${PREFIX} needs an api-key attribute holding a publishable key (pk_…).`,
      warnings,
    };
  }
  const bad = badKeyCharacter(key);
  if (bad) {
    return {
      problem: 'invalid-api-key',
      explanation:
        `${PREFIX} api-key contains ${bad}; a key is plain letters, digits and _. ` +
        'Copy it again from the dashboard.',
      warnings,
    };
  }
  const base = baseUrl.trim();
  if (!base) {
    return {
      problem: 'missing-base-url',
      explanation: `${PREFIX} needs a base-url attribute: the API root including /v1, e.g. https://api.example.com/v1.`,
      warnings,
    };
  }
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    return {
      problem: 'invalid-base-url',
      explanation: `${PREFIX} base-url "${base}" is not an absolute URL. Use the API root including /v1.`,
      warnings,
    };
  }
  const invalid = (why: string): ConfigCheck => ({
    problem: 'invalid-base-url',
    explanation: `${PREFIX} base-url ${why}`,
    warnings,
  });
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return invalid('must be an http(s) URL.');
  // Credentials would be sent with every request, and fetch refuses them anyway.
  if (url.username || url.password)
    return invalid('must not contain a user name or password (user:pass@). The api-key is the credential.');
  // Operation paths are appended to base-url: a query or fragment would end up in the wrong place.
  if (base.includes('?') || base.includes('#'))
    return invalid(
      `"${base}" must not have a query (?…) or a fragment (#…): use the API root, such as https://api.example.com/v1.`,
    );
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
    return {
      problem: 'insecure-base-url',
      explanation:
        `${PREFIX} base-url uses plain http to ${url.hostname}: ` +
        'emails and the key would cross the network unencrypted. Use https (plain http is allowed for localhost only).',
      warnings,
    };
  }
  if (!/^pk_[A-Za-z0-9_]+$/.test(key)) {
    warnings.push(`${PREFIX} api-key does not look like a publishable key (pk_…). Sending it anyway.`);
  }
  if (!/\/v\d+\/?$/.test(url.pathname)) {
    warnings.push(`${PREFIX} base-url "${base}" does not end with a version segment such as /v1.`);
  }
  return { warnings };
}

/** A positive finite timeout in ms, or the default. */
export function effectiveTimeout(value: number | undefined, fallback = 15_000): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;
}
