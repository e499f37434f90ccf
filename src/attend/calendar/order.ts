/**
 * The order of the "Add to calendar" menu: first the calendar the person most likely uses: the one
 * they chose last time (with `remember`), else the one their address's domain says, else their device's. The rest keep the menu's usual order. Pure: the address is read here and goes nowhere.
 */
import { CALENDAR_TARGETS as USUAL, type CalendarTarget } from './open.js';

export type Platform = 'apple' | 'android' | 'other';

// A mail provider's domain, in its country variants too (hotmail.co.uk, outlook.com.br, live.fr).
const BY_DOMAIN: readonly [RegExp, CalendarTarget][] = [
  [/^(gmail|googlemail)\.com$/, 'google'],
  [/^((outlook|hotmail|live)\.(com?\.)?[a-z]{2,3}|msn\.com)$/, 'outlook'],
  [/^(icloud|me|mac)\.com$/, 'ics'],
  [/^(yahoo\.(com?\.)?[a-z]{2,3}|ymail\.com|rocketmail\.com)$/, 'yahoo'],
];

/** The platform of a browser, from its client hints or else its user agent string. */
export function platformOf(nav: Pick<Navigator, 'userAgent'> & { userAgentData?: { platform?: string } }): Platform {
  const said = `${nav.userAgentData?.platform ?? ''} ${nav.userAgent}`;
  return /iPhone|iPad|iOS|mac/i.test(said) ? 'apple' : /Android/.test(said) ? 'android' : 'other';
}

/**
 * The menu's order, and whether its first item is a suggestion (chosen by the address or the
 * platform, rather than the usual order). Apple devices open an .ics file in their own calendar.
 */
export function calendarOrder(
  email: string | undefined,
  platform: Platform,
  chosen?: CalendarTarget,
): { order: CalendarTarget[]; suggested: boolean } {
  const domain = email?.slice(email.lastIndexOf('@') + 1).toLowerCase() ?? '';
  const first =
    chosen ??
    BY_DOMAIN.find(([pattern]) => pattern.test(domain))?.[1] ??
    (platform === 'apple' ? 'ics' : platform === 'android' ? 'google' : undefined);
  return { order: first ? [first, ...USUAL.filter((target) => target !== first)] : [...USUAL], suggested: !!first };
}
