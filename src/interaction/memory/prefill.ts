/**
 * Prefill from the page URL: only the `email` and `name` query parameters
 * (an allow-list), and, when asked, removing them from the address bar so
 * personal data does not linger in history, bookmarks or shared links.
 */

export interface PrefillValues {
  email?: string;
  name?: string;
}

/** `prefill-from-url`: absent → off; present → read; `"strip"` → read and remove. */
export type UrlPrefillMode = 'off' | 'read' | 'strip';

export const PREFILL_PARAMS = ['email', 'name'] as const;

export function prefillMode(attribute: string | null | undefined): UrlPrefillMode {
  if (attribute == null) return 'off';
  return attribute.trim().toLowerCase() === 'strip' ? 'strip' : 'read';
}

export function urlPrefill(url: URL): PrefillValues {
  const values: PrefillValues = {};
  for (const param of PREFILL_PARAMS) {
    const value = url.searchParams.get(param);
    if (value) values[param] = value;
  }
  return values;
}

/** The URL without the prefill parameters, or `undefined` when there were none. */
export function urlWithoutPrefill(url: URL): string | undefined {
  if (!PREFILL_PARAMS.some((p) => url.searchParams.has(p))) return undefined;
  const next = new URL(url.href);
  for (const param of PREFILL_PARAMS) next.searchParams.delete(param);
  return next.href;
}

/**
 * Reads the prefill of the page's URL as `prefill-from-url` says, and strips it from the
 * address bar when that is allowed. The values are the person's own.
 */
export function takeUrlPrefill(attribute: string | null | undefined): PrefillValues {
  const mode = prefillMode(attribute);
  if (mode === 'off') return {};
  const url = new URL(window.location.href);
  const stripped = mode === 'strip' ? urlWithoutPrefill(url) : undefined;
  if (stripped) history.replaceState(history.state, '', stripped);
  return urlPrefill(url);
}
