/**
 * Registering `<event-register>`, with no side effect of its own: define.ts (the npm entry)
 * calls it at once, cdn.ts one task later. Safe to call twice (two bundles, a CDN script plus
 * an npm copy): the second definition warns instead of throwing, because a throw here would
 * break the host page's own script. Where there is no DOM (server-side rendering) it defines nothing.
 */
import { EventRegister } from './event-register.js';

export const TAG_NAME = 'event-register';

export function defineEventRegister(tagName: string = TAG_NAME): void {
  // Node without a DOM shim (an SSR import): there is no registry to define in.
  if (typeof customElements === 'undefined') return;
  const existing = customElements.get(tagName);
  if (existing) {
    if (existing !== EventRegister) {
      console.warn(`<${tagName}> is already defined by another copy of the widget; keeping the first one.`);
    }
    return;
  }
  customElements.define(tagName, EventRegister);
}
