/** The rules of the address views: the hint under the email field. Added with the address chunk, after the form's rules. */
import { ruleBuilders } from '../../form/styles/rule-builders.js';

export function addressRules(isolate: boolean): string {
  const { r, v } = ruleBuilders(isolate);
  return [
    r('.er-hint', 'display: flex; flex-wrap: wrap; gap: 0.25rem 1.25rem; margin: 0; margin-block-start: 0.375rem;'),
    // The sentence on its own line, the two choices side by side when there is room.
    v('.er-hint .er-text', 'flex-basis: 100%;'),
  ].join('\n');
}
