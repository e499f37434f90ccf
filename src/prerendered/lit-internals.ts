/**
 * What the take-over relies on in Lit beyond its public API, in one place: a Lit upgrade that
 * changes any of it fails test/browser/prerendered/lit-internals.test.ts.
 */
import { hydrate } from '@lit-labs/ssr-client';
import type { RenderOptions } from 'lit';
import { isTemplateResult } from 'lit/directive-helpers.js';

/** Lit's ChildPart method that returns the Template of a result's strings, from its cache or prepared now. */
type TemplateOf = (this: unknown, result: unknown) => unknown;

/** A container of Lit's, with its root part (a ChildPart) where `render()` and `hydrate()` keep it. */
export type PartHolder = DocumentFragment & {
  _$litPart$?: { _$AC?: TemplateOf; _$getTemplate?: TemplateOf };
};

/**
 * Prepares, ahead of the hydration that needs them, the Templates of the template results in
 * `value` (the element's render): Lit parses each one's HTML and walks it for its parts once, and
 * caches that by its `strings`. Done in a task of its own, the longest piece of work leaves the
 * hydration's task. The preparing method is the ChildPart's that hydrate calls (`_$AC`, or
 * `_$getTemplate` in Lit's development build), on a part hydrate makes over an empty fragment;
 * without either, templates are prepared as they are hydrated.
 */
export function prepareTemplates(value: unknown): void {
  const empty: PartHolder = document.createDocumentFragment();
  empty.append(new Comment('lit-part'), new Comment('/lit-part'));
  hydrate(undefined, empty);
  const part = empty._$litPart$;
  const template = part?._$AC ?? part?._$getTemplate;
  const prepare = (inner: unknown): void => {
    if (isTemplateResult(inner)) {
      template?.call(part, inner);
      inner.values.forEach(prepare);
    } else if (Array.isArray(inner)) inner.forEach(prepare);
  };
  prepare(value);
}

/**
 * Has the element's renders use the root's part: the one hydration leaves on the root
 * (`root._$litPart$`), or, over a root just emptied, a new one there. LitElement would render
 * before the first child its shadow root had (`renderBefore`: the stylesheet, or a node removed
 * since), where Lit looks for the part instead. `isConnected` is what LitElement sets in its
 * first update, after hydration has made the parts that read it.
 */
export function renderAtRoot(options: RenderOptions, isConnected: boolean): void {
  options.renderBefore = null;
  options.isConnected = isConnected;
}
