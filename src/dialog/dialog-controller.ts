/**
 * One widget's dialog: opening it (its button, the page's openers, `open()`), closing it (Escape, its
 * close button, the backdrop while the form is empty, `close()`), where focus goes either way, and
 * the page held still while it is open. The form lives inside the dialog whether it is open or not,
 * so closing it never stops a submission, and opening it again shows where that stands.
 */
import type { ReactiveController } from 'lit';
import { DialogCloseEvent, type DialogCloseReason } from '../events/dialog-close.js';
import { DialogOpenEvent } from '../events/dialog-open.js';
import type { DialogHost } from './dialog-host.js';
import { focusTarget, hasInput } from './focus-target.js';
import { prefetch } from './openers.js';
import { deepActiveElement, holdPage } from './page-hold.js';

export class DialogController implements ReactiveController {
  /** What opened the dialog, as `dialog-open` tells it: a page's opener, the element for its own button, none for `open()`. */
  private opener: Element | null = null;
  /** Where focus goes back to: what was pressed, or what had focus. */
  private returnTo: Element | null = null;
  /** Why the dialog is closing, when the widget closes it; otherwise the browser did (Escape). */
  private reason: DialogCloseReason | undefined;
  private release: (() => void) | undefined;

  constructor(private readonly host: DialogHost) {
    host.addController(this);
  }

  /** The `<dialog>`, once rendered. */
  get element(): HTMLDialogElement | null {
    return this.host.renderRoot.querySelector<HTMLDialogElement>('.er-dialog');
  }

  hostDisconnected(): void {
    this.release?.();
    this.release = undefined;
  }

  /** Opens the dialog, `opener` told in `dialog-open`, `pressed` what focus goes back to (by default the opener). */
  async open(opener: Element | null, pressed: Element | null = opener): Promise<void> {
    prefetch();
    await this.host.updateComplete;
    const dialog = this.element;
    if (!dialog || dialog.open) return;
    this.opener = opener;
    // Safari does not focus a button or a link it clicks: the press, not the focus, says where to go back.
    this.returnTo = pressed ?? deepActiveElement(this.host.ownerDocument);
    dialog.showModal();
    dialog.addEventListener('pointerdown', this.onPointerDown);
    this.opened(dialog);
  }

  close(reason: DialogCloseReason): void {
    const dialog = this.element;
    if (!dialog?.open) return;
    this.reason = reason;
    // The `close` event follows (onClose).
    dialog.close();
  }

  readonly onOpen = (event: MouseEvent): void => void this.open(this.host, event.currentTarget as Element);

  readonly onCloseButton = (): void => this.close('button');

  /**
   * A click on the backdrop reaches the dialog itself, outside its box. Only a press that began
   * there too: a drag from inside the box (selecting text) that ends on the backdrop is not one.
   */
  readonly onDialogClick = (event: MouseEvent): void => {
    const dialog = event.currentTarget as HTMLDialogElement;
    if (this.pressedOutside && onBackdrop(dialog, event) && !hasInput(dialog)) this.close('backdrop');
  };

  private pressedOutside = false;
  private readonly onPointerDown = (event: PointerEvent): void => {
    this.pressedOutside = onBackdrop(event.currentTarget as HTMLDialogElement, event);
  };

  readonly onClose = (): void => {
    const reason = this.reason ?? 'escape';
    this.reason = undefined;
    this.release?.();
    this.release = undefined;
    // Back where the person was; if that opener is gone, to the widget's own button.
    const back = this.returnTo?.isConnected ? this.returnTo : this.host.renderRoot.querySelector('.er-dialog-button');
    (back as HTMLElement | null)?.focus();
    this.opener = this.returnTo = null;
    this.host.dispatchEvent(new DialogCloseEvent({ reason }));
  };

  private opened(dialog: HTMLDialogElement): void {
    this.release = holdPage(dialog);
    focusTarget(dialog)?.focus();
    this.host.dispatchEvent(new DialogOpenEvent({ opener: this.opener }));
  }
}

/** Whether a pointer's event is on the dialog's backdrop: at the dialog itself, outside its box. */
function onBackdrop(dialog: HTMLDialogElement, event: MouseEvent): boolean {
  const box = dialog.getBoundingClientRect();
  return (
    event.target === dialog &&
    (event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom)
  );
}
