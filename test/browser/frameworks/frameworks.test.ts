/**
 * <event-register> rendered by React 19 (the plain tag and the
 * `event-register/react` wrapper) and by Vue 3 (runtime template), against the
 * local API. The fixture apps are in test/frameworks/, bundled with the built
 * package (dist/lib) into dist/test-frameworks/fixtures.js by
 * scripts/build-framework-fixtures.mjs.
 *
 * This file must not import test/helpers/widget.ts: that defines <event-register>
 * from src/, and the tag can be defined once per page. Here the bundle's copy
 * (the built package) defines it. test/helpers/api.ts has no such side effect.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { EventRegister } from '../../../src/event-register.js';
import type { DialogCloseDetail } from '../../../src/events/dialog-close.js';
import type { DialogOpenDetail } from '../../../src/events/dialog-open.js';
import type { RegisteredDetail } from '../../../src/events/registered.js';
import type { StateChangeDetail } from '../../../src/events/state-change.js';
import type { SubmitErrorDetail } from '../../../src/events/submit-error.js';
import * as api from '../../helpers/api.js';
import type {
  FixtureHandle,
  FixtureProps,
  FrameworkFixtures,
  Mount,
  ReceivedEvent,
  WidgetEventName,
} from '../../frameworks/types.js';

const BUNDLE = '/dist/test-frameworks/fixtures.js';

let fixtures: FrameworkFixtures;

async function loadFixtures(): Promise<FrameworkFixtures> {
  try {
    return ((await import(/* @vite-ignore */ BUNDLE)) as { default: FrameworkFixtures }).default;
  } catch (error) {
    throw new Error(
      `could not load ${BUNDLE}: run \`node scripts/build-framework-fixtures.mjs\` first (${String(error)})`,
    );
  }
}

before(async () => {
  fixtures = await loadFixtures();
});

// --- the widget's shadow DOM (the few helpers of helpers.ts this file needs) ---

// Assertions compare booleans and strings, never elements: a failing chai
// assertion on an element makes the runner serialise it, and one that Vue or
// React has rendered drags in the framework's whole object graph (the run then
// hangs instead of reporting the failure).

function has(el: HTMLElement, selector: string): boolean {
  return el.shadowRoot!.querySelector(selector) !== null;
}

function part<T extends Element>(el: HTMLElement, selector: string): T {
  const found = el.shadowRoot!.querySelector<T>(selector);
  if (!found) throw new Error(`nothing matches ${selector} in <event-register>`);
  return found;
}

const input = (el: HTMLElement, field: 'email' | 'name') => part<HTMLInputElement>(el, `input[name="${field}"]`);

/** Sets a field's value and fires `input`, as the element sees typing. */
async function typeInto(el: EventRegister, field: 'email' | 'name', value: string): Promise<void> {
  const target = input(el, field);
  target.value = value;
  target.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  await el.updateComplete;
}

/** Real key presses into a field, one character per command (see typeKeys in helpers.ts for why). */
async function typeKeys(el: EventRegister, field: 'email' | 'name', text: string): Promise<void> {
  input(el, field).focus();
  for (const character of text) await sendKeys({ type: character });
  await el.updateComplete;
}

function submit(el: HTMLElement): void {
  part<HTMLButtonElement>(el, 'button[type="submit"]').click();
}

// --- console: React and Vue development builds report misuse there ---

const CONSOLE_METHODS = ['warn', 'error'] as const;
let consoleLines: string[] = [];
let restoreConsole: (() => void) | undefined;

function captureConsole(): void {
  consoleLines = [];
  const originals = CONSOLE_METHODS.map((method) => console[method].bind(console));
  for (const method of CONSOLE_METHODS) {
    console[method] = (...args: unknown[]) => {
      consoleLines.push(`${method}: ${args.map((a) => (typeof a === 'string' ? a : String(a))).join(' ')}`);
    };
  }
  restoreConsole = () => CONSOLE_METHODS.forEach((method, i) => (console[method] = originals[i]!));
}

// --- the variants ---

interface Variant {
  title: string;
  mount: () => Mount;
  /** The framework handler each event must arrive through. */
  handlers: Record<WidgetEventName, string>;
}

const VUE_HANDLERS: Record<WidgetEventName, string> = {
  registered: '@registered',
  'series-registered': '@series-registered',
  identified: '@identified',
  'submit-error': '@submit-error',
  'register-submit': '@register-submit',
  'state-change': '@state-change',
  join: '@join',
  'dialog-open': '@dialog-open',
  'dialog-close': '@dialog-close',
  'submit-invalid': '@submit-invalid',
  'address-suggestion': '@address-suggestion',
  'calendar-add': '@calendar-add',
};

const VARIANTS: Variant[] = [
  {
    // snippet: embedding-react-tag (TagApp in frameworks/react-fixtures.tsx)
    title: 'React 19: plain <event-register> tag',
    mount: () => fixtures.mountReactTag,
    handlers: {
      registered: 'onregistered',
      'series-registered': 'onseries-registered',
      identified: 'onidentified',
      'submit-error': 'onsubmit-error',
      'register-submit': 'onregister-submit',
      'state-change': 'onstate-change',
      join: 'onjoin',
      'dialog-open': 'ondialog-open',
      'dialog-close': 'ondialog-close',
      'submit-invalid': 'onsubmit-invalid',
      'address-suggestion': 'onaddress-suggestion',
      'calendar-add': 'oncalendar-add',
    },
  },
  {
    // snippet: embedding-react-wrapper (WrapperApp in frameworks/react-fixtures.tsx)
    title: 'React 19: event-register/react wrapper',
    mount: () => fixtures.mountReactWrapper,
    handlers: {
      registered: 'onRegistered',
      'series-registered': 'onSeriesRegistered',
      identified: 'onIdentified',
      'submit-error': 'onSubmitError',
      'register-submit': 'onRegisterSubmit',
      'state-change': 'onStateChange',
      join: 'onJoin',
      'dialog-open': 'onDialogOpen',
      'dialog-close': 'onDialogClose',
      'submit-invalid': 'onSubmitInvalid',
      'address-suggestion': 'onAddressSuggestion',
      'calendar-add': 'onCalendarAdd',
    },
  },
  {
    // snippet: embedding-vue-sfc: its bindings in a runtime template (frameworks/vue-fixture.ts)
    title: 'Vue 3: runtime template with isCustomElement',
    mount: () => fixtures.mountVue,
    handlers: VUE_HANDLERS,
  },
  {
    title: 'Vue 3: mounted before the element is defined (a late-loaded widget)',
    mount: () => fixtures.mountVueBeforeDefine,
    handlers: VUE_HANDLERS,
  },
];

describe('frameworks: the fixture bundle', () => {
  it('defines <event-register> with the built package’s class, once', () => {
    expect(customElements.get('event-register') === fixtures.EventRegister, 'the bundle’s class').to.equal(true);
    expect(fixtures.reactVersion).to.match(/^19\./);
    expect(fixtures.vueVersion).to.match(/^3\./);
  });

  // snippet: embedding-npm-js: the bundle imported `event-register` (the built package); nextOutcome() listens
  // for `registered` and `submit-error` on the element with addEventListener.
  it('takes over a server-rendered form (the npm element): what was typed is kept, one form, and it registers', async () => {
    await api.normalServer();
    const eventId = await api.freshEvent();
    const markup = await (
      await fetch(
        `/__prerendered-markup?event=${encodeURIComponent(eventId)}&key=${encodeURIComponent(api.env.publishableKey)}`,
      )
    ).text();
    const container = document.createElement('div');
    // Inserted as a server's HTML is parsed: setHTMLUnsafe attaches the declarative shadow root
    // (innerHTML would not). The element is already defined, so it upgrades as it is inserted.
    const staged = document.createElement('div');
    staged.setHTMLUnsafe(markup);
    const el = staged.querySelector('event-register') as EventRegister;
    expect(
      el.shadowRoot?.querySelector('.er-prerendered') != null,
      'a declarative shadow root with the pre-rendered form',
    ).to.equal(true);
    const email = api.uniqueEmail('npm-takeover');
    input(el, 'email').value = email;
    try {
      container.append(staged);
      document.body.append(container);
      await el.updateComplete;
      await waitUntil(() => !has(el, '.er-prerendered'), 'the pre-rendered form was never taken over', {
        timeout: 10_000,
      });
      expect(el.shadowRoot!.querySelectorAll('form').length, 'one form').to.equal(1);
      expect(input(el, 'email').value, 'the value typed before the take-over').to.equal(email);
      const outcome = api.nextOutcome(el, 'registered', 'the taken-over form to register');
      part<HTMLButtonElement>(el, 'button[type="submit"]').click();
      await outcome;
      expect((await api.registrations(eventId)).map((r) => r.email)).to.deep.equal([email]);
    } finally {
      container.remove();
    }
  });
});

for (const variant of VARIANTS) {
  describe(`frameworks: ${variant.title}`, () => {
    let container: HTMLElement;
    let handle: FixtureHandle | undefined;

    beforeEach(async () => {
      await api.normalServer();
      container = document.createElement('div');
      document.body.append(container);
      captureConsole();
    });

    afterEach(() => {
      restoreConsole?.();
      handle?.unmount();
      handle = undefined;
      container.remove();
    });

    async function mount(
      props: Partial<FixtureProps> & { eventId: string },
    ): Promise<{ h: FixtureHandle; el: EventRegister }> {
      handle = await variant.mount()(container, { apiKey: api.env.publishableKey, baseUrl: api.env.baseUrl, ...props });
      const el = handle.element as EventRegister;
      expect(el instanceof fixtures.EventRegister, 'an instance of the built package’s class').to.equal(true);
      return { h: handle, el };
    }

    const received = (h: FixtureHandle, type: WidgetEventName): ReceivedEvent[] =>
      h.events.filter((e) => e.type === type);

    async function waitForEvent(h: FixtureHandle, type: WidgetEventName): Promise<ReceivedEvent> {
      await waitUntil(() => received(h, type).length > 0, `no ${type} reached the ${variant.handlers[type]} handler`, {
        timeout: 10_000,
      });
      return received(h, type)[0]!;
    }

    /** Every received event came through its own handler, dispatched on the rendered element. */
    function expectWiredThroughFramework(h: FixtureHandle, el: HTMLElement): void {
      for (const event of h.events) {
        expect(event.via, `${event.type} handler`).to.equal(variant.handlers[event.type as WidgetEventName]);
        expect(event.target === el, `${event.type} dispatched on the rendered element`).to.equal(true);
      }
    }

    it('registers against the local API, with every event through the framework’s handlers', async () => {
      const eventId = await api.freshEvent();
      const { h, el } = await mount({ eventId, name: 'Prefilled Name' });
      // Configuration from the framework: attributes (event-id, api-key, base-url) or properties.
      expect(el.eventId).to.equal(eventId);
      expect(el.apiKey).to.equal(api.env.publishableKey);
      expect(el.baseUrl).to.equal(api.env.baseUrl);
      expect(input(el, 'name').value).to.equal('Prefilled Name');

      const email = api.uniqueEmail('framework');
      await typeInto(el, 'email', email);
      await typeInto(el, 'name', 'Ada Lovelace');
      submit(el);
      const registered = await waitForEvent(h, 'registered');

      expect(h.events.map((e) => e.type)).to.deep.equal([
        'register-submit',
        'state-change',
        'state-change',
        'registered',
      ]);
      expect(received(h, 'register-submit')[0]!.detail).to.deep.equal({ email, name: 'Ada Lovelace' });
      expect(received(h, 'state-change').map((e) => e.detail as StateChangeDetail)).to.deep.equal([
        { state: 'submitting', previous: 'idle' },
        { state: 'success', previous: 'submitting' },
      ]);
      const detail = registered.detail as RegisteredDetail;
      expect(detail.eventId).to.equal(eventId);
      expectWiredThroughFramework(h, el);

      const stored = await api.registrations(eventId);
      expect(stored.map((r) => [r.email, r.name])).to.deep.equal([[email, 'Ada Lovelace']]);
      expect(stored[0]!.registration_id).to.equal(detail.registrationId);
      expect(stored[0]!.viewer_id).to.equal(detail.viewerId);
      await el.updateComplete;
      expect(has(el, '[part~="success"]'), 'success view').to.equal(true);
      expect(has(el, '[part~="success-link"]'), 'link with show-link off').to.equal(false);
      expect(consoleLines).to.deep.equal([]);
    });

    it('applies name-field and show-link set from the framework, and their later changes', async () => {
      const eventId = await api.freshEvent();
      const { h, el } = await mount({ eventId, nameField: 'hidden', showLink: true });
      expect(el.nameField).to.equal('hidden');
      expect(has(el, 'input[name="name"]'), 'hidden name field').to.equal(false);

      await h.update({ nameField: 'optional' });
      expect(el.nameField).to.equal('optional');
      expect(has(el, 'input[name="name"]'), 'shown again').to.equal(true);
      await h.update({ nameField: 'hidden' });
      expect(has(el, 'input[name="name"]'), 'hidden again').to.equal(false);

      const email = api.uniqueEmail('framework');
      await typeInto(el, 'email', email);
      submit(el);
      const detail = (await waitForEvent(h, 'registered')).detail as RegisteredDetail;
      await el.updateComplete;
      expect(el.showLink, 'showLink from the framework').to.equal(true);
      expect(part<HTMLAnchorElement>(el, '[part~="success-link"]').href).to.equal(detail.magicLink);
      // false from the framework must turn it off (an attribute "false" would read as true).
      await h.update({ showLink: false });
      expect(el.showLink, 'showLink false from the framework').to.equal(false);
      expect(has(el, '[part~="success-link"]'), 'link after show-link off').to.equal(false);

      expect(received(h, 'register-submit')[0]!.detail).to.deep.equal({ email });
      expect((await api.registrations(eventId)).map((r) => r.email)).to.deep.equal([email]);
      expectWiredThroughFramework(h, el);
      expect(consoleLines).to.deep.equal([]);
    });

    it('passes a 404 (unknown event) to the submit-error handler, then registers once the framework sets a real event id', async () => {
      const missing = `evt_missing_${Date.now().toString(36)}`;
      const { h, el } = await mount({ eventId: missing });
      const email = api.uniqueEmail('framework');
      await typeInto(el, 'email', email);
      submit(el);
      const error = (await waitForEvent(h, 'submit-error')).detail as SubmitErrorDetail;
      expect(error.kind).to.equal('not-found');
      expect(error.status).to.equal(404);
      expect(received(h, 'state-change').map((e) => (e.detail as StateChangeDetail).state)).to.deep.equal([
        'submitting',
        'error',
      ]);
      expect(received(h, 'registered')).to.have.length(0);
      // The widget's own explanation, and nothing from React or Vue.
      expect(consoleLines).to.deep.equal([
        `error: <event-register> event-id "${missing}" was not found (HTTP 404). See docs/errors.md.`,
      ]);

      const eventId = await api.freshEvent();
      await h.update({ eventId });
      expect(el.eventId).to.equal(eventId);
      expect(input(el, 'email').value, 'kept across the reconfiguration').to.equal(email);
      submit(el);
      expect(((await waitForEvent(h, 'registered')).detail as RegisteredDetail).eventId).to.equal(eventId);
      expect((await api.registrations(eventId)).map((r) => r.email)).to.deep.equal([email]);
      expectWiredThroughFramework(h, el);
    });

    it('passes the server’s 422 for an address only it rejects to the submit-error handler', async () => {
      const eventId = await api.freshEvent();
      const { h, el } = await mount({ eventId });
      await typeInto(el, 'email', 'someone@example.invalid');
      submit(el);
      const error = (await waitForEvent(h, 'submit-error')).detail as SubmitErrorDetail;
      expect(error.kind).to.equal('validation');
      expect(error.status).to.equal(422);
      expect(error.fieldErrors.map((e) => e.field)).to.deep.equal(['email']);
      expect(input(el, 'email').getAttribute('aria-invalid')).to.equal('true');
      expect(input(el, 'email').value).to.equal('someone@example.invalid');
      expect(await api.registrations(eventId)).to.have.length(0);
      expectWiredThroughFramework(h, el);
      expect(consoleLines).to.deep.equal([]);
    });

    it('identifies in identify mode set from the framework, through the identified handler', async () => {
      const eventId = await api.freshEvent();
      const externalId = `user-${Date.now().toString(36)}`;
      const { h, el } = await mount({ eventId, mode: 'identify', externalId });
      expect(el.mode).to.equal('identify');
      expect(el.externalId).to.equal(externalId);
      submit(el);
      const identified = await waitForEvent(h, 'identified');
      expect((identified.detail as { eventId: string }).eventId).to.equal(eventId);
      expect(received(h, 'register-submit')[0]!.detail).to.deep.equal({ external_id: externalId });
      expectWiredThroughFramework(h, el);
      expect(consoleLines).to.deep.equal([]);
    });

    it('opens and closes the dialog set from the framework, with dialog-open and dialog-close through its handlers', async () => {
      const eventId = await api.freshEvent();
      const { h, el } = await mount({ eventId, dialog: true });
      expect(el.dialog, 'dialog from the framework').to.equal(true);
      await waitUntil(() => has(el, '[part~="dialog-button"]'), 'no dialog button', { timeout: 10_000 });
      const dialog = part<HTMLDialogElement>(el, '[part~="dialog"]');
      expect(dialog.open, 'closed at first').to.equal(false);

      part<HTMLButtonElement>(el, '[part~="dialog-button"]').click();
      const opened = await waitForEvent(h, 'dialog-open');
      expect(dialog.open, 'open after its button').to.equal(true);
      expect((opened.detail as DialogOpenDetail).opener === el, 'the widget’s own button opened it').to.equal(true);
      part<HTMLButtonElement>(el, '[part~="dialog-close"]').click();
      await waitForEvent(h, 'dialog-close');
      expect(dialog.open, 'closed by its close button').to.equal(false);

      el.open();
      await waitUntil(() => received(h, 'dialog-open').length === 2, 'open() fired no second dialog-open');
      el.close();
      await waitUntil(() => received(h, 'dialog-close').length === 2, 'close() fired no second dialog-close');
      expect(h.events.map((e) => e.type)).to.deep.equal(['dialog-open', 'dialog-close', 'dialog-open', 'dialog-close']);
      expect((received(h, 'dialog-open')[1]!.detail as DialogOpenDetail).opener === null, 'open(): no opener').to.equal(
        true,
      );
      expect(received(h, 'dialog-close').map((e) => (e.detail as DialogCloseDetail).reason)).to.deep.equal([
        'button',
        'api',
      ]);
      expectWiredThroughFramework(h, el);

      // Off from the framework: the form is back where the element stands, with no dialog.
      await h.update({ dialog: false });
      expect(el.dialog, 'dialog false from the framework').to.equal(false);
      expect(has(el, '[part~="dialog"]'), 'no dialog once off').to.equal(false);
      expect(has(el, 'input[name="email"]'), 'the form inline').to.equal(true);
      expect(consoleLines).to.deep.equal([]);
    });

    it('keeps what the person typed when the framework re-renders', async () => {
      const eventId = await api.freshEvent();
      const { h, el } = await mount({ eventId, label: 'first' });
      const email = api.uniqueEmail('typed');
      await typeKeys(el, 'email', email);
      await typeKeys(el, 'name', 'Grace Hopper');
      expect(input(el, 'email').value).to.equal(email);

      // Parent state that is not the widget's: the parent and the element's data-label re-render.
      await h.update({ label: 'second' });
      expect(container.querySelector('.label')!.textContent).to.equal('second');
      expect(el.getAttribute('data-label')).to.equal('second');
      expect(input(el, 'email').value).to.equal(email);
      expect(input(el, 'name').value).to.equal('Grace Hopper');
      expect(el.shadowRoot!.activeElement === input(el, 'name'), 'focus stays in the name field').to.equal(true);

      // The widget's own props change too: a new prefill must not replace typed text, and the form re-renders.
      await h.update({ label: 'third', name: 'Prefill from the parent', nameField: 'required' });
      expect(el.nameField).to.equal('required');
      expect(input(el, 'name').required).to.equal(true);
      expect(input(el, 'email').value).to.equal(email);
      expect(input(el, 'name').value).to.equal('Grace Hopper');

      submit(el);
      await waitForEvent(h, 'registered');
      // Handlers were re-bound on every render, never stacked: each event arrived once.
      expect(h.events.map((e) => e.type)).to.deep.equal([
        'register-submit',
        'state-change',
        'state-change',
        'registered',
      ]);
      expect(received(h, 'register-submit')[0]!.detail).to.deep.equal({ email, name: 'Grace Hopper' });
      expect((await api.registrations(eventId)).map((r) => [r.email, r.name])).to.deep.equal([[email, 'Grace Hopper']]);
      expectWiredThroughFramework(h, el);
      expect(consoleLines).to.deep.equal([]);
    });
  });
}
