/**
 * The element rendered on a server: Lit's server renderer (`@lit-labs/ssr`) in Node,
 * with no DOM. It runs willUpdate and render only (no connectedCallback, no update),
 * so these check that everything the markup needs is settled there: the locale and
 * its catalogue, the integrator's `strings`, and ids the browser will agree with.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { render } from '@lit-labs/ssr';
import { collectResult } from '@lit-labs/ssr/lib/render-result.js';
import { html } from 'lit';
import '../../src/define.js';
import { loadCatalogue } from '../../src/i18n/catalogues.js';

const ATTRS = { eventId: 'evt_1', apiKey: 'pk_test_1', baseUrl: 'https://api.example.com/v1' };

/** The server's HTML for one widget, in German, with one message replaced. */
function renderGerman(): Promise<string> {
  return collectResult(
    render(
      html`<event-register event-id=${ATTRS.eventId} api-key=${ATTRS.apiKey} base-url=${ATTRS.baseUrl} locale="de"
        .strings=${{ 'button.register': 'Platz sichern' }}></event-register>`,
    ),
  );
}

/** Every id in the markup, and the prefix of the email input's. */
function ids(markup: string): { all: string[]; prefix: string } {
  const all = [...markup.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!);
  const email = all.find((id) => id.endsWith('-email'));
  assert.ok(email, `no email input id in:\n${markup}`);
  return { all, prefix: email.slice(0, -'-email'.length) };
}

describe('server rendering (@lit-labs/ssr)', () => {
  it('renders the form in the locale asked for, with the strings override', async () => {
    // A server loads the catalogue before it renders: Lit's server renderer is synchronous.
    assert.equal(await loadCatalogue('de'), true);
    const markup = await renderGerman();
    assert.match(markup, /<template shadowroot(mode)?="open"/);
    assert.match(markup, /class="er-root[^"]*" lang="de" dir="ltr"/);
    assert.match(markup, /for="[^"]+-email"[^>]*>(<!--[^>]*-->)*E-Mail/, 'the email label in German');
    assert.match(markup, /Test-Modus|Testmodus/, 'the test-mode badge in German');
    assert.match(markup, /Platz sichern/, 'the strings override replaces the button text');
    assert.doesNotMatch(markup, />(<!--[^>]*-->)*Register(<!--[^>]*-->)*</, 'no English button text');
    // An HTML `checked` attribute means checked, whatever its value: the box must arrive unticked.
    assert.match(markup, /<input[^>]*class="er-checkbox"/, 'the consent checkbox is in the markup');
    assert.doesNotMatch(
      markup,
      /<input[^>]*class="er-checkbox"[^>]*\schecked\b/,
      'the consent checkbox arrives ticked',
    );
  });

  it('gives each render its own ids, written on the host for the browser to read back', async () => {
    await loadCatalogue('de');
    const first = await renderGerman();
    const second = await renderGerman();
    const a = ids(first);
    const b = ids(second);
    assert.notEqual(a.prefix, b.prefix, 'a second render in the same process repeats the ids');
    assert.equal(a.all.filter((id) => b.all.includes(id)).length, 0, 'no id of the first render appears in the second');
    assert.match(first, new RegExp(`<event-register[^>]* data-er-seed="${a.prefix}"`), 'the seed is on the host');
    for (const markup of [first, second]) {
      const { all } = ids(markup);
      assert.equal(new Set(all).size, all.length, 'ids are unique within a render');
    }
  });

  it("uses the element's own id as the prefix, and writes no seed then", async () => {
    const markup = await collectResult(
      render(
        html`<event-register id="signup" event-id=${ATTRS.eventId} api-key=${ATTRS.apiKey} base-url=${ATTRS.baseUrl}></event-register>`,
      ),
    );
    assert.match(markup, /id="signup-email"/);
    assert.doesNotMatch(markup, /data-er-seed/);
  });
});
