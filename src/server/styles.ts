/**
 * The stylesheets of server-rendered markup, as files beside the CDN files
 * (`event-register.css` inside a declarative shadow root, `event-register.light.css`
 * for `render-root="light"`), linked with their SRI hash, or inlined on request.
 * A strict `style-src 'self' <cdn>` allows a linked sheet; an inline `<style>` needs
 * its hash (`styleHashSource`) or a nonce in `style-src`, and saves a request that
 * holds the first paint back (the snippet's default). The text is the element's own rules plus
 * what only pre-rendered markup needs, so the page looks the same before and after
 * the script takes over (no layout shift), and scripts/build-css.mjs writes exactly
 * this text, so the hash here is the file's.
 */
import { createHash } from 'node:crypto';
import { HOST_RULES } from '../form/styles/light.js';
import { GUARD, ruleBuilders } from '../form/styles/rule-builders.js';
import { componentRules } from '../form/styles/rules.js';
import { shadowStyles } from '../form/styles/shadow.js';
import type { RenderRootMode } from '../public-types.js';
import { dialogRules } from '../dialog/styles/dialog-rules.js';
import { sessionsRules } from '../sessions/styles/sessions-rules.js';

/** How long the markup waits for its script before it says the form cannot load. */
export const UNAVAILABLE_AFTER_S = 8;

/**
 * What only server-rendered markup needs, until the script takes it over (the element then
 * renders its own form, which these rules never match):
 * - the button visibly waits: a press does nothing yet (`method="dialog"`). A bar runs along its
 *   lower edge, as a progress indicator does: nothing fades (the label keeps its AA contrast) and
 *   nothing moves (the bar is out of flow); without motion, the bar stands still;
 * - a notice appears if the element is still undefined after a few seconds (its script was
 *   blocked or failed), by CSS alone; the bar goes and the button looks unavailable, as it is.
 */
export function prerenderedRules(root: RenderRootMode): string {
  const light = root === 'light';
  const { r, v } = ruleBuilders(light);
  const undefinedHost = light ? 'event-register:not(:defined)' : ':host(:not(:defined))';
  // The light DOM's guard, on the rules written here by hand: they override the guarded resets.
  const guard = light ? GUARD : '';
  const delay = `var(--event-register-unavailable-delay, ${UNAVAILABLE_AFTER_S}s)`;
  // The bar: a pseudo-element, which must end the selector (the light DOM's scoping adds its guard).
  const bar = `.er-root.er-prerendered .er-submit${guard}::after`;
  return [
    v('&.er-prerendered .er-submit', 'cursor: progress; position: relative; overflow: hidden;'),
    // A transform animation runs on the compositor: no main-thread paint on every frame of the load.
    // It starts after 0.4 s, out of sight until then (as spinners wait, so a fast load shows none),
    // which also keeps it out of the page's first frames.
    `${bar} {
      content: "";
      position: absolute;
      bottom: 0;
      /* Physical, as its motion is: it sweeps left to right in either direction of text. */
      left: 0;
      inline-size: 40%;
      block-size: 3px;
      background: var(--_accent-contrast);
      opacity: 0.7;
      animation: er-wait 1.2s ease-in-out 0.4s infinite backwards, er-gone 0s ${delay} forwards; }`,
    `@media (prefers-reduced-motion: reduce) { ${bar} { inline-size: 100%; opacity: 0.5; ` +
      `animation: er-gone 0s ${delay} forwards; } }`,
    '@keyframes er-wait { from { transform: translateX(-100%); } to { transform: translateX(250%); } }',
    '@keyframes er-gone { to { visibility: hidden; } }',
    // Once the notice shows: the button can do nothing, and looks it (an inactive control).
    `${undefinedHost} .er-prerendered .er-submit${guard} { animation: er-dead 0s ${delay} forwards; }`,
    '@keyframes er-dead { to { opacity: 0.5; cursor: not-allowed; } }',
    r(
      '.er-unavailable',
      `display: none;
      margin: 0;
      margin-block-start: var(--_gap);
      padding: 0.75rem;
      border: 1px solid currentColor;
      border-inline-start-width: 4px;
      border-radius: var(--_radius);
      color: var(--_danger);
      background: color-mix(in srgb, currentColor 8%, transparent);`,
    ),
    // Hidden, then shown at once after the delay: `display` itself cannot be animated everywhere.
    // `--event-register-unavailable-delay` sets the wait (a page that loads slowly on purpose).
    // `!important` against the element's own `[hidden] { display: none !important }`: the notice's
    // `hidden` attribute is for a page where this stylesheet itself is blocked.
    `${undefinedHost} .er-unavailable${guard} { display: block !important; visibility: hidden; position: absolute; ` +
      `animation: er-unavailable 0s var(--event-register-unavailable-delay, ${UNAVAILABLE_AFTER_S}s) forwards; }`,
    '@keyframes er-unavailable { to { visibility: visible; position: static; } }',
  ].join('\n');
}

/**
 * The whole stylesheet for markup rendered into `root`. It holds the sessions' rules too (a widget
 * with `sessions` renders its choice of a time before the script), and the dialog's (a widget with
 * `dialog` renders its button, which looks the same before and after the script): one file and one
 * hash for every widget, for a few hundred bytes compressed each.
 */
export function stylesheetText(root: RenderRootMode): string {
  const light = root === 'light';
  const own = `${light ? `${HOST_RULES}\n${componentRules(true)}` : shadowStyles.cssText}\n${sessionsRules(light)}\n${dialogRules(light)}`;
  // The rules' source indentation collapsed: this text goes inline into every pre-rendered page.
  const rules = `${own}\n${prerenderedRules(root)}`.replace(/\s*\n\s*/g, '\n');
  const name = light ? 'render-root="light"' : 'shadow root';
  return `/* <event-register> ${name}: server-rendered markup. */\n${rules}\n`;
}

export const stylesheetFile = (root: RenderRootMode): string =>
  root === 'light' ? 'event-register.light.css' : 'event-register.css';

/**
 * The Content-Security-Policy source that allows the inline `<style>` of markup rendered into
 * `root` (`styles: 'inline'`): `'sha256-…'` in `style-src`. The same for every widget of a version.
 */
export const styleHashSource = (root: RenderRootMode): string =>
  `'sha256-${createHash('sha256').update(stylesheetText(root)).digest('base64')}'`;

/** The Subresource Integrity value of a text: what `integrity="…"` holds. */
export const integrityOf = (text: string | Uint8Array): string =>
  `sha384-${createHash('sha384').update(text).digest('base64')}`;
