/** Entry of the self-contained CDN build: the public API, with the element defined. */
export * from './index.js';
export { defineEventRegister } from './define.js';
