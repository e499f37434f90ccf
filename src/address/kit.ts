/**
 * All that the address chunk takes from the rest of the widget at run time: Lit, the widget's
 * messages and catalogues, its style helpers. The classic script has the rest of the widget inlined
 * and loads this chunk by URL; that copy of the chunk reads these from the classic script instead
 * (vite.config.ts), so that a page has one Lit, one message scope and one catalogue list.
 * Files of src/address/ import other modules of the widget for their types only.
 */
export { adoptStyles, html, supportsAdoptingStyleSheets, unsafeCSS } from 'lit';
export type { ReactiveController, TemplateResult } from 'lit';
export { msg, str } from '../i18n/msg.js';
export { addCataloguePart } from '../i18n/catalogues.js';
export { addressLocaleLoaders } from '../generated/address-locale-loaders.js';
export { adoptLightStyles } from '../form/styles/light.js';
export { ruleBuilders } from '../form/styles/rule-builders.js';
