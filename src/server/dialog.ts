/**
 * The dialog's part of server-rendered markup (`dialog`, docs/server-rendering.md "A dialog"). A
 * server has no lazy chunks: the element renders through this module instead of the browser's
 * (src/dialog/dialog.ts, which adopts styles and listens to the page's openers). It draws the same
 * template with the same words, closed, and binds nothing: the browser hydrates it, and its button
 * opens the dialog once the script has come.
 */
import { useDialogModule } from '../form/dialog-loader.js';
import { localeLoaders as dialogLocaleLoaders } from '../generated/dialog-locale-loaders.js';
import { addCataloguePart } from '../i18n/catalogues.js';
import type { DialogHost, DialogSlots } from '../dialog/dialog-host.js';
import { dialogWords } from '../dialog/dialog-words.js';
import { dialogTemplate } from '../dialog/templates/dialog-view.js';

type DialogModule = Parameters<typeof useDialogModule>[0];

// A server renderer binds no events: these are never called.
const nothingToDo = (): void => undefined;

const serverDialog: DialogModule = {
  dialogView: (host: DialogHost, content: unknown, slots: DialogSlots) =>
    dialogTemplate({
      ...dialogWords(host, slots),
      content,
      onOpen: nothingToDo,
      onCloseButton: nothingToDo,
      onDialogClick: nothingToDo,
      onClose: nothingToDo,
    }),
  openDialog: () => Promise.resolve(),
  closeDialog: nothingToDo,
  openersOf: () => [],
};

/** Sets the element's dialog module to the server's, and adds the dialog's words to the catalogue. */
export function useServerDialog(): void {
  useDialogModule(serverDialog);
  addCataloguePart(dialogLocaleLoaders);
}
