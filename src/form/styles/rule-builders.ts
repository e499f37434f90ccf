/**
 * The rule builders that scope each rule to the widget's root, in a shadow
 * root or (isolated from the page's CSS) in the light DOM.
 */

/** What the light DOM's rules end with: it matches every element (none has the id `er-x`), with an id's specificity. */
export const GUARD = ':not(#er-x)';

/**
 * The rule builders for one root: `r` for an element's one rule (a reset first, when isolating),
 * `v` for a state or variant.
 */
export function ruleBuilders(isolate: boolean): {
  r: (selector: string, body: string) => string;
  v: (selector: string, body: string) => string;
} {
  // Shadow root: `.er-root .er-x`. Light DOM: `:where(.er-root) .er-x:not(#er-x)`, specificity
  // (1,1,0) for one id and one class (no element has the id `er-x`): it beats every page rule
  // written without an id, however many classes it chains (Bulma's `.content p:not(:last-child)`
  // is (0,2,1)), and a tie with an id rule (`#main .button`) by coming later; an integrator's
  // `#signup [part~="submit"]` wins with one type more (docs/theming.md).
  const scoped = (selector: string): string =>
    selector
      .split(',')
      .map((s) => s.trim())
      .map((s) => {
        // '&' is the root itself; '&.x' the root with a class.
        const onRoot = s.startsWith('&');
        if (!isolate) return onRoot ? `.er-root${s.slice(1)}` : `.er-root ${s}`;
        return `${onRoot ? `.er-root${s.slice(1)}` : `:where(.er-root) ${s}`}${GUARD}`;
      })
      .join(', ');
  // The one rule per element class: it starts from the browser's defaults when isolating.
  const r = (selector: string, body: string): string =>
    `${scoped(selector)} { ${isolate ? 'all: revert;' : ''} ${body} }`;
  // States and variants come after the base rule and add to it; a reset here would undo it.
  const v = (selector: string, body: string): string => `${scoped(selector)} { ${body} }`;
  return { r, v };
}
