/**
 * The configuration check a page's owner asks for: `debug`, or `?event-register-check` in the
 * page's address. It shows what is wrong at once (a secret key, a base URL that is not https),
 * what the API answered after a press (an unknown event ID), never the key, and nothing without
 * being asked.
 */
import { expect } from '@open-wc/testing';
import type { EventRegister } from '../../../src/event-register.js';
import * as api from '../../helpers/api.js';
import * as a11y from '../../helpers/a11y.js';
import * as ui from '../../helpers/widget.js';

const panel = (el: EventRegister): HTMLElement | null => ui.root(el).querySelector('[part~="check"]');

/** The check's panel once it has rendered: it comes with the check's chunk and its words. */
function untilPanel(el: EventRegister, findings: string[]): Promise<HTMLElement> {
  const shown = (): HTMLElement | undefined => {
    const found = panel(el);
    const listed = [...(found?.querySelectorAll('[data-finding]') ?? [])].map((li) => li.getAttribute('data-finding'));
    return found && findings.every((finding) => listed.includes(finding)) ? found : undefined;
  };
  return api.within(
    new Promise<HTMLElement>((resolve) => {
      const now = shown();
      if (now) return resolve(now);
      const observer = new MutationObserver(() => {
        const found = shown();
        if (found) (resolve(found), observer.disconnect());
      });
      observer.observe(ui.root(el), { childList: true, subtree: true, characterData: true });
    }),
    `the check's panel with ${findings.join(', ') || 'no finding'} (it shows: ${panel(el)?.textContent?.trim() ?? 'no panel'})`,
  );
}

const findingsOf = (found: HTMLElement): string[] =>
  [...found.querySelectorAll('[data-finding]')].map((li) => li.getAttribute('data-finding')!);

ui.forEachRoot(() => {
  describe('configuration check', () => {
    beforeEach(api.normalServer);
    const original = location.href;
    afterEach(() => history.replaceState(history.state, '', original));

    it('shows a secret key at once, with its fix, and never the key', async () => {
      // The local API's demo secret key (sk_test_demo_secret): its kind shows, nothing after it.
      const secret = api.env.secretKey;
      const el = await ui.mountWidget({ debug: true, 'api-key': secret });
      const found = await untilPanel(el, ['secret-key']);
      expect(findingsOf(found)).to.deep.equal(['secret-key']);
      expect(found.textContent).to.include('Use your publishable key (pk_…) and revoke this one.');
      expect(found.textContent).to.include('sk_test_…');
      expect(ui.root(el).innerHTML).to.not.include(secret.slice('sk_test_'.length));
      expect(found.textContent).to.include('remove it before you publish');
      await a11y.expectAccessible(el, 'the check with a secret key');
    });

    it('shows a base URL that is not https at once, asked by the page address', async () => {
      history.replaceState(history.state, '', `${location.pathname}?event-register-check`);
      const el = await ui.mountWidget({ 'base-url': 'http://api.example.com/v1' });
      const found = await untilPanel(el, ['insecure-base-url']);
      expect(found.textContent).to.include('must start with https://');
      expect(found.textContent).to.include("Visitors don't see it.");
      expect(found.textContent).to.include('http://api.example.com/v1');
    });

    it('shows an unknown event ID once the API has answered 404 to a press', async () => {
      const el = await ui.mountWidget({ debug: true, 'event-id': 'evt_no_such_event', theme: 'dark' });
      const before = await untilPanel(el, []);
      expect(findingsOf(before)).to.deep.equal([]);
      expect(before.textContent).to.include('No problems found so far.');
      expect(before.textContent).to.include('evt_no_such_event');
      expect(before.textContent).to.include(`${api.env.publishableKey.match(/^pk_[a-z]+_/)![0]}…`);
      expect(ui.root(el).innerHTML).to.not.include(api.env.publishableKey);
      await ui.fill(el, { email: api.uniqueEmail('check') });
      const failed = api.nextOutcome(el, 'submit-error');
      ui.submitButton(el).click();
      expect((await failed).detail.kind).to.equal('not-found');
      const after = await untilPanel(el, ['not-found']);
      expect(after.textContent).to.include('The API does not know this event ID.');
      await a11y.expectAccessible(el, 'the check after a 404, dark theme');
    });

    it('shows nothing of it without the attribute or the address', async () => {
      const { el } = await ui.filledWidget({ 'event-id': 'evt_no_such_event' });
      const failed = api.nextOutcome(el, 'submit-error');
      ui.submitButton(el).click();
      await failed;
      await el.updateComplete;
      expect(panel(el)).to.equal(null);
      expect(ui.root(el).textContent).to.not.include('Configuration check');
    });
  });
});
