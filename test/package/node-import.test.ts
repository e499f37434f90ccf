// Every entry of the package imports in Node 20, where there is no DOM (server-side
// rendering, a test runner, a build script), through the package name and its
// exports map, as an app would import it. Needs `npm run build` first.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

describe('importing the package in Node', () => {
  it('event-register exports the API and registers the tag without throwing', async () => {
    const mod = await import('event-register');
    assert.equal(typeof mod.EventRegister, 'function');
    assert.equal(mod.TAG_NAME, 'event-register');
    assert.equal(typeof mod.RegisteredEvent, 'function');
  });

  it('event-register/element has the class and events', async () => {
    const mod = await import('event-register/element');
    assert.equal(typeof mod.EventRegister, 'function');
    assert.equal(typeof mod.SubmitErrorEvent, 'function');
  });

  it('event-register/react gives a React component', async () => {
    const { EventRegister } = await import('event-register/react');
    assert.equal((EventRegister as { displayName?: string }).displayName, 'EventRegister');
  });

  it('event-register/ssr renders the form, in the locale asked for', async () => {
    const { renderEventRegister } = await import('event-register/ssr');
    const markup = await renderEventRegister(
      { 'event-id': 'evt_1', 'api-key': 'pk_live_1', 'base-url': 'https://api.example.com/v1' },
      { lang: 'es' },
    );
    assert.match(markup, /^<event-register [^>]*><template shadowrootmode="open"><link rel="stylesheet"/);
    assert.match(markup, /lang="es"/);
    assert.match(markup, /<input id="[^"]+-email"/);
  });

  it('the typings entries import as empty modules', async () => {
    const modules: Record<string, object> = {
      react: await import('event-register/types/react'),
      vue: await import('event-register/types/vue'),
      svelte: await import('event-register/types/svelte'),
    };
    for (const [name, mod] of Object.entries(modules)) assert.deepEqual(Object.keys(mod), [], name);
  });

  it('a second definition by another copy warns instead of throwing', async () => {
    const { defineEventRegister } = await import('event-register');
    const warnings: unknown[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args.join(' '));
    try {
      // Another copy of the widget took a different tag name first.
      // Node has no HTMLElement; Lit's server shim registry takes any class.
      customElements.define('event-register-other-copy', class OtherCopy {} as unknown as CustomElementConstructor);
      assert.doesNotThrow(() => defineEventRegister('event-register-other-copy'));
      // The real tag again: same class, silently kept.
      assert.doesNotThrow(() => defineEventRegister());
    } finally {
      console.warn = warn;
    }
    assert.equal(warnings.length, 1);
    assert.match(String(warnings[0]), /already defined by another copy/);
  });
});
