/**
 * The rules of the sessions' choice (templates/choice-view.ts). Added to the widget's root with the
 * sessions chunk, before the form that shows them is first drawn.
 */
import { ruleBuilders } from '../../form/styles/rule-builders.js';

export function sessionsRules(isolate: boolean): string {
  const { r, v } = ruleBuilders(isolate);
  return [
    r('.er-sessions', 'display: grid; gap: 0.5rem; margin: 0; padding: 0; border: 0; min-inline-size: 0;'),
    v('.er-sessions > legend', 'padding: 0; margin-block-end: 0.5rem;'),
    r('.er-session-list', 'display: grid; gap: 0.5rem; margin: 0; padding: 0; list-style: none;'),
    r('.er-series', 'display: grid; gap: 0.5rem; margin: 0;'),
    r('.er-series-title', 'font-size: 1em;'),
    // Each option a row: the radio, then its texts, which wrap (long titles, narrow screens) beside it.
    r(
      '.er-session-option',
      `display: grid;
      grid-template-columns: auto 1fr;
      gap: 0.75rem;
      align-items: start;
      padding: 0.625rem 0.75rem;
      border: 1px solid var(--_border-color);
      border-radius: var(--_radius);
      cursor: pointer;`,
    ),
    r('.er-session-option:has(:checked)', 'border-color: var(--_accent); box-shadow: inset 0 0 0 1px var(--_accent);'),
    r('.er-radio', 'inline-size: 1.25rem; block-size: 1.25rem; margin: 0.1rem 0 0; accent-color: var(--_accent);'),
    r(
      '.er-session-text, .er-session',
      'display: flex; flex-wrap: wrap; column-gap: 0.5em; min-inline-size: 0; overflow-wrap: anywhere;',
    ),
    r('.er-session-title', 'font-weight: 600;'),
    r('.er-session-when', 'flex-basis: 100%;'),
    r('.er-session-distance, .er-session-organizer', 'color: var(--_muted-color);'),
    r(
      '.er-session-best',
      `font-size: 0.875em;
      font-weight: 600;
      padding: 0 0.5em;
      border-radius: 999px;
      border: 1px solid currentColor;
      color: var(--_success);`,
    ),
    r('.er-session-state', 'flex-basis: 100%; font-weight: 600; color: var(--_success);'),
    r('.er-session-failed', 'color: var(--_error);'),
    r('.er-closed', 'margin: 0;'),
  ].join('');
}
