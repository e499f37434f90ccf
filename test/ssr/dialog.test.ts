/**
 * `dialog` on a server: `renderEventRegister()` and the snippet command render the widget's button,
 * and the form in a closed `<dialog>` before it, in the page's language, so that the browser
 * hydrates the same template: nothing moves when the script takes over.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { renderEventRegister, type EventRegisterAttributes } from '../../src/server/render.js';
import { stylesheetText } from '../../src/server/styles.js';

const ATTRS = { 'event-id': 'evt_1', 'api-key': 'pk_live_1', 'base-url': 'https://api.example.com/v1', dialog: true };

/** The markup without Lit's comment markers. */
const plain = (markup: string): string => markup.replace(/<!--[^>]*-->/g, '');

const rendered = async (attributes: EventRegisterAttributes = {}, lang?: string): Promise<string> =>
  plain(await renderEventRegister({ ...ATTRS, ...attributes }, { styles: 'none', lang }));

/** The widget's own button (after the dialog), its tag and its text. */
function widgetButton(markup: string): { tag: string; text: string } {
  const match = /(<button [^>]*class="er-submit er-dialog-button"[^>]*>)(.*?)<\/button>/.exec(markup);
  assert.ok(match, `no widget button in ${markup}`);
  return { tag: match[1]!, text: match[2]!.replace(/<[^>]*>/g, '').trim() };
}

for (const root of ['shadow', 'light'] as const) {
  describe(`dialog rendered on a server (${root} root)`, () => {
    const attrs = { 'render-root': root === 'light' ? 'light' : undefined };

    it('renders a closed dialog with the form, then the widget button, which does nothing before the script', async () => {
      const markup = await rendered(attrs);
      assert.match(markup, / dialog[ >]/, 'the host keeps its dialog attribute');
      const dialog = /<dialog class="er-dialog"[^>]*>/.exec(markup)?.[0];
      assert.ok(dialog, 'a <dialog>');
      assert.doesNotMatch(dialog, /\bopen\b/, 'the dialog is closed');
      assert.match(dialog, /aria-label="Register"/, 'named "Register" without event-title');
      // The form is inside the dialog, the widget's button after it, in the root.
      const [dialogAt, formAt, closeAt, buttonAt] = [
        markup.indexOf('<dialog'),
        markup.indexOf('<form'),
        markup.indexOf('</dialog>'),
        markup.indexOf('er-dialog-button'),
      ];
      assert.ok(dialogAt < formAt && formAt < closeAt && closeAt < buttonAt, 'dialog > form, then the button');
      assert.match(markup, /<button type="button" class="er-dialog-close"[^>]*title="Close"/);
      assert.match(markup, /<h2 class="er-dialog-title">Register<\/h2>/);
      const button = widgetButton(markup);
      assert.equal(button.text, 'Register');
      assert.match(button.tag, /aria-disabled="true"/, 'the button says it does nothing yet');
      assert.match(button.tag, /type="button"/);
      // The root is marked for the take-over, and the notice for a script that never comes follows the button.
      assert.match(markup, /<div class="er-root er-prerendered /);
      assert.ok(markup.indexOf('class="er-unavailable"') > buttonAt, 'the notice after the button');
      if (root === 'light') assert.doesNotMatch(markup, / part=/);
      else assert.match(button.tag, /part="dialog-button"/);
      if (root === 'shadow')
        assert.match(markup, /<slot name="dialog-button">Register<\/slot>/, "the page's dialog-button slot");
    });

    it("names the dialog by event-title and speaks the page's language; identify mode's button reads Join event", async () => {
      const titled = await rendered({ ...attrs, 'event-title': 'Launch day' });
      assert.match(titled, /<dialog class="er-dialog"[^>]*aria-label="Launch day"/);
      assert.match(titled, /<h2 class="er-dialog-title">Launch day<\/h2>/);
      assert.equal(widgetButton(titled).text, 'Register');
      const german = await rendered(attrs, 'de');
      assert.equal(widgetButton(german).text, 'Registrieren');
      assert.match(german, /<dialog class="er-dialog"[^>]*aria-label="Registrieren"/);
      const identify = await rendered({ ...attrs, mode: 'identify', 'external-id': 'u1' });
      assert.equal(widgetButton(identify).text, 'Join event');
    });
  });
}

describe('the dialog on a server: its styles and the snippet', () => {
  it("puts the dialog's rules in both stylesheets, so the button looks the same before and after the script", () => {
    assert.match(stylesheetText('shadow'), /\.er-dialog-button:focus-visible/);
    assert.match(stylesheetText('shadow'), /::backdrop \{ background: var\(--event-register-backdrop/);
    assert.match(stylesheetText('light'), /\.er-dialog/);
  });

  it('renders no dialog without the attribute', async () => {
    const markup = await rendered({ dialog: undefined });
    assert.doesNotMatch(markup, /<dialog|er-dialog-button/);
  });
});
