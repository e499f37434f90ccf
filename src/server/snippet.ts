/**
 * The paste-ready snippet (`npx event-register snippet`, and the demo's "Get the
 * embed code" panel): the pinned CDN loader with its SRI hash, module preloads for
 * the entry and what a pre-rendered form needs first, and the element with its form rendered in.
 * Pasted into any page, the form is there, usable, before the script arrives.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { booleanAttribute } from '../form/attribute-converters.js';
import { sourceLocale } from '../generated/locale-codes.js';
import {
  cdnAttribute,
  cdnFolder,
  renderEventRegister,
  serverLocale,
  type EventRegisterAttributes,
  type RenderOptions,
} from './render.js';

export interface SnippetOptions extends Pick<RenderOptions, 'strings' | 'lang' | 'consent'> {
  /**
   * `inline` (the default in a shadow root): a `<style>` in the markup, so the form paints with the
   * page's own HTML; a policy that restricts `style-src` must allow it by its hash
   * (`styleHashSource`). `link` (the default with `render-root="light"`): the stylesheet file with
   * its SRI hash, which `style-src <cdn>` allows, one request later. In the light DOM the rules
   * apply to the whole page, so a second pasted `<style>` would reach the first widget and make
   * the page invalid HTML; a second identical `<link>` is fetched once and is valid.
   */
  styles?: 'inline' | 'link';
  /** The URL of the `dist/cdn/` folder. Default: this version on jsDelivr. */
  cdn?: string;
}

/** This package's dist/cdn folder on disk: the files the CDN serves, and their hashes. */
function localCdn(): { dir: string; integrity: Record<string, string> } {
  const file = createRequire(import.meta.url).resolve('event-register/cdn/integrity.json');
  return { dir: dirname(file), integrity: JSON.parse(readFileSync(file, 'utf8')) as Record<string, string> };
}

/** One CDN file, by its path in dist/cdn, in `attribute`, with the attributes that pin it. */
function pinned(attribute: 'src' | 'href', cdn: string, integrity: Record<string, string>, file: string): string {
  const hash = integrity[file];
  if (!hash)
    throw new Error(`<event-register> dist/cdn/${file} has no hash in integrity.json: build the package again.`);
  return `${cdnAttribute(attribute, cdn, file)} integrity="${hash}" crossorigin="anonymous"`;
}

/** An attribute's value as the element reads it: `true` is present and empty, `false` absent. */
const attributeValue = (value: string | boolean | undefined): string | null =>
  value === true ? '' : value === false || value === undefined ? null : value;

/** How the snippet carries its styles: `options.styles`, else by the root (see `SnippetOptions`). */
export const snippetStyles = (
  attributes: EventRegisterAttributes,
  options: Pick<SnippetOptions, 'styles'>,
): 'inline' | 'link' => options.styles ?? (attributes['render-root'] === 'light' ? 'link' : 'inline');

/** The HTML fragment to paste where the form goes. */
export async function snippet(attributes: EventRegisterAttributes, options: SnippetOptions = {}): Promise<string> {
  const cdn = cdnFolder(options.cdn);
  const { dir, integrity } = localCdn();
  const locale = serverLocale(attributes, { lang: options.lang });
  // Fetched at once, beside the entry, instead of after it: the code that takes the form over,
  // and the locale's first part, which the first render waits for.
  // With sessions, the first render also waits for the flow and the sessions' code: both preloaded.
  // With dialog, it waits for the dialog's code and its words: both preloaded.
  const features = ['take-over', ...(attributes.sessions ? ['interaction', 'sessions'] : [])];
  const dialog = booleanAttribute.fromAttribute!(attributeValue(attributes.dialog), Boolean);
  if (dialog) features.push('dialog');
  const first = new RegExp(`^(?:${features.join('|')})-[\\w-]+\\.js$`);
  const chunks = readdirSync(`${dir}/chunks`)
    .filter((name) => first.test(name))
    .map((name) => `chunks/${name}`);
  if (locale !== sourceLocale) {
    // `<locale>-<8-character hash>.js`: not `es-419-…` for `es`, not the `.results` part; and with
    // dialog, `<locale>.dialog-<hash>.js`.
    const part = new RegExp(`^${locale}${dialog ? '(?:\\.dialog)?' : ''}-[\\w-]{8}\\.js$`);
    chunks.push(
      ...readdirSync(`${dir}/locales`)
        .filter((name) => part.test(name))
        .map((name) => `locales/${name}`),
    );
  }
  const preloads = chunks.map((file) => `<link rel="modulepreload" ${pinned('href', cdn, integrity, file)}>`);
  // Inline in a shadow root by default: a linked stylesheet blocks the form's first paint for one more
  // request (npm run bench measures both).
  const element = await renderEventRegister(attributes, {
    styles: snippetStyles(attributes, options),
    strings: options.strings,
    lang: options.lang,
    consent: options.consent,
    cdn,
  });
  return (
    [
      // The classic script, deferred: it runs once the page is parsed, and imports the entry (preloaded
      // beside it) only after the form's first frame, so that none of the widget's code runs before the
      // form is on screen (src/classic.ts). It carries the hashes of the chunks, which it has checked.
      `<script defer ${pinned('src', cdn, integrity, 'event-register.iife.js')}></script>`,
      `<link rel="modulepreload" ${pinned('href', cdn, integrity, 'event-register.js')}>`,
      ...preloads,
      element,
    ].join('\n') + '\n'
  );
}
