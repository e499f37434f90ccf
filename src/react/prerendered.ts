/**
 * Reading the markup that `renderEventRegister()` (`event-register/ssr`) returned, so that React
 * can render the same element: its attributes as props, and its content (the declarative shadow
 * root, or the light-DOM form) as HTML that React writes once and then leaves to the element.
 * A pure function of the string: the same on the server and in the browser.
 */

export interface PrerenderedMarkup {
  /** The host's attributes as the server wrote them, boolean ones as `''`. */
  attributes: Record<string, string>;
  /** The host's content, for `dangerouslySetInnerHTML`. */
  content: { __html: string };
}

// Only what the renderer writes: one <event-register> whose attributes are lower-case names,
// each bare or with a double-quoted value (the renderer escapes `"`, `&`, `<` and `>` in values).
const ELEMENT = /^\s*<event-register((?:\s+[a-z][a-z0-9-]*(?:="[^"]*")?)*)\s*>([\s\S]*)<\/event-register>\s*$/;
const ATTRIBUTE = /([a-z][a-z0-9-]*)(?:="([^"]*)")?/g;

const unescape = (value: string): string =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The element's attributes and content, or undefined for a string that is not one rendered element. */
export function readPrerendered(markup: string): PrerenderedMarkup | undefined {
  const match = ELEMENT.exec(markup);
  if (!match) return undefined;
  const [, list = '', content = ''] = match;
  const attributes: Record<string, string> = {};
  for (const [, name = '', value = ''] of list.matchAll(ATTRIBUTE)) attributes[name] = unescape(value);
  return { attributes, content: { __html: content } };
}
