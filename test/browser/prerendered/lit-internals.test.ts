/**
 * What the take-over relies on in Lit beyond its public API (src/prerendered/lit-internals.ts),
 * asserted on the CDN's own build over the snippet's page, so that a Lit upgrade that changes it
 * fails here rather than in a visitor's browser: the part hydration leaves on the root is the one
 * the element's renders use (with what the take-over writes in `renderOptions`), and the templates
 * the take-over prepares are the ones hydration takes from Lit's cache. Both roots.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { html, nothing, render } from 'lit';
import type { EventRegister } from '../../../src/event-register.js';
import { prepareTemplates } from '../../../src/prerendered/lit-internals.js';
import * as api from '../../helpers/api.js';
import * as ui from '../../helpers/widget.js';

/** Lit's ChildPart as the take-over uses it: `_$AC` returns the Template of a result's strings; `_$AH` holds what it renders. */
interface Part {
  options?: unknown;
  /** Whether the part is connected (async directives read it); `_$isConnected` in Lit's development build. */
  _$AU?: boolean;
  _$isConnected?: boolean;
  _$AC?(result: unknown): unknown;
  _$AH?: { _$AD?: unknown };
}
type PartHolder = Node & { _$litPart$?: Part };

let frame: HTMLIFrameElement | undefined;
afterEach(() => frame?.remove());

/** The snippet's page in a frame, its script held until the form is there, then let through and the form taken over. */
async function takenOver(): Promise<{ host: EventRegister; root: ParentNode & PartHolder }> {
  const token = `lit-${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
  frame = document.createElement('iframe');
  frame.src = `/__prerendered-page?event=${encodeURIComponent(await api.freshEvent())}&key=${encodeURIComponent(api.env.publishableKey)}&render=${ui.renderRoot}&lang=en&token=${token}&styles=inline&copies=1&script=module`;
  document.body.append(frame);
  const host = (): EventRegister | null => frame!.contentDocument?.querySelector('event-register') ?? null;
  const rootOf = (): (ParentNode & PartHolder) | null | undefined =>
    ui.renderRoot === 'light' ? host() : host()?.shadowRoot;
  await waitUntil(() => rootOf()?.querySelector('form'), 'the pre-rendered form never appeared', { timeout: 10_000 });
  await fetch(`${api.env.cdnOrigin}/__release/${token}`);
  await api.within(frame.contentWindow!.customElements.whenDefined('event-register'), 'the element defined');
  await waitUntil(() => !rootOf()!.querySelector('.er-prerendered'), 'the form taken over', { timeout: 10_000 });
  await host()!.updateComplete;
  return { host: host()!, root: rootOf()! };
}

ui.forEachRoot(() => {
  describe('the take-over and Lit', () => {
    beforeEach(api.normalServer);

    it('hydration leaves its part on the root, with the element’s renderOptions, and later renders go through it', async () => {
      const { host, root } = await takenOver();
      const part = root._$litPart$;
      expect(part !== undefined, 'hydrate leaves its part on the root (root._$litPart$)').to.equal(true);
      expect(part!.options === host.renderOptions, 'the part renders with the element’s renderOptions').to.equal(true);
      expect(host.renderOptions.renderBefore, 'renderBefore: Lit looks for the part on the root').to.equal(null);
      expect(host.renderOptions.isConnected, 'isConnected, as LitElement sets it').to.equal(true);
      expect(part!._$AU ?? part!._$isConnected, 'the hydrated part is connected (isConnected when hydrated)').to.equal(
        true,
      );
      const form = root.querySelector('form');
      host.formLabel = 'Renamed form';
      await host.updateComplete;
      expect(
        Array.from(root.childNodes).filter((node) => (node as PartHolder)._$litPart$ !== undefined).length,
        'a part of its own on a node (renderBefore): a second render beside the hydrated one',
      ).to.equal(0);
      expect(root._$litPart$ === part, 'the same part on the root').to.equal(true);
      expect(root.querySelectorAll('form').length, 'one form').to.equal(1);
      expect(root.querySelector('form') === form, 'the hydrated form, updated in place').to.equal(true);
      expect(form!.getAttribute('aria-label')).to.equal('Renamed form');
    });

    it('hydration takes its templates from the cache that the take-over fills (ChildPart._$AC)', async () => {
      const { host, root } = await takenOver();
      const part = root._$litPart$!;
      expect(typeof part._$AC, 'ChildPart._$AC, the method that prepares and caches a Template').to.equal('function');
      // The element's render now, the same strings as the hydrated one: its Template is the one hydration bound.
      const rendered = (host as unknown as { render(): unknown }).render();
      expect(part._$AH?._$AD !== undefined, 'the root part holds a template instance (_$AH._$AD)').to.equal(true);
      expect(part._$AC!(rendered) === part._$AH!._$AD, 'hydration’s Template is the cached one').to.equal(true);
    });
  });
});

describe('prepareTemplates', () => {
  it('asks Lit’s cache for every template result in a render, nested ones and lists included', () => {
    // The production build's name, or the development build's (which this page may load).
    const proto = Object.getPrototypeOf(render(nothing, document.createDocumentFragment())) as Record<
      string,
      (this: unknown, result: { strings: unknown }) => unknown
    >;
    const name = '_$AC' in proto ? '_$AC' : '_$getTemplate';
    const original = proto[name]!;
    expect(typeof original, `ChildPart.${name}`).to.equal('function');
    const asked: unknown[] = [];
    proto[name] = function (result) {
      asked.push(result.strings);
      return original.call(this, result);
    };
    try {
      const item = (n: number): unknown => html`<li>${n}</li>`;
      const inner = html`<ul>${[1, 2].map(item)}</ul>`;
      const outer = html`<section>${inner}${nothing}</section>`;
      prepareTemplates(outer);
      const strings = (result: unknown): unknown => (result as { strings: unknown }).strings;
      expect(asked.includes(strings(outer)), 'the render’s template').to.equal(true);
      expect(asked.includes(strings(inner)), 'a nested template').to.equal(true);
      expect(asked.includes(strings(item(3))), 'a template in a list').to.equal(true);
    } finally {
      proto[name] = original;
    }
  });
});
