/**
 * The pre-rendered group with a choice made before the script: the snippet with `sessions`, pasted
 * into a page, its script held back by the stand-in CDN. The person picks a time before the element
 * is defined; the script takes over by hydrating the server's group (the same radios, the same
 * choice), shows the times in the visitor's zone, and Register sends to that session. Both roots.
 */
import { expect, waitUntil } from '@open-wc/testing';
import type { EventRegister } from '../../../src/event-register.js';
import * as api from '../../helpers/api.js';
import * as ui from '../../helpers/widget.js';

const DAY = 24 * 3_600_000;
/** Whole minutes from now, as ISO 8601 with Z. */
const iso = (offset: number): string => new Date(Math.floor((Date.now() + offset) / 60_000) * 60_000).toISOString();

let pages = 0;
const openFrames: HTMLIFrameElement[] = [];
afterEach(() => openFrames.splice(0).forEach((frame) => frame.remove()));

/** The pasted snippet of a widget with `sessions`, in a frame, its script held until `token` is released. */
async function sessionsPage(sessions: unknown, token: string) {
  const frame = document.createElement('iframe');
  frame.title = 'pre-rendered host page with sessions';
  frame.style.inlineSize = '40rem';
  frame.style.blockSize = '40rem';
  const query = new URLSearchParams({
    event: '',
    key: api.env.publishableKey,
    render: ui.renderRoot,
    token,
    styles: 'default',
    sessions: JSON.stringify(sessions),
  });
  frame.src = `/__prerendered-page?${query}`;
  document.body.append(frame);
  openFrames.push(frame);
  const host = (): EventRegister | null => frame.contentDocument?.querySelector('event-register') ?? null;
  const form = (): ParentNode =>
    (ui.renderRoot === 'light' ? host() : host()?.shadowRoot) ?? document.createDocumentFragment();
  const radios = (): HTMLInputElement[] => Array.from(form().querySelectorAll('input[type="radio"]'));
  await waitUntil(() => radios().length && form().querySelector('.er-submit'), 'the pre-rendered group never came', {
    timeout: 10_000,
  });
  return { frame, win: frame.contentWindow as Window & typeof globalThis, host: host()!, form, radios };
}

ui.forEachRoot(() => {
  describe('the pre-rendered group with a choice made before the script', () => {
    beforeEach(api.normalServer);

    it('keeps the radio picked before the script (the same node, hydrated), shows the visitor’s times, and registers for that session', async () => {
      const ids = await Promise.all([api.freshEvent(), api.freshEvent()]);
      const sessions = ids.map((eventId, i) => ({ eventId, start: iso((i + 1) * DAY), title: `Part ${i + 1}` }));
      const token = `sessions-${Date.now()}-${++pages}`;
      const page = await sessionsPage(sessions, token);
      expect(page.win.customElements.get('event-register'), 'the script ran before it was let through').to.equal(
        undefined,
      );
      // The server's rows: no distance (it cannot know when the page is read), UTC named.
      expect(page.form().querySelector('.er-session-distance'), 'a distance before the script').to.equal(null);
      expect(page.form().querySelector('.er-session-when')!.textContent).to.match(/UTC/);
      // Styled before the script: the server's stylesheet has the sessions' rules.
      // (A linked stylesheet, in the light DOM, comes one request after the markup.)
      await waitUntil(
        () => page.win.getComputedStyle(page.form().querySelector('.er-session-title')!).fontWeight === '600',
        'the group never styled before the script',
        { timeout: 10_000 },
      );

      // The person picks the second time and types an address, with no script yet.
      const [first, second] = page.radios();
      second!.click();
      expect(second!.checked).to.equal(true);
      const email = api.uniqueEmail('prerendered-sessions');
      const input = page.form().querySelector<HTMLInputElement>('input[name="email"]')!;
      input.value = email;
      input.dispatchEvent(new Event('input', { bubbles: true }));
      const after = page.frame.contentDocument!.getElementById('after')!.getBoundingClientRect().top;
      const removed: Node[] = [];
      const churn = new page.win.MutationObserver((records) =>
        records.forEach((record) => removed.push(...Array.from(record.removedNodes))),
      );
      churn.observe(page.form(), { childList: true, subtree: true });

      await fetch(`${api.env.cdnOrigin}/__release/${token}`);
      await api.within(
        page.win.customElements.whenDefined('event-register'),
        'the released script to define the element',
      );
      await waitUntil(() => !page.form().querySelector('.er-prerendered'), 'the form taken over', { timeout: 10_000 });
      await page.host.updateComplete;
      churn.disconnect();

      // Hydrated, not drawn again: the server's radios, the same nodes, none removed; the choice kept.
      expect(page.radios()[0], 'the first radio, the same node').to.equal(first);
      expect(page.radios()[1], 'the second radio, the same node').to.equal(second);
      const controlsRemoved = removed.filter(
        (node) => node instanceof page.win.Element && (node.matches('input, label') || node.querySelector('input')),
      );
      expect(controlsRemoved.length, 'controls removed by the take-over').to.equal(0);
      expect(page.radios().map((radio) => radio.checked)).to.deep.equal([false, true]);
      // Now in the visitor's time, with the distance.
      expect(page.form().querySelectorAll('.er-session-distance').length, 'the distance of each').to.equal(2);
      expect(
        page.frame.contentDocument!.getElementById('after')!.getBoundingClientRect().top,
        'the text below the form moved',
      ).to.equal(after);

      const registered = api.nextOutcome(page.host, 'registered', 'Register on the taken-over form');
      page.form().querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
      expect((await registered).detail.eventId).to.equal(ids[1]);
      expect((await api.registrations(ids[1])).map((r) => r.email)).to.deep.equal([email]);
      expect(await api.registrations(ids[0])).to.deep.equal([]);
    });
  });
});
