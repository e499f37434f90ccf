/**
 * Prefill from the page URL: only the `email` and `name` query parameters
 * (an allow-list), and, when asked, removing them from the address bar so
 * personal data does not linger in history, bookmarks or shared links.
 */

export interface PrefillValues {
  email?: string;
  name?: string;
}

const PREFILL_PARAMS = ['email', 'name'] as const;

/**
 * Reads the prefill of the page's URL as `prefill-from-url` says (absent: off; present: read;
 * `"strip"`: read, and remove the parameters from the address bar). The values are the person's own.
 */
export function takeUrlPrefill(attribute: string | null | undefined): PrefillValues {
  const values: PrefillValues = {};
  if (attribute == null) return values;
  const url = new URL(window.location.href);
  const stripped = new URL(url.href);
  let found = false;
  for (const param of PREFILL_PARAMS) {
    const value = url.searchParams.get(param);
    if (value) values[param] = value;
    if (value !== null) {
      found = true;
      stripped.searchParams.delete(param);
    }
  }
  if (found && attribute.trim().toLowerCase() === 'strip') history.replaceState(history.state, '', stripped.href);
  return values;
}
