/**
 * `event-register/react` with `prerendered`: React on the server writes the element that
 * renderEventRegister() returned, with the same attributes and the same content byte for byte (so
 * a framework's server HTML holds the form as the renderer made it), and readPrerendered() takes
 * apart only markup of that shape.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
// The built wrapper, as an app imports it (src/react would declare the JSX tag a second time beside dist's typings).
import { EventRegister } from 'event-register/react';
import { readPrerendered } from '../../src/react/prerendered.js';
import { renderEventRegister } from '../../src/server/render.js';

const ATTRS = { 'event-id': 'evt_1', 'api-key': 'pk_live_1', 'base-url': 'https://api.example.com/v1?x="a"&b=<c>' };

describe('EventRegister with prerendered, rendered by React on the server', () => {
  for (const [what, attributes, options] of [
    ['shadow root, inline style with a nonce', ATTRS, { styles: 'inline', nonce: 'n0nce', lang: 'de' }],
    [
      'light DOM, consent, a boolean attribute',
      { ...ATTRS, 'render-root': 'light', remember: true },
      { consent: 'I agree to the <a href="/p">notice</a>' },
    ],
  ] as const) {
    it(`writes the renderer's element unchanged (${what})`, async () => {
      const markup = await renderEventRegister(attributes, options);
      const html = renderToString(createElement(EventRegister, { prerendered: markup }));
      // React writes a boolean attribute as `remember=""`, the renderer as `remember`: the same HTML.
      assert.deepEqual(readPrerendered(html), readPrerendered(markup));
      assert.equal(html.replace(/ remember=""/, ' remember'), markup);
    });
  }

  it("passes its other props on: an attribute given as a prop wins over the markup's", async () => {
    const markup = await renderEventRegister(ATTRS);
    const html = renderToString(createElement(EventRegister, { prerendered: markup, id: 'signup' }));
    assert.match(html, /^<event-register [^>]*id="signup"/);
  });
});

describe('readPrerendered', () => {
  it('reads attributes, unescaping values, and keeps the content as it is', () => {
    const read = readPrerendered(
      '<event-register event-id="a&quot;b&amp;c" remember data-er-seed="s1"><template shadowrootmode="open"><p>x</p></template></event-register>',
    );
    assert.deepEqual(read?.attributes, { 'event-id': 'a"b&c', remember: '', 'data-er-seed': 's1' });
    assert.equal(read?.content.__html, '<template shadowrootmode="open"><p>x</p></template>');
  });

  it('refuses what is not one rendered element', () => {
    for (const markup of [
      '',
      '<div></div>',
      '<event-register>',
      '<event-register onclick=alert(1)></event-register>',
      '<event-register a="1"></event-register><script></script>',
    ]) {
      assert.equal(readPrerendered(markup), undefined, markup);
    }
  });
});
