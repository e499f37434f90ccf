/**
 * A server's "wait until" (a 429's deadline) kept for the tab's session, per API
 * and key, so that a visitor who reloads the page still waits instead of sending
 * again at once. In `sessionStorage`: it ends with the tab, and other sites never
 * see it. The key itself is not stored, only a hash of the API and key.
 */

const PREFIX = 'event-register:rate-limit:';

/** FNV-1a, 32 bits, in base 36: enough to tell keys apart, and no key in storage. */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h.toString(36);
}

function keyFor(baseUrl: string, apiKey: string): string {
  return PREFIX + hash(`${baseUrl.replace(/\/+$/, '')}\n${apiKey}`);
}

/** The deadline (epoch ms) still ahead for this API and key, if any. */
export function recallRateLimit(baseUrl: string, apiKey: string): number | undefined {
  // Every use of storage is inside a try: reading `sessionStorage` throws where storage is blocked
  // (a sandboxed frame's opaque origin, a browser's settings), and storage must never break the form.
  try {
    const value = Number(sessionStorage.getItem(keyFor(baseUrl, apiKey)));
    // Nothing kept reads as NaN, which is never ahead.
    return value > Date.now() ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps a deadline; a later deadline already kept wins. */
export function rememberRateLimit(baseUrl: string, apiKey: string, retryAt: number): void {
  try {
    const key = keyFor(baseUrl, apiKey);
    if (Number(sessionStorage.getItem(key)) >= retryAt) return;
    sessionStorage.setItem(key, String(retryAt));
  } catch {
    // Full or blocked storage: the wait still holds for this page.
  }
}
