/**
 * `renderEventRegister()`: the HTML of `<event-register …>` with its form already
 * inside, rendered in Node by Lit's server renderer with no DOM. The element runs
 * what a server runs of its lifecycle (willUpdate, render), so the markup is what
 * the browser renders: the same template, locale, messages and ids.
 */
import { createRequire } from 'node:module';
import { render } from '@lit-labs/ssr';
import { collectResult } from '@lit-labs/ssr/lib/render-result.js';

import { unsafeStatic, html as staticHtml } from 'lit/static-html.js';
import { defineEventRegister, TAG_NAME } from '../define-element.js';
import { resultLocaleLoaders } from '../generated/result-locale-loaders.js';
import { serverLocaleLoaders } from '../generated/server-locale-loaders.js';
import { addCataloguePart, loadCatalogue, loadedCatalogue } from '../i18n/catalogues.js';
import { withMessages, type EventRegisterStrings } from '../i18n/msg.js';
import { resolveLocale, type Locale } from '../i18n/resolve.js';
import { isSecretKey } from '../interaction/settings/config.js';
import type { RenderRootMode } from '../public-types.js';
import { acceptedLanguages } from './accept-language.js';
import { PRERENDERED } from '../prerendered/take-over.js';
import { unavailableTemplate } from './notice.js';
import { integrityOf, stylesheetFile, stylesheetText } from './styles.js';

/** The element's attributes, as in HTML: `{ 'event-id': 'evt_1', 'api-key': 'pk_live_…', remember: true }`. */
export type EventRegisterAttributes = Record<string, string | boolean | undefined>;

export interface RenderOptions {
  /** The page's language (its `<html lang>`), used when there is no `locale` attribute. */
  lang?: string;
  /** The request's `Accept-Language` header, used when there is neither a `locale` attribute nor `lang`. */
  acceptLanguage?: string;
  /** The `strings` property: messages replaced by id, for this widget. */
  strings?: EventRegisterStrings;
  /**
   * `link` (default): a `<link rel="stylesheet">` to the CDN's stylesheet with its SRI hash, which a strict
   * `style-src 'self' <cdn>` allows; it holds the form's first paint back by one request. `inline`: a
   * `<style>`, painted at once; a policy that restricts `style-src` must allow it with `nonce` or with
   * `styleHashSource(root)`. `none`: nothing; the page links `eventRegisterStylesheet()` itself (for
   * example once in its `<head>`).
   */
  styles?: 'link' | 'inline' | 'none';
  /** With `styles: 'inline'`: the nonce of the page's `style-src`, written on the `<style>`. */
  nonce?: string;
  /**
   * The consent checkbox's label, as HTML (`'I agree to the <a href="/privacy">privacy notice</a>'`):
   * written as the element's `<span slot="consent">`, with the checkbox shown and required, so
   * nothing moves when the script takes over. Your own markup: it is not escaped.
   */
  consent?: string;
  /** The URL of the `dist/cdn/` folder the stylesheet is linked from. Default: this version on jsDelivr. */
  cdn?: string;
}

const version = (createRequire(import.meta.url)('event-register/package.json') as { version: string }).version;

/** This version's `dist/cdn/` folder on jsDelivr, pinned: the default `cdn`. */
export const DEFAULT_CDN = `https://cdn.jsdelivr.net/npm/event-register@${version}/dist/cdn/`;

const escapeAttribute = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A CDN folder URL, with the trailing slash a relative file name needs. */
export const cdnFolder = (cdn: string = DEFAULT_CDN): string => (cdn.endsWith('/') ? cdn : `${cdn}/`);

/** The `<link>` (or `<style>`) for markup rendered into `root`. */
export function eventRegisterStylesheet(root: RenderRootMode = 'shadow', options: Pick<RenderOptions, 'styles' | 'cdn' | 'nonce'> = {}): string {
  const text = stylesheetText(root);
  if (options.styles === 'none') return '';
  if (options.styles === 'inline') return options.nonce === undefined ? `<style>${text}</style>` : `<style nonce="${escapeAttribute(options.nonce)}">${text}</style>`;
  const href = new URL(stylesheetFile(root), cdnFolder(options.cdn)).href;
  return `<link rel="stylesheet" href="${escapeAttribute(href)}" integrity="${integrityOf(text)}" crossorigin="anonymous">`;
}

/** The locale the markup is in: as the browser would resolve it (the attribute, the page, the visitor's languages). */
export function serverLocale(attributes: EventRegisterAttributes, options: Pick<RenderOptions, 'lang' | 'acceptLanguage'> = {}): Locale {
  const attribute = attributes.locale;
  return resolveLocale([typeof attribute === 'string' ? attribute : undefined, options.lang, ...acceptedLanguages(options.acceptLanguage)]);
}

// Lit's comment markers are for hydration, which the element does not do: it takes the markup over.
// `<?>` is Lit's placeholder for an empty part.
const LIT_MARKERS = /<!--\/?lit-(?:part|node)[^>]*-->|<!--\?lit\$\d+\$-->|<\?>/g;

/** Without Lit's markers, and each run of the templates' indentation (white space with a line break) as one space. */
const tidy = (markup: string): string => markup.replace(LIT_MARKERS, '').replace(/\s*\n\s*/g, ' ');

/**
 * The HTML of one `<event-register>` with its form inside: a declarative shadow root (`<template
 * shadowrootmode="open">`), or plain children with `render-root="light"`. Refuses a secret key, which
 * must never reach a page.
 */
export async function renderEventRegister(attributes: EventRegisterAttributes, options: RenderOptions = {}): Promise<string> {
  const key = attributes['api-key'];
  if (typeof key === 'string' && isSecretKey(key.trim())) {
    throw new Error('<event-register> refused a secret API key (sk_…): it must never reach a browser. Use a publishable key (pk_…).');
  }
  defineEventRegister();
  const locale = serverLocale(attributes, options);
  // Every part of the catalogue: the server renders the form at rest and its notice, in one pass.
  addCataloguePart(resultLocaleLoaders);
  addCataloguePart(serverLocaleLoaders);
  await loadCatalogue(locale);
  const light = attributes['render-root'] === 'light';
  const attrs = Object.entries(attributes)
    .filter(([name, value]) => value !== undefined && value !== false && /^[a-z][a-z0-9-]*$/.test(name))
    .map(([name, value]) => (value === true ? name : `${name}="${escapeAttribute(String(value))}"`))
    .join(' ');
  // `.locale` as a property: the markup is in `locale`, and the browser resolves its own as before.
  const template = staticHtml`<${unsafeStatic(TAG_NAME)} ${unsafeStatic(attrs)} .locale=${locale} .strings=${options.strings}></${unsafeStatic(TAG_NAME)}>`;
  let markup = tidy(await collectResult(render(template))).replace(/^<([\w-]+)\s+/, '<$1 ');
  // Marked for the code that takes it over (src/prerendered/) and for the styles only it has.
  markup = markup.replace('<div class="er-root ', `<div class="er-root ${PRERENDERED} `);
  // Outside a <dialog>, `method="dialog"` submits nowhere: a press before the script has come never
  // navigates, reloads or puts the address in a URL. (The browser's own form prevents every submit.)
  markup = markup.replace('<form class="er-form', '<form method="dialog" class="er-form');
  // Until the script has taken over, a press does nothing: say so to assistive technology too.
  markup = markup.replace('<button class="er-submit"', '<button aria-disabled="true" class="er-submit"');
  // The notice for a script that never comes, at the end of the form's root (where its styles apply).
  const notice = tidy(await collectResult(render(withMessages({ catalogue: loadedCatalogue(locale), strings: options.strings }, unavailableTemplate))));
  markup = markup.replace(/(<div class="er-visually-hidden" role="status"><\/div>)\s*(<\/div>)/, `$1${notice}$2`);
  // The consent slot's content: the server cannot see the host's children, so the element rendered
  // the checkbox hidden. Shown and required, as the browser renders it once it sees the slot filled.
  const consent = options.consent?.trim() ? `<span slot="consent">${options.consent}</span>` : '';
  if (consent) {
    markup = markup.replace('<div class="er-field er-consent" part="consent" hidden>', '<div class="er-field er-consent" part="consent">');
    markup = markup.replace(/(<input id="[^"]+-consent" class="er-checkbox")/, '$1 required');
    // Light DOM: no slot to project into; the content sits in the label, and the take-over gives it back to the host.
    if (light) markup = markup.replace(/(part="label consent-label">)(<\/label>)/, `$1${consent}$2`);
  }
  // Lit's inline <style> (blocked by a strict CSP) gives way to the stylesheet chosen.
  markup = markup.replace(/(<template shadowroot="open" shadowrootmode="open">)<style>[\s\S]*?<\/style>/, '$1');
  const stylesheet = eventRegisterStylesheet(light ? 'light' : 'shadow', options);
  // Light DOM: the element rendered as if into a shadow root; that root's content becomes its children.
  const open = /(<template shadowroot="open" shadowrootmode="open">)([\s\S]*)<\/template>(<\/[^>]+>)$/;
  if (!open.test(markup)) throw new Error('<event-register> the server renderer wrote no form: is another copy of the element defined?');
  return markup.replace(open, light ? `${stylesheet}$2$3` : `$1${stylesheet}$2</template>${consent}$3`);
}

