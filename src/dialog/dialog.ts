/**
 * The dialog chunk (`dialog`): the form in a modal dialog, opened by the widget's button, by the
 * page's openers (`data-event-register-open`) and by `open()`. Declared in src/features.ts: the
 * element loads it only with `dialog` (or at `open()`), and its first render waits for it.
 */
import { html, type TemplateResult } from 'lit';
import type { DialogCloseReason } from '../events/dialog-close.js';
import { labels } from '../form/messages.js';
import { adoptRules } from '../form/styles/light.js';
import { localeLoaders } from '../generated/dialog-locale-loaders.js';
import { addCataloguePart } from '../i18n/catalogues.js';
import { DialogController } from './dialog-controller.js';
import type { DialogHost, DialogSlots } from './dialog-host.js';
import { dialogText } from './messages.js';
import { listenToOpeners, nameOf } from './openers.js';
import { prefetchWhenSeen } from './seen.js';
import { dialogRules } from './styles/dialog-rules.js';
import { dialogTemplate } from './templates/dialog-view.js';

export { openersOf } from './seen.js';

addCataloguePart(localeLoaders);
/** The documents (light DOM) and shadow roots that have the dialog's rules. */
const adopted = new WeakSet<Document | ShadowRoot>();
const controllers = new WeakMap<DialogHost, DialogController>();

/** The widget's dialog, created at its first render with `dialog`. */
function controllerOf(host: DialogHost, prefetch: () => unknown): DialogController {
  let controller = controllers.get(host);
  if (!controller) {
    controllers.set(host, (controller = new DialogController(host)));
    const light = (host.renderRoot as unknown) === host;
    adoptRules(light ? host.ownerDocument : (host.renderRoot as ShadowRoot), () => dialogRules(light), adopted);
    listenToOpeners(host.ownerDocument, (widget, opener) => void openDialog(widget, opener));
    prefetchWhenSeen(host, prefetch);
  }
  return controller;
}

/** What the element renders with `dialog`: its button, and the dialog that holds `content`. */
export function dialogView(
  host: DialogHost,
  content: unknown,
  slots: DialogSlots,
  prefetch: () => unknown,
): TemplateResult {
  const controller = controllerOf(host, prefetch);
  // The button's text at rest, as the form's (form/mode-labels.ts): "Join event" in identify mode.
  const rest = host.mode === 'identify' ? labels.join() : labels.register();
  return dialogTemplate({
    title: host.eventTitle?.trim() || rest,
    // Once registered, the button opens the result again, and says so.
    button: host.state === 'success' ? dialogText.registered() : slots.render('dialog-button', html`${rest}`),
    closeLabel: dialogText.close(),
    content,
    onOpen: controller.onOpen,
    onCloseButton: controller.onCloseButton,
    onDialogClick: controller.onDialogClick,
    onClose: controller.onClose,
  });
}

/** `open()`, and the page's openers. */
export async function openDialog(host: DialogHost, opener: Element | null = null): Promise<void> {
  if (!host.dialog) {
    console.warn(`<event-register> open() needs the dialog attribute: ${nameOf(host)} shows its form where it stands.`);
    return;
  }
  // Before the widget's first render, its dialog is not there yet.
  await host.updateComplete;
  await controllers.get(host)?.open(opener);
}

/** `close()`. */
export function closeDialog(host: DialogHost, reason: DialogCloseReason = 'api'): void {
  controllers.get(host)?.close(reason);
}
