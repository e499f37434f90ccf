/**
 * The rules of the sessions' choice (templates/choice-view.ts). Added to the widget's root with the
 * sessions chunk, before the form that shows them is first drawn.
 *
 * `r` is an element's one rule: in the light DOM it starts with `all: revert`, so an element with a
 * class of the form (`er-field`, `er-label`, `er-text`) or two of these gets `v` for the others.
 */
import { ruleBuilders } from '../../form/styles/rule-builders.js';

export function sessionsRules(isolate: boolean): string {
  const { r, v } = ruleBuilders(isolate);
  return [
    v('.er-sessions', 'gap: 0.5rem; padding: 0; border: 0;'),
    v('.er-sessions > legend', 'padding: 0; margin-block-end: 0.5rem;'),
    r('.er-session-list', 'display: grid; gap: 0.5rem; margin: 0; padding: 0; list-style: none;'),
    r('.er-series', 'display: grid; gap: 0.5rem; margin: 0;'),
    v('.er-series-title', 'font-size: 1em;'),
    // A session's texts, each on its own line but the tag, which follows the title; they wrap (long
    // titles, narrow screens) inside the row.
    r(
      '.er-session-text, .er-session',
      'display: flex; flex-wrap: wrap; align-items: start; gap: 0 0.5em; margin: 0; min-inline-size: 0; overflow-wrap: anywhere;',
    ),
    // Each option a row: the radio, then its texts beside it.
    v(
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
    v('.er-session-option:has(:checked)', 'border-color: var(--_accent); box-shadow: inset 0 0 0 1px var(--_accent);'),
    // On the first line's middle: 1.25rem tall in a line of 1.5em.
    r('.er-radio', 'inline-size: 1.25rem; block-size: 1.25rem; margin: 0.125rem 0 0; accent-color: var(--_accent);'),
    v('.er-radio:focus-visible', 'outline: 2px solid var(--_accent); outline-offset: 2px;'),
    r('.er-session-title', 'font-weight: 600;'),
    r('.er-session-when', 'flex-basis: 100%;'),
    r('.er-session-organizer', 'flex-basis: 100%; color: var(--_muted-color);'),
    // "· in 3 days" never broken: a number alone at a line's end reads as a count of nothing.
    r('.er-session-distance', 'color: var(--_muted-color); white-space: nowrap;'),
    // With its error, the group's rows take the error's colour too, as the fields' borders do.
    v('.er-sessions[aria-describedby] .er-session-option', 'border-color: var(--_danger);'),
    // The tag's box is a 1.5rem line, as the texts' lines are: a row's height is its number of lines.
    r(
      '.er-session-best',
      `font-size: 0.875em;
      font-weight: 600;
      line-height: calc(1.25rem - 2px);
      margin-block: 0.125rem;
      padding: 0 0.5em;
      border-radius: 999px;
      border: 1px solid currentColor;
      color: var(--_success);`,
    ),
    r('.er-session-state', 'flex-basis: 100%; font-weight: 600; color: var(--_success);'),
    v('.er-session-failed', 'color: var(--_danger);'),
    v('.er-closed', 'margin: 0;'),
    // Forced colours drop the accent and the shadow: the chosen row keeps a thicker edge in the system's highlight.
    `@media (forced-colors: active) { ${v('.er-session-option:has(:checked)', 'border-color: Highlight; outline: 2px solid Highlight; outline-offset: -2px;')} }`,
  ].join('');
}
