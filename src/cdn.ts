/**
 * Entry of the CDN builds (the ES module and the classic script): defines the
 * element and exports what a page script needs. The event classes and types
 * are in the npm package; a CDN page reads `event.detail`.
 *
 * The element is defined one task after the module has run (`customElements.whenDefined`
 * tells a page script when): evaluating the code and upgrading the elements on the page are
 * then two shorter tasks instead of one long one on a slow phone. Until then the page's
 * `event-register:not(:defined)` rule holds the space.
 */
import { defineEventRegister } from './define-element.js';
import { yieldToMain } from './form/yield.js';

export { EventRegister } from './event-register.js';
export { defineEventRegister, TAG_NAME } from './define-element.js';

void yieldToMain().then(() => defineEventRegister());
