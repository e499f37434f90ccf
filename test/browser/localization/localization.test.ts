import { configureLocalization, msg as hostMsg } from '@lit/localize';
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import type { EventRegister } from '../../../src/event-register.js';
import { allLocales, sourceLocale, targetLocales } from '../../../src/generated/locale-codes.js';
import { localeLoaders } from '../../../src/generated/locale-loaders.js';
import { localeLoaders as resultLocaleLoaders } from '../../../src/generated/results-locale-loaders.js';
import { directionOf, matchLocale, resolveLocale } from '../../../src/i18n/resolve.js';
import * as api from '../../helpers/api.js';
import * as ui from '../../helpers/widget.js';
import * as a11y from '../../helpers/a11y.js';

const until = (check: () => boolean, what: string): Promise<void> => waitUntil(check, what, { timeout: 4000 });
const buttonText = (el: EventRegister): string => ui.submitButton(el).textContent?.trim() ?? '';
const content = (el: EventRegister): HTMLElement => ui.root(el).querySelector<HTMLElement>('.er-root')!;

/** Every message id the English source has: the union of both parts of any complete catalogue. */
async function catalogue(locale: (typeof targetLocales)[number]): Promise<Record<string, unknown>> {
  const [form, results] = await Promise.all([localeLoaders[locale](), resultLocaleLoaders[locale]()]);
  return { ...form.templates, ...results.templates };
}

/** The host app's own @lit/localize, configured by the first test that needs it. */
let hostLocalization: ReturnType<typeof configureLocalization> | undefined;

ui.forEachRoot(() => {
  describe('catalogues', () => {
    it('ships 56 locales: English and the 55 the product promises', () => {
      const promised =
        'ar bg bn ca cs da de el es es-419 et fa fi fil fr fr-CA he hi hr hu id it ja ko lt lv ms nb nl pl pt-BR pt-PT ro ru sk sl sr sv sw ta th tr uk ur vi zh-Hans zh-Hant af is gu mr te kn ml mk'.split(
          ' ',
        );
      expect([...targetLocales].sort()).to.deep.equal([...promised].sort());
      expect(allLocales).to.have.length(56);
    });

    it('every locale has every message, none empty, and says something other than English for the button', async () => {
      const reference = Object.keys(await catalogue('de')).sort();
      expect(reference.length).to.be.above(50);
      for (const locale of targetLocales) {
        const messages = await catalogue(locale);
        expect(Object.keys(messages).sort(), `${locale} ids`).to.deep.equal(reference);
        const empty = Object.entries(messages).filter(([, v]) => typeof v === 'string' && !v.trim());
        expect(empty, `${locale} empty messages`).to.deep.equal([]);
        expect(messages['button.register'], `${locale} button`).to.not.equal('Register');
      }
    });
  });

  describe('locale resolution', () => {
    it('follows the product rules for regions and scripts', () => {
      const cases: Record<string, string | undefined> = {
        de: 'de',
        'de-AT': 'de',
        'de-CH': 'de',
        pt: 'pt-BR',
        'pt-BR': 'pt-BR',
        'pt-US': 'pt-BR',
        // Every region that writes European Portuguese (CLDR's pt-PT children).
        'pt-PT': 'pt-PT',
        'pt-AO': 'pt-PT',
        'pt-CH': 'pt-PT',
        'pt-CV': 'pt-PT',
        'pt-GQ': 'pt-PT',
        'pt-GW': 'pt-PT',
        'pt-LU': 'pt-PT',
        'pt-MO': 'pt-PT',
        'pt-MZ': 'pt-PT',
        'pt-ST': 'pt-PT',
        'pt-TL': 'pt-PT',
        pt_mz: 'pt-PT',
        es: 'es',
        'es-ES': 'es',
        'es-MX': 'es-419',
        'es-AR': 'es-419',
        'es-US': 'es-419',
        'es-419': 'es-419',
        // Every region that writes Traditional Chinese when the tag names no script.
        'zh-TW': 'zh-Hant',
        'zh-HK': 'zh-Hant',
        'zh-MO': 'zh-Hant',
        zh_mo: 'zh-Hant',
        'zh-Hant': 'zh-Hant',
        'zh-Hant-CN': 'zh-Hant',
        zh: 'zh-Hans',
        'zh-CN': 'zh-Hans',
        'zh-SG': 'zh-Hans',
        'zh-MY': 'zh-Hans',
        // A script, when named, wins over the region.
        'zh-Hans-HK': 'zh-Hans',
        'zh-Hans-TW': 'zh-Hans',
        'zh-Hans-MO': 'zh-Hans',
        no: 'nb',
        nn: 'nb',
        'nb-NO': 'nb',
        'fr-CA': 'fr-CA',
        'fr-BE': 'fr',
        'fr-CH': 'fr',
        FR: 'fr',
        ja_JP: 'ja',
        tl: 'fil',
        iw: 'he',
        'en-GB': 'en',
        xx: undefined,
        'not a tag': undefined,
      };
      for (const [tag, expected] of Object.entries(cases)) expect(matchLocale(tag), tag).to.equal(expected);
    });

    it('takes the first preference it can serve, else English', () => {
      expect(resolveLocale([undefined, 'xx', 'es-MX', 'de'])).to.equal('es-419');
      expect(resolveLocale(['', null, 'qq'])).to.equal(sourceLocale);
    });

    it('knows which locales are written right to left', () => {
      expect(['ar', 'he', 'fa', 'ur'].map(directionOf)).to.deep.equal(['rtl', 'rtl', 'rtl', 'rtl']);
      expect(['en', 'de', 'ja', 'zh-Hant'].map(directionOf)).to.deep.equal(['ltr', 'ltr', 'ltr', 'ltr']);
    });
  });

  describe('<event-register> in other languages', () => {
    let htmlLang: string;
    beforeEach(() => {
      htmlLang = document.documentElement.lang;
    });
    afterEach(() => {
      document.documentElement.lang = htmlLang;
    });

    it('renders its first frame in the page language already, never English first', async () => {
      document.documentElement.lang = 'nl';
      const el = await ui.mountWidget();
      // mountWidget awaits the first update: the Dutch catalogue was there before it.
      expect(buttonText(el)).to.equal((await localeLoaders.nl()).templates['button.register']);
      expect(content(el).lang).to.equal('nl');
    });

    it('switches live with the locale attribute, keeps what was typed, and translates errors', async () => {
      const el = await ui.mountWidget({ locale: 'de' });
      expect(buttonText(el)).to.equal('Registrieren');
      expect(ui.emailInput(el).labels![0]!.textContent).to.include('E-Mail');
      await ui.typeInto(el, 'email', 'not-an-email');
      await ui.typeInto(el, 'name', 'Ada Lovelace');
      ui.submitButton(el).click();
      await until(() => /E-Mail/.test(ui.fieldError(el, 'email')), 'a German field error');
      await a11y.expectAccessible(el);

      el.locale = 'ja';
      await until(() => content(el).lang === 'ja', 'Japanese');
      expect(buttonText(el)).to.include('登録');
      await until(() => /メール/.test(ui.fieldError(el, 'email')), 'the error in Japanese');
      expect(ui.emailInput(el).value).to.equal('not-an-email');
      expect(ui.nameInput(el).value).to.equal('Ada Lovelace');

      el.locale = 'en';
      await until(() => buttonText(el) === 'Register', 'English');
      expect(ui.emailInput(el).value).to.equal('not-an-email');
    });

    it('follows <html lang> when it changes, and the nearest ancestor lang over it', async () => {
      document.documentElement.lang = 'fr';
      const el = await ui.mountWidget();
      expect(content(el).lang).to.equal('fr');
      document.documentElement.lang = 'pt-PT';
      await until(() => content(el).lang === 'pt-PT', 'European Portuguese after <html lang> changed');
      expect(buttonText(el)).to.equal('Registar');

      const section = await fixture<HTMLElement>(html`<section lang="zh-TW"></section>`);
      const inner = ui.withRenderRoot(document.createElement('event-register'));
      // Fully configured, so that the console stays quiet.
      Object.assign(inner, { eventId: api.env.demoEventId, apiKey: api.env.publishableKey, baseUrl: api.env.baseUrl });
      section.append(inner);
      await inner.updateComplete;
      await until(() => content(inner).lang === 'zh-Hant', 'the section’s Traditional Chinese');
      expect(buttonText(inner)).to.equal('註冊');
    });

    it('gives es-MX pages Latin American Spanish', async () => {
      document.documentElement.lang = 'es-MX';
      const el = await ui.mountWidget();
      expect(content(el).lang).to.equal('es-419');
      expect(buttonText(el)).to.equal((await localeLoaders['es-419']()).templates['button.register']);
    });

    it('mirrors the layout in Arabic and Hebrew', async () => {
      for (const locale of ['ar', 'he']) {
        const el = await ui.mountWidget({ locale });
        expect(content(el).dir, locale).to.equal('rtl');
        const field = ui.emailInput(el).getBoundingClientRect();
        const range = document.createRange();
        range.selectNodeContents(ui.emailInput(el).labels![0]!);
        const label = range.getBoundingClientRect();
        // The label's text starts at the right edge of the field in a right-to-left layout.
        expect(Math.abs(label.right - field.right), `${locale} label aligned right`).to.be.below(2);
        expect(label.left - field.left, `${locale} label not at the left`).to.be.above(2);
        await a11y.expectAccessible(el);
      }
      const ltr = await ui.mountWidget({ locale: 'de' });
      expect(content(ltr).dir).to.equal('ltr');
    });

    it('lets two widgets on one page speak two languages', async () => {
      const german = await ui.mountWidget({ locale: 'de' });
      const japanese = await ui.mountWidget({ locale: 'ja' });
      const plain = await ui.mountWidget();
      expect(buttonText(german)).to.equal('Registrieren');
      expect(buttonText(japanese)).to.include('登録');
      expect(content(plain).lang).to.equal(resolveLocale([document.documentElement.lang, ...navigator.languages]));
    });

    it('renders every locale with every message in place', async () => {
      const el = await ui.mountWidget();
      for (const locale of targetLocales) {
        el.locale = locale;
        await until(() => content(el).lang === locale, `${locale} to load`);
        const { templates } = await localeLoaders[locale]();
        expect(buttonText(el), locale).to.equal(templates['button.register']);
        expect(ui.emailInput(el).labels![0]!.textContent, locale).to.include(String(templates['label.email']));
      }
    });
  });

  describe('per-instance strings', () => {
    it('replaces any message for one widget only, in any locale, with its values', async () => {
      // snippet: localization-strings (docs/localization.md)
      const el = await ui.mountWidget({ locale: 'de' });
      const other = await ui.mountWidget({ locale: 'de' });
      el.strings = { 'button.register': 'Platz sichern', 'error.email.required': 'Wir brauchen Ihre E-Mail, {0}!' };
      await el.updateComplete;
      expect(buttonText(el)).to.equal('Platz sichern');
      expect(buttonText(other)).to.equal('Registrieren');
      ui.submitButton(el).click();
      await until(() => ui.fieldError(el, 'email') !== '', 'the field error');
      // A placeholder with no value stays as written rather than printing "undefined".
      expect(ui.fieldError(el, 'email')).to.equal('Wir brauchen Ihre E-Mail, {0}!');
      el.strings = undefined;
      await el.updateComplete;
      expect(buttonText(el)).to.equal('Registrieren');
    });
  });

  describe('a host app with its own @lit/localize', () => {
    it('keeps the host’s configuration and translations, and the widget keeps its own', async () => {
      // The app configures @lit/localize first, as a localized Lit app does; the widget must
      // neither throw nor take it over, and must still speak German.
      // Once per page: both roots' suites run in one page, and the host configures it only once.
      hostLocalization ??= configureLocalization({
        sourceLocale: 'en',
        targetLocales: ['de'],
        loadLocale: () =>
          Promise.resolve({ templates: { 'host.greeting': 'Hallo aus der App', 'button.register': 'HOST' } }),
      });
      const { setLocale, getLocale } = hostLocalization;
      await setLocale('de');
      const el = await ui.mountWidget({ locale: 'de' });
      expect(getLocale()).to.equal('de');
      expect(hostMsg('Hello from the app', { id: 'host.greeting' })).to.equal('Hallo aus der App');
      // Same message id as one of the widget's: each side reads its own catalogue.
      expect(buttonText(el)).to.equal('Registrieren');
      const english = await ui.mountWidget({ locale: 'en' });
      expect(buttonText(english)).to.equal('Register');
    });
  });
});
