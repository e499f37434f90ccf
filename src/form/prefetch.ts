/**
 * Fetches code the first render did not need before it is needed: when the
 * person first focuses, points at, types in or autofills the widget (a submit is
 * then at least a few hundred milliseconds away), or when the browser is idle,
 * whichever is first.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

type Host = ReactiveControllerHost & HTMLElement;

// `input` too: autofill and password managers fill fields without focusing them.
const TRIGGERS = ['focusin', 'pointerdown', 'keydown', 'input'] as const;

export class PrefetchController implements ReactiveController {
  /** Cancels the pending idle callback (or, in Safari, the timeout standing in for it). */
  private cancelIdle: (() => void) | undefined;

  constructor(
    private readonly host: Host,
    private readonly load: () => Promise<unknown>,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    for (const type of TRIGGERS) this.host.addEventListener(type, this.prefetch, { once: true, passive: true });
    // Safari has no requestIdleCallback: a timeout after the page's own start-up work does.
    // Each id is cancelled by its own function: the two kinds of id overlap, and clearing an idle
    // callback's id with clearTimeout could cancel someone else's timer.
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(this.prefetch, { timeout: 3000 });
      this.cancelIdle = () => cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(this.prefetch, 1500);
      this.cancelIdle = () => clearTimeout(id);
    }
  }

  hostDisconnected(): void {
    this.stop();
  }

  readonly prefetch = (): void => {
    this.stop();
    // A failure here is reported by the submit that needs the code, not now.
    this.load().catch(() => undefined);
  };

  private stop(): void {
    for (const type of TRIGGERS) this.host.removeEventListener(type, this.prefetch);
    this.cancelIdle?.();
    this.cancelIdle = undefined;
  }
}
