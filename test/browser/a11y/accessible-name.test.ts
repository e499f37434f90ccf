/**
 * The controls' accessible names and roles as each engine computes them: read from the engine's
 * own accessibility tree by the `accessible-name` server command (test/plugins/accessible-name-command.mjs), not
 * approximated in JavaScript. Chromium: the DevTools Protocol's AX tree. WebKit: WebDriver's Get
 * Computed Label and Role. Firefox: Gecko's name can only be compared over WebDriver BiDi, not
 * read, so each test passes the expected name and the plausible wrong ones as candidates and the
 * command reports which one Gecko matches (or that it matches none of them). Runs in both roots.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import type { EventRegister } from '../../../src/event-register.js';
import * as api from '../../helpers/api.js';
import * as ui from '../../helpers/widget.js';

/** What the `accessible-name` command answers. */
interface AccessibleName {
  engine?: 'chromium' | 'firefox' | 'webkit';
  /** The protocol command the name came from. */
  via?: string;
  /** The engine's name; undefined in Firefox when Gecko's is none of the candidates. */
  name?: string;
  role?: string;
  /** Firefox: the candidates Gecko's name was compared with, when it matched none. */
  notAnyOf?: string[];
  /** Chromium: the node is not in the accessibility tree. */
  ignored?: boolean;
  unsupported?: string;
}

let widgets = 0;

/** Gives the widget an id (the command finds it by a selector) and asks the engine about one of its controls. */
async function accessibleName(el: EventRegister, selector: string, candidates: string[]): Promise<AccessibleName> {
  if (!el.id) el.id = `accessible-name-${++widgets}`;
  const result = await executeServerCommand<AccessibleName, { path: string[]; candidates: string[] }>(
    'accessible-name',
    {
      path: [`event-register#${el.id}`, selector],
      candidates,
    },
  );
  if (!result)
    throw new Error(
      'the accessible-name command gave no answer (is test/plugins/accessible-name-command.mjs in web-test-runner.config.mjs?)',
    );
  // Every engine of this suite reads (or, Firefox, compares) names: an engine that cannot is a failure, with its reason.
  if (result.unsupported)
    throw new Error(`${api.env.engine} cannot give the engine's accessible name: ${result.unsupported}`);
  return result;
}

/** Asserts the engine's name and role of a control, the message saying which engine and how it was asked. */
async function expectAccessible(
  el: EventRegister,
  selector: string,
  expected: { name: string; role: string; wrong?: string[] },
): Promise<void> {
  const result = await accessibleName(el, selector, [expected.name, ...(expected.wrong ?? [])]);
  const computed =
    result.name === undefined
      ? `a name that is none of ${JSON.stringify(result.notAnyOf)}`
      : JSON.stringify(result.name);
  const where = `${api.env.engine} (${result.via}), ${selector} in the ${el.shadowRoot ? 'shadow root' : 'light DOM'}`;
  expect(result.ignored, `${where}: not in the accessibility tree`).to.not.equal(true);
  expect(result.name, `${where} computes ${computed}`).to.equal(expected.name);
  expect(result.role, `${where}: role`).to.equal(expected.role);
}

ui.forEachRoot(() => {
  describe('<event-register> accessible names, as each engine computes them', () => {
    it('names the email field "Email"', async () => {
      const el = await ui.mountWidget();
      await expectAccessible(el, 'input[name="email"]', {
        name: 'Email',
        role: 'textbox',
        wrong: ['Email (optional)'],
      });
    });

    it('names the optional name field "Name (optional)", with the space', async () => {
      const el = await ui.mountWidget({ 'name-field': 'optional' });
      // "Name(optional)": the space before "(optional)" lost, as Chromium computed it before the template fix.
      await expectAccessible(el, 'input[name="name"]', {
        name: 'Name (optional)',
        role: 'textbox',
        wrong: ['Name(optional)', 'Name', 'Name  (optional)'],
      });
    });

    it('names the name field "Name" when it is required', async () => {
      const el = await ui.mountWidget({ 'name-field': 'required' });
      await expectAccessible(el, 'input[name="name"]', {
        name: 'Name',
        role: 'textbox',
        wrong: ['Name (optional)', 'Name(optional)'],
      });
    });

    it('names the submit button "Register"', async () => {
      const el = await ui.mountWidget();
      await expectAccessible(el, 'button[type="submit"]', {
        name: 'Register',
        role: 'button',
        wrong: ['Register ', ' Register'],
      });
    });

    it('names the consent checkbox by the host’s consent text', async () => {
      const el = ui.withRenderRoot(document.createElement('event-register'));
      el.setAttribute('event-id', api.env.demoEventId);
      el.setAttribute('api-key', api.env.publishableKey);
      el.setAttribute('base-url', api.env.baseUrl);
      const consent = document.createElement('span');
      consent.slot = 'consent';
      consent.textContent = 'I agree to receive emails about this event.';
      el.append(consent);
      await fixture(html`<div>${el}</div>`);
      await ui.settled(el);
      expect(ui.part(el, '[part~="consent"]').hidden, 'the consent checkbox is shown').to.equal(false);
      await expectAccessible(el, 'input[name="consent"]', {
        name: 'I agree to receive emails about this event.',
        role: 'checkbox',
        wrong: ['I agree to receive emails about this event. ', ''],
      });
    });

    it('gives the focused success view no name of its own: the live region it appears in has said the message', async () => {
      const { el } = await ui.filledWidget();
      await ui.submitAndWait(el, 'registered');
      await ui.settled(el);
      ui.expectFocus(el, ui.part(el, '[part~="success"]'), 'after the success');
      // A focused plain <div> is named from its content in Chromium ("You're registered! Check your
      // inbox: …"), which a screen reader says again on focus: the view is an unnamed group.
      await expectAccessible(el, '[part~="success"]', {
        name: '',
        role: 'group',
        wrong: ["You're registered! Check your inbox: we sent you a link to join the event.", "You're registered!"],
      });
    });
  });
});
