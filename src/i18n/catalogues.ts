/**
 * Loading translations. Each locale comes in parts, each a lazy chunk fetched
 * once per page and shared by every widget: the form at rest (loaded before the
 * first render) and, once the interaction chunk registers it, errors and success.
 */
import { sourceLocale } from '../generated/locale-codes.js';
import { localeLoaders } from '../generated/locale-loaders.js';
import type { Catalogue, TargetLocale } from './catalogue-types.js';
import type { Locale } from './resolve.js';

type Loaders = Record<TargetLocale, () => Promise<{ templates: Catalogue }>>;

const parts: Loaders[] = [localeLoaders];
/** Each locale's messages so far, all parts merged. */
const merged = new Map<Locale, Record<string, unknown>>();
const pending = new Map<string, Promise<void>>();
const done = new Set<string>();

/** Adds a part (the interaction chunk's result messages) to every locale. */
export const addCataloguePart = (loaders: Loaders): void => {
  if (!parts.includes(loaders)) parts.push(loaders);
};

/** What is here of a locale's messages; undefined for English, which needs none. */
export const loadedCatalogue = (locale: Locale): Catalogue | undefined => merged.get(locale);

export function isLoaded(locale: Locale): boolean {
  return locale === sourceLocale || parts.every((_, i) => done.has(`${locale}:${i}`));
}

/**
 * Loads every part of a locale not yet here; true when the first part (the form)
 * is here. A chunk that fails to load (offline, a CDN error) leaves that part in
 * English, with a warning; it is tried again the next time the locale is asked for.
 */
export async function loadCatalogue(locale: Locale): Promise<boolean> {
  if (locale === sourceLocale) return true;
  await Promise.all(
    parts.map((loaders, i) => {
      const key = `${locale}:${i}`;
      if (done.has(key)) return Promise.resolve();
      let loading = pending.get(key);
      if (!loading)
        pending.set(
          key,
          (loading = loaders[locale]()
            .then(({ templates }) => {
              merged.set(locale, { ...merged.get(locale), ...templates });
              done.add(key);
            })
            .catch((error: unknown) => {
              console.warn(`<event-register> could not load the "${locale}" translations; showing English.`, error);
            })
            .finally(() => pending.delete(key))),
        );
      return loading;
    }),
  );
  return merged.has(locale);
}
