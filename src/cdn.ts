/**
 * Entry of the CDN builds (the ES module and the classic script): the public
 * API, with the element defined. The same as the package's main entry.
 */
export * from './define.js';
