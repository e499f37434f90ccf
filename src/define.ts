/**
 * The package's main entry (`import 'event-register'`): registers
 * `<event-register>` and re-exports the public API. Safe to load twice (two
 * bundles, a CDN script plus an npm copy): the second definition warns instead
 * of throwing, because a throw here would break the host page's own script.
 * Safe to import where there is no DOM (server-side rendering): it then
 * defines nothing.
 */
import { defineEventRegister } from './define-element.js';

export * from './index.js';
export { defineEventRegister, TAG_NAME } from './define-element.js';

defineEventRegister();
