/**
 * In-app browsers (the web views of Instagram, Facebook, Messenger, LinkedIn, TikTok, X, Snapchat,
 * Line, WeChat and others), read from a user agent string by `inapp-spy`; and the address that asks
 * Android to open a page in the person's own browser instead. Pure: the app's name goes nowhere.
 */
import InAppSpy from 'inapp-spy';

export type InAppPlatform = 'ios' | 'android' | 'other';

export interface InApp {
  /** inapp-spy's key for the app (`instagram`, `tiktok`, …); undefined for a web view it cannot name. */
  app: string | undefined;
  platform: InAppPlatform;
}

/**
 * The in-app browser `ua` belongs to, or undefined for an ordinary browser. A nameless iOS or
 * Android web view counts as one: calendars fare as badly there.
 */
export function inAppOf(ua: string): InApp | undefined {
  // An empty string would make inapp-spy read the page's own navigator.
  if (!ua) return undefined;
  const { isInApp, appKey } = InAppSpy({ ua });
  if (!isInApp) return undefined;
  return { app: appKey, platform: /iPhone|iPad|iPod/.test(ua) ? 'ios' : /Android/.test(ua) ? 'android' : 'other' };
}

/**
 * An address that opens `url` in the person's browser, where the platform has one: Android's
 * `intent:` URL, which its web views hand to the system. iOS has none that works reliably.
 */
export function openInBrowserUrl(url: string, platform: InAppPlatform): string | undefined {
  if (platform !== 'android') return undefined;
  try {
    const { protocol, host, pathname, search } = new URL(url);
    if (protocol !== 'https:' && protocol !== 'http:') return undefined;
    return `intent://${host}${pathname}${search}#Intent;scheme=${protocol.slice(0, -1)};end`;
  } catch {
    return undefined;
  }
}
