/**
 * Entry of the CDN builds (the ES module and the classic script): defines the
 * element and exports what a page script needs. The event classes and types
 * are in the npm package; a CDN page reads `event.detail`.
 */
export { defineEventRegister, EventRegister, TAG_NAME } from './define.js';
