/**
 * The pre-rendered dialog widget: the snippet with `--dialog` pasted into a plain page, with an
 * `<a href="#later" data-event-register-open>` opener above it, its script held back by the stand-in
 * CDN. Before the script, the widget's button does nothing and the link is followed. The script takes
 * over by hydrating the server's button (the same node, the same box: no layout shift), which then
 * opens the dialog, and the form in it registers. Both roots.
 */
import { expect, waitUntil } from '@open-wc/testing';
import type { EventRegister } from '../../../src/event-register.js';
import * as api from '../../helpers/api.js';
import * as ui from '../../helpers/widget.js';

let pages = 0;
const openFrames: HTMLIFrameElement[] = [];
afterEach(() => openFrames.splice(0).forEach((frame) => frame.remove()));

/** The pasted snippet of a widget with `dialog`, in a frame, its script held until `token` is released. */
async function dialogPage(eventId: string, token: string) {
  const frame = document.createElement('iframe');
  frame.title = 'pre-rendered host page with a dialog widget';
  frame.style.inlineSize = '40rem';
  frame.style.blockSize = '30rem';
  const query = new URLSearchParams({
    event: eventId,
    key: api.env.publishableKey,
    render: ui.renderRoot,
    token,
    styles: 'default',
    dialog: '1',
  });
  frame.src = `/__prerendered-page?${query}`;
  document.body.append(frame);
  openFrames.push(frame);
  const doc = (): Document => frame.contentDocument!;
  const host = (): EventRegister | null => frame.contentDocument?.querySelector('event-register') ?? null;
  const form = (): ParentNode =>
    (ui.renderRoot === 'light' ? host() : host()?.shadowRoot) ?? document.createDocumentFragment();
  const button = (): HTMLButtonElement | null => form().querySelector('.er-dialog-button');
  const dialog = (): HTMLDialogElement | null => form().querySelector('dialog');
  await waitUntil(() => button() && doc().getElementById('opener'), 'the pre-rendered button never came', {
    timeout: 10_000,
  });
  const win = frame.contentWindow as Window & typeof globalThis;
  // Styled before the script: the button visibly waits (the server's own rules), and the root around
  // it loses the form's padding and max width (the dialog's rules). A linked stylesheet, in the light
  // DOM, comes one request after the markup.
  await waitUntil(
    () =>
      win.getComputedStyle(button()!).cursor === 'progress' &&
      win.getComputedStyle(form().querySelector('.er-root')!).maxInlineSize === 'none',
    'the button never styled before the script',
    { timeout: 10_000 },
  );
  return { frame, win, doc, host: host()!, form, button, dialog };
}

/** An element's box, rounded to a hundredth of a pixel. */
const box = (el: Element): number[] =>
  ['x', 'y', 'width', 'height'].map((side) => Math.round(el.getBoundingClientRect()[side as 'x'] * 100) / 100);

ui.forEachRoot(() => {
  describe('the pre-rendered dialog widget', () => {
    beforeEach(api.normalServer);

    it('does nothing on its button before the script, and an <a href> opener follows its link', async () => {
      const page = await dialogPage(await api.freshEvent(), `dialog-before-${Date.now()}-${++pages}`);
      expect(page.win.customElements.get('event-register'), 'the script ran before it was let through').to.equal(
        undefined,
      );
      const button = page.button()!;
      expect(button.getAttribute('aria-disabled'), 'the button says it does nothing yet').to.equal('true');
      expect(page.dialog()!.open, 'a closed dialog').to.equal(false);
      button.click();
      expect(page.dialog()!.open, 'the button opened the dialog before the script').to.equal(false);
      expect(page.win.location.hash).to.equal('');

      const followed = new Promise((resolve) => page.win.addEventListener('hashchange', resolve, { once: true }));
      page.doc().getElementById('opener')!.click();
      await api.within(followed, 'the opener to follow its link');
      expect(page.win.location.hash, 'the link followed').to.equal('#later');
      expect(page.dialog()!.open).to.equal(false);
    });

    it('keeps the button where it is when the script takes over, which then opens the dialog, and the form in it registers', async () => {
      const eventId = await api.freshEvent();
      const token = `dialog-take-over-${Date.now()}-${++pages}`;
      const page = await dialogPage(eventId, token);
      expect(page.win.customElements.get('event-register')).to.equal(undefined);
      const button = page.button()!;
      const before = box(button);
      const after = page.doc().getElementById('after')!;
      const afterTop = box(after)[1];
      expect(before[3], 'the button has a height').to.be.greaterThan(30);

      await fetch(`${api.env.cdnOrigin}/__release/${token}`);
      await api.within(page.win.customElements.whenDefined('event-register'), 'the released script');
      await waitUntil(() => !page.form().querySelector('.er-prerendered'), 'the widget taken over', {
        timeout: 10_000,
      });
      await page.host.updateComplete;

      // Hydrated, not drawn again: the same node, the same box, and nothing below it moved.
      expect(page.button(), 'the button, the same node').to.equal(button);
      expect(box(button), 'the button moved or changed size').to.deep.equal(before);
      expect(box(after)[1], 'the text below the widget moved').to.equal(afterTop);
      expect(button.hasAttribute('aria-disabled'), 'the button still says it does nothing').to.equal(false);
      expect(page.form().querySelector('.er-submit[aria-disabled]'), 'a button still disabled').to.equal(null);

      // Now it opens the dialog, with focus in the email field.
      const opened = api.within(
        new Promise((resolve) => page.host.addEventListener('dialog-open', resolve, { once: true })),
        'dialog-open',
      );
      button.click();
      await opened;
      const dialog = page.dialog()!;
      expect(dialog.open, 'the dialog opened').to.equal(true);
      const email = page.form().querySelector<HTMLInputElement>('input[name="email"]')!;
      await waitUntil(
        () => (ui.renderRoot === 'light' ? page.doc().activeElement : page.host.shadowRoot!.activeElement) === email,
        'focus never went to the email field',
      );

      // The form in the dialog registers.
      const address = api.uniqueEmail('prerendered-dialog');
      email.value = address;
      email.dispatchEvent(new Event('input', { bubbles: true }));
      const registered = api.nextOutcome(page.host, 'registered', 'Register in the dialog');
      dialog.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
      expect((await registered).detail.eventId).to.equal(eventId);
      expect((await api.registrations(eventId)).map((r) => r.email)).to.deep.equal([address]);
      await page.host.updateComplete;
      expect(button.textContent.trim(), 'the button afterwards').to.equal("You're registered");
    });
  });
});
