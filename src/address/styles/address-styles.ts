import { adoptLightStyles, adoptStyles, supportsAdoptingStyleSheets, unsafeCSS } from '../kit.js';
import { addressRules } from './address-rules.js';

const lightAdopted = new WeakSet<Document>();
const shadowAdopted = new WeakSet<ShadowRoot>();

/** Adds the address views' rules to a widget's root, once, after the rules already there. */
export function adoptAddressStyles(root: HTMLElement | DocumentFragment, light: boolean): void {
  if (light) {
    adoptLightStyles(root.ownerDocument, () => addressRules(true), lightAdopted);
    return;
  }
  const shadow = root as ShadowRoot;
  if (shadowAdopted.has(shadow)) return;
  shadowAdopted.add(shadow);
  const styles = unsafeCSS(addressRules(false));
  // Where the browser cannot adopt sheets, Lit's own fallback adds a <style> (with `litNonce`).
  if (supportsAdoptingStyleSheets && styles.styleSheet)
    shadow.adoptedStyleSheets = [...shadow.adoptedStyleSheets, styles.styleSheet];
  else adoptStyles(shadow, [styles]);
}
