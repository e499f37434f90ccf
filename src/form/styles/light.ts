import { componentRules } from './rules.js';

/**
 * The styles of widgets rendering into the light DOM (`render-root="light"`):
 * stylesheets adopted by each document that has such a widget, once each. A
 * constructed stylesheet needs no inline `<style>`, so it works under a strict
 * Content-Security-Policy.
 */
export const HOST_RULES = `[render-root=light] { display: block; }
[render-root=light][hidden] { display: none; }`;

const formAdopted = new WeakSet<Document | ShadowRoot>();

/**
 * Adopts a sheet made of `rules()` into `root` (a document, or a widget's shadow root), after the
 * sheets it has, unless `adopted` says it has it: by default the form's own light-DOM rules into a
 * document (the interaction chunk and the dialog add theirs the same way).
 */
export function adoptRules(
  root: Document | ShadowRoot,
  // The form's rules; src/server/styles.ts links the same ones for server-rendered markup.
  rules: () => string = () => `${HOST_RULES}\n${componentRules(true)}`,
  adopted: WeakSet<Document | ShadowRoot> = formAdopted,
): void {
  if (adopted.has(root)) return;
  const view = (root.ownerDocument ?? root).defaultView;
  // A sheet must be constructed by the window of the document that adopts it. A document with no
  // window (DOMParser's, a template's) shows nothing. Every supported browser adopts sheets; an
  // older one (Safari before 16.4) shows the light-DOM form unstyled, and does not throw.
  if (!view) return;
  const sheet = new view.CSSStyleSheet();
  sheet.replaceSync(rules());
  root.adoptedStyleSheets = [...(root.adoptedStyleSheets ?? []), sheet];
  adopted.add(root);
}

/** The element itself as its render root: the document's stylesheet makes `[render-root="light"]` a block. */
export function lightRenderRoot(el: HTMLElement): HTMLElement {
  el.setAttribute('render-root', 'light');
  adoptRules(el.ownerDocument);
  return el;
}
