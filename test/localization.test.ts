import { aTimeout, expect, waitUntil } from '@open-wc/testing';
import { allLocales, sourceLocale, targetLocales } from '../src/generated/locale-codes.js';
import * as de from '../src/generated/locales/de.js';
import * as es from '../src/generated/locales/es.js';
import * as fr from '../src/generated/locales/fr.js';
import * as ja from '../src/generated/locales/ja.js';
import { preferredLocales, resolveLocale } from '../src/localization.js';
import {
  emailInput,
  fieldError,
  mountWidget,
  submitButton,
} from './helpers.js';

interface Unit {
  id: string;
  source: string;
  target: string | null;
}

async function catalogue(locale: string): Promise<Unit[]> {
  const text = await (await fetch(`/xliff/${locale}.xlf`)).text();
  const doc = new DOMParser().parseFromString(text, 'application/xml');
  return [...doc.querySelectorAll('trans-unit')].map((unit) => {
    const target = unit.querySelector('target');
    return {
      id: unit.getAttribute('id')!,
      source: unit.querySelector('source')!.innerHTML,
      target: target ? target.innerHTML : null,
    };
  });
}

const placeholders = (xml: string): string[] => (xml.match(/<x [^>]*\/>/g) ?? []).sort();

describe('localization catalogues', () => {
  for (const locale of targetLocales) {
    it(`${locale}: every message is translated with the same placeholders`, async () => {
      const units = await catalogue(locale);
      expect(units.length).to.be.above(40);
      const untranslated = units.filter((u) => !u.target?.trim()).map((u) => u.id);
      expect(untranslated, 'untranslated').to.deep.equal([]);
      const broken = units.filter((u) => placeholders(u.source).join() !== placeholders(u.target ?? '').join()).map((u) => u.id);
      expect(broken, 'placeholders changed').to.deep.equal([]);
      // The runtime module holds exactly the catalogue's messages.
      const module = { de, es, fr, ja }[locale];
      expect(Object.keys(module.templates).sort()).to.deep.equal(units.map((u) => u.id).sort());
    });
  }

  it('all catalogues hold the same messages', async () => {
    const ids = await Promise.all(targetLocales.map(async (l) => (await catalogue(l)).map((u) => u.id).sort().join()));
    expect(new Set(ids).size).to.equal(1);
  });
});

describe('locale resolution', () => {
  it('matches exact tags, then the language, then falls back to English', () => {
    expect(resolveLocale(['de-AT'])).to.equal('de');
    expect(resolveLocale(['FR'])).to.equal('fr');
    expect(resolveLocale(['pt-BR', 'es-MX'])).to.equal('es');
    expect(resolveLocale(['xx', undefined, ''])).to.equal(sourceLocale);
    expect(resolveLocale(['ja_JP'])).to.equal('ja');
    expect(allLocales).to.include(sourceLocale);
  });

  it('prefers the locale attribute, then <html lang>, then the browser', () => {
    const html = document.documentElement;
    const before = html.lang;
    html.lang = 'fr';
    try {
      const list = preferredLocales('de');
      expect(list.slice(0, 2)).to.deep.equal(['de', 'fr']);
      expect(list.slice(2)).to.deep.equal([...navigator.languages]);
    } finally {
      html.lang = before;
    }
  });
});

describe('<event-register> in other languages', () => {
  it('switches language live with the locale attribute, including errors, and marks the content language', async () => {
    const el = await mountWidget({ locale: 'de' });
    const until = (check: () => boolean): Promise<void> => waitUntil(check, 'the locale to load', { timeout: 2000 });
    await until(() => submitButton(el).textContent.includes('Registrieren'));
    expect(submitButton(el).textContent).to.include('Registrieren');
    expect(submitButton(el).closest('[lang]')!.getAttribute('lang')).to.equal('de');
    expect(emailInput(el).labels![0]!.textContent).to.include('E-Mail');
    submitButton(el).click();
    await el.updateComplete;
    expect(fieldError(el, 'email')).to.not.equal('Enter your email address.');
    expect(fieldError(el, 'email')).to.match(/E-Mail/);
    await expect(el).to.be.accessible();

    el.locale = 'ja';
    await until(() => submitButton(el).closest('[lang]')!.getAttribute('lang') === 'ja');
    expect(submitButton(el).textContent).to.include('登録');
    expect(fieldError(el, 'email')).to.match(/メール/);

    el.locale = 'en';
    await until(() => submitButton(el).textContent.includes('Register'));
    expect(submitButton(el).textContent.trim()).to.equal('Register');
  });
});

describe('one locale for the page', () => {
  it('a widget without locale does not undo another widget’s explicit locale', async () => {
    const explicit = await mountWidget({ locale: 'fr' });
    await waitUntil(() => submitButton(explicit).textContent?.includes('inscrire'), 'French to load', { timeout: 2000 });
    const plain = await mountWidget();
    await aTimeout(200);
    expect(submitButton(explicit).textContent).to.include('inscrire');
    expect(submitButton(plain).textContent).to.include('inscrire');
  });
});
