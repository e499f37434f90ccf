/**
 * The single `configureLocalization()` call and locale resolution.
 * `@lit/localize` keeps one active locale per copy of the library, so every
 * `<event-register>` on a page shares it.
 */
import { configureLocalization } from '@lit/localize';
import { allLocales, sourceLocale, targetLocales } from './generated/locale-codes.js';

type TargetLocale = (typeof targetLocales)[number];
export type Locale = (typeof allLocales)[number];

// One entry per target locale, checked by the compiler: a new locale in
// lit-localize.json without a loader here fails the type-check.
const loaders: Record<TargetLocale, () => Promise<unknown>> = {
  de: () => import('./generated/locales/de.js'),
  es: () => import('./generated/locales/es.js'),
  fr: () => import('./generated/locales/fr.js'),
  ja: () => import('./generated/locales/ja.js'),
};

interface LocaleControls {
  getLocale(): string;
  setLocale(locale: string): Promise<void>;
}

let controls: LocaleControls | undefined;

function localeControls(): LocaleControls | undefined {
  if (controls) return controls;
  try {
    controls = configureLocalization({
      sourceLocale,
      targetLocales,
      loadLocale: (locale) => loaders[locale as TargetLocale]() as ReturnType<Parameters<typeof configureLocalization>[0]['loadLocale']>,
    });
  } catch (error) {
    // The host app configured its own copy of @lit/localize first; we then follow its locale.
    console.warn('<event-register> could not configure @lit/localize (the page already did); using its locale.', error);
  }
  return controls;
}

/**
 * The best supported locale for a list of preferences (BCP 47 tags, most
 * preferred first): an exact match, then the language alone, else English.
 */
export function resolveLocale(preferences: readonly (string | null | undefined)[]): Locale {
  const supported = allLocales as readonly string[];
  for (const raw of preferences) {
    if (!raw) continue;
    const tag = raw.trim().replace(/_/g, '-');
    const exact = supported.find((l) => l.toLowerCase() === tag.toLowerCase());
    if (exact) return exact as Locale;
    const language = tag.split('-')[0]!.toLowerCase();
    const byLanguage = supported.find((l) => l.toLowerCase() === language);
    if (byLanguage) return byLanguage as Locale;
  }
  return sourceLocale;
}

/** The locale the page asks for: the element's `locale`, then `<html lang>`, then the browser. */
export function preferredLocales(requested: string | undefined): string[] {
  const list: string[] = [];
  if (requested) list.push(requested);
  if (typeof document !== 'undefined' && document.documentElement.lang) list.push(document.documentElement.lang);
  if (typeof navigator !== 'undefined') list.push(...(navigator.languages ?? [navigator.language]));
  return list;
}

// Set once a widget asked for a locale explicitly (its `locale` attribute): widgets
// without one must not switch the shared locale back to the page default.
let explicitlyChosen = false;

/**
 * Switches every widget on the page to the best match for `preferences`.
 * `explicit` is true when the preferences come from a `locale` attribute.
 */
export async function applyLocale(preferences: readonly string[], explicit = false): Promise<void> {
  const c = localeControls();
  if (!c) return;
  if (explicit) explicitlyChosen = true;
  else if (explicitlyChosen) return;
  const locale = resolveLocale(preferences);
  if (c.getLocale() === locale) return;
  try {
    await c.setLocale(locale);
  } catch (error) {
    console.warn(`<event-register> could not load the "${locale}" translations; showing English.`, error);
  }
}

/** The active locale, for the `lang` attribute of the rendered content. */
export function activeLocale(): string {
  return localeControls()?.getLocale() ?? sourceLocale;
}
