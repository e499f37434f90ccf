/**
 * A host page's stylesheet, as a site links it: the CSS frameworks the host-page tests use come from
 * their npm packages (served from node_modules, or compiled by test/plugins/framework-css.mjs).
 */
import { within } from './api.js';

/** Links `href` into the document and resolves once it applies, failing at once if it does not load. */
export async function linkStylesheet(href: string): Promise<HTMLLinkElement> {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  const loaded = new Promise<void>((resolve, reject) => {
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => reject(new Error(`${href} did not load`)));
  });
  document.head.append(link);
  await within(loaded, `loading ${href}`);
  return link;
}
