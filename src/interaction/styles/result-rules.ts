/**
 * The rules for what only a submission shows: field errors, the error summary,
 * the busy and rate-limited button, the countdown and the success view. They
 * travel in the lazy interaction chunk (the form at rest does not need them) and
 * are added to the widget's root when it arrives, after the rules of rules.ts,
 * which they refine.
 */
import { ruleBuilders } from '../../form/styles/rule-builders.js';

export function resultRules(isolate: boolean): string {
  const { r, v } = ruleBuilders(isolate);
  return [
    r(
      '.er-success',
      `display: grid;
      gap: var(--_gap);
      margin: 0;
      padding: 0.75rem 1rem;
      border-inline-start: 4px solid var(--_success);
      border-start-end-radius: var(--_radius);
      border-end-end-radius: var(--_radius);
      background: var(--_background);`,
    ),
    v('.er-input[aria-invalid=true]', 'border-color: var(--_danger); border-width: 2px;'),
    // GOV.UK's error summary.
    r(
      '.er-error-summary',
      `padding: 0.875rem 1rem;
      border: 3px solid var(--_danger);
      border-radius: var(--_radius);`,
    ),
    v('.er-error-summary:focus', 'outline: 3px solid var(--_accent); outline-offset: 2px;'),
    r('.er-error-summary-title', 'font-size: 1.0625em; font-weight: 700; line-height: 1.3; margin: 0 0 0.5rem;'),
    r('.er-error-summary-list', 'display: grid; gap: 0.25rem; margin: 0; padding: 0; list-style: none;'),
    v('.er-error-summary-list .er-link', 'color: var(--_danger); font-weight: 600;'),
    // Busy and rate-limited buttons stay focusable (aria-disabled), so focus is never lost.
    v('.er-submit[data-state=busy]', 'cursor: progress;'),
    // Rate-limited: a look of its own, not the busy one (no fading: contrast stays AA).
    v(
      '.er-submit[data-state=rate-limited]',
      `cursor: not-allowed;
      background: none;
      color: inherit;
      border: 2px dashed var(--_border-color);`,
    ),
    v(
      '.er-submit[data-state=busy] .er-spinner',
      `display: inline-block;
      inline-size: 1em;
      block-size: 1em;
      margin-inline-end: 0.5em;
      vertical-align: -0.125em;
      border: 2px solid;
      border-inline-end-color: transparent;
      border-radius: 50%;
      animation: er-spin 0.8s linear infinite;`,
    ),
    // Without motion the ring stays still, still telling that something is under way.
    `@media (prefers-reduced-motion: reduce) { ${v(
      '.er-submit[data-state=busy] .er-spinner',
      'animation: none; border-inline-end-color: currentColor; opacity: 0.6;',
    )} }`,
    '@keyframes er-spin { to { transform: rotate(360deg); } }',
    r('.er-countdown', 'margin: 0;'),
    r('.er-success-title', 'font-weight: 700; font-size: 1.125em; line-height: 1.3; margin: 0;'),
    // Focus moves here after a submission: it must show, inside the text column (an outline
    // outside it stood 6 px proud of the page's text, square among rounded rings).
    v('.er-success:focus', 'outline: none; box-shadow: inset 0 0 0 2px var(--_accent);'),
    r('.er-link', 'color: var(--_accent); text-decoration: underline;'),
    // Server text, isolated for bidirectional display whatever the page's CSS does to <bdi>.
    r('.er-server-text', 'unicode-bidi: isolate;'),
    // Forced colours drop box shadows: the focused success view gets an outline there.
    `@media (forced-colors: active) { ${v('.er-input[aria-invalid=true]', 'border-style: dashed;')} ` +
      `${v('.er-success:focus', 'outline: 2px solid Highlight; outline-offset: -2px;')} }`,
  ].join('\n');
}
