/**
 * A form rendered before its script: the snippet `npx event-register snippet` writes (or
 * `renderEventRegister()` on a server), pasted into a page with a strict Content-Security-Policy,
 * its script held back by the stand-in CDN until the test lets it through (or blocked for good).
 * The person types, focuses and presses Register before the script; once it has come, nothing
 * they did is lost and the form registers exactly once. Both roots (the light group runs this
 * file again), in every engine.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { EventRegister } from '../../../src/event-register.js';
import * as api from '../../helpers/api.js';
import * as ui from '../../helpers/widget.js';

type HostWindow = Window & typeof globalThis & { __cspViolations: unknown[] };

interface Page {
  win: HostWindow;
  frame: HTMLIFrameElement;
  host: EventRegister;
  /** The form's root: the declarative shadow root, or the host itself. */
  form: () => ParentNode;
  input: (name: string) => HTMLInputElement;
}

let pages = 0;
/** A token of its own for a page whose CDN files the server holds back until released. */
const heldToken = (kind = 'held'): string => `${kind}-${Date.now()}-${++pages}`;

/** The frames the tests opened, removed after each test whatever its outcome. */
const openFrames: HTMLIFrameElement[] = [];
afterEach(() => openFrames.splice(0).forEach((frame) => frame.remove()));

/** A widget's form root on its host page: the declarative shadow root, or the host itself in the light DOM. */
function rootOf(host: Element | null | undefined): ParentNode {
  return (ui.renderRoot === 'light' ? host : host?.shadowRoot) ?? document.createDocumentFragment();
}

/** Opens the pre-rendered page in a frame and resolves once its form is in the document, before any script. */
async function prerenderedPage(
  eventId: string,
  token: string,
  lang = 'en',
  styles: 'inline' | 'link' | 'default' = 'inline',
  consent: boolean | string = false,
  copies: 1 | 2 = 1,
  script: 'module' | 'classic' = 'module',
): Promise<Page> {
  const frame = document.createElement('iframe');
  frame.title = 'pre-rendered host page';
  frame.style.inlineSize = '40rem';
  frame.style.blockSize = '40rem';
  frame.src = `/__prerendered-page?event=${encodeURIComponent(eventId)}&key=${encodeURIComponent(api.env.publishableKey)}&render=${ui.renderRoot}&lang=${lang}&token=${token}&styles=${styles}${consent ? `&consent=${consent === true ? '1' : encodeURIComponent(consent)}` : ''}&copies=${copies}&script=${script}`;
  document.body.append(frame);
  openFrames.push(frame);
  const form = (): ParentNode => rootOf(frame.contentDocument?.querySelector('event-register'));
  const input = (name: string): HTMLInputElement => {
    const found = form().querySelector<HTMLInputElement>(`input[name="${name}"]`);
    if (!found) throw new Error(`no input[name="${name}"] in the pre-rendered form`);
    return found;
  };
  // The page's load event waits for its module script, which is held: wait for the markup itself.
  await waitUntil(() => form().querySelector('button[type="submit"]'), 'the pre-rendered form never appeared', {
    timeout: 10_000,
  });
  const win = frame.contentWindow as HostWindow;
  return { win, frame, host: frame.contentDocument!.querySelector('event-register') as EventRegister, form, input };
}

/** The focused element inside the page's form, across its shadow root, named (never the element itself: chai would inspect a whole frame). */
function focusedIn(page: Page): string {
  const active = page.frame.contentDocument!.activeElement;
  const inner = ui.renderRoot === 'light' ? active : (active?.shadowRoot?.activeElement ?? null);
  return inner ? `${inner.localName}[name="${inner.getAttribute('name') ?? ''}"]` : 'nothing';
}

/**
 * Focuses a field once it can take focus, as a person clicks into it once it is painted. The DOM is
 * there before its first paint (a linked stylesheet holds that back), and WebKit dropped the first
 * key typed into a field focused before it.
 */
async function focusField(page: Page, name: string): Promise<void> {
  // Painted: the markup's stylesheet applies (its waiting button), then two frames. WebKit drops keys
  // typed into a field that has not been painted yet, more often on a busy machine.
  await waitUntil(
    () => {
      const button = page.form().querySelector('.er-submit');
      const prerendered = page.form().querySelector('.er-prerendered');
      return button && (!prerendered || page.win.getComputedStyle(button).cursor === 'progress');
    },
    'the form was never styled',
    { timeout: 10_000 },
  );
  await new Promise((resolve) => page.win.requestAnimationFrame(() => page.win.requestAnimationFrame(resolve)));
  await waitUntil(
    () => {
      page.input(name).focus();
      return focusedIn(page) === `input[name="${name}"]`;
    },
    `the ${name} field never took focus`,
    { timeout: 10_000 },
  );
}

/**
 * Watches the form's controls from now: `expectKept()` fails unless the take-over kept every one
 * (the same nodes, none removed from the form, none created anew).
 */
function watchControls(page: Page): { expectKept(): void } {
  const selector = 'input, button, label, form';
  const before = Array.from(page.form().querySelectorAll(selector));
  const records: MutationRecord[] = [];
  const churn = new page.win.MutationObserver((seen) => records.push(...seen));
  churn.observe(page.form(), { childList: true, subtree: true });
  return {
    expectKept() {
      const removed = [...records, ...churn.takeRecords()]
        .flatMap((record) => Array.from(record.removedNodes))
        .filter((node) => node instanceof page.win.Element && (node.matches(selector) || node.querySelector(selector)));
      churn.disconnect();
      expect(
        removed.map((node) => (node as Element).outerHTML.slice(0, 80)),
        'controls removed by the take-over',
      ).to.deep.equal([]);
      const after = Array.from(page.form().querySelectorAll(selector));
      expect(after.length, 'as many controls').to.equal(before.length);
      expect(
        after.every((node, i) => node === before[i]),
        "the server's controls, the same nodes",
      ).to.equal(true);
    },
  };
}

/** Lets the held script through, and resolves once the element has defined itself and taken the form over. */
async function releaseAndTakeOver(page: Page, token: string): Promise<void> {
  await fetch(`${api.env.cdnOrigin}/__release/${token}`);
  await api.within(page.win.customElements.whenDefined('event-register'), 'the released script to define the element');
  await waitUntil(() => !page.form().querySelector('.er-prerendered'), 'the form taken over', { timeout: 10_000 });
}

/** Rejects as soon as the page navigates away (a native form submission), naming it. */
function navigation(win: Window): Promise<never> {
  return new Promise((_, reject) =>
    win.addEventListener(
      'pagehide',
      () => reject(new Error('the page navigated: a press before the script submitted the form natively')),
      { once: true },
    ),
  );
}

ui.forEachRoot(() => {
  describe('a pre-rendered form (the snippet, on a strict-CSP page)', () => {
    beforeEach(api.normalServer);

    // The snippet's module script, or the classic script in its place: both hydrate the markup.
    for (const script of ['module', 'classic'] as const)
      it(`is usable before its ${script} script; after it, values, focus and caret are kept, nothing moved, and it registers once`, async () => {
        const eventId = await api.freshEvent();
        const token = heldToken();
        const page = await prerenderedPage(eventId, token, 'en', 'inline', false, 1, script);
        const { win } = page;
        expect(win.customElements.get('event-register'), 'the script ran before it was let through').to.equal(
          undefined,
        );
        expect(page.form().querySelector('.er-prerendered'), 'the markup is marked as pre-rendered').to.not.equal(null);
        expect(page.form().querySelector('style'), 'the snippet inlines its styles').to.not.equal(null);
        // Styled before the script: the inline style applied under the strict policy (allowed by its hash).
        expect(
          win.getComputedStyle(page.form().querySelector('.er-submit')!).cursor,
          'the waiting button is styled',
        ).to.equal('progress');
        expect(
          page.form().querySelector('.er-submit')!.getAttribute('aria-disabled'),
          'the waiting button says it cannot act yet',
        ).to.equal('true');
        const url = win.location.href;
        const navigated = navigation(win);
        navigated.catch(() => undefined);

        // Typed before the script: the email, then the name, with the caret moved back into it.
        const email = api.uniqueEmail('prerendered');
        await focusField(page, 'email');
        await ui.typeKeys(email);
        await focusField(page, 'name');
        await ui.typeKeys('Ada Lovelace');
        page.input('name').setSelectionRange(3, 3);
        // Enter in a field submits the form: with no script yet it must go nowhere.
        const submitted = new Promise((resolve) =>
          page.form().querySelector('form')!.addEventListener('submit', resolve, { once: true }),
        );
        await sendKeys({ press: 'Enter' });
        await api.within(Promise.race([submitted, navigated]), 'Enter in the field to submit the form');
        expect(page.form().querySelector('form')!.getAttribute('method'), 'a form that submits nowhere').to.equal(
          'dialog',
        );
        expect(page.input('email').value).to.equal(email);
        expect(win.location.href, 'a press before the script navigated').to.equal(url);
        const after = page.frame.contentDocument!.getElementById('after')!.getBoundingClientRect().top;
        const controls = watchControls(page);

        const defined = win.customElements.whenDefined('event-register');
        await fetch(`${api.env.cdnOrigin}/__release/${token}`);
        await api.within(Promise.race([defined, navigated]), 'the released script to define the element');
        await api.within(Promise.race([page.host.updateComplete, navigated]), 'the element’s first update');
        // The take-over happens in the first update; wait for its marker to go.
        await Promise.race([
          waitUntil(
            () => !page.form().querySelector('.er-prerendered'),
            'the pre-rendered markup was never taken over',
            {
              timeout: 10_000,
            },
          ),
          navigated,
        ]);

        expect(page.form().querySelectorAll('form').length, 'exactly one form after the take-over').to.equal(1);
        controls.expectKept();
        expect(page.input('email').value, 'the typed email').to.equal(email);
        expect(page.input('name').value, 'the typed name').to.equal('Ada Lovelace');
        expect(focusedIn(page), 'focus stays in the name field').to.equal('input[name="name"]');
        expect([page.input('name').selectionStart, page.input('name').selectionEnd], 'the caret').to.deep.equal([3, 3]);
        expect(
          page.frame.contentDocument!.getElementById('after')!.getBoundingClientRect().top,
          'the text below the form moved',
        ).to.equal(after);
        expect(
          page.form().querySelector('.er-submit')!.getAttribute('aria-disabled'),
          'the taken-over button can act',
        ).to.not.equal('true');
        expect(win.location.href).to.equal(url);
        expect(await api.registrations(eventId), 'a press before the script sent something').to.deep.equal([]);

        // And it works: one press registers once.
        const outcome = api.nextOutcome(page.host, 'registered', 'one press on the taken-over form to register');
        page.form().querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
        await outcome;
        expect((await api.registrations(eventId)).map((r) => [r.email, r.name])).to.deep.equal([
          [email, 'Ada Lovelace'],
        ]);
        expect(win.__cspViolations, 'CSP violations').to.deep.equal([]);
      });

    it('pasted twice on one page: valid apart, each taken over with its own ids, each registers once', async () => {
      // The snippet's own choice of styles: inline in a shadow root, linked in the light DOM (where a
      // second inline copy would reach the first widget).
      const eventId = await api.freshEvent();
      const token = heldToken();
      const page = await prerenderedPage(eventId, token, 'en', 'default', false, 2);
      const doc = page.frame.contentDocument!;
      const hosts = (): EventRegister[] => Array.from(doc.querySelectorAll<EventRegister>('event-register'));
      await waitUntil(() => hosts().length === 2 && hosts().every((h) => rootOf(h).querySelector('form')), 'two forms');
      // In the light DOM a <style> in the page's body would reach every widget; a shadow root's is its own.
      expect(doc.querySelectorAll('style').length, 'a <style> in the page itself').to.equal(0);
      if (ui.renderRoot === 'light') {
        const links = Array.from(doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'));
        expect(links.map((l) => new URL(l.href).pathname)).to.deep.equal(
          Array(2).fill(`/__hold/${token}/event-register.light.css`),
        );
      }
      await fetch(`${api.env.cdnOrigin}/__release/${token}`);
      await api.within(
        page.win.customElements.whenDefined('event-register'),
        'the released script to define the element',
      );
      await waitUntil(
        () => hosts().every((h) => !rootOf(h).querySelector('.er-prerendered')),
        'both forms taken over',
        {
          timeout: 10_000,
        },
      );
      const [first, second] = hosts() as [EventRegister, EventRegister];
      const ids = (host: EventRegister): string[] => Array.from(rootOf(host).querySelectorAll('[id]'), (e) => e.id);
      expect(
        ids(first).filter((id) => ids(second).includes(id)),
        'ids shared by the two widgets',
      ).to.deep.equal([]);
      expect(
        hosts().map((h) => rootOf(h).querySelectorAll('form').length),
        'one form per widget',
      ).to.deep.equal([1, 1]);
      const emails = [api.uniqueEmail('first-paste'), api.uniqueEmail('second-paste')];
      for (const [i, host] of [first, second].entries()) {
        const input = rootOf(host).querySelector<HTMLInputElement>('input[name="email"]')!;
        input.value = emails[i]!;
        input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
        const outcome = api.nextOutcome(host, 'registered', `the ${i === 0 ? 'first' : 'second'} widget to register`);
        rootOf(host).querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
        await outcome;
      }
      expect((await api.registrations(eventId)).map((r) => r.email).sort()).to.deep.equal([...emails].sort());
      expect(page.win.__cspViolations, 'CSP violations').to.deep.equal([]);
    });

    it('writes a consent label with $ patterns and a stray closing tag as it is, before the script and after', async () => {
      // In a replacement string, "$2" and "$&" are patterns: they once spliced the form into the label.
      const label = 'I accept the $25 fee ($& $2)</span> and the <a href="#terms">terms</a>';
      const eventId = await api.freshEvent();
      const token = heldToken();
      const page = await prerenderedPage(eventId, token, 'en', 'inline', label);
      const doc = page.frame.contentDocument!;
      const labelText = (): string => {
        const slotted = doc.querySelector('event-register [slot="consent"]');
        return slotted?.textContent ?? 'no consent label';
      };
      expect(page.form().querySelectorAll('form').length, 'one form before the script').to.equal(1);
      expect(labelText()).to.equal('I accept the $25 fee ($& $2) and the terms');
      expect(doc.querySelector('#after')!.parentElement, 'the text after the form is outside the widget').to.equal(
        doc.body,
      );
      await releaseAndTakeOver(page, token);
      expect(page.form().querySelectorAll('form').length, 'one form after the take-over').to.equal(1);
      expect(labelText()).to.equal('I accept the $25 fee ($& $2) and the terms');
      expect(page.win.__cspViolations, 'CSP violations').to.deep.equal([]);
    });

    it('takes the dark palette after the take-over on a dark page that declares no color-scheme', async () => {
      const eventId = await api.freshEvent();
      const token = heldToken();
      const page = await prerenderedPage(eventId, token);
      // Light text on a dark background, and no `color-scheme`: only the script can tell.
      page.frame.contentDocument!.body.style.cssText = 'background: #0d1117; color: #e6edf3';
      const root = (): Element => page.form().querySelector('.er-root')!;
      expect(root().classList.contains('er-scheme-dark'), 'the server cannot tell').to.equal(false);
      await releaseAndTakeOver(page, token);
      await waitUntil(
        () => root().classList.contains('er-scheme-dark'),
        `the dark palette never came: the form's classes stayed "${root().className}"`,
        { timeout: 5_000 },
      );
      expect(page.form().querySelectorAll('.er-root').length, 'the same form').to.equal(1);
    });

    it('shows the consent checkbox at take-over when the page gives a label the server was not told of', async () => {
      const eventId = await api.freshEvent();
      const token = heldToken();
      const page = await prerenderedPage(eventId, token);
      const box = (): HTMLInputElement | null => page.form().querySelector<HTMLInputElement>('input[name="consent"]');
      expect(box()?.checkVisibility() ?? false, 'no checkbox before the script').to.equal(false);
      const email = api.uniqueEmail('prerendered-page-consent');
      await focusField(page, 'email');
      await ui.typeKeys(email);
      // The page's own label, added as the docs allow, with no `consent` for the server.
      const label = page.frame.contentDocument!.createElement('span');
      label.slot = 'consent';
      label.textContent = 'I agree to the terms';
      page.host.append(label);

      await releaseAndTakeOver(page, token);
      await page.host.updateComplete;
      expect(page.form().querySelectorAll('form').length, 'one form').to.equal(1);
      expect(box()?.checkVisibility(), 'the checkbox shows').to.equal(true);
      expect(box()?.required, 'and is required').to.equal(true);
      expect(page.input('email').value, 'what was typed').to.equal(email);
      expect(focusedIn(page), 'focus stays in the email field').to.equal('input[name="email"]');

      page.form().querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
      await page.host.updateComplete;
      expect(await api.registrations(eventId), 'nothing sent without consent').to.deep.equal([]);
      box()!.click();
      const outcome = api.nextOutcome(page.host, 'registered', 'a press with the box ticked to register');
      page.form().querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
      await outcome;
    });

    it('with a consent label: the checkbox is there before the script, and stays ticked, focused and in place after', async () => {
      const eventId = await api.freshEvent();
      const token = heldToken();
      const page = await prerenderedPage(eventId, token, 'en', 'inline', true);
      const { win } = page;
      const box = (): HTMLInputElement => page.form().querySelector<HTMLInputElement>('input[name="consent"]')!;
      expect(box().checkVisibility(), 'the consent checkbox shows before the script').to.equal(true);
      expect(box().required, 'and is required').to.equal(true);
      const email = api.uniqueEmail('prerendered-consent');
      await focusField(page, 'email');
      await ui.typeKeys(email);
      box().click();
      box().focus();
      const after = page.frame.contentDocument!.getElementById('after')!.getBoundingClientRect().top;
      const controls = watchControls(page);

      const defined = win.customElements.whenDefined('event-register');
      await fetch(`${api.env.cdnOrigin}/__release/${token}`);
      await api.within(defined, 'the released script to define the element');
      await api.within(page.host.updateComplete, 'the element’s first update');
      await waitUntil(
        () => !page.form().querySelector('.er-prerendered'),
        'the pre-rendered markup was never taken over',
        { timeout: 10_000 },
      );

      expect(page.form().querySelectorAll('input[name="consent"]').length, 'one consent checkbox').to.equal(1);
      // In the light DOM the label sits inside the markup, where the element projects the host's
      // own child: that form is rendered anew (docs/server-rendering.md), focus and all kept.
      if (ui.renderRoot === 'shadow') controls.expectKept();
      expect(box().checkVisibility(), 'the consent checkbox still shows').to.equal(true);
      expect(box().checked, 'still ticked').to.equal(true);
      expect(focusedIn(page), 'focus stays on the consent checkbox').to.equal('input[name="consent"]');
      // Its label is the page's own content, projected (shadow root) or moved back into place (light DOM).
      const label = box().labels?.[0];
      const labelText =
        ui.renderRoot === 'light'
          ? label?.textContent
          : label
              ?.querySelector('slot')
              ?.assignedNodes()
              .map((n) => n.textContent)
              .join('');
      expect(labelText?.trim(), 'the consent label').to.equal('I agree to the privacy notice');
      expect(page.host.querySelectorAll('[slot="consent"]').length, 'the label content exists once').to.equal(1);
      expect(
        page.frame.contentDocument!.getElementById('after')!.getBoundingClientRect().top,
        'the text below the form moved',
      ).to.equal(after);

      const outcome = api.nextOutcome(page.host, 'registered', 'one press on the taken-over form to register');
      page.form().querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
      await outcome;
      expect(win.__cspViolations, 'CSP violations').to.deep.equal([]);
    });

    // With --link-styles: the stylesheet file, allowed by the CDN's origin in style-src.
    it('says, in the page language, that the form cannot load when its script is blocked, and keeps what was typed (linked stylesheet)', async () => {
      const page = await prerenderedPage(await api.freshEvent(), heldToken('blocked'), 'de', 'link');
      await focusField(page, 'email');
      await ui.typeKeys('ada@example.com');
      const notice = page.form().querySelector<HTMLElement>('.er-unavailable')!;
      expect(notice, 'the notice is in the markup').to.not.equal(null);
      // The test page shortens the wait to 0.3 s (test/pages/prerendered.css).
      await waitUntil(() => page.win.getComputedStyle(notice).visibility === 'visible', 'the notice never showed', {
        timeout: 10_000,
      });
      expect(notice.textContent).to.match(/Formular/);
      expect(page.form().querySelector('link[rel="stylesheet"]'), 'the stylesheet is linked').to.not.equal(null);
      expect(notice.getBoundingClientRect().height, 'the notice takes room once shown').to.be.greaterThan(10);
      const button = page.form().querySelector<HTMLElement>('.er-submit')!;
      await waitUntil(() => page.win.getComputedStyle(button).opacity === '0.5', 'the button never looked unavailable');
      expect(page.win.customElements.get('event-register')).to.equal(undefined);
      expect(page.input('email').value).to.equal('ada@example.com');
      expect(page.win.__cspViolations, 'CSP violations').to.deep.equal([]);
    });

    it('renders the form anew, with what was typed and the focus, when the markup is not what the script renders', async function () {
      // Light DOM only: innerHTML attaches no declarative shadow root, and the element then renders
      // a shadow root's form as if nothing was pre-rendered (the test below).
      if (ui.renderRoot !== 'light') this.skip();
      const eventId = await api.freshEvent();
      const markup = await (
        await fetch(
          `/__prerendered-markup?event=${encodeURIComponent(eventId)}&key=${encodeURIComponent(api.env.publishableKey)}&render=light`,
        )
      ).text();
      // The root template's digest changed, as markup from another version of the package would have it.
      const foreign = markup.replace(/<!--lit-part [\w+/=]+-->/, '<!--lit-part AAAAAAAAAAA=-->');
      expect(foreign, 'the markup has a template digest to change').to.not.equal(markup);
      const container = document.createElement('div');
      let el: EventRegister | undefined;
      const logged = await ui.captureConsole(async () => {
        container.innerHTML = foreign;
        document.body.append(container);
        el = container.querySelector('event-register')!;
        // Typed before the take-over, which waits for its chunk.
        const email = el.querySelector<HTMLInputElement>('input[name="email"]')!;
        email.value = 'typed@example.com';
        email.focus();
        await waitUntil(() => !el!.querySelector('.er-prerendered'), 'the markup was never taken over', {
          timeout: 10_000,
        });
        await el.updateComplete;
      });
      try {
        expect(el!.querySelectorAll('form').length, 'exactly one form').to.equal(1);
        expect(ui.emailInput(el!).value, 'what was typed').to.equal('typed@example.com');
        expect(document.activeElement, 'focus back in the email field').to.equal(ui.emailInput(el!));
        expect(logged.warnings.join('\n'), 'the console says why').to.match(/could not hydrate the pre-rendered form/);
      } finally {
        container.remove();
      }
    });

    it('renders as usual, and says nothing is wrong, when the markup was inserted with innerHTML', async () => {
      const eventId = await api.freshEvent();
      const markup = await (
        await fetch(
          `/__prerendered-markup?event=${encodeURIComponent(eventId)}&key=${encodeURIComponent(api.env.publishableKey)}&render=${ui.renderRoot}`,
        )
      ).text();
      const container = document.createElement('div');
      let el: EventRegister | undefined;
      const logged = await ui.captureConsole(async () => {
        // As a tag manager inserts it: the declarative shadow root stays a plain <template>.
        container.innerHTML = markup;
        document.body.append(container);
        el = container.querySelector('event-register')!;
        await el.updateComplete;
      });
      try {
        const formRoot: ParentNode = ui.renderRoot === 'light' ? el! : el!.shadowRoot!;
        expect(formRoot.querySelectorAll('form').length, 'exactly one form').to.equal(1);
        expect(formRoot.querySelector('.er-prerendered'), 'no pre-rendered markup left in the form').to.equal(null);
        expect(formRoot.querySelector('input[name="email"]'), 'the email input').to.not.equal(null);
        expect([...logged.warnings, ...logged.errors], 'console').to.deep.equal([]);
      } finally {
        container.remove();
      }
    });
  });
});
