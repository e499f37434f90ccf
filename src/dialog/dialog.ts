/**
 * The dialog chunk (`dialog`): the form in a modal dialog, opened by the widget's button, by the
 * page's openers (`data-event-register-open`) and by `open()`. Declared in src/features.ts: the
 * element loads it only with `dialog` (or at `open()`), and its first render waits for it.
 */
import type { TemplateResult } from 'lit';
import type { DialogCloseReason } from '../events/dialog-close.js';
import { adoptRules } from '../form/styles/light.js';
import { localeLoaders } from '../generated/dialog-locale-loaders.js';
import { addCataloguePart } from '../i18n/catalogues.js';
import { DialogController } from './dialog-controller.js';
import type { DialogHost, DialogSlots } from './dialog-host.js';
import { dialogWords } from './dialog-words.js';
import { firstWarning, listenToOpeners, nameOf } from './openers.js';
import { prefetchWhenSeen } from './seen.js';
import { dialogRules } from './styles/dialog-rules.js';
import { dialogTemplate } from './templates/dialog-view.js';

export { openersOf } from './seen.js';

addCataloguePart(localeLoaders);
/** The documents (light DOM) and shadow roots that have the dialog's rules. */
const adopted = new WeakSet<Document | ShadowRoot>();
const controllers = new WeakMap<DialogHost, DialogController>();
const open = (widget: DialogHost, opener: Element): void => void openDialog(widget, opener);
// Loaded for a page's openers too when no widget has `dialog`: a press of one then says what is wrong.
listenToOpeners(document, open);

/** The widget's dialog, created at its first render with `dialog`. */
function controllerOf(host: DialogHost, prefetch: () => unknown): DialogController {
  let controller = controllers.get(host);
  if (!controller) {
    controllers.set(host, (controller = new DialogController(host)));
    const light = (host.renderRoot as unknown) === host;
    adoptRules(light ? host.ownerDocument : (host.renderRoot as ShadowRoot), () => dialogRules(light), adopted);
    listenToOpeners(host.ownerDocument, open);
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
  return dialogTemplate({
    ...dialogWords(host, slots),
    content,
    onOpen: controller.onOpen,
    onCloseButton: controller.onCloseButton,
    onDialogClick: controller.onDialogClick,
    onClose: controller.onClose,
  });
}

/** `open()`, and the page's openers; without `dialog`, one console line per widget. */
export async function openDialog(host: DialogHost, opener: Element | null = null): Promise<void> {
  if (!host.dialog) {
    if (firstWarning(host))
      console.warn(
        `<event-register> open() needs the dialog attribute: ${nameOf(host)} shows its form where it stands.`,
      );
    return;
  }
  // Before the widget's first render, or after a render without this chunk, its dialog is not there yet.
  host.requestUpdate();
  await host.updateComplete;
  await controllers.get(host)?.open(opener);
}

/** `close()`. */
export function closeDialog(host: DialogHost, reason: DialogCloseReason = 'api'): void {
  controllers.get(host)?.close(reason);
}
