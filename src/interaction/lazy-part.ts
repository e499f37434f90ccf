import type { ReactiveControllerHost } from 'lit';

/**
 * A flow feature of src/features.ts (attend, address, analytics), as the flow sees it: loaded once per widget, and drawn once its words are here too, so that it shows whole,
 * in the widget's language. Its controller is undefined until then, and stays so if it cannot load.
 */
export class LazyPart<C extends { readonly ready: Promise<unknown> }> {
  /** Here once the chunk and its words are. */
  controller: C | undefined;
  private loading: Promise<C | undefined> | undefined;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly create: () => Promise<C>,
    /** Whether this widget shows any of it. */
    private readonly wanted: () => boolean = () => true,
  ) {}

  /** Whether `load()` has nothing left to wait for: the part is here, or not wanted. */
  get settled(): boolean {
    return !!this.controller || !this.wanted();
  }

  /** Loads the chunk if wanted; resolves with the controller once it is here, or with nothing. Never rejects. */
  load(): Promise<C | undefined> | undefined {
    if (!this.wanted()) return undefined;
    return (this.loading ??= this.create().then(
      (controller) =>
        controller.ready.then(() => {
          this.controller = controller;
          // Anything already shown (a remembered registration, at rest) is drawn again with it.
          this.host.requestUpdate();
          return controller;
        }),
      // The browser's console names the file that failed; it is tried again the next time it is wanted.
      () => (this.loading = undefined),
    ));
  }
}
