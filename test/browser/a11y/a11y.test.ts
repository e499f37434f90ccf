/**
 * The accessibility check itself (test/helpers/a11y.ts): it can fail, through either engine, on what each
 * counts; and what its ignored rules would have checked is checked here instead.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { EventRegister } from '../../../src/event-register.js';
import * as api from '../../helpers/api.js';
import * as ui from '../../helpers/widget.js';
import * as a11y from '../../helpers/a11y.js';

/** The error `expectAccessible` fails with; fails the test when it passes. */
async function failureOf(el: Element): Promise<string> {
  try {
    await a11y.expectAccessible(el, 'on purpose');
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  throw new Error('expectAccessible passed where it had to fail');
}

ui.forEachRoot(() => {
  describe('expectAccessible', () => {
    beforeEach(api.normalServer);

    it('fails on a broken reference in the widget, through both engines, naming the rule and the element', async () => {
      const el = await ui.mountWidget();
      await a11y.expectAccessible(el, 'before the breakage');
      ui.emailInput(el).setAttribute('aria-labelledby', 'nope');
      const message = await failureOf(el);
      // axe cannot rule out an id in another tree: an "incomplete" item, which counts as a failure.
      expect(message).to.include('axe aria-valid-attr-value (incomplete');
      expect(message).to.match(/IBM \w+ \(violation\): .*"nope"/);
      expect(message).to.include('aria-labelledby="nope"');
      expect(message).to.include(`, ${el.shadowRoot ? 'shadow root' : 'light DOM'})`);
      expect(message).to.include('on purpose');
    });

    it('fails on an IBM potential violation', async () => {
      const el = await fixture(
        html`<div><p>Press the button on the left to go on.</p><button type="button">Go on</button></div>`,
      );
      expect(await failureOf(el)).to.include('IBM text_sensory_misuse (potential violation)');
    });

    it('fails when the engines cannot see into the element (a closed shadow root)', async () => {
      const host = await fixture(html`<div></div>`);
      host.attachShadow({ mode: 'closed' }).innerHTML = '<input type="text">';
      expect(await failureOf(host)).to.match(/reported nothing inside/);
    });

    it('ignores nothing without a reason', () => {
      for (const { rule, reason } of a11y.ignoredRules)
        expect(reason.length, `the reason for ignoring ${rule}`).to.be.greaterThan(80);
    });
  });

  // IBM's style_focus_visible is ignored (see a11y.ts): what it asks a person to check is checked here.
  describe('a focus indicator on every control (instead of IBM style_focus_visible)', () => {
    beforeEach(api.normalServer);

    function expectOutline(el: EventRegister, what: string): void {
      const control = ui.focused(el);
      if (!control) throw new Error(`${what}: nothing in the widget has focus`);
      const style = getComputedStyle(control);
      expect(style.outlineStyle, `${what}: outline-style`).to.not.equal('none');
      expect(parseFloat(style.outlineWidth), `${what}: outline-width`).to.be.at.least(2);
    }

    it('shows an outline on the inputs, the button, the error summary and its link when focused', async () => {
      const el = await ui.mountWidget({ 'name-field': 'required' });
      ui.emailInput(el).focus();
      expectOutline(el, 'the email field');
      await sendKeys({ press: 'Tab' });
      ui.expectFocus(el, ui.nameInput(el), 'Tab to the name field');
      expectOutline(el, 'the name field');
      await sendKeys({ press: 'Tab' });
      ui.expectFocus(el, ui.submitButton(el), 'Tab to the button');
      expectOutline(el, 'the button');
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
      await el.updateComplete;
      ui.expectFocus(el, ui.errorSummary(el), 'the error summary after an empty submit');
      expectOutline(el, 'the error summary');
      await sendKeys({ press: 'Tab' });
      ui.expectFocus(el, ui.errorSummary(el)!.querySelector('a'), 'Tab to the summary’s first link');
      expectOutline(el, 'the summary’s link');
    });
  });
});
