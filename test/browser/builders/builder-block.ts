/**
 * The suite a page builder's block runs, in both roots: a host page with the builder's typical CSS
 * and scripts of its own, loaded; then the builder's block, with the snippet a marketer pastes in
 * it (the module script from the stand-in CDN and the element), added at the end of the page.
 * The widget upgrades, can be used under the builder's rules, and registers.
 */
import { expect } from '@open-wc/testing';
import * as api from '../../helpers/api.js';
import * as ui from '../../helpers/widget.js';
import {
  expectUnmoved,
  expectUsable,
  hostPage,
  insertBlock,
  registered,
  registerThrough,
  snippet,
  upgraded,
} from './builder-page.js';

export interface Builder {
  /** The tool, as the tests are named. */
  tool: string;
  /** Its fixture in test/builders/fixtures/. */
  fixture: string;
  /** The page's stylesheet: the rules its themes usually have. */
  css: string;
  /** The block's markup around the pasted snippet, which replaces `{{SNIPPET}}`. */
  block: string;
  /** Whether the builder loads the next page into this one (its content swapped by innerHTML, its scripts not run again). */
  ajaxLoading?: boolean;
}

/** A page of the builder: its CSS, its own scripts (which have run before the block comes), its content. */
const pageOf = (builder: Builder): string => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${builder.tool} page</title>
<style>${builder.css}</style>
<script>
  window.siteScripts = ['head'];
  document.addEventListener('DOMContentLoaded', function () { window.siteScripts.push('ready'); });
  window.addEventListener('load', function () { window.siteScripts.push('load'); });
</script>
</head>
<body>
<main>
<h1>Spring webinar</h1>
<form class="site-search"><label>Search <input type="text" name="q"></label><button>Go</button></form>
</main>
<script>window.siteScripts.push('body');</script>
</body>
</html>`;

export function builderSuite(builder: Builder): void {
  ui.forEachRoot((root) => {
    describe(`${builder.tool} block`, () => {
      beforeEach(api.normalServer);

      it(`${builder.tool}: the block added after load, with its builder's CSS, upgrades and registers`, async () => {
        const eventId = await api.freshEvent();
        const page = await hostPage(pageOf(builder));
        expect(
          (page.win as unknown as { siteScripts: string[] }).siteScripts,
          'the page’s own scripts ran',
        ).to.deep.equal(['head', 'body', 'ready', 'load']);
        const pasted = await snippet(builder.fixture, { EVENT_ID: eventId, RENDER_ROOT: root });
        expect(builder.block, 'the block has a place for the snippet').to.contain('{{SNIPPET}}');
        const block = insertBlock(page, builder.block.replace('{{SNIPPET}}', pasted));
        const [widget] = await upgraded(page, 1);
        expect(block.contains(widget!), 'the widget is inside the builder’s block').to.equal(true);
        expect(!!widget!.shadowRoot, 'rendered in its root').to.equal(root === 'shadow');
        expectUsable(page, widget!);
        expectUnmoved(page, widget!, widget!.parentElement!);
        const email = api.uniqueEmail(builder.tool.toLowerCase());
        await registerThrough(page, widget!, email, 'Katherine Johnson');
        expect(await registered(eventId), 'registered with the local API').to.deep.equal([
          [email, 'Katherine Johnson'],
        ]);
      });

      if (builder.ajaxLoading)
        it(`${builder.tool}: Ajax page loading swaps in the next page's block, whose script does not run again; its widget upgrades and registers`, async () => {
          const page = await hostPage(pageOf(builder));
          const first = await snippet(builder.fixture, { EVENT_ID: await api.freshEvent(), RENDER_ROOT: root });
          insertBlock(page, builder.block.replace('{{SNIPPET}}', first));
          await upgraded(page, 1);
          // The next page: its content set as the container's HTML, as the builder's page loader does.
          const eventId = await api.freshEvent();
          const next = await snippet(builder.fixture, { EVENT_ID: eventId, RENDER_ROOT: root });
          page.doc.querySelector('main')!.innerHTML =
            `<h1>Autumn webinar</h1>${builder.block.replace('{{SNIPPET}}', next)}`;
          const [widget] = await upgraded(page, 1);
          expect(widget!.getAttribute('event-id'), 'the next page’s widget').to.equal(eventId);
          expectUsable(page, widget!);
          const email = api.uniqueEmail('ajax');
          await registerThrough(page, widget!, email, 'Dorothy Vaughan');
          expect(await registered(eventId), 'registered with the local API').to.deep.equal([
            [email, 'Dorothy Vaughan'],
          ]);
        });
    });
  });
}
