/**
 * An email address reads left to right in every language: in a right-to-left form the email
 * field is `dir="ltr"`, so that "ada@example.com" is not reordered, and its text lines up with
 * its label at the right, as the name field's does.
 */
import { expect } from '@open-wc/testing';
import * as ui from '../../helpers/widget.js';

ui.forEachRoot(() => {
  describe('the email address in a right-to-left form', () => {
    it('reads left to right and lines up with its label in Arabic and Hebrew', async () => {
      for (const locale of ['ar', 'he']) {
        const el = await ui.mountWidget({ locale });
        const email = ui.emailInput(el);
        expect(email.dir, `${locale}: the email field's direction`).to.equal('ltr');
        expect(getComputedStyle(email).direction, `${locale}: the address's direction`).to.equal('ltr');
        expect(getComputedStyle(email).textAlign, `${locale}: the address's alignment`).to.be.oneOf(['end', 'right']);
        // The name is typed in the form's language: it follows the form.
        expect(ui.nameInput(el).hasAttribute('dir'), `${locale}: the name field has no direction of its own`).to.equal(
          false,
        );
        expect(getComputedStyle(ui.nameInput(el)).direction, `${locale}: the name's direction`).to.equal('rtl');
      }
    });

    it('keeps the address at the start in a left-to-right form', async () => {
      const el = await ui.mountWidget({ locale: 'de' });
      expect(getComputedStyle(ui.emailInput(el)).direction).to.equal('ltr');
      expect(getComputedStyle(ui.emailInput(el)).textAlign).to.be.oneOf(['start', 'left']);
    });
  });
});
