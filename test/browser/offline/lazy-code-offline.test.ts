/**
 * A press of Register made before the interaction chunk has loaded, while it
 * cannot load: the browser offline, or the chunk's request failing. The built
 * CDN bundle (dist/cdn) on a host page of its own, so that nothing has loaded
 * the chunk (helpers.ts loads it for every other test); the stand-in CDN fails
 * the chunk's request until the test releases it (demo/cdn-server.ts, tokens
 * starting with `chunkless`). The local API's request log says what was sent.
 *
 * The last test holds a press before the code has loaded and, once it has, a submission
 * made offline: both are the one held submission, said and cancelled the same way.
 */
import { expect, waitUntil } from '@open-wc/testing';
import type { EventRegister } from '../../../src/event-register.js';
import * as api from '../../helpers/api.js';
import * as ui from '../../helpers/widget.js';

type HostWindow = Window & typeof globalThis;

interface HostPage {
  win: HostWindow;
  el: EventRegister;
  eventId: string;
  /** Lets the chunk's requests through from now on. */
  releaseChunk(): Promise<void>;
  /** The page's `navigator.onLine` and `offline`/`online` events, as when the network goes and comes back. */
  goOffline(): void;
  goOnline(): void;
}

const frames: HTMLIFrameElement[] = [];
afterEach(() => frames.splice(0).forEach((frame) => frame.remove()));

let pages = 0;

async function hostPage(): Promise<HostPage> {
  const eventId = await api.freshEvent();
  pages += 1;
  const token = `chunkless-${ui.renderRoot}-${Date.now().toString(36)}-${pages}`;
  const frame = document.createElement('iframe');
  frame.title = 'host page';
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  frame.src = `/__strict-csp-page?event=${encodeURIComponent(eventId)}&key=${encodeURIComponent(api.env.publishableKey)}&script=module&render=${ui.renderRoot}&token=${token}`;
  document.body.append(frame);
  frames.push(frame);
  await loaded;
  const win = frame.contentWindow as HostWindow;
  await win.customElements.whenDefined('event-register');
  const el = win.document.querySelector('event-register') as unknown as EventRegister;
  await el.updateComplete;
  const descriptor = Object.getOwnPropertyDescriptor(win.Navigator.prototype, 'onLine')!;
  return {
    win,
    el,
    eventId,
    releaseChunk: async () => {
      const response = await fetch(`${api.env.cdnOrigin}/__release/${token}`);
      if (!response.ok) throw new Error(`the stand-in CDN did not release ${token}: HTTP ${response.status}`);
    },
    goOffline: () => {
      Object.defineProperty(win.Navigator.prototype, 'onLine', { configurable: true, get: () => false });
      win.dispatchEvent(new win.Event('offline'));
    },
    goOnline: () => {
      Object.defineProperty(win.Navigator.prototype, 'onLine', descriptor);
      win.dispatchEvent(new win.Event('online'));
    },
  };
}

const bannerText = (el: EventRegister): string => ui.formError(el).textContent?.replace(/\s+/g, ' ').trim() ?? '';
const cancelButton = (el: EventRegister): HTMLButtonElement | null =>
  ui.root(el).querySelector<HTMLButtonElement>('[part~="message-action"]');

ui.forEachRoot(() => {
  describe('a press made before the interaction code has loaded', () => {
    beforeEach(api.normalServer);

    it('offline: is kept and said, and is sent by itself, once, when the browser is back online', async () => {
      const page = await hostPage();
      const { el, eventId } = page;
      page.goOffline();
      const email = api.uniqueEmail('kept');
      await ui.fill(el, { email, name: 'Kept Person' });
      ui.submitButton(el).click();
      await waitUntil(() => /offline/.test(bannerText(el)), 'the offline message after the press', { timeout: 3000 });
      expect(bannerText(el)).to.include("We'll send your details");
      expect(cancelButton(el)?.textContent?.trim()).to.equal('Cancel');
      expect(el.state).to.equal('submitting');
      // Information, as the same message says once the code is here: the accent's rule, not the error colour.
      expect(page.win.getComputedStyle(ui.formError(el)).borderTopColor).to.equal('rgb(11, 92, 213)');
      // Unavailable while it waits, and still focusable.
      expect(ui.submitButton(el).getAttribute('aria-disabled')).to.equal('true');
      // A second press keeps no second submission.
      ui.submitButton(el).click();
      await el.updateComplete;
      // The code arrives while the browser still says it is offline: nothing goes out yet.
      await page.releaseChunk();
      expect(await api.requestsFor(eventId)).to.have.length(0);
      expect(ui.root(el).querySelector<HTMLInputElement>('input[name="email"]')!.value).to.equal(email);

      const registered = api.nextOutcome(el, 'registered', 'after the online event', 5000);
      page.goOnline();
      await registered;
      expect((await api.requestsFor(eventId)).map((r) => r.status)).to.deep.equal([201]);
      expect((await api.registrations(eventId)).map((r) => r.email)).to.deep.equal([email]);
    });

    it("online, the chunk's request failing: is kept and said, and is sent once the chunk loads on a retry", async () => {
      const page = await hostPage();
      const { el, eventId } = page;
      const email = api.uniqueEmail('retried');
      await ui.fill(el, { email });
      ui.submitButton(el).click();
      await waitUntil(
        () => /could not reach the server/.test(bannerText(el)),
        'the connection message after the press',
        {
          timeout: 3000,
        },
      );
      expect(cancelButton(el), 'a way to cancel the kept press').to.not.equal(null);
      expect(await api.requestsFor(eventId)).to.have.length(0);
      // The retries follow a backoff (1 s, 2 s, …): the first after the release sends it.
      const registered = api.nextOutcome(el, 'registered', 'after the chunk was released', 8000);
      await page.releaseChunk();
      await registered;
      expect((await api.requestsFor(eventId)).map((r) => r.status)).to.deep.equal([201]);
      expect((await api.registrations(eventId)).map((r) => r.email)).to.deep.equal([email]);
    });

    it('Cancel returns to the form with what was typed; a press once online registers once', async () => {
      // That a cancelled press is never sent later is test/unit/held-submission.test.ts's (deterministic there).
      const page = await hostPage();
      const { el, eventId } = page;
      page.goOffline();
      const email = api.uniqueEmail('cancelled');
      await ui.fill(el, { email });
      ui.submitButton(el).click();
      await waitUntil(() => cancelButton(el) !== null, 'the Cancel button after the press', { timeout: 3000 });
      cancelButton(el)!.focus();
      cancelButton(el)!.click();
      await el.updateComplete;
      // The Cancel button is gone: focus is on the form's button, not lost to the page.
      await waitUntil(() => ui.focused(el) === ui.submitButton(el), 'focus on Register after Cancel', {
        timeout: 2000,
      });
      expect(ui.submitButton(el).getAttribute('aria-disabled')).to.not.equal('true');
      expect(bannerText(el)).to.equal('');
      expect(el.state).to.equal('idle');
      expect(ui.root(el).querySelector<HTMLInputElement>('input[name="email"]')!.value).to.equal(email);
      await page.releaseChunk();
      page.goOnline();
      await el.updateComplete;
      expect(bannerText(el)).to.equal('');
      const registered = api.nextOutcome(el, 'registered', 'after pressing again, online', 5000);
      ui.submitButton(el).click();
      await registered;
      expect((await api.requestsFor(eventId)).map((r) => r.status)).to.deep.equal([201]);
    });

    it('sent by itself once back online, it leaves focus where the person has moved it', async () => {
      const page = await hostPage();
      const { el, win } = page;
      page.goOffline();
      await ui.fill(el, { email: api.uniqueEmail('moved-on') });
      ui.submitButton(el).click();
      await waitUntil(() => cancelButton(el) !== null, 'the kept press', { timeout: 3000 });
      await page.releaseChunk();
      // The person goes on with the page: a search box of its own.
      const search = win.document.createElement('input');
      search.setAttribute('aria-label', 'Search');
      win.document.body.append(search);
      search.focus();
      const registered = api.nextOutcome(el, 'registered', 'after the online event', 5000);
      page.goOnline();
      await registered;
      // Focus would move once the success view has rendered: let that happen first.
      await ui.settled(el);
      expect(win.document.activeElement === search, 'focus stays in the search box').to.equal(true);
      expect(ui.root(el).querySelector('[part~="success"]'), 'the success view shows').to.not.equal(null);
    });

    it('a press before the code loads and a submission made offline are held, said and cancelled the same way', async () => {
      const page = await hostPage();
      const { el, eventId } = page;
      /** Presses Register offline, then Cancel: what the person sees and hears of each step. */
      const holdAndCancel = async (what: string) => {
        page.goOffline();
        ui.submitButton(el).click();
        await waitUntil(() => cancelButton(el) !== null, `the Cancel button of ${what}`, { timeout: 3000 });
        const held = {
          banner: bannerText(el),
          cancel: cancelButton(el)!.textContent?.trim(),
          state: el.state,
          unavailable: ui.submitButton(el).getAttribute('aria-disabled'),
        };
        cancelButton(el)!.focus();
        cancelButton(el)!.click();
        await el.updateComplete;
        await waitUntil(() => ui.focused(el) === ui.submitButton(el), `focus on Register after ${what}`, {
          timeout: 2000,
        });
        const cancelled = { banner: bannerText(el), state: el.state, value: ui.emailInput(el).value };
        page.goOnline();
        return { held, cancelled };
      };
      const email = api.uniqueEmail('held-twice');
      await ui.fill(el, { email });
      const beforeCode = await holdAndCancel('a press before the code loads');

      // The code loads, online: a press with the email field emptied is refused by the checks, and sends nothing.
      await page.releaseChunk();
      await ui.fill(el, { email: '' });
      await el.submit();
      expect(ui.fieldError(el, 'email'), 'the code is here: its checks ran').to.not.equal('');
      await ui.fill(el, { email });
      const offline = await holdAndCancel('a submission made offline');

      expect(offline).to.deep.equal(beforeCode);
      expect(beforeCode.held).to.deep.include({ cancel: 'Cancel', state: 'submitting', unavailable: 'true' });
      expect(beforeCode.held.banner).to.include("We'll send your details");
      expect(beforeCode.cancelled).to.deep.equal({ banner: '', state: 'idle', value: email });
      // Back online, neither went out later.
      await el.updateComplete;
      expect(await api.requestsFor(eventId)).to.have.length(0);
    });
  });
});
