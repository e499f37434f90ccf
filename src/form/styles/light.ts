import { componentRules } from './rules.js';

/**
 * The styles of widgets rendering into the light DOM (`render-root="light"`):
 * stylesheets adopted by each document that has such a widget, once each. A
 * constructed stylesheet needs no inline `<style>`, so it works under a strict
 * Content-Security-Policy.
 */
const HOST_RULES = `[render-root='light'] { display: block; }
[render-root='light'][hidden] { display: none; }
.er-slot { display: contents; }`;

const formAdopted = new WeakSet<Document>();

/**
 * Adopts a sheet made of `rules()` into `doc`, unless `adopted` says it has it: by default the
 * form's own rules (the interaction chunk adds its result rules the same way).
 */
export function adoptLightStyles(
  doc: Document,
  rules: () => string = () => `${HOST_RULES}\n${componentRules(true)}`,
  adopted: WeakSet<Document> = formAdopted,
): void {
  if (adopted.has(doc)) return;
  const view = doc.defaultView;
  // A sheet must be constructed by the window of the document that adopts it.
  if (!view || !('adoptedStyleSheets' in doc)) {
    console.warn('<event-register> this browser cannot adopt stylesheets; render-root="light" is unstyled.');
    return;
  }
  const sheet = new view.CSSStyleSheet();
  sheet.replaceSync(rules());
  doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
  adopted.add(doc);
}
