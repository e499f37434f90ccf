/**
 * Console diagnostics for the element's enumerated attributes. The element reads
 * an unknown value as the default (see `modeOf`, `nameFieldMode`, `themeOf`) and
 * keeps the value it was given; these checks, in the interaction chunk, tell the
 * integrator. They are short: docs/reference.md lists every value.
 */
import { themeOf } from '../../form/color-scheme.js';
import { nameFieldMode } from '../../fields/model.js';
import { modeOf } from '../../form/mode-labels.js';
import { PREFIX } from '../messages/console-prefix.js';

/** The attributes checked here, as the element's properties hold them. */
export interface EnumeratedSettings {
  mode: string | null | undefined;
  nameField: string | null | undefined;
  layout: string | null | undefined;
  theme: string | null | undefined;
  renderRootMode: string | null | undefined;
}

const CHECKS: readonly [keyof EnumeratedSettings, string, (value: string) => string][] = [
  ['mode', 'mode', modeOf],
  ['nameField', 'name-field', nameFieldMode],
  ['layout', 'layout', (value) => (value === 'inline' ? value : 'stacked')],
  ['theme', 'theme', themeOf],
  ['renderRootMode', 'render-root', (value) => (value === 'light' ? value : 'shadow')],
];

/** The properties whose change is checked again. */
export const ENUMERATED_PROPS = CHECKS.map(([property]) => property);

/** One warning per attribute whose value is not one we know. A removed attribute (null) is the default, silently. */
export function attributeWarnings(settings: EnumeratedSettings): string[] {
  return CHECKS.flatMap(([property, attribute, known]) => {
    const value = settings[property];
    if (value == null || known(value) === value) return [];
    return [`${PREFIX} ${attribute}="${String(value)}" is not a known value; using ${known(value)}.`];
  });
}
