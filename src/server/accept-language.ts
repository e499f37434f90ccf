/**
 * An HTTP `Accept-Language` header as a list of language tags, most wanted first
 * (RFC 9110 §12.5.4): `de-CH, de;q=0.9, en;q=0.8` → `['de-CH', 'de', 'en']`.
 * Tags with `q=0` (not acceptable) and `*` are left out; malformed parts are skipped.
 */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => q > 0 && /^[a-z]{1,8}(-[a-z0-9]{1,8})*$/i.test(tag))
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}
