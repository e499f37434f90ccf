/**
 * The API key's checks: whether it is a secret key however it was pasted, and
 * where the first character it cannot hold is. Pure.
 */

// Quotes of any kind, as a key pasted from a document or a chat may carry them.
// U+2018 to U+201F are all the curly single and double quotes.
const QUOTES = /^["'`\u2018-\u201F\u00AB\u00BB\u2039\u203A]+|["'`\u2018-\u201F\u00AB\u00BB\u2039\u203A]+$/g;

/**
 * A secret key, however it was pasted: with quotes, spaces (or invisible ones) around it, or
 * after `Bearer `, as in an Authorization header.
 */
export function isSecretKey(key: string): boolean {
  let bare = key;
  for (let previous = ''; previous !== bare;) {
    previous = bare;
    bare = bare
      .replace(/^[\s\u200B-\u200D\u2060\uFEFF]+|[\s\u200B-\u200D\u2060\uFEFF]+$/g, '')
      .replace(QUOTES, '')
      .replace(/^bearer\s+/i, '');
  }
  return /^sk_/i.test(bare);
}

/** Where the first character a key cannot hold is (an HTTP header carries visible ASCII only), or -1. */
export function badKeyIndex(key: string): number {
  return key.search(/[^\x21-\x7E]/);
}
