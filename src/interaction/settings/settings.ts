/**
 * The element's settings as the interaction code reads them, and the snapshot of
 * its connection settings, read once per change of them: trimmed, checked, and
 * with identify mode's custom attributes parsed. The console hears about each
 * distinct problem once.
 */
import type { ClientOptions } from '../../api/client-options.js';
import type { CustomAttributes, Mode } from '../../public-types.js';
import { modeOf } from '../../form/mode-labels.js';
import { checkConfig, effectiveTimeout, type ConfigCheck, type ConnectionSettings } from './config.js';
import { readCustomAttributes } from './custom-attributes.js';

/** Console messages stay one line; docs/errors.md (shipped in the package) explains each one and its fix. */
export const ERRORS_DOC_HINT = 'See docs/errors.md.';

/** The element's properties, as the interaction code may read them (and nothing else of the element). */
export interface ElementProperties {
  readonly eventId: string;
  readonly apiKey: string;
  readonly baseUrl: string;
  readonly mode: string;
  readonly externalId: string;
  readonly customAttributes: CustomAttributes | string | undefined;
  readonly nameField: string;
  readonly layout: string;
  readonly theme: string;
  readonly renderRootMode: string;
  readonly remember: boolean;
  readonly redirect: boolean;
  readonly timeout: number;
  readonly showLink: boolean;
  readonly auto: boolean;
  readonly prefillFromUrl: string | null;
  readonly sessions?: unknown;
  readonly sessionsMode?: string;
  readonly organizerTimeZone?: string;
  readonly afterEnd?: string;
}

/** Properties whose change reconfigures the element and aborts a request under way. */
export const CONNECTION_PROPS = [
  'eventId',
  'apiKey',
  'baseUrl',
  'mode',
  'externalId',
  'customAttributes',
  'sessions',
] as const;

/** The connection settings as one submission uses them. */
export interface Settings {
  readonly eventId: string;
  readonly apiKey: string;
  readonly baseUrl: string;
  readonly mode: Mode;
  readonly externalId: string;
  readonly identifyAttributes: CustomAttributes;
  readonly check: SettingsCheck;
}

/** The configuration's check, with what its words need. */
export interface SettingsCheck extends ConfigCheck {
  /** The settings as checked, for the words of the check (diagnostics/config-explanation.ts). */
  readonly input: ConnectionSettings;
}

export function readSettings(el: ElementProperties): Settings {
  const mode = modeOf(el.mode);
  // Read property by property: the element's properties are accessors, which a spread would miss.
  // `?? ''`: a framework may set a property to null.
  const connection = {
    eventId: (el.eventId ?? '').trim(),
    apiKey: (el.apiKey ?? '').trim(),
    baseUrl: (el.baseUrl ?? '').trim(),
    mode,
    externalId: el.externalId ?? '',
    // Each session has its event ID: `event-id` is then only the one chosen at first.
    sessions: !!el.sessions,
  };
  // Identify mode's custom attributes, parsed; their warning comes before the others.
  const parsed = mode === 'identify' ? readCustomAttributes(el.customAttributes) : { value: {} };
  const input = { ...connection, customAttributesProblem: parsed.problem };
  const check = checkConfig(input);
  if (parsed.ignoredExternalId) check.warnings.unshift('custom-external-id');
  return { ...connection, identifyAttributes: parsed.value, check: { ...check, input } };
}

/** What a request needs of the settings: their API and key, and the element's timeout. */
export function clientOptions(settings: Settings, timeout: number): ClientOptions {
  return { ...settings, timeoutMs: effectiveTimeout(timeout) };
}
