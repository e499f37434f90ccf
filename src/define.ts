/**
 * Registers `<event-register>`. Safe to load twice (two bundles, a CDN script
 * plus an npm copy): the second definition warns instead of throwing, because
 * a throw here would break the host page's own script.
 */
import { EventRegister } from './event-register.js';

export const TAG_NAME = 'event-register';

export function defineEventRegister(tagName: string = TAG_NAME): void {
  const existing = customElements.get(tagName);
  if (existing) {
    if (existing !== EventRegister) {
      console.warn(`<${tagName}> is already defined by another copy of the widget; keeping the first one.`);
    }
    return;
  }
  customElements.define(tagName, EventRegister);
}

defineEventRegister();
