/**
 * The one held submission: a press the widget cannot send yet, kept and sent once, by itself,
 * when it can. The person sees one banner and one Cancel, whatever held it:
 * - the widget's own code could not load (the browser offline, or the code's request failing);
 * - the browser went offline, before or while the submission was sent.
 *
 * Whoever holds it says what "can be sent" means (`ready`). That is tried when the browser says it
 * is back online, and on a backoff while it says it is online; never while it says it is offline,
 * where a fetch could only fail (and Firefox and WebKit keep a failed module fetch for the page).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** Seconds before each new try while online; after the last, only `online` or another press tries again. */
const BACKOFF = [1, 2, 4, 8, 16, 30, 30, 30];

export class HeldSubmissionController implements ReactiveController {
  private ready: (() => Promise<boolean>) | undefined;
  private release: ((sent: boolean) => void) | undefined;
  private held: Promise<boolean> | undefined;
  private tries = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly host: ReactiveControllerHost & { readonly renderRoot: ParentNode }) {
    host.addController(this);
  }

  /** A submission is held: the form says so, and offers to cancel it. */
  get holding(): boolean {
    return this.held !== undefined;
  }

  /**
   * Holds a submission until `ready()` resolves true (then resolves true), or until Cancel, reset()
   * or `signal` lets it go (then false). Holding again while held tries again, and sends once.
   */
  hold(ready: () => Promise<boolean>, signal?: AbortSignal): Promise<boolean> {
    this.ready = ready;
    this.tries = 0;
    this.held ??= new Promise<boolean>((resolve) => (this.release = resolve));
    // A signal aborts at most once: its listener needs no `once`.
    signal?.addEventListener('abort', () => this.cancel());
    this.schedule();
    this.host.requestUpdate();
    return this.held;
  }

  /** Cancel, reset(), or the holder gave up: nothing is sent later. */
  cancel(): void {
    this.settle(false);
  }

  /** The banner's Cancel: focus moves to the form's button first, so that it is not lost with the Cancel button. */
  readonly cancelFromBanner = (): void => {
    this.host.renderRoot.querySelector<HTMLElement>('.er-submit')?.focus();
    this.cancel();
  };

  hostConnected(): void {
    if (this.held) this.schedule();
  }

  hostDisconnected(): void {
    this.stop();
  }

  private settle(sent: boolean): void {
    if (!this.held) return;
    this.stop();
    this.held = undefined;
    this.release?.(sent);
    this.host.requestUpdate();
  }

  private schedule(): void {
    this.stop();
    addEventListener('online', this.attempt);
    const delay = BACKOFF[this.tries];
    if (navigator.onLine !== false && delay !== undefined) this.timer = setTimeout(this.attempt, delay * 1000);
  }

  private stop(): void {
    removeEventListener('online', this.attempt);
    clearTimeout(this.timer);
  }

  private readonly attempt = (): void => void this.tryNow();

  private async tryNow(): Promise<void> {
    const held = this.held;
    this.stop();
    this.tries++;
    const ready = await this.ready?.();
    if (held !== this.held) return; // Let go meanwhile.
    if (ready) return this.settle(true);
    this.schedule();
    // Offline or not, the banner says which.
    this.host.requestUpdate();
  }
}
