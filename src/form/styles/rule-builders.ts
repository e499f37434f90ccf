/**
 * The rule builders that scope each rule to the widget's root, in a shadow
 * root or (isolated from the page's CSS) in the light DOM.
 */

/**
 * The rule builders for one root: `r` for an element's one rule (a reset first, when isolating),
 * `v` for a state or variant.
 */
export function ruleBuilders(isolate: boolean): {
  r: (selector: string, body: string) => string;
  v: (selector: string, body: string) => string;
} {
  // Shadow root: `.er-root .er-x`. Light DOM: `:where(.er-root) .er-x:not(er-x)`, specificity
  // (0,1,1) for one class (`er-x` is a type selector that never matches): it beats page rules
  // such as `button` or `.content button` (a tie, won by coming later), while an integrator's
  // `.my-widget [part~="submit"]` (0,2,0) beats it.
  const scoped = (selector: string): string =>
    selector
      .split(',')
      .map((s) => s.trim())
      .map((s) => {
        // '&' is the root itself; '&.x' the root with a class.
        const onRoot = s.startsWith('&');
        if (!isolate) return onRoot ? `.er-root${s.slice(1)}` : `.er-root ${s}`;
        return `${onRoot ? `.er-root${s.slice(1)}` : `:where(.er-root) ${s}`}:not(er-x)`;
      })
      .join(', ');
  // The one rule per element class: it starts from the browser's defaults when isolating.
  const r = (selector: string, body: string): string =>
    `${scoped(selector)} { ${isolate ? 'all: revert;' : ''} ${body} }`;
  // States and variants come after the base rule and add to it; a reset here would undo it.
  const v = (selector: string, body: string): string => `${scoped(selector)} { ${body} }`;
  return { r, v };
}
