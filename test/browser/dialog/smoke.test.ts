import { expect, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { DialogCloseEvent } from '../../../src/events/dialog-close.js';
import * as ui from '../../helpers/widget.js';

ui.forEachRoot(() => {
  it('opens from its button, focuses the email field, and closes on Escape back to the button', async () => {
    const el = await ui.mountWidget({ dialog: true, 'event-title': 'Launch' });
    const button = ui.part(el, '[part~="dialog-button"]');
    const dialog = ui.part<HTMLDialogElement>(el, '[part~="dialog"]');
    expect(dialog.open).to.equal(false);
    button.focus();
    const opened = oneEvent(el, 'dialog-open');
    button.click();
    await opened;
    expect(dialog.open).to.equal(true);
    ui.expectFocus(el, ui.emailInput(el), 'on open');
    const closed = oneEvent(el, 'dialog-close') as Promise<DialogCloseEvent>;
    await sendKeys({ press: 'Escape' });
    expect((await closed).detail.reason).to.equal('escape');
    ui.expectFocus(el, button, 'on close');
  });
});
