/**
 * The pre-rendered markup is valid HTML, by the W3C Nu HTML Checker (`vnu-jar`, which needs a Java
 * runtime): the snippet in both roots, six locales, with and without consent, inlined and linked
 * styles, two widgets on one page, and hostile but legal values. The checker does not look inside
 * `<template>`, so each shadow root's content is checked again on a page of its own.
 *
 * Also here: every mode and attribute combination the reference lists renders on a server.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { parse, serialize, type DefaultTreeAdapterMap } from 'parse5';
import { renderEventRegister, type EventRegisterAttributes } from '../../src/server/render.js';
import { snippet, type SnippetOptions } from '../../src/server/snippet.js';

const ATTRS = { 'event-id': 'evt_1', 'api-key': 'pk_test_1', 'base-url': 'https://api.example.com/v1' };
const CONSENT = 'I accept the $25 cancellation fee and the <a href="/privacy">privacy notice</a> $2 $&amp;';
const LOCALES = ['en', 'de', 'ar', 'ja', 'zh-TW', 'pt-BR'];
/** Values a page may well carry: markup-like, replacement patterns, scripts other than Latin, bidi marks. */
const HOSTILE = ['a"b\'c<d>&e', "$1$2$&$`$'", '</template><script>x</script>-->', '漢字 😀 \u202Eevil', '\u200Fעברית'];

const java = spawnSync('java', ['-version']).status === 0;
const VNU = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

const page = (title: string, body: string, lang = 'en'): string =>
  `<!doctype html>\n<html lang="${lang}"><head><meta charset="utf-8"><title>${title}</title></head><body>\n${body}\n</body></html>\n`;

/** Each declarative shadow root's content, serialized: what the checker skips. */
function shadowRoots(html: string): string[] {
  const found: string[] = [];
  const walk = (node: DefaultTreeAdapterMap['parentNode']): void => {
    for (const child of node.childNodes) {
      if (!('tagName' in child)) continue;
      const element = child;
      if (element.tagName === 'template' && element.attrs.some((a) => a.name === 'shadowrootmode')) {
        found.push(serialize((element as DefaultTreeAdapterMap['template']).content));
      }
      walk(element.tagName === 'template' ? (element as DefaultTreeAdapterMap['template']).content : element);
    }
  };
  walk(parse(html));
  return found;
}

interface Message {
  type: string;
  subType?: string;
  url: string;
  message: string;
  extract?: string;
}

/** Runs the checker once over every page; returns its errors. */
function validate(pages: Map<string, string>): Message[] {
  const dir = mkdtempSync(join(tmpdir(), 'er-vnu-'));
  try {
    const files = [...pages].map(([name, html]) => {
      const file = join(dir, `${name}.html`);
      writeFileSync(file, html);
      return file;
    });
    const run = spawnSync('java', ['-jar', VNU, '--format', 'json', '--stdout', ...files], {
      encoding: 'utf8',
      maxBuffer: 64 << 20,
    });
    assert.ok(run.stdout, `the checker wrote nothing: ${run.stderr}`);
    const { messages } = JSON.parse(run.stdout) as { messages: Message[] };
    // Shadow parts are not in the checker's schema; inside a shadow root they are what the element documents.
    // Nor is `@starting-style` (CSS Transitions 2, in every engine tested) in its CSS grammar: the
    // dialog's entry transition, in the inline stylesheet.
    return messages.filter(
      (m) =>
        m.type === 'error' &&
        !(m.url.includes('shadow-root') && /Attribute “part” not allowed/.test(m.message)) &&
        !/^CSS: Unrecognized at-rule “@starting-style”/.test(m.message),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('valid HTML (W3C Nu HTML Checker)', () => {
  it(
    'the snippet and renderEventRegister: both roots, six locales, consent, styles, two widgets, a dialog, hostile values',
    { skip: java ? false : 'no Java runtime here (apt-get install default-jre-headless): the checker cannot run' },
    async () => {
      const pages = new Map<string, string>();
      const add = (name: string, body: string, lang?: string): void => {
        const html = page(name, body, lang);
        pages.set(name, html);
        shadowRoots(html).forEach((content, i) =>
          pages.set(`${name}-shadow-root-${i}`, page(`${name}, shadow root`, content, lang)),
        );
      };
      for (const root of ['shadow', 'light'] as const) {
        for (const locale of LOCALES) {
          for (const consent of [undefined, CONSENT]) {
            for (const styles of ['inline', 'link'] as const) {
              const attributes: EventRegisterAttributes = { ...ATTRS, 'render-root': root, locale };
              const options: SnippetOptions = {
                consent,
                styles: styles === 'link' ? 'link' : undefined,
                cdn: 'https://cdn.example/er/',
              };
              add(
                `snippet-${root}-${locale}-${consent ? 'consent' : 'plain'}-${styles}`,
                await snippet(attributes, options),
                locale,
              );
            }
          }
        }
        // Two pastes on one page: each is valid beside the other.
        const two = [
          await snippet({ ...ATTRS, 'render-root': root }),
          await snippet({ ...ATTRS, 'render-root': root, mode: 'identify', 'external-id': 'u1' }),
        ];
        add(`two-snippets-${root}`, two.join('\n'));
        // A dialog: its button, and the closed dialog with the form (with consent, in German).
        add(
          `dialog-${root}`,
          await snippet(
            { ...ATTRS, 'render-root': root, dialog: true, 'event-title': 'Launch <day>', locale: 'de' },
            { consent: CONSENT },
          ),
          'de',
        );
        add(
          `dialog-identify-${root}`,
          await renderEventRegister({
            ...ATTRS,
            'render-root': root,
            dialog: true,
            mode: 'identify',
            'external-id': 'u1',
          }),
        );
        add(
          `identify-auto-${root}`,
          await renderEventRegister({
            ...ATTRS,
            'render-root': root,
            mode: 'identify',
            'external-id': 'u1',
            auto: true,
          }),
        );
        for (const [i, value] of HOSTILE.entries()) {
          const attributes = {
            'event-id': value,
            'api-key': `pk_${value}`,
            'base-url': value,
            'form-label': value,
            email: value,
            name: value,
          };
          const strings = { 'button.register': value, 'notice.unavailable': value };
          add(
            `hostile-${root}-${i}`,
            await snippet(
              { ...attributes, 'render-root': root },
              {
                strings,
                consent: `<em>${value.replace(/[<&]/g, '')}</em>`,
                cdn: `https://cdn.example/${encodeURIComponent(value)}/$1/a&b/`,
              },
            ),
          );
        }
      }
      const errors = validate(pages);
      assert.deepEqual(
        errors.map((e) => `${e.url.replace(/^.*\//, '')}: ${e.message} ${e.extract ?? ''}`),
        [],
        `${errors.length} errors in ${pages.size} pages`,
      );
    },
  );
});

describe('every mode and attribute on a server', () => {
  it('renders each combination the reference lists, identify mode with auto included, without touching the browser', async () => {
    const values: Record<string, (string | boolean)[]> = {
      mode: ['register', 'identify'],
      auto: [false, true],
      'render-root': ['shadow', 'light'],
      'name-field': ['optional', 'required', 'hidden'],
      theme: ['auto', 'light', 'dark'],
      layout: ['stacked', 'inline'],
    };
    const flags = {
      remember: true,
      redirect: true,
      'show-link': true,
      'prefill-from-url': 'strip',
      email: 'a@example.com',
      name: 'Ada',
      timeout: '5000',
      'form-label': 'Sign-up',
      'custom-attributes': '{"plan":"pro"}',
      'external-id': 'u1',
    };
    let combinations: Record<string, string | boolean>[] = [{}];
    for (const [name, options] of Object.entries(values))
      combinations = combinations.flatMap((c) => options.map((v) => ({ ...c, [name]: v })));
    assert.equal(combinations.length, 144);
    // As on Node 20, which has no `navigator` (newer Node has one): a server has no browser.
    const navigator = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
    if (navigator) delete (globalThis as { navigator?: unknown }).navigator;
    try {
      for (const combination of combinations) {
        const markup = await renderEventRegister({ ...ATTRS, ...combination, ...flags });
        assert.match(markup, /<form method="dialog"/, JSON.stringify(combination));
        assert.match(
          markup,
          combination.mode === 'identify' ? /Join event/ : /type="email"/,
          JSON.stringify(combination),
        );
      }
    } finally {
      if (navigator) Object.defineProperty(globalThis, 'navigator', navigator);
    }
  });
});
