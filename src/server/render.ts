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
import { localeLoaders as resultLocaleLoaders } from '../generated/results-locale-loaders.js';
import { localeLoaders as serverLocaleLoaders } from '../generated/server-locale-loaders.js';
import { localeLoaders as sessionsLocaleLoaders } from '../generated/sessions-locale-loaders.js';
import { addCataloguePart, loadCatalogue, loadedCatalogue } from '../i18n/catalogues.js';
import { withMessages, type EventRegisterStrings } from '../i18n/msg.js';
import { resolveLocale, type Locale } from '../i18n/resolve.js';
import { isSecretKey } from '../interaction/settings/api-key.js';
import type { RenderRootMode } from '../public-types.js';
import { acceptedLanguages } from './accept-language.js';
import { PRERENDERED } from '../form/prerendered-marker.js';
import { unavailableTemplate } from './notice.js';
import { consentMarkup } from './consent.js';
import { useServerDialog } from './dialog.js';
import { choiceMarkup, readSessions, withChoice } from './sessions.js';
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
   * nothing moves when the script takes over. Your own markup, read as a browser reads it and written
   * out balanced (see consent.ts): it cannot close the span it sits in.
   */
  consent?: string;
  /**
   * The URL of the `dist/cdn/` folder the stylesheet is linked from, with no query or fragment.
   * Default: this version on jsDelivr.
   */
  cdn?: string;
}

const version = (createRequire(import.meta.url)('event-register/package.json') as { version: string }).version;

/** This version's `dist/cdn/` folder on jsDelivr, pinned: the default `cdn`. */
export const DEFAULT_CDN = `https://cdn.jsdelivr.net/npm/event-register@${version}/dist/cdn/`;

/** A value in a double-quoted attribute. `\r` as a reference: the parser would read a raw one as `\n`. */
const escapeAttribute = (value: string): string =>
  value.replace(/[&"<>\r]/g, (c) => ({ '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;', '\r': '&#13;' })[c]!);

/**
 * What a browser would read in place of a lone surrogate (no UTF-8 can carry it) or a NUL: the
 * replacement character, written so, which keeps the page valid UTF-8 and conforming.
 */
const wellFormed = (markup: string): string =>
  markup.replace(/\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

/**
 * Why `cdn` cannot be the folder the files are linked from, or undefined. A query or fragment is
 * refused rather than dropped: each file's URL is resolved against the folder, which loses both.
 */
export function cdnProblem(cdn: string): string | undefined {
  if (!URL.canParse(cdn) || !/^https?:$/.test(new URL(cdn).protocol))
    return 'is not an absolute http(s) URL of the dist/cdn folder';
  if (/[?#]/.test(cdn))
    return "has a query or a fragment, which the files' URLs cannot keep: give the folder's URL alone";
  return undefined;
}

/** A CDN folder URL, with the trailing slash a relative file name needs; throws on one that cannot be. */
export function cdnFolder(cdn: string = DEFAULT_CDN): string {
  const problem = cdnProblem(cdn);
  if (problem) throw new Error(`<event-register> cdn "${cdn}" ${problem}.`);
  return cdn.endsWith('/') ? cdn : `${cdn}/`;
}

/** `name="value"`, escaped, for a URL in an attribute: a file of the CDN folder. */
export const cdnAttribute = (name: string, folder: string, file: string): string =>
  `${name}="${escapeAttribute(new URL(file, folder).href)}"`;

/** The `<link>` (or `<style>`) for markup rendered into `root`. */
export function eventRegisterStylesheet(
  root: RenderRootMode = 'shadow',
  options: Pick<RenderOptions, 'styles' | 'cdn' | 'nonce'> = {},
): string {
  const text = stylesheetText(root);
  if (options.styles === 'none') return '';
  if (options.styles === 'inline') {
    return options.nonce === undefined
      ? `<style>${text}</style>`
      : `<style nonce="${escapeAttribute(options.nonce)}">${text}</style>`;
  }
  const href = cdnAttribute('href', cdnFolder(options.cdn), stylesheetFile(root));
  return `<link rel="stylesheet" ${href} integrity="${integrityOf(text)}" crossorigin="anonymous">`;
}

/** The locale the markup is in: as the browser would resolve it (the attribute, the page, the visitor's languages). */
export function serverLocale(
  attributes: EventRegisterAttributes,
  options: Pick<RenderOptions, 'lang' | 'acceptLanguage'> = {},
): Locale {
  const attribute = attributes.locale;
  return resolveLocale([
    typeof attribute === 'string' ? attribute : undefined,
    options.lang,
    ...acceptedLanguages(options.acceptLanguage),
  ]);
}

// Lit's comment markers stay in the form: the browser hydrates them, binding to the server's nodes
// (src/prerendered/). The notice is static markup, outside the element's template: it has none.
// `<?>` is Lit's placeholder for an empty part.
const LIT_MARKERS = /<!--\/?lit-(?:part|node)[^>]*-->|<!--\?lit\$\d+\$-->|<\?>/g;

/**
 * Each run of the templates' indentation (white space with a line break) as one space, without
 * Lit's `<?>` (a placeholder of an empty template, which hydration does not read, and a validator refuses).
 */
const tidy = (markup: string): string => markup.replace(/\s*\n\s*/g, ' ').replaceAll('<?>', '');

/** Static markup, without Lit's markers (which only the element's own template may carry). */
const staticMarkup = (markup: string): string => tidy(markup.replace(LIT_MARKERS, ''));

/**
 * `markup` with the first `search` replaced by `replacement`, taken literally. Markup is never built
 * with a replacement string, where `$&`, `$1` or `` $` `` in a value would be read as patterns.
 */
function replaceOnce(markup: string, search: string, replacement: string): string {
  const at = markup.indexOf(search);
  if (at < 0)
    throw new Error(
      `<event-register> the server renderer's markup has no ${search}: is another copy of the element defined?`,
    );
  return markup.slice(0, at) + replacement + markup.slice(at + search.length);
}

/** `markup` with `insert` before the first `before` that follows `after`. */
function insertBefore(markup: string, after: string, before: string, insert: string): string {
  const from = markup.indexOf(after);
  const at = from < 0 ? -1 : markup.indexOf(before, from);
  if (at < 0) throw new Error(`<event-register> the server renderer's markup has no ${after}…${before}.`);
  return markup.slice(0, at) + insert + markup.slice(at);
}

/**
 * The declarative shadow root Lit's server renderer opens: today with the pre-standard
 * `shadowroot` beside `shadowrootmode`, which the markup leaves out; tomorrow perhaps without it.
 */
const SHADOW_ROOT = /<template (?:shadowroot="open" )?shadowrootmode="open">/;
/** The seed of the form's ids, which the element writes on its host (src/form/instance-prefix.ts). */
const SEED = 'data-er-seed';

/**
 * The element's form, as Lit's server renderer writes it inside the shadow root, without the host
 * around it or Lit's inline `<style>`; and the seed the element wrote on its host. Every value in it
 * came through Lit's escaping, so the edits below can look for the template's own text.
 */
function renderedForm(rendered: string): { seed: string | undefined; form: string } {
  const open = SHADOW_ROOT.exec(rendered);
  const close = rendered.lastIndexOf('</template>');
  if (!open || close < open.index) {
    throw new Error('<event-register> the server renderer wrote no form: is another copy of the element defined?');
  }
  const host = rendered.slice(0, open.index);
  let form = rendered.slice(open.index + open[0].length, close);
  // Lit's inline <style> (blocked by a strict CSP) gives way to the stylesheet chosen.
  if (form.startsWith('<style>')) form = form.slice(form.indexOf('</style>') + '</style>'.length);
  return { seed: new RegExp(` ${SEED}="([^"]*)"`).exec(host)?.[1], form: tidy(form).trim() };
}

/**
 * The HTML of one `<event-register>` with its form inside: a declarative shadow root (`<template
 * shadowrootmode="open">`), or plain children with `render-root="light"`. Refuses a secret key, which
 * must never reach a page.
 */
export async function renderEventRegister(
  attributes: EventRegisterAttributes,
  options: RenderOptions = {},
): Promise<string> {
  const key = attributes['api-key'];
  if (typeof key === 'string' && isSecretKey(key.trim())) {
    throw new Error(
      '<event-register> refused a secret API key (sk_…): it must never reach a browser. Use a publishable key (pk_…).',
    );
  }
  const light = attributes['render-root'] === 'light';
  // Checked before any work: both throw on input that must not reach a page.
  const stylesheet = eventRegisterStylesheet(light ? 'light' : 'shadow', options);
  let consent = options.consent?.trim()
    ? `<span slot="consent">${consentMarkup(wellFormed(options.consent))}</span>`
    : '';
  defineEventRegister();
  const locale = serverLocale(attributes, options);
  // Every part of the catalogue: the server renders the form at rest and its notice, in one pass.
  addCataloguePart(resultLocaleLoaders);
  addCataloguePart(serverLocaleLoaders);
  addCataloguePart(sessionsLocaleLoaders);
  // With `dialog`, the element renders its button and the dialog around the form, as in the browser.
  useServerDialog();
  await loadCatalogue(locale);
  const hostAttributes = Object.entries(attributes)
    .filter(
      ([name, value]) => value !== undefined && value !== false && name !== SEED && /^[a-z][a-z0-9-]*$/.test(name),
    )
    .map(([name, value]) => (value === true ? name : `${name}="${escapeAttribute(wellFormed(String(value)))}"`));
  const sessions = readSessions(attributes);
  // Every session has ended and registration is closed: no form, and the browser says so itself.
  if (sessions.closed)
    return wellFormed(
      `<${TAG_NAME}${hostAttributes.map((attribute) => ` ${attribute}`).join('')}>${consent}</${TAG_NAME}>`,
    );
  // `.locale` as a property: the markup is in `locale`, and the browser resolves its own as before.
  const tag = unsafeStatic(TAG_NAME);
  const attributeText = unsafeStatic(hostAttributes.join(' '));
  const template = staticHtml`<${tag} ${attributeText} .locale=${locale} .strings=${options.strings}></${tag}>`;
  const { seed, form: rendered } = renderedForm(await collectResult(render(template)));
  let form = rendered;
  // The sessions' choice, which the element renders only with its flow: rendered here, and hydrated.
  const choice = await choiceMarkup(attributes, sessions, locale, seed ?? String(attributes.id), options.strings);
  if (choice) form = withChoice(form, tidy(choice));
  // Marked for the code that takes it over (src/prerendered/) and for the styles only it has.
  form = replaceOnce(form, '<div class="er-root ', `<div class="er-root ${PRERENDERED} `);
  // Outside a <dialog>, `method="dialog"` submits nowhere: a press before the script has come never
  // navigates, reloads or puts the address in a URL. (The browser's own form prevents every submit.)
  // With `dialog`, the form is in a closed <dialog>, which nothing opens before the script.
  form = replaceOnce(form, '<form class="er-form', '<form method="dialog" class="er-form');
  // Until the script has taken over, a press does nothing: say so to assistive technology too.
  form = replaceOnce(form, '<button class="er-submit"', '<button aria-disabled="true" class="er-submit"');
  // The dialog's button too: it opens nothing before the script.
  form = form.replace(
    '<button type="button" class="er-submit er-dialog-button"',
    '<button aria-disabled="true" type="button" class="er-submit er-dialog-button"',
  );
  // The notice for a script that never comes, at the end of the form's root (where its styles apply).
  const notice = staticMarkup(
    await collectResult(
      render(withMessages({ catalogue: loadedCatalogue(locale), strings: options.strings }, unavailableTemplate)),
    ),
  );
  const rootEnd = form.lastIndexOf('</div>');
  if (rootEnd < 0 || !/^<\/div>(?:<!--\/lit-part-->)?$/.test(form.slice(rootEnd)))
    throw new Error("<event-register> the server renderer's markup does not end with the form's root.");
  form = form.slice(0, rootEnd) + notice + form.slice(rootEnd);
  // Identify mode has no consent checkbox, and the browser ignores the slot there.
  if (!form.includes('<div class="er-field er-consent"')) consent = '';
  if (consent) {
    // The server cannot see the host's children, so the element rendered the checkbox hidden: shown
    // and required, as the browser renders it once it sees the slot filled.
    form = replaceOnce(
      form,
      '<div class="er-field er-consent" part="consent" hidden>',
      '<div class="er-field er-consent" part="consent">',
    );
    form = replaceOnce(form, 'class="er-checkbox" ', 'class="er-checkbox" required ');
  }
  // In the light DOM `part` means nothing, and is not valid HTML.
  if (light) form = form.replace(/ part="[^"]*"/g, '');
  const seedAttribute = seed === undefined ? [] : [`${SEED}="${escapeAttribute(seed)}"`];
  const host = `<${TAG_NAME}${[...hostAttributes, ...seedAttribute].map((attribute) => ` ${attribute}`).join('')}>`;
  if (light) {
    // No slot to project into: the consent label sits in its label, and the take-over gives it back to the host.
    if (consent) form = insertBefore(form, 'er-consent-label"', '</label>', consent);
    return wellFormed(`${host}${stylesheet}${form}</${TAG_NAME}>`);
  }
  return wellFormed(`${host}<template shadowrootmode="open">${stylesheet}${form}</template>${consent}</${TAG_NAME}>`);
}
