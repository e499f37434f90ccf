/**
 * The snippet command's notes on stderr about a page's Content-Security-Policy:
 * what its style-src must allow for the snippet's styles, inlined or linked.
 */
import { cdnFolder, type EventRegisterAttributes } from './render.js';
import { styleHashSource } from './styles.js';

/**
 * What a page with a Content-Security-Policy must allow for the inline `<style>`.
 * Printed on stderr, beside the snippet.
 */
export const cspNote = (attributes: EventRegisterAttributes): string =>
  'The snippet inlines its styles. If your page sends a Content-Security-Policy that restricts style-src, ' +
  `add ${styleHashSource(attributes['render-root'] === 'light' ? 'light' : 'shadow')} to it, ` +
  'or print the snippet again with --link-styles and allow the CDN there.';

/**
 * What a page with a Content-Security-Policy must allow for the stylesheet a light-DOM snippet links
 * (its own choice: a second pasted `<style>` would reach the page's other widgets).
 */
export const linkedStylesNote = (cdn: string | undefined): string =>
  'The snippet links its stylesheet: in the light DOM a second inline <style> would reach the ' +
  "page's other widgets. If your page sends a Content-Security-Policy that restricts style-src, " +
  `allow ${new URL(cdnFolder(cdn)).origin} there.`;
