/**
 * The embed-code page's model: the settings a marketer picks, their checks, and the snippet they
 * paste. Pure, and imports nothing: the page's script (dist/cdn/embed-code.js) shares no module
 * with the widget's chunks.
 */

/** What the page's form holds; an empty string or `false` leaves an attribute out. */
export interface EmbedSettings {
  eventId: string;
  apiKey: string;
  baseUrl: string;
  /** A locale code, or '' for the page's language. */
  locale: string;
  theme: 'auto' | 'light' | 'dark';
  nameField: 'optional' | 'required' | 'hidden';
  layout: 'stacked' | 'inline';
  remember: boolean;
  /** '' (off), 'on' (the attribute with no value) or 'strip'. */
  prefillFromUrl: '' | 'on' | 'strip';
  dataLayer: boolean;
  /** The consent checkbox's label, plain text; '' for no checkbox. */
  consent: string;
}

/** What is wrong with the settings, for the field it belongs to. */
export interface Problem {
  field: 'eventId' | 'apiKey' | 'baseUrl';
  message: string;
}

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;

/** A secret key however it was pasted: quoted, after `Bearer `, with spaces around it. */
export const isSecretKey = (key: string): boolean => /(^|[^A-Za-z0-9])sk_/i.test(key);

/** The base URL's problem, as the widget would see it, or undefined. */
export function baseUrlProblem(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'Enter the API address as a full URL, such as https://api.example.com/v1.';
  }
  if (url.username || url.password || /[?#]/.test(value))
    return 'Use the API address alone: no user name, password, query (?…) or fragment (#…).';
  if (url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.test(url.hostname))) return undefined;
  return 'The API address must start with https:// (plain http:// only for localhost).';
}

/** Every problem of the settings, in the order of the form's fields. */
export function problemsOf(settings: EmbedSettings): Problem[] {
  const problems: Problem[] = [];
  if (!settings.eventId.trim()) problems.push({ field: 'eventId', message: 'Enter the event ID.' });
  if (isSecretKey(settings.apiKey))
    problems.push({
      field: 'apiKey',
      message:
        'This is a secret key (sk_…): never put it on a page. Use the publishable key (pk_…); this one is left out of everything here.',
    });
  else if (!settings.apiKey.trim()) problems.push({ field: 'apiKey', message: 'Enter the publishable key (pk_…).' });
  const urlProblem = settings.baseUrl.trim()
    ? baseUrlProblem(settings.baseUrl.trim())
    : 'Enter the API address, such as https://api.example.com/v1.';
  if (urlProblem) problems.push({ field: 'baseUrl', message: urlProblem });
  return problems;
}

/** The element's attributes for the settings, in the reference's order; `true` is an attribute with no value. */
export function attributesOf(settings: EmbedSettings): [name: string, value: string | true][] {
  const attributes: [string, string | true][] = [
    ['event-id', settings.eventId.trim()],
    ['api-key', settings.apiKey.trim()],
    ['base-url', settings.baseUrl.trim()],
  ];
  if (settings.nameField !== 'optional') attributes.push(['name-field', settings.nameField]);
  if (settings.prefillFromUrl)
    attributes.push(['prefill-from-url', settings.prefillFromUrl === 'strip' ? 'strip' : true]);
  if (settings.remember) attributes.push(['remember', true]);
  if (settings.locale) attributes.push(['locale', settings.locale]);
  if (settings.theme !== 'auto') attributes.push(['theme', settings.theme]);
  if (settings.layout !== 'stacked') attributes.push(['layout', settings.layout]);
  if (settings.dataLayer) attributes.push(['analytics', 'datalayer']);
  return attributes;
}

/** Text made safe inside an HTML attribute value in double quotes, or inside an element. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#39' }[c]!};`);

/**
 * The snippet to paste: the CDN entry as a module script pinned by its hash, and the element.
 * `cdnBase` ends with `/`.
 */
export function snippetOf(settings: EmbedSettings, cdnBase: string, integrity: string): string {
  const attributes = attributesOf(settings)
    .map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`))
    .join('');
  const consent = settings.consent.trim() ? `<span slot="consent">${escapeHtml(settings.consent.trim())}</span>` : '';
  return (
    `<script type="module" src="${escapeHtml(`${cdnBase}event-register.js`)}"\n` +
    `  integrity="${escapeHtml(integrity)}" crossorigin="anonymous"></script>\n` +
    `<event-register${attributes}>${consent}</event-register>\n`
  );
}

/**
 * The locales the CDN ships, from its integrity.json: the source locale, then each locale whose
 * first part (`locales/<locale>-<hash>.js`) is listed.
 */
export function localesOf(integrity: Record<string, string>, sourceLocale = 'en'): string[] {
  const shipped = Object.keys(integrity).flatMap((file) => /^locales\/([^.]+)-[\w-]{8}\.js$/.exec(file)?.[1] ?? []);
  return [sourceLocale, ...shipped.filter((locale) => locale !== sourceLocale).sort()];
}
