import { adoptStyles, supportsAdoptingStyleSheets, unsafeCSS } from 'lit';
import { adoptLightStyles } from '../../form/styles/light.js';
import { resultRules } from './result-rules.js';

const shadowResults = unsafeCSS(resultRules(false));
const lightAdopted = new WeakSet<Document>();
const shadowAdopted = new WeakSet<ShadowRoot>();

/**
 * Adds the result rules (errors, success, busy: result-rules.ts) to a widget's root, after its
 * own rules, once. They come with the interaction chunk, before anything they style can show.
 */
export function adoptResultStyles(root: HTMLElement | DocumentFragment, light: boolean): void {
  if (light) {
    adoptLightStyles(root.ownerDocument, () => resultRules(true), lightAdopted);
    return;
  }
  const shadow = root as ShadowRoot;
  if (shadowAdopted.has(shadow)) return;
  shadowAdopted.add(shadow);
  const sheet = shadowResults.styleSheet;
  // Where the browser cannot adopt sheets, Lit's own fallback adds a <style> (with `litNonce`).
  if (supportsAdoptingStyleSheets && sheet) shadow.adoptedStyleSheets = [...shadow.adoptedStyleSheets, sheet];
  else adoptStyles(shadow, [shadowResults]);
}
