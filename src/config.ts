/**
 * Checks of the integrator's configuration (attributes and properties).
 * Pure: returns what is wrong; the element decides how to show and log it.
 * Console text is for developers and stays in English.
 */

import { checkCustomAttributes, parseCustomAttributes, type CustomAttributes } from './custom-attributes.js';
import type { Mode } from './modes/mode-text.js';

export { modeOf, type Mode } from './modes/mode-text.js';

export type ConfigProblem =
  | 'missing-event-id'
  | 'missing-api-key'
  | 'missing-base-url'
  | 'invalid-base-url'
  | 'secret-key'
  | 'missing-external-id'
  | 'invalid-custom-attributes';

export interface ConfigInput {
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

const PREFIX = '<event-register>';

export function isSecretKey(key: string): boolean {
  return /^\s*sk_/i.test(key);
}

/** Validates configuration in priority order: a leaked secret key matters most. */
export function checkConfig(input: ConfigInput): ConfigCheck {
  const check = checkConnection(input);
  if (check.problem || input.mode !== 'identify') return check;
  if (!input.externalId?.trim()) {
    return {
      ...check,
      problem: 'missing-external-id',
      explanation: `${PREFIX} mode="identify" needs an external-id attribute: your own identifier for the signed-in person.`,
    };
  }
  if (input.customAttributesError) {
    return { ...check, problem: 'invalid-custom-attributes', explanation: input.customAttributesError };
  }
  return check;
}

function checkConnection({ eventId, apiKey, baseUrl }: ConfigInput): ConfigCheck {
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
  if (!eventId.trim()) {
    return { problem: 'missing-event-id', explanation: `${PREFIX} needs an event-id attribute (the event's identifier).`, warnings };
  }
  if (!key) {
    return {
      problem: 'missing-api-key',
      explanation: `${PREFIX} needs an api-key attribute holding a publishable key (pk_…).`,
      warnings,
    };
  }
  if (!baseUrl.trim()) {
    return {
      problem: 'missing-base-url',
      explanation: `${PREFIX} needs a base-url attribute: the API root including /v1, e.g. https://api.example.com/v1.`,
      warnings,
    };
  }
  let url: URL;
  try {
    url = new URL(baseUrl.trim());
  } catch {
    return {
      problem: 'invalid-base-url',
      explanation: `${PREFIX} base-url "${baseUrl}" is not an absolute URL. Use the API root including /v1.`,
      warnings,
    };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return { problem: 'invalid-base-url', explanation: `${PREFIX} base-url must be an http(s) URL.`, warnings };
  }
  if (!/^pk_[A-Za-z0-9_]+$/.test(key)) {
    warnings.push(`${PREFIX} api-key does not look like a publishable key (pk_…). Sending it anyway.`);
  }
  if (!/\/v\d+\/?$/.test(url.pathname)) {
    warnings.push(`${PREFIX} base-url "${baseUrl}" does not end with a version segment such as /v1.`);
  }
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (url.protocol === 'http:' && !local) {
    warnings.push(`${PREFIX} base-url uses plain http: viewers' emails would travel unencrypted. Use https.`);
  }
  return { warnings };
}

/** A positive finite timeout in ms, or the default. */
export function effectiveTimeout(value: number | undefined, fallback = 15_000): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;
}

/** The element's connection settings, as set by attributes or properties. */
export interface ConnectionSettings {
  eventId: string;
  apiKey: string;
  baseUrl: string;
  mode: Mode;
  externalId: string;
  customAttributes: CustomAttributes | string | undefined;
}

/** A checked configuration: what is wrong, and identify mode's usable custom attributes. */
export interface Configuration {
  check: ConfigCheck;
  identifyAttributes: CustomAttributes;
}

/** Checks the settings, parsing `custom-attributes` in identify mode; its warnings join the others. */
export function readConfiguration(settings: ConnectionSettings): Configuration {
  let customAttributesError: string | undefined;
  let identifyAttributes: CustomAttributes = {};
  const attributeWarnings: string[] = [];
  if (settings.mode === 'identify') {
    const parsed =
      typeof settings.customAttributes === 'string'
        ? parseCustomAttributes(settings.customAttributes)
        : checkCustomAttributes(settings.customAttributes);
    if (parsed.ok) {
      identifyAttributes = parsed.value;
      attributeWarnings.push(...parsed.warnings);
    } else {
      customAttributesError = parsed.error;
    }
  }
  const check = checkConfig({
    eventId: settings.eventId ?? '',
    apiKey: settings.apiKey ?? '',
    baseUrl: settings.baseUrl ?? '',
    mode: settings.mode,
    externalId: settings.externalId ?? '',
    customAttributesError,
  });
  return { check: { ...check, warnings: [...attributeWarnings, ...check.warnings] }, identifyAttributes };
}
