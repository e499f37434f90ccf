/**
 * The console's words for a configuration check (interaction/settings/config.ts): what is wrong
 * and its fix, for the integrator, in English. Pure. `describeConfig()` is the check and its words
 * at once, for the snippet command, which says them as errors.
 */
import { errorMessage } from '../api/attempt.js';
import { PREFIX } from '../interaction/messages/console-prefix.js';
import { badKeyIndex } from '../interaction/settings/api-key.js';
import {
  checkConfig,
  type ConfigCheck,
  type ConfigProblem,
  type ConfigWarning,
  type ConnectionSettings,
  type InvalidReason,
} from '../interaction/settings/config.js';
import type { CustomAttributesProblem } from '../interaction/settings/custom-attributes.js';

/** A check and its words. */
export interface ConfigDescription {
  problem?: ConfigProblem;
  /** Console text explaining `problem`. */
  explanation?: string;
  warnings: string[];
}

/** The first character a key cannot hold, named for the console. */
export function badKeyCharacter(key: string): string | undefined {
  const index = badKeyIndex(key);
  if (index < 0) return undefined;
  const code = key.codePointAt(index)!;
  const names: Record<number, string> = {
    0x20: 'a space',
    0x200b: 'a zero-width space',
    0xfeff: 'a byte-order mark',
    0xa0: 'a no-break space',
  };
  const name =
    names[code] ??
    (code > 0x7e && /\p{L}|\p{N}|\p{P}|\p{S}/u.test(String.fromCodePoint(code))
      ? `"${String.fromCodePoint(code)}"`
      : 'an invisible character');
  return `${name} (U+${code.toString(16).toUpperCase().padStart(4, '0')}) at position ${index + 1}`;
}

const BASE_URL_REASONS: Partial<Record<InvalidReason, (base: string) => string>> = {
  'not-absolute': (base) => `"${base}" is not an absolute URL. Use the API root including /v1.`,
  'not-http': () => 'must be an http(s) URL.',
  credentials: () => 'must not contain a user name or password (user:pass@). The api-key is the credential.',
  query: (base) =>
    `"${base}" must not have a query (?…) or a fragment (#…): use the API root, such as https://api.example.com/v1.`,
};

/** What a value is, for the console: `null`, `an array` or its type. */
const kindOf = (value: unknown): string => (value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value);

/** Why the custom attributes are unusable, for the console. */
function customAttributesExplanation([reason, got, key]: CustomAttributesProblem): string {
  return reason === 'json'
    ? `${PREFIX} custom-attributes is not valid JSON (${errorMessage(got)}). Expected an object such as {"plan": "pro"}.`
    : reason === 'object'
      ? `${PREFIX} custom-attributes must be a JSON object, e.g. {"plan": "pro"}; got ${kindOf(got)}.`
      : `${PREFIX} custom-attributes.${key} must be a string, a finite number or a boolean; got ${kindOf(got)}.`;
}

/** The explanation of a problem, for the settings it was found in. */
function explanation(check: ConfigCheck, input: ConnectionSettings): string | undefined {
  const id = input.eventId.trim();
  const base = input.baseUrl.trim();
  switch (check.problem) {
    case undefined:
      return undefined;
    case 'secret-key':
      return (
        `${PREFIX} refused a secret API key (sk_…): it must never reach a browser. Use a publishable key (pk_…), ` +
        'and revoke this one if the page was ever public.'
      );
    case 'missing-event-id':
      return `${PREFIX} needs an event-id attribute (the event's identifier).`;
    case 'invalid-event-id':
      return `${PREFIX} event-id "${id}" ${
        check.reason === 'surrogate'
          ? 'contains a broken character (a lone UTF-16 surrogate)'
          : 'cannot be a URL path segment'
      }. Use the event's identifier.`;
    case 'missing-api-key':
      return `${PREFIX} needs an api-key attribute holding a publishable key (pk_…).`;
    case 'invalid-api-key':
      return (
        `${PREFIX} api-key contains ${badKeyCharacter(input.apiKey.trim())}; a key is plain letters, digits and _. ` +
        'Copy it again from the dashboard.'
      );
    case 'missing-base-url':
      return `${PREFIX} needs a base-url attribute: the API root including /v1, e.g. https://api.example.com/v1.`;
    case 'invalid-base-url':
      return `${PREFIX} base-url ${BASE_URL_REASONS[check.reason ?? 'not-absolute']!(base)}`;
    case 'insecure-base-url':
      return (
        `${PREFIX} base-url uses plain http to ${new URL(base).hostname}: ` +
        'emails and the key would cross the network unencrypted. Use https (plain http is allowed for localhost only).'
      );
    case 'missing-external-id':
      return `${PREFIX} mode="identify" needs an external-id attribute: your own identifier for the signed-in person.`;
    case 'invalid-custom-attributes':
      return customAttributesExplanation(input.customAttributesProblem!);
  }
}

const WARNINGS: Record<ConfigWarning, (input: ConnectionSettings) => string> = {
  'unusual-key': () => `${PREFIX} api-key does not look like a publishable key (pk_…). Sending it anyway.`,
  'no-version': (input) =>
    `${PREFIX} base-url "${input.baseUrl.trim()}" does not end with a version segment such as /v1.`,
  'custom-external-id': () => `${PREFIX} custom-attributes may not set external_id; it is ignored (use external-id).`,
};

/** A check's words: the explanation of its problem, and its warnings. */
export function explainConfig(
  check: ConfigCheck,
  input: ConnectionSettings,
): Pick<ConfigDescription, 'explanation' | 'warnings'> {
  const said = explanation(check, input);
  return {
    ...(said ? { explanation: said } : {}),
    warnings: check.warnings.map((warning) => WARNINGS[warning](input)),
  };
}

/** The check of `input` with its words. */
export function describeConfig(input: ConnectionSettings): ConfigDescription {
  const check = checkConfig(input);
  return { ...(check.problem ? { problem: check.problem } : {}), ...explainConfig(check, input) };
}
