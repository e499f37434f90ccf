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
import { componentRules, ruleBuilders } from '../form/styles/rules.js';
import { shadowStyles } from '../form/styles/shadow.js';
import type { RenderRootMode } from '../public-types.js';

/** How long the markup waits for its script before it says the form cannot load. */
export const UNAVAILABLE_AFTER_S = 8;

/**
 * What only server-rendered markup needs, until the script takes it over (the element then
 * renders its own form, which these rules never match):
 * - the button visibly waits: a press does nothing yet (`method="dialog"`);
 * - a notice appears if the element is still undefined after a few seconds (its script was
 *   blocked or failed), by CSS alone, and the button stops waiting.
 */
export function prerenderedRules(root: RenderRootMode): string {
  const light = root === 'light';
  const { r, v } = ruleBuilders(light);
  const undefinedHost = light ? 'event-register:not(:defined)' : ':host(:not(:defined))';
  // An even count of alternating runs ends where it started: at full opacity, when the notice shows.
  const waiting = `${UNAVAILABLE_AFTER_S} alternate`;
  return [
    v('&.er-prerendered .er-submit', `cursor: progress; animation: er-wait 1s ease-in-out ${waiting};`),
    `@media (prefers-reduced-motion: reduce) { ${v('&.er-prerendered .er-submit', 'animation: none;')} }`,
    '@keyframes er-wait { to { opacity: 0.65; } }',
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
    `${undefinedHost} .er-unavailable { display: block; visibility: hidden; position: absolute; animation: er-unavailable 0s var(--event-register-unavailable-delay, ${UNAVAILABLE_AFTER_S}s) forwards; }`,
    '@keyframes er-unavailable { to { visibility: visible; position: static; } }',
  ].join('\n');
}

/** The whole stylesheet for markup rendered into `root`. */
export function stylesheetText(root: RenderRootMode): string {
  const own = root === 'light' ? `${HOST_RULES}\n${componentRules(true)}` : shadowStyles.cssText;
  return `/* <event-register> ${root === 'light' ? 'render-root="light"' : 'shadow root'}: server-rendered markup. */\n${own}\n${prerenderedRules(root)}\n`;
}

export const stylesheetFile = (root: RenderRootMode): string => (root === 'light' ? 'event-register.light.css' : 'event-register.css');

/**
 * The Content-Security-Policy source that allows the inline `<style>` of markup rendered into
 * `root` (`styles: 'inline'`): `'sha256-…'` in `style-src`. The same for every widget of a version.
 */
export const styleHashSource = (root: RenderRootMode): string => `'sha256-${createHash('sha256').update(stylesheetText(root)).digest('base64')}'`;

/** The Subresource Integrity value of a text: what `integrity="…"` holds. */
export const integrityOf = (text: string | Uint8Array): string => `sha384-${createHash('sha384').update(text).digest('base64')}`;
