/**
 * The element's connection settings read into a checked configuration: the
 * checks of config.ts, with identify mode's custom attributes parsed. Pure.
 */
import type { Mode } from '../../public-types.js';
import { checkConfig, type ConfigCheck } from './config.js';
import { checkCustomAttributes, parseCustomAttributes, type CustomAttributes } from './custom-attributes.js';

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
