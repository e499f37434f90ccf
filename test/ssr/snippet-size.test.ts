/**
 * The snippet fits Webflow's Embed element (50,000 characters), in each render root, in the
 * languages whose snippet is longest, with a consent label. The snippet comes from the built
 * dist/lib, as `npx event-register snippet` prints it; every locale is rendered and the three
 * longest per root are checked and reported. Nothing is written.
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { describe, it } from 'node:test';
import type * as LocaleModule from '../../src/generated/locale-codes.js';
import type * as SnippetModule from '../../src/server/snippet.js';

/** Webflow's Embed element holds this many characters. */
const EMBED_LIMIT = 50_000;

const LIB = new URL('../../dist/lib/', import.meta.url);

/** What a person pastes: realistic lengths for the three required values, and a consent label with a link. */
const ATTRIBUTES = {
  'event-id': 'evt_01JQ8ZK4M2Y7R3T6W9XB5C0D1E',
  'api-key': 'pk_live_51HqLyjWDarjtT1zdp7dcXl2mQ',
  'base-url': 'https://api.example.com/v1',
};
const CONSENT =
  'I agree that Example Events may email me about this event. See our <a href="https://www.example.com/privacy">privacy notice</a>.';

async function load(): Promise<{ snippet: typeof SnippetModule.snippet; locales: readonly string[] }> {
  assert.ok(existsSync(new URL('server/snippet.js', LIB)), 'dist/lib is missing: run `npm run build` first');
  const { snippet } = (await import(new URL('server/snippet.js', LIB).href)) as typeof SnippetModule;
  const { allLocales } = (await import(new URL('generated/locale-codes.js', LIB).href)) as typeof LocaleModule;
  return { snippet, locales: allLocales };
}

describe("the snippet fits Webflow's Embed element", () => {
  for (const root of ['shadow', 'light'] as const) {
    it(`${root} root: the three longest locales, with a consent label, fit ${EMBED_LIMIT.toLocaleString('en-US')} characters`, async (t) => {
      const { snippet, locales } = await load();
      assert.ok(locales.length > 50, `${locales.length} locales`);
      const sizes: { locale: string; length: number }[] = [];
      for (const locale of locales) {
        const text = await snippet({ ...ATTRIBUTES, locale, 'render-root': root }, { consent: CONSENT });
        // The form is there, in that language, with the consent checkbox: a snippet, not an error page.
        assert.match(text, new RegExp(`<event-register [^>]*locale="${locale}"`), locale);
        assert.match(text, /<span slot="consent">I agree/, locale);
        sizes.push({ locale, length: text.length });
      }
      const longest = sizes.sort((a, b) => b.length - a.length).slice(0, 3);
      const shortest = sizes.at(-1)!;
      t.diagnostic(
        `${root}: ${longest.map(({ locale, length }) => `${locale} ${length.toLocaleString('en-US')}`).join(', ')}` +
          ` (shortest: ${shortest.locale} ${shortest.length.toLocaleString('en-US')}) of ${EMBED_LIMIT.toLocaleString('en-US')}`,
      );
      for (const { locale, length } of longest) {
        assert.ok(
          length <= EMBED_LIMIT,
          `${root}, ${locale}: ${length} characters, more than Webflow's Embed element holds (${EMBED_LIMIT})`,
        );
      }
    });
  }
});
