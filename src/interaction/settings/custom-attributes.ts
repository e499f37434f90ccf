/**
 * Custom attributes for identify mode: parsed from the `custom-attributes`
 * JSON attribute or taken from the `customAttributes` property. Pure.
 */
import { errorMessage } from '../../api/attempt.js';
import { isRecord } from '../../api/json.js';
import type { CustomAttributes } from '../../public-types.js';
import { PREFIX } from '../messages/console-prefix.js';

export type CustomAttributesResult =
  { ok: true; value: CustomAttributes; warnings: string[] } | { ok: false; error: string };

/** Checks a value as custom attributes: a plain object of strings, finite numbers and booleans. */
export function checkCustomAttributes(input: unknown): CustomAttributesResult {
  if (input === undefined || input === null) return { ok: true, value: {}, warnings: [] };
  if (!isRecord(input)) {
    return {
      ok: false,
      error:
        `${PREFIX} custom-attributes must be a JSON object, e.g. {"plan": "pro"}; ` +
        `got ${Array.isArray(input) ? 'an array' : typeof input}.`,
    };
  }
  const value: CustomAttributes = {};
  const warnings: string[] = [];
  for (const [key, item] of Object.entries(input)) {
    if (key === 'external_id') {
      // The real external_id comes from the external-id attribute; a custom one must not override it.
      warnings.push(`${PREFIX} custom-attributes may not set external_id; it is ignored (use external-id).`);
      continue;
    }
    const ok =
      typeof item === 'string' || typeof item === 'boolean' || (typeof item === 'number' && Number.isFinite(item));
    if (!ok) {
      return {
        ok: false,
        error:
          `${PREFIX} custom-attributes.${key} must be a string, a finite number or a boolean; ` +
          `got ${item === null ? 'null' : Array.isArray(item) ? 'an array' : typeof item}.`,
      };
    }
    value[key] = item;
  }
  return { ok: true, value, warnings };
}

/** Reads the `custom-attributes` attribute (JSON; blank is none) or the `customAttributes` property (an object). */
export function readCustomAttributes(input: unknown): CustomAttributesResult {
  let value = input;
  if (typeof input === 'string') {
    try {
      value = input.trim() ? JSON.parse(input) : undefined;
    } catch (error) {
      return {
        ok: false,
        error: `${PREFIX} custom-attributes is not valid JSON (${errorMessage(error)}). Expected an object such as {"plan": "pro"}.`,
      };
    }
  }
  return checkCustomAttributes(value);
}
