/**
 * `event-register/ssr`: renderEventRegister() and what it is made of, in Node with no DOM.
 * These read the HTML a page would receive: its locale, stylesheet, ids, the marks the
 * browser's take-over code looks for, and what it refuses.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { acceptedLanguages } from '../../src/server/accept-language.js';
import * as server from '../../src/server/render.js';
import { DEFAULT_CDN, eventRegisterStylesheet, serverLocale } from '../../src/server/render.js';
import { integrityOf, stylesheetText } from '../../src/server/styles.js';

/** Lit's hydration markers, which the browser reads to bind to the server's nodes. */
const MARKERS = /<!--\/?lit-(?:part|node)[^>]*-->/g;

/** The markup without its hydration markers, for what the tests say of its elements and text. */
const renderEventRegister = async (...args: Parameters<typeof server.renderEventRegister>): Promise<string> =>
  (await server.renderEventRegister(...args)).replace(MARKERS, '');

const ATTRS = { 'event-id': 'evt_1', 'api-key': 'pk_live_1', 'base-url': 'https://api.example.com/v1' };

/** The text of the element's notice for a script that never comes. */
const notice = (markup: string): string => /<p class="er-unavailable"[^>]*>([^<]*)<\/p>/.exec(markup)?.[1] ?? '';

describe('acceptedLanguages (Accept-Language)', () => {
  it('orders by q, keeps header order on ties, drops q=0, * and junk', () => {
    assert.deepEqual(acceptedLanguages('de-CH, de;q=0.9, en;q=0.8, fr;q=0.9, *;q=0.1, it;q=0, x_y'), [
      'de-CH',
      'de',
      'fr',
      'en',
    ]);
    assert.deepEqual(acceptedLanguages(undefined), []);
    assert.deepEqual(acceptedLanguages('  '), []);
    assert.deepEqual(acceptedLanguages('pt-PT;q=1.0,es;Q=0.5'), ['pt-PT', 'es']);
  });
});

describe('serverLocale', () => {
  it('takes the locale attribute, then lang, then Accept-Language, then English', () => {
    assert.equal(serverLocale({ locale: 'de' }, { lang: 'fr', acceptLanguage: 'ja' }), 'de');
    assert.equal(serverLocale({}, { lang: 'fr-CA', acceptLanguage: 'ja' }), 'fr-CA');
    assert.equal(serverLocale({}, { lang: 'tlh', acceptLanguage: 'xx, pt-AO;q=0.8' }), 'pt-PT');
    assert.equal(serverLocale({}, {}), 'en');
  });
});

describe('renderEventRegister', () => {
  it('renders a declarative shadow root that links its stylesheet with an SRI hash, and no inline style', async () => {
    const markup = await renderEventRegister(ATTRS);
    assert.match(
      markup,
      /^<event-register event-id="evt_1" api-key="pk_live_1" base-url="https:\/\/api\.example\.com\/v1" data-er-seed="[^"]+"><template shadowrootmode="open">/,
    );
    const link = `<link rel="stylesheet" href="${DEFAULT_CDN}event-register.css" integrity="${integrityOf(stylesheetText('shadow'))}" crossorigin="anonymous">`;
    assert.ok(markup.includes(`shadowrootmode="open">${link}`), 'the stylesheet link opens the shadow root');
    assert.doesNotMatch(markup, /<style/, 'an inline <style> is blocked by a strict CSP');
    const marked = await server.renderEventRegister(ATTRS);
    assert.match(marked, /<template shadowrootmode="open"><link [^>]+><!--lit-part [\w+/=]+-->/, 'hydration markers');
    assert.doesNotMatch(
      marked.replace(MARKERS, ''),
      /<!--|<\?>/,
      'no other comment, and no empty-template placeholder',
    );
    assert.match(markup, /<div class="er-root er-prerendered /, 'marked for the take-over code');
    assert.match(markup, /<form method="dialog" class="er-form/, 'a press before the script submits nowhere');
    assert.match(markup, /<\/template><\/event-register>$/);
  });

  it('shows the consent checkbox, required, with its label slotted, when given one; hidden without', async () => {
    const label = 'I agree to the <a href="/privacy">privacy notice</a>';
    const consentField = (markup: string): string =>
      /<div class="er-field er-consent"[^>]*>[\s\S]*?<\/label>/.exec(markup)?.[0] ?? '';
    const shadow = await renderEventRegister(ATTRS, { consent: label });
    assert.match(consentField(shadow), /^<div class="er-field er-consent" part="consent">/, 'shown');
    assert.match(consentField(shadow), /<input id="[^"]+-consent" class="er-checkbox" required /, 'required');
    assert.match(
      shadow,
      new RegExp(`</template><span slot="consent">${label}</span></event-register>$`),
      'slotted from the host',
    );
    const light = await renderEventRegister({ ...ATTRS, 'render-root': 'light' }, { consent: label });
    assert.match(
      consentField(light),
      new RegExp(`consent-label" for="[^"]+"><span slot="consent">${label}</span></label>$`),
      'in the label (no slot in the light DOM)',
    );
    assert.match(consentField(light), /^<div class="er-field er-consent">/);
    for (const none of [await renderEventRegister(ATTRS), await renderEventRegister(ATTRS, { consent: '  ' })]) {
      assert.match(
        consentField(none),
        /^<div class="er-field er-consent" part="consent" hidden>/,
        'hidden without a label',
      );
      assert.doesNotMatch(none, /slot="consent">|class="er-checkbox" required/);
    }
  });

  it('writes a consent label and strings with $ in them as they are, in both roots', async () => {
    // In a replacement string, `$2` and `$&` are patterns: they spliced the form into the label.
    const label = "I accept the $25 cancellation fee ($& $` $' $1)";
    const strings = { 'notice.unavailable': "Could not load: $& $` $' $1" };
    for (const root of ['shadow', 'light']) {
      const markup = await renderEventRegister({ ...ATTRS, 'render-root': root }, { consent: label, strings });
      assert.equal(markup.split('<form').length, 2, `${root}: one form`);
      assert.equal(markup.split('<event-register').length, 2, `${root}: one host`);
      assert.ok(
        markup.includes(`<span slot="consent">I accept the $25 cancellation fee ($&amp; $\` $' $1)</span>`),
        `${root}: the label`,
      );
      assert.equal(notice(markup), 'Could not load: $&amp; $` $&#39; $1', `${root}: the notice`);
    }
  });

  it('keeps a consent label inside its own span, and refuses one a label cannot hold', async () => {
    const markup = await renderEventRegister(ATTRS, { consent: 'I agree</span></event-register><b>bold' });
    assert.match(markup, /<\/template><span slot="consent">I agree<b>bold<\/b><\/span><\/event-register>$/);
    await assert.rejects(renderEventRegister(ATTRS, { consent: 'I agree <form><input></form>' }), /not <form>/);
  });

  it('writes light-DOM markup without part attributes, which mean nothing there', async () => {
    assert.doesNotMatch(await renderEventRegister({ ...ATTRS, 'render-root': 'light' }), /\spart=/);
    assert.match(await renderEventRegister(ATTRS), /\spart="form"/, 'the shadow root keeps its parts');
  });

  it('refuses a cdn with a query or a fragment, which the files would lose', async () => {
    await assert.rejects(
      renderEventRegister(ATTRS, { cdn: 'https://cdn.example/er/?v=1' }),
      /cdn "https:\/\/cdn\.example\/er\/\?v=1" has a query or a fragment/,
    );
    assert.throws(
      () => eventRegisterStylesheet('light', { cdn: 'https://cdn.example/er#x' }),
      /has a query or a fragment/,
    );
    assert.throws(
      () => eventRegisterStylesheet('shadow', { cdn: 'cdn.example/er' }),
      /is not an absolute http\(s\) URL/,
    );
  });

  it('inlines the styles, with a nonce when given, or leaves them out, when asked', async () => {
    const inline = await renderEventRegister(ATTRS, { styles: 'inline' });
    assert.ok(inline.includes(`<style>${stylesheetText('shadow')}</style>`));
    assert.ok(
      (await renderEventRegister(ATTRS, { styles: 'inline', nonce: 'r4nd"' })).includes(
        `<style nonce="r4nd&quot;">${stylesheetText('shadow')}</style>`,
      ),
    );
    assert.doesNotMatch(inline, /<link/);
    const none = await renderEventRegister(ATTRS, { styles: 'none', cdn: 'https://cdn.example/er' });
    assert.doesNotMatch(none, /<link|<style/);
    assert.equal(
      eventRegisterStylesheet('light', { cdn: 'https://cdn.example/er' }).includes(
        'href="https://cdn.example/er/event-register.light.css"',
      ),
      true,
    );
  });

  it('renders the light DOM as plain children, with the light stylesheet', async () => {
    const markup = await renderEventRegister({ ...ATTRS, 'render-root': 'light' }, { cdn: 'https://cdn.example/er/' });
    assert.doesNotMatch(markup, /<template/);
    assert.match(
      markup,
      /^<event-register [^>]*render-root="light"[^>]*><link rel="stylesheet" href="https:\/\/cdn\.example\/er\/event-register\.light\.css" integrity="sha384-[^"]+" crossorigin="anonymous"><div class="er-root er-prerendered /,
    );
    assert.doesNotMatch(markup, /<slot/, 'the light DOM has no slots');
  });

  it('speaks the locale resolved as the browser would, right to left where it should, and leaves the host unpinned', async () => {
    // snippet: ssr-render (docs/server-rendering.md: the visitor's Accept-Language decides the language)
    const german = await renderEventRegister(ATTRS, { acceptLanguage: 'de-AT,de;q=0.9' });
    assert.match(german, /lang="de" dir="ltr"/);
    assert.match(german, /Registrieren<\/button>/);
    assert.match(notice(german), /Formular/);
    assert.doesNotMatch(german, /<event-register[^>]* locale=/, 'the host is not pinned to the server’s choice');
    const arabic = await renderEventRegister(ATTRS, { lang: 'ar' });
    assert.match(arabic, /lang="ar" dir="rtl"/);
    assert.notEqual(notice(arabic), '');
    assert.doesNotMatch(notice(arabic), /[A-Za-z]{4}/, 'the notice is translated');
  });

  it('applies `strings` to the form and the notice', async () => {
    const markup = await renderEventRegister(ATTRS, {
      strings: { 'button.register': 'Save my seat', 'notice.unavailable': 'Please reload.' },
    });
    assert.match(markup, /Save my seat<\/button>/);
    assert.equal(notice(markup), 'Please reload.');
  });

  it('escapes attribute values and leaves out false and undefined ones', async () => {
    const markup = await renderEventRegister({
      ...ATTRS,
      'form-label': 'Sign "up" <now> & more',
      remember: true,
      redirect: false,
      theme: undefined,
    });
    assert.match(markup, / form-label="Sign &quot;up&quot; &lt;now&gt; &amp; more"/);
    assert.match(markup, / aria-label="Sign &quot;up&quot; &lt;now&gt; &amp; more"/);
    assert.match(markup, / remember[ >]/);
    assert.doesNotMatch(markup, /redirect|theme=/);
  });

  it('refuses a secret key, however it is written, and never prints it', async () => {
    for (const key of ['sk_live_abc', ' "sk_test_abc" ', 'Bearer sk_live_abc']) {
      await assert.rejects(
        renderEventRegister({ ...ATTRS, 'api-key': key }),
        (error: Error) => /secret API key/.test(error.message) && !error.message.includes('abc'),
      );
    }
  });

  it('gives every render its own ids, and takes an element id as the prefix', async () => {
    const [a, b] = await Promise.all([renderEventRegister(ATTRS), renderEventRegister(ATTRS)]);
    const seed = (markup: string): string => /data-er-seed="([^"]+)"/.exec(markup)![1]!;
    assert.notEqual(seed(a), seed(b));
    assert.match(a, new RegExp(`id="${seed(a)}-email"`));
    assert.match(await renderEventRegister({ ...ATTRS, id: 'signup' }), /id="signup-email"/);
  });
});
