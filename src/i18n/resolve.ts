/**
 * Which catalogue a widget uses: pure functions of the preferences (BCP 47 tags).
 * The preferences are, in order, the `locale` attribute, the nearest ancestor's
 * `lang`, then `navigator.languages`; the first one we can serve wins, else English.
 */
import { sourceLocale, type allLocales } from '../generated/locale-codes.js';
import { localeLoaders } from '../generated/locale-loaders.js';

export type Locale = (typeof allLocales)[number];

// The loaders' keys are the target locales: one list in the bundle, not two.
const SUPPORTED = new Map<string, Locale>(
  [sourceLocale, ...Object.keys(localeLoaders)].map((l) => [l.toLowerCase(), l as Locale]),
);

// CLDR's es-419 (Latin American Spanish) covers these regions, the United States included.
const LATIN_AMERICA = new Set('419 AR BO BR BZ CL CO CR CU DO EC GT HN MX NI PA PE PR PY SV US UY VE'.split(' '));
// Regions that write European Portuguese (CLDR's pt-PT children).
const EUROPEAN_PORTUGUESE = new Set('PT AO CH CV GQ GW LU MO MZ ST TL'.split(' '));
// Macrolanguages, and old codes some pages still use (not `ji`, Yiddish: there is no catalogue for it).
const ALIASES: Record<string, string> = { no: 'nb', nn: 'nb', tl: 'fil', iw: 'he', in: 'id', zsm: 'ms' };

const RTL = new Set(['ar', 'he', 'fa', 'ur']);

/** The locale we serve for one tag, or undefined when we have nothing close. */
export function matchLocale(tag: string): Locale | undefined {
  let parts: Intl.Locale;
  try {
    parts = new Intl.Locale(tag.trim().replace(/_/g, '-'));
  } catch {
    return undefined; // Not a language tag at all.
  }
  const language = ALIASES[parts.language] ?? parts.language;
  // Intl.Locale gives each subtag its canonical case: `Hant`, `BR`.
  const region = parts.region ?? '';
  const serve = (code: string): Locale | undefined => SUPPORTED.get(code.toLowerCase());
  switch (language) {
    case 'zh':
      return serve(
        parts.script === 'Hant' || (!parts.script && ['TW', 'HK', 'MO'].includes(region)) ? 'zh-Hant' : 'zh-Hans',
      );
    case 'pt':
      return serve(EUROPEAN_PORTUGUESE.has(region) ? 'pt-PT' : 'pt-BR');
    case 'es':
      return serve(LATIN_AMERICA.has(region) ? 'es-419' : 'es');
  }
  // The language with its region where we have that (fr-CA), else the language alone (fr-BE → fr).
  return serve(region ? `${language}-${region}` : language) ?? serve(language);
}

/** The first preference we can serve, else English. */
export function resolveLocale(preferences: readonly (string | null | undefined)[]): Locale {
  for (const tag of preferences) {
    const match = tag && matchLocale(tag);
    if (match) return match;
  }
  return sourceLocale;
}

export const directionOf = (locale: string): 'ltr' | 'rtl' => (RTL.has(locale.split('-')[0]!) ? 'rtl' : 'ltr');

/** The `lang` of the nearest ancestor that has one, across shadow roots (a widget inside another component). */
export function inheritedLang(element: Element): string | undefined {
  let node: Node | null = element.parentNode;
  while (node) {
    if (node instanceof Element && node.hasAttribute('lang')) return node.getAttribute('lang')!;
    node = node instanceof ShadowRoot ? node.host : node.parentNode;
  }
  return undefined;
}
