/**
 * The dialog feature (`dialog`), as the element sees it: its module, fetched once per page when a
 * widget has the attribute or `open()` is called, and what the element renders through once it is
 * here. Should it fail to load, the widget shows its form where it stands.
 */
import { isServer, type TemplateResult } from 'lit';
import type { DialogHost, DialogSlots } from '../dialog/dialog-host.js';
import { ELEMENT_FEATURES, loadFeature } from '../features.js';
import type { LocaleController } from '../i18n/locale-controller.js';

type DialogModule = Awaited<ReturnType<(typeof ELEMENT_FEATURES)['dialog']['load']>>;

/** The module, once here; a server renderer sets it itself (src/server/render.ts). */
export let dialogModule: DialogModule | undefined;
let loading: Promise<DialogModule | undefined> | undefined;
/** A load failed: a render no longer asks for it (the form shows where it stands); `open()` does. */
let failed = false;
/** Whether a widget without `dialog` has looked for the page's openers, once per page. */
let looked = false;

export const useDialogModule = (module: DialogModule): DialogModule => (dialogModule = module);

/**
 * The module and its words in the widget's language: at once when here, else once loaded (the first
 * render with `dialog` waits for it); undefined, with a console line, when it cannot load.
 */
export function loadDialog(i18n: LocaleController): Promise<DialogModule | undefined> {
  loading ??= loadFeature('dialog', ELEMENT_FEATURES.dialog).then(useDialogModule, (error: unknown) => {
    loading = undefined;
    failed = true;
    console.warn('<event-register> could not load its code:', error);
    return undefined;
  });
  return loading.then(async (module) => (await i18n.reload(), module));
}

/**
 * `content`, in the dialog behind the widget's button with `dialog` (from the next render when
 * `dialog` is set later); where its code cannot load, where the element stands.
 */
export function dialogView(
  host: DialogHost,
  content: TemplateResult,
  slots: DialogSlots,
  i18n: LocaleController,
  /** The form's code, fetched as a person's approach would (form/prefetch.ts): with `analytics`, once an opener is seen. */
  prefetch: () => unknown,
): unknown {
  if (!host.dialog) {
    // Openers, and no widget with `dialog`: the chunk comes to say, at a press, what is wrong with them.
    if (!isServer && !looked) {
      looked = true;
      if (host.ownerDocument.querySelector('[data-event-register-open]')) void loadDialog(i18n);
    }
    return content;
  }
  if (!dialogModule && !failed) void loadDialog(i18n).then((module) => module && host.requestUpdate());
  return dialogModule ? dialogModule.dialogView(host, content, slots, prefetch) : content;
}
