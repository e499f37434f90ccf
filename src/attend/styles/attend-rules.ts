/**
 * The rules of the attend views: the start time (each session's, for a series), "Join now" (the
 * form's button, as a link) and the "Add to calendar" menu (attend-view.ts); an identified
 * viewer's progress (progress-view.ts). Added to the widget's root with the attend chunk, after
 * the form's and the results' rules.
 */
import { ruleBuilders } from '../../form/styles/rule-builders.js';

export function attendRules(isolate: boolean): string {
  const { r, v } = ruleBuilders(isolate);
  return [
    // Identify mode's progress. min-inline-size: 0 lets long unbroken text wrap inside grid items
    // instead of widening the page.
    r('.er-progress', 'display: grid; gap: 0.25rem; margin: 0; min-inline-size: 0;'),
    r('.er-progress-bar', 'display: block; inline-size: 100%; block-size: 0.75rem; accent-color: var(--_accent);'),
    r('.er-attend', 'display: grid; gap: 0.75rem; justify-items: start; margin: 0;'),
    // The start and its distance on one line when there is room; the distance never broken.
    v('.er-event-time', 'display: flex; flex-wrap: wrap; align-items: baseline; column-gap: 0.5em;'),
    // A series: each session's heading further from the session before than from its own time.
    v('.er-attend>h3~h3', 'margin-block-start: 0.75rem;'),
    r('.er-relative', 'color: var(--_muted-color); white-space: nowrap;'),
    v('.er-join', 'text-decoration: none; text-align: center; line-height: 1.75rem;'),
    r('.er-calendar', 'display: grid; gap: 0.25rem; justify-items: start; margin: 0;'),
    // Text, not a field (a field would need the success group to have a name): one click selects it whole.
    r('.er-copy-link', 'overflow-wrap: anywhere; -webkit-user-select: all; user-select: all;'),
    // In an app's browser: the note, its two actions side by side when they fit, the field full width.
    r('.er-in-app', 'display: grid; gap: 0.5rem; justify-items: start; justify-self: stretch; margin: 0;'),
    r('.er-in-app-actions', 'display: flex; flex-wrap: wrap; gap: 0.5rem;'),
    v('.er-in-app>.er-field', 'justify-self: stretch;'),
    v('.er-in-app-open', 'text-decoration: none;'),
    v('.er-copy-field', 'resize: none; overflow-wrap: anywhere;'),
    r(
      '.er-calendar-button, .er-calendar-item',
      `box-sizing: border-box;
      font: inherit;
      color: inherit;
      background: transparent;
      cursor: pointer;
      margin: 0;`,
    ),
    v(
      '.er-calendar-button',
      `display: inline-flex;
      align-items: center;
      gap: 0.5em;
      min-block-size: 2.75rem;
      padding: 0.5rem 1rem;
      border: 1px solid var(--_border-color);
      border-radius: var(--_radius);
      font-weight: 600;`,
    ),
    // A chevron that points down in either direction of text, and up when the menu is open.
    r(
      '.er-chevron',
      `inline-size: 0.75em;
      block-size: 0.45em;
      fill: none;
      stroke: currentColor;
      stroke-width: 1.75;
      stroke-linecap: round;
      stroke-linejoin: round;
      overflow: visible;`,
    ),
    v("[aria-expanded='true'] > .er-chevron", 'transform: rotate(180deg);'),
    r(
      '.er-calendar-menu',
      `display: grid;
      min-inline-size: 16rem;
      margin: 0;
      padding: 0.25rem;
      list-style: none;
      border: 1px solid var(--_border-color);
      border-radius: var(--_radius);`,
    ),
    v(
      '.er-calendar-item',
      `display: block;
      inline-size: 100%;
      min-block-size: 2.75rem;
      padding: 0.5rem 0.75rem;
      border: 0;
      border-radius: calc(var(--_radius) / 2);
      text-align: start;`,
    ),
    v('.er-calendar-item:hover', 'text-decoration: underline;'),
    v(
      '.er-calendar-button:focus-visible, .er-calendar-item:focus-visible',
      'outline: 2px solid var(--_accent); outline-offset: 2px;',
    ),
    `@media (forced-colors: active) { ${v('.er-calendar-button, .er-calendar-menu', 'border-color: ButtonText;')} }`,
  ].join('\n');
}
