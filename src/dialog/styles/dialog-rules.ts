/**
 * The dialog's rules (templates/dialog-view.ts): added to the widget's root with the dialog chunk,
 * before the button is first drawn, and written into server-rendered stylesheets.
 *
 * `r` is an element's one rule (in the light DOM it starts with `all: revert`, which leaves the
 * browser's own rules for a modal `<dialog>`), `v` a state or variant.
 */
import { GUARD, ruleBuilders } from '../../form/styles/rule-builders.js';

export function dialogRules(isolate: boolean): string {
  const { r, v } = ruleBuilders(isolate);
  // A pseudo-element ends its selector: the light DOM's guard goes before it.
  const dialog = isolate ? `:where(.er-root) .er-dialog${GUARD}` : '.er-root .er-dialog';
  return [
    // The root is the button's line; the dialog carries the widget's surface. Its border, a tint of its
    // text, is its edge where the shadow does not show (a dark page), and the system's in forced colours.
    v('&:has(> .er-dialog)', 'padding: 0; background: none; max-inline-size: none;'),
    r(
      '.er-dialog',
      `box-sizing: border-box;
      inline-size: calc(100% - 2rem);
      max-inline-size: var(--event-register-max-width, 28rem);
      max-block-size: calc(var(--er-viewport-height, 100dvh) - 2rem);
      margin: auto;
      padding: 0 var(--event-register-padding, 1.25rem) var(--event-register-padding, 1.25rem);
      overflow: auto;
      overscroll-behavior: contain;
      border: 1px solid color-mix(in srgb, currentColor 20%, transparent);
      border-radius: var(--_radius);
      background: var(--event-register-background, Canvas);
      color: var(--event-register-color, CanvasText);
      box-shadow: 0 1rem 3rem rgb(0 0 0 / 0.3);`,
    ),
    v('.er-dialog[open]', 'display: block; opacity: 1; translate: 0; transition: opacity 0.2s, translate 0.2s;'),
    `@starting-style { ${v('.er-dialog[open]', 'opacity: 0; translate: 0 1rem;')} }`,
    `${dialog}::backdrop { background: var(--event-register-backdrop, rgb(0 0 0 / 0.5)); }`,
    // The head stays at the top while the form scrolls under it: the close button is always in reach.
    r(
      '.er-dialog-head',
      `position: sticky;
      inset-block-start: 0;
      z-index: 1;
      display: flex;
      align-items: start;
      justify-content: space-between;
      gap: 0.5rem;
      margin: 0 0 0.5rem;
      padding-block-start: 0.75rem;
      background: inherit;`,
    ),
    r(
      '.er-dialog-title',
      'margin: 0; padding-block-start: 0.5rem; font-size: 1.25em; font-weight: 600; line-height: 1.3;',
    ),
    // 2.75rem (44 px): beyond the 24 px WCAG 2.5.8 asks, a thumb's width. Half the padding into the
    // end margin puts the cross's stroke near the content's edge; logical only: right to left, the
    // title's side keeps the gap.
    r(
      '.er-dialog-close',
      `display: grid;
      place-items: center;
      flex: none;
      inline-size: 2.75rem;
      block-size: 2.75rem;
      margin: 0;
      margin-inline-end: calc(-0.5 * var(--event-register-padding, 1.25rem));
      padding: 0;
      border: 0;
      border-radius: var(--_radius);
      background: none;
      color: inherit;
      cursor: pointer;`,
    ),
    r(
      '.er-dialog-close > svg',
      'inline-size: 1.25rem; block-size: 1.25rem; fill: none; stroke: currentColor; stroke-width: 2; stroke-linecap: round;',
    ),
    v('.er-dialog-close:hover', 'background: color-mix(in srgb, currentColor 10%, transparent);'),
    v(
      '.er-dialog-close:focus-visible, .er-dialog-button:focus-visible',
      'outline: 2px solid var(--_accent); outline-offset: 2px;',
    ),
    // A phone: a sheet over the whole screen, as tall as what the keyboard leaves.
    `@media (max-width: 480px) { ${v(
      '.er-dialog',
      `inline-size: 100%;
      max-inline-size: none;
      block-size: var(--er-viewport-height, 100dvh);
      max-block-size: none;
      margin: var(--er-viewport-top, 0) 0 0;
      border: 0;
      border-radius: 0;`,
    )} }`,
    `@media (prefers-reduced-motion: reduce) { ${v('.er-dialog[open]', 'transition: none;')} }`,
    `@media (forced-colors: active) { ${v('.er-dialog-close > svg', 'stroke: ButtonText;')} }`,
  ].join('\n');
}
