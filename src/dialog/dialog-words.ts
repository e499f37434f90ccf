/**
 * What the dialog and the widget's button say: the same words for the browser's dialog
 * (dialog.ts) and for a server renderer (src/server/dialog.ts), whose markup the browser hydrates.
 */
import { html } from 'lit';
import { labels } from '../form/messages.js';
import type { DialogHost, DialogSlots } from './dialog-host.js';
import { dialogText } from './messages.js';
import type { DialogView } from './templates/dialog-view.js';

export function dialogWords(
  host: Pick<DialogHost, 'mode' | 'eventTitle' | 'state'>,
  slots: DialogSlots,
): Pick<DialogView, 'title' | 'button' | 'closeLabel'> {
  // The button's text at rest, as the form's (form/mode-labels.ts): "Join event" in identify mode.
  const rest = host.mode === 'identify' ? labels.join() : labels.register();
  return {
    title: host.eventTitle?.trim() || rest,
    // Once registered, the button opens the result again, and says so.
    button: host.state === 'success' ? dialogText.registered() : slots.render('dialog-button', html`${rest}`),
    closeLabel: dialogText.close(),
  };
}
