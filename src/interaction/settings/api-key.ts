/**
 * The API key's checks: whether it is a secret key however it was pasted, and
 * the first character it cannot hold, named for the console. Pure.
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

/** The first character a key cannot hold (an HTTP header carries visible ASCII only), named for the console. */
export function badKeyCharacter(key: string): string | undefined {
  const index = key.search(/[^\x21-\x7E]/);
  if (index < 0) return undefined;
  const code = key.codePointAt(index)!;
  const names: Record<number, string> = {
    0x20: 'a space',
    0x200b: 'a zero-width space',
    0xfeff: 'a byte-order mark',
    0xa0: 'a no-break space',
  };
  const name =
    names[code] ??
    (code > 0x7e && /\p{L}|\p{N}|\p{P}|\p{S}/u.test(String.fromCodePoint(code))
      ? `"${String.fromCodePoint(code)}"`
      : 'an invisible character');
  return `${name} (U+${code.toString(16).toUpperCase().padStart(4, '0')}) at position ${index + 1}`;
}
