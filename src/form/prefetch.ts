/**
 * Fetches code the first render did not need before it is needed, and only for a
 * visitor who may need it: when the widget comes within a screen's height of the
 * viewport (a submit is then seconds away), or when the person first focuses,
 * points at or autofills it, whichever is first. A widget at the foot of
 * a long page costs a visitor who never scrolls to it nothing more.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** `dialog`: a widget that opens in a dialog is prefetched by its openers (src/dialog/openers.ts), not by its place on the page. */
type Host = ReactiveControllerHost & HTMLElement & { readonly dialog: boolean };

// `input` too: autofill and password managers fill fields without focusing them. (A key press
// inside the widget comes after a focusin.)
const TRIGGERS = ['focusin', 'pointerdown', 'input'] as const;

export class PrefetchController implements ReactiveController {
  private observer: IntersectionObserver | undefined;

  constructor(
    private readonly host: Host,
    private readonly load: () => Promise<unknown>,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    // The first of them prefetches, which removes them all.
    for (const type of TRIGGERS) this.host.addEventListener(type, this.prefetch, { passive: true });
    // One viewport's height above and below: near enough to be reached by scrolling in a moment.
    if (this.host.dialog) return;
    this.observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) this.prefetch();
      },
      { rootMargin: '100% 0px' },
    );
    this.observer.observe(this.host);
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
    this.observer?.disconnect();
  }
}
