import { adoptStyles, unsafeCSS, type CSSResult } from 'lit';
import { adoptRules } from '../../form/styles/light.js';

/** Where a chunk's rules go: the widget's root, and whether it is the light DOM. */
export type StyleAdopter = (root: HTMLElement | DocumentFragment, light: boolean) => void;

/**
 * What adds a chunk's rules (`rules(isolate)`: the interaction chunk's results, the attend view's, the
 * address views') to a widget's root, once per root and after the rules already there. They come with
 * their chunk, before anything they style can show.
 */
export function styleAdopter(rules: (isolate: boolean) => string): StyleAdopter {
  const lightAdopted = new WeakSet<Document | ShadowRoot>();
  const shadowAdopted = new WeakSet<ShadowRoot>();
  let shadowStyles: CSSResult | undefined;
  return (root, light) => {
    if (light) return adoptRules(root.ownerDocument, () => rules(true), lightAdopted);
    const shadow = root as ShadowRoot;
    if (shadowAdopted.has(shadow)) return;
    shadowAdopted.add(shadow);
    // Lit's adoptStyles sets the root's sheets, ours after those it has, or where the browser cannot
    // adopt sheets (and has none) adds a <style> (with `litNonce`).
    adoptStyles(shadow, [...(shadow.adoptedStyleSheets ?? []), (shadowStyles ??= unsafeCSS(rules(false)))]);
  };
}
