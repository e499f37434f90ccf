import { componentRules } from './rules.js';

/**
 * The styles of widgets rendering into the light DOM (`render-root="light"`):
 * one stylesheet adopted by each document that has such a widget, once. A
 * constructed stylesheet needs no inline `<style>`, so it works under a strict
 * Content-Security-Policy.
 */
const HOST_RULES = `[render-root='light'] { display: block; }
[render-root='light'][hidden] { display: none; }
.er-slot { display: contents; }`;

const adopted = new WeakSet<Document>();

export function adoptLightStyles(doc: Document): void {
  if (adopted.has(doc)) return;
  const view = doc.defaultView;
  // A sheet must be constructed by the window of the document that adopts it.
  if (!view || !('adoptedStyleSheets' in doc)) {
    console.warn('<event-register> this browser cannot adopt stylesheets; render-root="light" is unstyled.');
    return;
  }
  const sheet = new view.CSSStyleSheet();
  sheet.replaceSync(`${HOST_RULES}\n${componentRules(true)}`);
  doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
  adopted.add(doc);
}
