/**
 * Custom attributes for identify mode: parsed from the `custom-attributes`
 * JSON attribute or taken from the `customAttributes` property. Pure: what is wrong comes back as
 * a code, said by diagnostics/config-explanation.ts.
 */
import { isRecord } from '../../api/json.js';
import type { CustomAttributes } from '../../public-types.js';

/** Why custom attributes are unusable: not JSON (the parser's error), not an object, or a value of `key` none of a string, number or boolean. */
export type CustomAttributesProblem =
  | readonly [reason: 'json', error: unknown]
  | readonly [reason: 'object', got: unknown]
  | readonly [reason: 'value', got: unknown, key: string];

/** The attributes to send (none when there is a problem), what blocks sending them, and whether an external_id among them is ignored. */
export interface CustomAttributesResult {
  value: CustomAttributes;
  problem?: CustomAttributesProblem;
  ignoredExternalId?: boolean;
}

/** Checks a value as custom attributes: a plain object of strings, finite numbers and booleans. */
export function checkCustomAttributes(input: unknown): CustomAttributesResult {
  const value: CustomAttributes = {};
  if (input === undefined || input === null) return { value };
  if (!isRecord(input)) return { value, problem: ['object', input] };
  let ignoredExternalId = false;
  for (const [key, item] of Object.entries(input)) {
    // The real external_id comes from the external-id attribute; a custom one must not override it.
    if (key === 'external_id') ignoredExternalId = true;
    else if (
      typeof item === 'string' ||
      typeof item === 'boolean' ||
      (typeof item === 'number' && Number.isFinite(item))
    )
      value[key] = item;
    else return { value: {}, problem: ['value', item, key] };
  }
  return { value, ignoredExternalId };
}

/** Reads the `custom-attributes` attribute (JSON; blank is none) or the `customAttributes` property (an object). */
export function readCustomAttributes(input: unknown): CustomAttributesResult {
  let value = input;
  if (typeof input === 'string') {
    try {
      value = input.trim() ? JSON.parse(input) : undefined;
    } catch (error) {
      return { value: {}, problem: ['json', error] };
    }
  }
  return checkCustomAttributes(value);
}
