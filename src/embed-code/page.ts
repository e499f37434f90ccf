/**
 * The script of dist/cdn/embed-code.html: the settings form, the live widget (the CDN entry beside
 * this file defines it) and the snippet to paste, which points at this file's own folder. A plain
 * module that imports only the page's model: no module of the widget, so the build's widget chunks
 * stay as they are.
 */
import { type EmbedSettings, localesOf, problemsOf, snippetOf } from './snippet.js';

/** The folder this script, the entry and integrity.json are served from. */
const SCRIPT_URL = import.meta.url;
const CDN_BASE = new URL('.', SCRIPT_URL).href;
const FIELD_IDS = { eventId: 'event-id', apiKey: 'api-key', baseUrl: 'base-url' } as const;

const byId = <T extends HTMLElement>(id: string): T => document.getElementById(id) as T;
const form = byId<HTMLFormElement>('settings');
const preview = byId<HTMLDivElement>('preview');
const previewNote = byId<HTMLParagraphElement>('preview-note');
const snippet = byId<HTMLTextAreaElement>('snippet');
const problemsText = byId<HTMLParagraphElement>('code-problems');
const codeStart = byId<HTMLParagraphElement>('code-start');
const copyButton = byId<HTMLButtonElement>('copy');
const copyStatus = byId<HTMLParagraphElement>('copy-status');

let entryIntegrity = '';
/** Whether the person has typed or chosen anything yet. */
let typed = false;
/** The attributes of the widget on show, to re-create it only when they change. */
let shownKey: string | undefined;

function settingsOf(): EmbedSettings {
  const data = new FormData(form);
  const text = (name: keyof EmbedSettings): string => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  return {
    eventId: text('eventId'),
    apiKey: text('apiKey'),
    baseUrl: text('baseUrl'),
    locale: text('locale'),
    theme: text('theme') as EmbedSettings['theme'],
    nameField: text('nameField') as EmbedSettings['nameField'],
    layout: text('layout') as EmbedSettings['layout'],
    remember: text('remember') === 'on',
    prefillFromUrl: text('prefillFromUrl') as EmbedSettings['prefillFromUrl'],
    dataLayer: text('dataLayer') === 'on',
    consent: text('consent'),
  };
}

/** The widget for the settings, made anew: an element reads some attributes only when it connects. */
function showWidget(snippetText: string): void {
  if (snippetText === shownKey) return;
  shownKey = snippetText;
  const template = document.createElement('template');
  // The snippet's element, minus its script: the markup a visitor's browser will parse.
  template.innerHTML = snippetText.replace(/^<script[\s\S]*?<\/script>\n/, '');
  preview.replaceChildren(template.content);
  previewNote.textContent = '';
}

/** Re-reads the form: field errors, the snippet and the copy button; on `change`, the widget too. */
function update(recreate: boolean): void {
  const settings = settingsOf();
  const problems = problemsOf(settings);
  for (const [field, id] of Object.entries(FIELD_IDS)) {
    const problem = problems.find((p) => p.field === field);
    // A field is marked once it has been typed in, or on a change: not on an empty form at load.
    const input = byId<HTMLInputElement>(id);
    const shown = problem && (input.value !== '' || input.dataset['touched'] === 'true');
    byId(`${id}-error`).textContent = shown ? problem.message : '';
    input.setAttribute('aria-invalid', String(!!shown));
  }
  copyStatus.textContent = '';
  const ready = problems.length === 0 && entryIntegrity !== '';
  copyButton.disabled = !ready;
  if (!ready) {
    // Nothing of the settings is shown while one is wrong: a secret key never reaches the code or the page.
    snippet.value = '';
    // Before anything is typed, the page's note says what to do (code-start), not what is wrong.
    codeStart.hidden = typed;
    problemsText.textContent = !entryIntegrity
      ? 'No embed code: integrity.json, which should be beside this page, could not be read.'
      : typed
        ? `No embed code yet: ${problems.map((p) => p.message).join(' ')}`
        : '';
    preview.replaceChildren();
    shownKey = undefined;
    previewNote.textContent = 'The form appears here once the settings are complete.';
    return;
  }
  problemsText.textContent = '';
  codeStart.hidden = true;
  snippet.value = snippetOf(settings, CDN_BASE, entryIntegrity);
  if (recreate || !shownKey) showWidget(snippet.value);
}

/** Copies the snippet: the clipboard API, else the selection and the copy command. */
async function copySnippet(): Promise<void> {
  copyStatus.textContent = '';
  let copied = false;
  try {
    await navigator.clipboard.writeText(snippet.value);
    copied = true;
  } catch {
    snippet.select();
    copied = document.execCommand('copy');
  }
  // One message per press, set once: the status region says it once.
  copyStatus.textContent = copied
    ? 'Copied. Paste it into your page.'
    : 'Could not copy: the code is selected for Ctrl+C (⌘C on a Mac).';
}

function addLocales(integrity: Record<string, string>): void {
  const select = byId<HTMLSelectElement>('locale');
  for (const locale of localesOf(integrity)) {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
    const option = new Option(`${name} (${locale})`, locale);
    option.lang = locale;
    select.append(option);
  }
}

form.addEventListener('input', () => {
  typed = true;
  update(false);
});
form.addEventListener('change', (event) => {
  if (event.target instanceof HTMLInputElement) event.target.dataset['touched'] = 'true';
  update(true);
});
// Enter in a field, or the button: every field is checked, and the preview made anew.
form.addEventListener('submit', (event) => {
  event.preventDefault();
  for (const id of Object.values(FIELD_IDS)) byId(id).dataset['touched'] = 'true';
  typed = true;
  shownKey = undefined;
  update(true);
});
copyButton.addEventListener('click', () => void copySnippet());

fetch(new URL('integrity.json', CDN_BASE))
  .then((response) =>
    response.ok ? (response.json() as Promise<Record<string, string>>) : Promise.reject(new Error()),
  )
  .then(
    (integrity) => {
      entryIntegrity = integrity['event-register.js'] ?? '';
      addLocales(integrity);
    },
    // The page says so where the code would be (update()).
    () => undefined,
  )
  .finally(() => {
    document.documentElement.dataset['ready'] = 'true';
    update(true);
  });
