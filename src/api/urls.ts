/**
 * Which addresses the widget will talk to or hand a token to. Pure functions.
 * Plain `http:` is for development on this machine only: a registration's email,
 * its token and the magic link that carries it must not cross a network unencrypted.
 */

/** `localhost` (and its subdomains, RFC 6761), 127.0.0.0/8 and [::1]. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || host === '[::1]' || /^127(?:\.\d{1,3}){3}$/.test(host);
}

/** An `https:` URL, or `http:` to a loopback host; anything else (other schemes, remote `http:`) is not. */
export function isSecureWebUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname));
}

/**
 * `{baseUrl}/events/{eventId}/{operation}`, built with the URL API: the event id is one
 * encoded path segment, and trailing slashes on `baseUrl` are tolerated (its query and
 * fragment, which the configuration check refuses, never leak into the path). Throws on an
 * event id that is no path segment at all: `.` and `..` (URLs resolve them, even encoded)
 * and a lone surrogate (it cannot be encoded). The configuration check refuses those first.
 */
export function operationUrl(baseUrl: string, eventId: string, operation: string): string {
  if (eventId === '.' || eventId === '..') throw new TypeError(`"${eventId}" cannot be an event id in a URL path`);
  const base = new URL(baseUrl);
  base.pathname = `${base.pathname.replace(/\/+$/, '')}/`;
  return new URL(`events/${encodeURIComponent(eventId)}/${operation}`, base).href;
}
