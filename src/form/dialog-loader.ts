/**
 * The dialog feature (`dialog`), as the element sees it: its module, fetched once per page when a
 * widget has the attribute or `open()` is called, and what the element renders through once it is here.
 */
import { isServer, type ReactiveController } from 'lit';
import type { DialogHost, DialogSlots } from '../dialog/dialog-host.js';
import { ELEMENT_FEATURES, loadFeature } from '../features.js';
import type { LocaleController } from '../i18n/locale-controller.js';

type DialogModule = Awaited<ReturnType<(typeof ELEMENT_FEATURES)['dialog']['load']>>;

/** The module, once here; a server renderer sets it itself (src/server/render.ts). */
export let dialogModule: DialogModule | undefined;
let loading: Promise<DialogModule | undefined> | undefined;

export const useDialogModule = (module: DialogModule): DialogModule => (dialogModule = module);

/** The module: at once when here, else once loaded; undefined (with a console line) when it cannot load. */
function loadDialog(): Promise<DialogModule | undefined> {
  return (loading ??= loadFeature('dialog', ELEMENT_FEATURES.dialog).then(useDialogModule, (error: unknown) => {
    loading = undefined; // Tried again by the next open or render.
    console.warn('<event-register> could not load its code:', error);
    return undefined;
  }));
}

export class DialogLoader implements ReactiveController {
  constructor(
    private readonly host: DialogHost,
    private readonly slots: DialogSlots,
    private readonly i18n: LocaleController,
    /** The form's code, fetched as a person's approach would (form/prefetch.ts): with `analytics`, once an opener is seen. */
    private readonly prefetch: () => unknown,
  ) {
    host.addController(this);
  }

  /** The dialog's code, and its words in the widget's language: the first render with `dialog` waits for them. */
  load(): Promise<unknown> {
    return loadDialog().then((dialog) => dialog && this.i18n.reload());
  }

  // `dialog` set after the first render.
  hostUpdate(): void {
    if (!isServer && this.host.dialog && !dialogModule) void this.load().then(() => this.host.requestUpdate());
  }

  open(): void {
    void loadDialog().then((dialog) => dialog?.openDialog(this.host));
  }

  close(): void {
    dialogModule?.closeDialog(this.host);
  }

  /** `content` in the dialog, behind the widget's button, with `dialog`; else as it is. */
  render(content: unknown): unknown {
    return this.host.dialog && dialogModule
      ? dialogModule.dialogView(this.host, content, this.slots, this.prefetch)
      : content;
  }
}
