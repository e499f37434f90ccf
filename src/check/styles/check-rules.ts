/** The rules of the configuration check's panel. Added with the check chunk, after the form's rules. */
import { ruleBuilders } from '../../form/styles/rule-builders.js';

export function checkRules(isolate: boolean): string {
  const { r } = ruleBuilders(isolate);
  return [
    r(
      '.er-check',
      'display: grid; gap: 0.5rem; margin-block-start: var(--_gap); padding: 0.75rem 1rem; border: 2px dashed var(--_border-color); border-radius: var(--_radius);',
    ),
    r('.er-check-title', 'margin: 0; font-size: 1em; font-weight: 700; line-height: 1.3;'),
    r('.er-check-list, .er-check-findings', 'display: grid; gap: 0.25rem; margin: 0; padding: 0;'),
    r('.er-check-row', 'display: flex; flex-wrap: wrap; gap: 0 0.5rem;'),
    r('.er-check-term', 'font-weight: 600;'),
    r('.er-check-value', 'margin: 0; overflow-wrap: anywhere;'),
    r('.er-check-code', 'font-family: ui-monospace, monospace; font-size: 0.9375em;'),
    r('.er-check-findings', 'padding-inline-start: 1.25rem; list-style: disc;'),
    r('.er-check-finding', 'display: list-item;'),
  ].join('\n');
}
