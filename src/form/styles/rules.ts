/**
 * The widget's CSS, written once for both rendering roots. Every rule targets
 * the widget's own `er-` classes, never a bare element, so in the light DOM
 * nothing here touches the host page's own inputs, labels or buttons.
 *
 * `isolate` (the light DOM, where the page's CSS can reach the form) starts
 * each element's rule with `all: revert`, so that ordinary page CSS
 * (`input { width: 100% }`, `label { display: block }`, `button { … }`) cannot
 * reach the widget's layout; custom properties (the theming tokens) are not
 * affected by `all`.
 * Logical properties (inline/block) keep right-to-left layouts correct.
 * The colours are in palette.ts, the scoping of each rule in rule-builders.ts.
 */
import { colourProperties } from './palette.js';
import { ruleBuilders } from './rule-builders.js';

/**
 * The rules of the form at rest. What only a submission shows (errors, success, busy) is in
 * result-rules.ts, in the lazy chunk.
 */
export function componentRules(isolate: boolean): string {
  const { r, v } = ruleBuilders(isolate);
  return [
    r(
      '&',
      // The page's own font and text colour, unless a token says otherwise. A host page's
      // text-align: center (React's and Vue's starter templates have one) must not centre the form.
      // Each colour has a light-page and a dark-page value, both WCAG 2.2 AA against that page;
      // light-dark() picks by the inherited color-scheme (or the theme attribute).
      `display: block;
      box-sizing: border-box;
      max-inline-size: var(--event-register-max-width, 28rem);
      font-family: var(--event-register-font-family, inherit);
      font-size: var(--event-register-font-size, 1rem);
      line-height: 1.5;
      text-align: start;
      color: var(--event-register-color, inherit);
      ${colourProperties(([light, dark]) => `light-dark(${light}, ${dark})`)}
      --_radius: var(--event-register-radius, 0.5rem);
      --_gap: var(--event-register-gap, 1rem);
      --_background: var(--event-register-background, transparent);
      overflow-wrap: anywhere;`,
    ),
    // theme="light" or "dark": the widget's own surface, whatever the page.
    v(
      '&.er-theme-light, &.er-theme-dark',
      `background: var(--event-register-background, Canvas);
      color: var(--event-register-color, CanvasText);
      padding: var(--event-register-padding, 1.25rem);
      border-radius: var(--_radius);`,
    ),
    v('&.er-theme-light', 'color-scheme: light;'),
    // theme="dark", or a scheme the widget worked out for a page that declares none (a dark page with light text).
    v('&.er-scheme-dark, &.er-theme-dark', 'color-scheme: dark;'),
    // Browsers without light-dark() get the light-page palette.
    `@supports not (color: light-dark(#000, #fff)) { ${v(
      '&',
      colourProperties(([light]) => light),
    )} }`,
    r('.er-form', 'display: grid; gap: var(--_gap); margin: 0; padding: 0; background: var(--_background);'),
    // min-inline-size: 0 lets long unbroken text wrap inside grid items instead of widening the page.
    r('.er-field', 'display: grid; gap: 0.25rem; margin: 0; min-inline-size: 0;'),
    r('.er-label', 'display: block; font-weight: 600; margin: 0;'),
    r('.er-optional', 'font-weight: 400; color: var(--_muted-color);'),
    // An address reads left to right (dir="ltr"), but in a right-to-left form it lines up with its
    // label: at the end of its own (left-to-right) line, the form's start.
    v('&[dir=rtl] .er-input[dir=ltr]', 'text-align: end;'),
    r(
      '.er-input',
      `display: block;
      box-sizing: border-box;
      font: inherit;
      inline-size: 100%;
      min-block-size: 2.75rem;
      margin: 0;
      padding: 0.5rem 0.75rem;
      border: 1px solid var(--_border-color);
      border-radius: var(--_radius);
      background: var(--_input-background);
      color: var(--event-register-input-color, FieldText);`,
    ),
    v(
      '.er-input:focus-visible, .er-submit:focus-visible, .er-link:focus-visible, ' +
        '.er-link-button:focus-visible, .er-checkbox:focus-visible',
      'outline: 2px solid var(--_accent); outline-offset: 2px;',
    ),
    r('.er-field-error, .er-form-error', 'display: block; color: var(--_danger); margin: 0;'),
    v('.er-field-error:empty, .er-form-error:empty', 'display: none;'),
    // The form-level banner: an icon (not colour alone), a tinted box, distinct from field errors.
    v(
      '.er-form-error',
      `display: flex;
      gap: 0.625rem;
      align-items: flex-start;
      padding: 0.75rem;
      border: 1px solid;
      border-inline-start-width: 4px;
      border-radius: var(--_radius);
      background: color-mix(in srgb, currentColor 8%, transparent);`,
    ),
    // Information, not an error ("already registered", a press waiting for the connection).
    v('.er-form-error.info', 'color: inherit; border-color: var(--_accent);'),
    // The icons draw with CSS, not presentation attributes, which the light DOM's `all: revert` drops.
    r(
      '.er-icon',
      `display: block;
      flex: none;
      inline-size: 1.25rem;
      block-size: 1.25rem;
      margin-block-start: 0.1rem;
      fill: none;
      stroke: currentColor;
      stroke-width: 2;
      stroke-linecap: round;`,
    ),
    // Their shapes keep their geometry attributes (no reset), and only their icon's paint.
    v('.er-icon > *, .er-chevron > *', 'fill: inherit; stroke: inherit; stroke-width: inherit;'),
    v('.er-icon > path', 'stroke-width: 2.4;'),
    r('.er-message-body', 'display: grid; gap: 0.25rem; justify-items: start; min-inline-size: 0;'),
    r(
      '.er-badge',
      `display: inline-block;
      margin: 0;
      padding: 0.125rem 0.5rem;
      border: 1px solid;
      border-radius: 999px;
      font-size: 0.8125em;
      font-weight: 600;
      letter-spacing: 0.02em;
      color: var(--_muted-color);`,
    ),
    r(
      '.er-submit',
      `display: inline-block;
      box-sizing: border-box;
      font: inherit;
      font-weight: 600;
      min-block-size: 2.75rem;
      margin: 0;
      padding: 0.5rem 1.25rem;
      border: 0;
      border-radius: var(--_radius);
      background: var(--_accent);
      color: var(--_accent-contrast);
      cursor: pointer;`,
    ),
    r('.er-spinner', 'display: none;'),
    // layout="inline": email and button on one row when there is room; they wrap when there is not.
    v('.er-form.er-inline', 'display: flex; flex-wrap: wrap; align-items: flex-end; column-gap: 0.75rem;'),
    v('.er-form.er-inline > *', 'flex: 100%;'),
    v('.er-form.er-inline > .er-field-email', 'flex: 14rem;'),
    v('.er-form.er-inline > .er-submit', 'flex: none;'),
    v('[hidden]', 'display: none !important;'),
    r('.er-consent-row', 'display: flex; align-items: flex-start; gap: 0.5rem;'),
    r(
      '.er-checkbox',
      `inline-size: 1.25rem;
      block-size: 1.25rem;
      margin: 0;
      margin-block-start: 0.15rem;
      flex: none;
      accent-color: var(--_accent);`,
    ),
    v('.er-consent-label', 'font-weight: 400;'),
    // Any plain block of the widget's (a paragraph, a list entry, a wrapper): nothing the page adds.
    r('.er-text, .er-badge-row', 'display: block; margin: 0;'),
    // The wrapper of a slotted node in the light DOM: no box of its own, whatever the page says of spans.
    r('.er-slot', 'display: contents;'),
    // The banner's way forward (Cancel while a press waits for the connection, before the lazy code too).
    r(
      '.er-link-button',
      `font: inherit;
      background: none;
      border: 0;
      color: var(--_accent);
      padding: 0;
      margin: 0;
      cursor: pointer;
      text-decoration: underline;`,
    ),
    r(
      '.er-visually-hidden',
      `position: absolute;
      inline-size: 1px;
      block-size: 1px;
      padding: 0;
      margin: -1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
      border: 0;`,
    ),
    // Forced colours: the button keeps a visible edge (its fill is removed), errors keep a distinct border.
    `@media (forced-colors: active) { ${v('.er-submit', 'border: 2px solid ButtonText;')} ` +
      `${v('.er-icon', 'forced-color-adjust: auto;')} }`,
  ].join('\n');
}
