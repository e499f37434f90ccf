/**
 * A server's "wait until" (a 429's deadline) kept for the tab's session, per API
 * and key, so that a visitor who reloads the page still waits instead of sending
 * again at once. In `sessionStorage`: it ends with the tab, and other sites never
 * see it. The key itself is not stored, only a hash of the API and key.
 */

import { webStorage } from './web-storage.js';

const PREFIX = 'event-register:rate-limit:';

const storage = (): Storage | undefined => webStorage('sessionStorage');

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
  const store = storage();
  if (!store) return undefined;
  try {
    const value = Number(store.getItem(keyFor(baseUrl, apiKey)));
    return Number.isFinite(value) && value > Date.now() ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps a deadline; a later deadline already kept wins. */
export function rememberRateLimit(baseUrl: string, apiKey: string, retryAt: number): void {
  const store = storage();
  if (!store) return;
  try {
    const key = keyFor(baseUrl, apiKey);
    if (Number(store.getItem(key)) >= retryAt) return;
    store.setItem(key, String(Math.round(retryAt)));
  } catch {
    // Full or blocked storage: the wait still holds for this page.
  }
}
