/**
 * WordPress speed plugins (WP Rocket's "Delay JavaScript execution", LiteSpeed Cache's "Load JS
 * Deferred: Delayed", Perfmatters' "Delay JavaScript") hold every script of the page until the
 * visitor's first interaction: the page's HTML has the snippet's script rewritten to a type
 * the browser does not run, and the plugin's loader puts the real script back at the first
 * keydown, pointerdown or touchstart. The pre-rendered snippet (`npx event-register snippet`) is a
 * working form meanwhile: the visitor types, and their first key press is what brings the script.
 * Everything typed, before the script and while it comes, must survive the take-over. Both roots.
 */
import { expect, waitUntil } from '@open-wc/testing';
import type { EventRegister } from '../../../src/event-register.js';
import * as api from '../../helpers/api.js';
import * as ui from '../../helpers/widget.js';
import { focusField, input, registered, type HostPage } from './builder-page.js';

/** The frames the tests opened, removed after each test. */
const openFrames: HTMLIFrameElement[] = [];
afterEach(() => openFrames.splice(0).forEach((frame) => frame.remove()));

let pages = 0;

/** The pre-rendered snippet on a page whose plugin has delayed its script (test/plugins/prerendered-page.mjs). */
async function delayedPage(eventId: string, token: string): Promise<HostPage & { widget: EventRegister }> {
  const frame = document.createElement('iframe');
  frame.title = 'WordPress page with delayed scripts';
  frame.style.inlineSize = '40rem';
  frame.style.blockSize = '40rem';
  frame.src = `/__prerendered-page?event=${encodeURIComponent(eventId)}&key=${encodeURIComponent(api.env.publishableKey)}&render=${ui.renderRoot}&token=${token}&styles=default&script=delayed`;
  document.body.append(frame);
  openFrames.push(frame);
  // The document parsed (not its load: Firefox's modulepreload of the take-over chunk fetches the
  // entry it imports, which the CDN may be holding).
  await waitUntil(
    () => {
      const doc = frame.contentDocument;
      return doc && doc.readyState !== 'loading' && doc.querySelector('event-register');
    },
    'the pre-rendered page never parsed',
    { timeout: 10_000 },
  );
  const win = frame.contentWindow as HostPage['win'];
  const widget = win.document.querySelector('event-register') as EventRegister;
  expect(win.document.querySelectorAll('script[src*="event-register"]').length, 'no script of ours to run').to.equal(0);
  expect(win.customElements.get('event-register'), 'no definition before the first interaction').to.equal(undefined);
  return { frame, win, doc: win.document, widget };
}

/**
 * The plugin's loader, as WP Rocket's works: passive listeners for the first interaction, which
 * put each delayed script back (its real type and address, its other attributes kept) and stop
 * listening. Resolves with what the email field held at that moment.
 */
function delayUntilInteraction(page: HostPage): Promise<string> {
  const events = ['keydown', 'mousedown', 'pointerdown', 'touchstart', 'touchmove', 'wheel'];
  return new Promise((resolve) => {
    const trigger = (): void => {
      for (const type of events) page.win.removeEventListener(type, trigger);
      const root = page.doc.querySelector('event-register')!;
      resolve(input(root, 'email').value);
      for (const delayed of Array.from(page.doc.querySelectorAll('script[type="rocketlazyloadscript"]'))) {
        const script = page.doc.createElement('script');
        for (const { name, value } of Array.from(delayed.attributes))
          if (name !== 'type' && !name.startsWith('data-rocket-')) script.setAttribute(name, value);
        script.type = delayed.getAttribute('data-rocket-type') ?? 'text/javascript';
        script.src = delayed.getAttribute('data-rocket-src')!;
        delayed.replaceWith(script);
      }
    };
    for (const type of events) page.win.addEventListener(type, trigger, { passive: true });
  });
}

const takenOver = (widget: EventRegister): Promise<unknown> =>
  waitUntil(() => !(widget.shadowRoot ?? widget).querySelector('.er-prerendered'), 'the form taken over', {
    timeout: 10_000,
  });

/** Registers with one press of the taken-over form, and checks what the API stored. */
async function registersAs(widget: EventRegister, eventId: string, email: string, name: string): Promise<void> {
  const outcome = api.nextOutcome(widget, 'registered', 'one press on the taken-over form');
  (widget.shadowRoot ?? widget).querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
  await outcome;
  expect(await registered(eventId), 'registered with what was typed').to.deep.equal([[email, name]]);
}

/**
 * The keywords to give the plugins' exclusion lists (WP Rocket's "Excluded JavaScript Files",
 * LiteSpeed's "JS Delayed Excludes", Perfmatters' "Delay JavaScript Excludes"), one a line: each
 * leaves undelayed a script whose tag contains it.
 */
describe('the exclusion a WordPress speed plugin needs', () => {
  it('WP Rocket, LiteSpeed, Perfmatters: the exclusion keywords match every script the snippet has', async () => {
    const keywords = (await (await fetch('/test/builders/fixtures/wordpress-delay-exclusion.txt')).text())
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    expect(keywords.length, 'keywords').to.be.above(0);
    const page = await (
      await fetch(`/__prerendered-page?event=e&key=${encodeURIComponent(api.env.publishableKey)}&script=module`)
    ).text();
    const classic = await (
      await fetch(`/__prerendered-page?event=e&key=${encodeURIComponent(api.env.publishableKey)}&script=classic`)
    ).text();
    const scripts = [page, classic].flatMap((html) =>
      (html.match(/<script\b[^>]*>/g) ?? []).filter((tag) => tag.includes(api.env.cdnOrigin)),
    );
    expect(scripts.length, 'the snippet’s scripts (module and classic)').to.equal(2);
    for (const tag of scripts)
      expect(
        keywords.some((keyword) => tag.includes(keyword)),
        `an exclusion keyword in ${tag}`,
      ).to.equal(true);
  });
});

ui.forEachRoot(() => {
  describe('a pre-rendered form whose script a WordPress speed plugin delays', () => {
    beforeEach(api.normalServer);

    it('WP Rocket: the first key press brings the script; keys typed before and while it comes survive the take-over', async () => {
      const eventId = await api.freshEvent();
      const token = `held-wp-${Date.now()}-${++pages}`;
      const page = await delayedPage(eventId, token);
      const injected = delayUntilInteraction(page);
      const email = api.uniqueEmail('wp');

      await focusField(page, page.widget, 'email');
      await ui.typeKeys(email.slice(0, 1));
      expect(await api.within(injected, 'the first key press to bring the script'), 'typed at the injection').to.equal(
        '',
      );
      expect(page.doc.querySelectorAll('script[src*="event-register"]').length, 'the script, put back').to.equal(1);
      // The CDN holds the script: these keys come after the injection, before the take-over.
      await ui.typeKeys(email.slice(1));
      await focusField(page, page.widget, 'name');
      await ui.typeKeys('Ada');
      expect(page.win.customElements.get('event-register'), 'the held script has not run').to.equal(undefined);

      await fetch(`${api.env.cdnOrigin}/__release/${token}`);
      await api.within(page.win.customElements.whenDefined('event-register'), 'the script to define the element');
      await takenOver(page.widget);
      expect(input(page.widget, 'email').value, 'the email typed before and after the injection').to.equal(email);
      expect(input(page.widget, 'name').value, 'the name typed before the take-over').to.equal('Ada');
      // And after it: the element has the field now.
      await ui.typeKeys(' Lovelace');
      expect(input(page.widget, 'name').value).to.equal('Ada Lovelace');
      await registersAs(page.widget, eventId, email, 'Ada Lovelace');
    });

    it('LiteSpeed and Perfmatters: typing on while the script arrives and takes over loses no key', async () => {
      const eventId = await api.freshEvent();
      const token = `held-wp-${Date.now()}-${++pages}`;
      // Let through from the start: the script comes as soon as the first key asks for it.
      await fetch(`${api.env.cdnOrigin}/__release/${token}`);
      const page = await delayedPage(eventId, token);
      const injected = delayUntilInteraction(page);
      const email = api.uniqueEmail('litespeed');
      const name = 'Grace Brewster Murray Hopper';

      await focusField(page, page.widget, 'email');
      await ui.typeKeys(email);
      await api.within(injected, 'the first key press to bring the script');
      await focusField(page, page.widget, 'name');
      await ui.typeKeys(name);
      await api.within(page.win.customElements.whenDefined('event-register'), 'the script to define the element');
      await takenOver(page.widget);
      expect(input(page.widget, 'email').value, 'the email, every key').to.equal(email);
      expect(input(page.widget, 'name').value, 'the name, every key').to.equal(name);
      await registersAs(page.widget, eventId, email, name);
    });
  });
});
