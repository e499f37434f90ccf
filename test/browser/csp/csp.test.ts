import { expect, waitUntil } from '@open-wc/testing';
import type { EventRegister } from '../../../src/event-register.js';
import * as api from '../../helpers/api.js';
import * as ui from '../../helpers/widget.js';

type HostWindow = Window & {
  __cspViolations: unknown[];
  eval(code: string): unknown;
  EventRegisterWidget?: { EventRegister?: unknown; ready: Promise<unknown> };
  __classicProbe?: { atOnce: Record<string, string>; ready: Promise<Record<string, string>> };
};

type ScriptKind = 'module' | 'classic';
const BUNDLES: Record<ScriptKind, string> = { module: 'event-register.js', classic: 'event-register.iife.js' };

// The docs' CDN snippets, as this file's host page (test/plugins/strict-csp-page.mjs) writes them:
// snippet: readme-cdn-script (the module script, pinned by its SRI hash, crossorigin)
// snippet: embedding-cdn-module (the same script and the element)
// snippet: embedding-cdn-classic (event-register.iife.js, in the head, without defer, and a page script after it)
// snippet: embedding-classic-ready (the page script, test/pages/classic-probe.js, awaits `ready`)
// snippet: readme-element (the element with event-id, api-key and base-url)
// snippet: readme-local-page (the stand-in CDN that `npm run cdn` serves, the local API, the demo's key)
/**
 * A built CDN bundle (dist/cdn/event-register.js as a module script, or
 * event-register.iife.js as a classic script), served from a third origin
 * with its SRI hash, on a host page whose policy allows no inline script or
 * style, no eval, and requires Trusted Types.
 */
async function strictCspPage(
  eventId: string,
  script: ScriptKind,
  lang = 'en',
  token = '',
): Promise<{ win: HostWindow; el: EventRegister; frame: HTMLIFrameElement }> {
  const bundle = await fetch(`${api.env.cdnOrigin}/${BUNDLES[script]}`);
  if (!bundle.ok)
    throw new Error(`dist/cdn/${BUNDLES[script]} is missing: run \`npm run build\` before the browser tests`);
  const frame = document.createElement('iframe');
  frame.title = 'strict CSP host page';
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  frame.src = `/__strict-csp-page?event=${encodeURIComponent(eventId)}&key=${encodeURIComponent(api.env.publishableKey)}&script=${script}&render=${ui.renderRoot}&lang=${lang}&token=${token}`;
  document.body.append(frame);
  await api.within(loaded, `the strict-CSP host page (${script} script) to load`);
  const win = frame.contentWindow as HostWindow;
  await api.within(
    win.customElements.whenDefined('event-register'),
    `the CDN bundle (${script} script) to define the element`,
  );
  const el = win.document.querySelector('event-register') as unknown as EventRegister;
  await el.updateComplete;
  return { win, el, frame };
}

/** The paths of every file the host page fetched. */
const fetchedPaths = (win: Window): string[] =>
  win.performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname);

/**
 * Whether the engine checks a module against `<link rel="modulepreload" integrity>` when it is
 * imported (docs/embedding.md, "What integrity covers"): Chromium and Firefox refuse a module whose
 * bytes do not match; WebKitGTK fetches and runs it unchecked. The tests below hold each engine to
 * what the docs say of it.
 */
const checksModuleIntegrity = api.env.engine !== 'webkit';

/** A feature's chunk: the same file under either script, which load one module graph. */
const chunkFile = (name: string): RegExp => new RegExp(`/chunks/${name}-[\\w-]+\\.js$`);

ui.forEachRoot(() => {
  for (const script of ['module', 'classic'] as const)
    describe(`CDN bundle as a ${script} script on a host page with a strict Content-Security-Policy`, () => {
      beforeEach(api.normalServer);

      it('renders, registers across origins and causes no CSP violation', async () => {
        const eventId = await api.freshEvent();
        const { win, el, frame } = await strictCspPage(eventId, script);
        try {
          const input = ui.root(el).querySelector('input[name="email"]');
          expect(input, 'the form rendered').to.not.equal(null);
          // The build minifies the templates' HTML: the space before "(optional)" must survive it.
          const nameLabel = ui.root(el).querySelector<HTMLInputElement>('input[name="name"]')!.labels![0]!;
          expect(nameLabel.textContent.replace(/\s+/g, ' ').trim()).to.equal('Name (optional)');
          // Styles applied without inline <style> (constructable stylesheets): the button has the accent colour.
          const button = ui.root(el).querySelector('button')!;
          expect(win.getComputedStyle(button).backgroundColor).to.equal('rgb(11, 92, 213)');

          const email = api.uniqueEmail('csp');
          await ui.fill(el, { email, name: 'Strict Page' });
          const detail = await ui.submitAndWait(el, 'registered');
          expect(detail.detail.eventId).to.equal(eventId);
          expect((await api.registrations(eventId)).map((r) => r.email)).to.deep.equal([email]);
          expect(win.__cspViolations).to.deep.equal([]);
          // And the policy really was in force: eval is refused.
          expect(() => win.eval('1')).to.throw();
          // The classic script's exports are on one global, for page builders' own scripts, once `ready`.
          if (script === 'classic') {
            await win.EventRegisterWidget!.ready;
            expect(win.EventRegisterWidget?.EventRegister).to.equal(win.customElements.get('event-register'));
          }
        } finally {
          frame.remove();
        }
      });

      it('identifies a signed-in viewer across origins, the attend chunk drawing its success, without violations', async () => {
        const eventId = await api.freshEvent();
        const { win, el, frame } = await strictCspPage(eventId, script);
        try {
          el.setAttribute('mode', 'identify');
          el.setAttribute('external-id', 'csp-viewer');
          await el.updateComplete;
          const event = await ui.submitAndWait(el, 'identified');
          expect(event.detail.eventId).to.equal(eventId);
          const [request] = await api.requestsFor(eventId);
          expect(request!.path).to.equal(`/v1/events/${eventId}/identify`);
          await ui.settled(el);
          expect(ui.root(el).querySelector('[part~="success"]')!.textContent).to.include("You're in");
          expect(fetchedPaths(win).some((path) => chunkFile('attend').test(path))).to.equal(true);
          expect(win.__cspViolations).to.deep.equal([]);
        } finally {
          frame.remove();
        }
      });

      it('shows field errors on a submit right after a cold load, without violations', async () => {
        const { win, el, frame } = await strictCspPage(await api.freshEvent(), script);
        try {
          // Nothing was focused or pointed at: the interaction code loads on this very submit.
          ui.root(el).querySelector('button')!.click();
          const email = ui.root(el).querySelector('input[name="email"]')!;
          await waitUntil(
            () => email.getAttribute('aria-invalid') === 'true',
            'the field error after the first submit',
            {
              timeout: 4000,
            },
          );
          expect(ui.root(el).querySelector('[part~="field-error"]')!.textContent).to.include(
            'Enter your email address.',
          );
          // The error styles came with the interaction code, as a constructed sheet the policy allows:
          // the invalid field's border is 2px, the error summary has its 3px frame.
          expect(win.getComputedStyle(email).borderTopWidth).to.equal('2px');
          const summary = ui.root(el).querySelector('[part~="error-summary"]')!;
          expect(win.getComputedStyle(summary).borderTopWidth).to.equal('3px');
          expect(win.__cspViolations).to.deep.equal([]);
        } finally {
          frame.remove();
        }
      });

      it('shows the attend view after registering: its chunk, its German part and its styles, without violations', async () => {
        const eventId = await api.freshEvent();
        const { win, el, frame } = await strictCspPage(eventId, script, 'de-AT');
        try {
          el.setAttribute('event-start', new Date(Date.now() + 3 * 86_400_000).toISOString());
          el.setAttribute('event-title', 'CSP-Test');
          await ui.fill(el, { email: api.uniqueEmail('csp-attend'), name: 'Strict Page' });
          await ui.submitAndWait(el, 'registered');
          await ui.settled(el);
          // The chunk reads Lit and the messages from the entry, under either script: one catalogue,
          // so the German text is there; one Lit, so the template renders at all.
          const button = ui.root(el).querySelector<HTMLElement>('[part~="calendar-button"]');
          expect(button?.textContent?.trim()).to.equal('Zum Kalender hinzufügen');
          expect(win.getComputedStyle(button!).borderTopWidth, 'the attend rules apply').to.equal('1px');
          const paths = fetchedPaths(win);
          const chunk = chunkFile('attend');
          expect(
            paths.some((path) => chunk.test(path)),
            paths.join(),
          ).to.equal(true);
          expect(
            paths.some((path) => /\/locales\/de\.attend-[\w-]+\.js$/.test(path)),
            paths.join(),
          ).to.equal(true);
          expect(win.__cspViolations).to.deep.equal([]);
        } finally {
          frame.remove();
        }
      });

      it('holds a press for a mistyped address: the address chunk, its German part and its styles, without violations', async () => {
        const eventId = await api.freshEvent();
        const { win, el, frame } = await strictCspPage(eventId, script, 'de-AT');
        try {
          const local = api.uniqueEmail('csp-hint').split('@')[0]!;
          await ui.fill(el, { email: `${local}@gmial.com`, name: 'Strict Page' });
          ui.root(el).querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
          await waitUntil(() => ui.root(el).querySelector('[part~="email-hint"]'), 'no hint after the press', {
            timeout: 4000,
          });
          const hint = ui.root(el).querySelector<HTMLElement>('[part~="email-hint"]')!;
          expect(hint.querySelector('p')!.textContent.replace(/[\u2068\u2069]/g, '')).to.equal(
            `Meinten Sie ${local}@gmail.com?`,
          );
          expect(win.getComputedStyle(hint).display, 'the address rules apply').to.equal('flex');
          expect(el.state, 'the press was held').to.equal('idle');
          const paths = fetchedPaths(win);
          const chunk = chunkFile('address');
          expect(
            paths.some((path) => chunk.test(path)),
            paths.join(),
          ).to.equal(true);
          expect(
            paths.some((path) => /\/locales\/de\.address-[\w-]+\.js$/.test(path)),
            paths.join(),
          ).to.equal(true);
          expect(win.__cspViolations).to.deep.equal([]);
        } finally {
          frame.remove();
        }
      });

      it('tells the funnel to the host page’s dataLayer: the analytics chunk, without violations', async () => {
        const eventId = await api.freshEvent();
        const { win, el, frame } = await strictCspPage(eventId, script);
        try {
          el.setAttribute('analytics', 'datalayer');
          await ui.fill(el, { email: api.uniqueEmail('csp-analytics'), name: 'Strict Page' });
          await ui.submitAndWait(el, 'registered');
          const layer = (win as unknown as { dataLayer?: { event: string; event_id: string }[] }).dataLayer ?? [];
          // The view needs a frame with the widget in it, which this test does not wait for.
          expect(
            layer.filter((item) => item.event !== 'event_register_view').map((item) => [item.event, item.event_id]),
          ).to.deep.equal([
            ['event_register_start', eventId],
            ['event_register_submit', eventId],
            ['event_register_success', eventId],
          ]);
          const paths = fetchedPaths(win);
          const chunk = chunkFile('analytics');
          expect(
            paths.some((path) => chunk.test(path)),
            paths.join(),
          ).to.equal(true);
          expect(win.__cspViolations).to.deep.equal([]);
        } finally {
          frame.remove();
        }
      });

      it('loads the page language’s chunks from the CDN, the first frame already translated', async () => {
        const { win, el, frame } = await strictCspPage(await api.freshEvent(), script, 'de-AT');
        try {
          const text = (selector: string): string => ui.root(el).querySelector(selector)?.textContent?.trim() ?? '';
          expect(text('button[type="submit"]')).to.equal('Registrieren');
          ui.root(el).querySelector('button')!.click();
          // The error text is in the second part of the German catalogue, loaded with the interaction code.
          await waitUntil(
            () => /E-Mail/.test(text('[part~="field-error"]')),
            `a German field error, not "${text('[part~="field-error"]')}"`,
            {
              timeout: 4000,
            },
          );
          const chunks = win.performance
            .getEntriesByType('resource')
            .map((entry) => new URL(entry.name).pathname)
            .filter((path) => path.includes('/locales/'));
          expect(
            chunks.some((path) => /\/locales\/de-[\w-]+\.js$/.test(path)),
            chunks.join(),
          ).to.equal(true);
          expect(
            chunks.some((path) => /\/locales\/de\.results-[\w-]+\.js$/.test(path)),
            chunks.join(),
          ).to.equal(true);
          expect(
            chunks.every((path) => /\/locales\/de[.-]/.test(path)),
            'no other language was fetched',
          ).to.equal(true);
          expect(win.__cspViolations).to.deep.equal([]);
        } finally {
          frame.remove();
        }
      });
    });

  describe('the classic script, a loader of the module entry', () => {
    beforeEach(api.normalServer);

    it('has `window.EventRegisterWidget` for a page script right after its tag, and `ready` brings the rest', async () => {
      const { win, frame } = await strictCspPage(await api.freshEvent(), 'classic');
      try {
        const probe = win.__classicProbe!;
        expect(probe.atOnce).to.deep.equal({ global: 'object', ready: 'function', integrity: 'object' });
        expect(await probe.ready).to.deep.equal({
          same: true,
          definesTheTag: 'function',
          tag: 'event-register',
          element: 'function',
        });
        // One module graph: the page fetched the module entry once, and no second copy of the widget.
        const scripts = fetchedPaths(win).filter((path) => path.endsWith('.js') && !path.startsWith('/test/'));
        expect(
          scripts.filter((path) => path.endsWith('/event-register.js')),
          scripts.join(),
        ).to.have.length(1);
        expect(win.__cspViolations).to.deep.equal([]);
      } finally {
        frame.remove();
      }
    });

    it(`${checksModuleIntegrity ? 'refuses' : 'runs, unchecked,'} an entry whose bytes are not the build’s`, async () => {
      const frame = document.createElement('iframe');
      frame.title = 'strict CSP host page, tampered entry';
      const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
      frame.src = `/__strict-csp-page?event=evt_x&key=${encodeURIComponent(api.env.publishableKey)}&script=classic&render=${ui.renderRoot}&token=tampered-entry-${Date.now().toString(36)}`;
      document.body.append(frame);
      try {
        await api.within(loaded, 'the host page to load');
        const win = frame.contentWindow as HostWindow;
        const ready = await win.__classicProbe!.ready;
        if (checksModuleIntegrity) {
          // `ready` rejects, and the element is never defined.
          expect(ready).to.have.property('rejected');
          expect(win.customElements.get('event-register')).to.equal(undefined);
        } else expect(ready).to.include({ same: true, element: 'function' });
      } finally {
        frame.remove();
      }
    });

    it(`${checksModuleIntegrity ? 'refuses' : 'runs, unchecked,'} an interaction chunk whose bytes are not the build’s`, async () => {
      const eventId = await api.freshEvent();
      const token = `tampered-interaction-${Date.now().toString(36)}`;
      const { win, el, frame } = await strictCspPage(eventId, 'classic', 'en', token);
      try {
        await ui.fill(el, { email: api.uniqueEmail('tampered') });
        if (!checksModuleIntegrity) {
          await ui.submitAndWait(el, 'registered');
          return;
        }
        // The press is held (as when the chunk cannot load), and nothing is sent.
        ui.submitButton(el).click();
        await waitUntil(
          () => /could not reach the server/.test(ui.formError(el).textContent ?? ''),
          'the held press: the chunk was refused',
          { timeout: 4000 },
        );
        expect(el.state).to.equal('submitting');
        expect(await api.requestsFor(eventId)).to.have.length(0);
        expect(fetchedPaths(win).some((path) => chunkFile('interaction').test(path))).to.equal(true);
      } finally {
        frame.remove();
      }
    });
  });
});
