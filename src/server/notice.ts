/**
 * What server-rendered markup says when its script never comes (an ad-blocker, a
 * CSP mistake, a CDN outage): shown by CSS alone, after a few seconds, only while
 * the element is still undefined (see styles.ts). The browser's own render never
 * includes it, so its translations ship only to servers (src/server/ is a
 * catalogue part of its own, see scripts/localize.mjs).
 */
import { html, type TemplateResult } from 'lit';
import { msg } from '../i18n/msg.js';

export const unavailableText = (): string =>
  msg('This form could not load. Reload the page, or turn off content blockers for this site.', {
    id: 'notice.unavailable',
  });

export function unavailableTemplate(): TemplateResult {
  // `hidden` keeps it out of sight where the stylesheet is blocked too (a CSP without its hash):
  // the rule that reveals it after the delay sets `display` and wins over the attribute.
  return html`<p class="er-unavailable" part="unavailable" hidden>${unavailableText()}</p>`;
}
