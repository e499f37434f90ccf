/**
 * The attend chunk (src/attend/), as the flow sees it: what a success shows beyond its message,
 * the event's time, calendar menu and Join now (a page with `event-start`), or identify mode's
 * progress. Loaded once per widget, while the request that succeeds is out (or for a remembered
 * registration, at rest); the success views draw its controller's parts once it is here.
 */
import type { AttendHost, AttendLocale } from '../attend/attend-host.js';
import type { AttendController } from '../attend/attend-controller.js';

/** The one dynamic import of the attend chunk; the classic script names a copy of it by URL (vite.config.ts). */
const attendChunk = () => import('../attend/attend.js');

export class AttendLoader {
  /** Here once the chunk is. */
  controller: AttendController | undefined;
  private loading: Promise<void> | undefined;

  constructor(
    private readonly host: AttendHost,
    private readonly i18n: AttendLocale,
    /** Whether this widget's success shows any of it. */
    private readonly wanted: () => boolean,
  ) {}

  /** Loads the chunk if wanted; resolves once it is here, or has failed. Never rejects. */
  load(): Promise<void> | undefined {
    if (!this.wanted()) return undefined;
    return (this.loading ??= attendChunk().then(
      (chunk) => {
        const controller = new chunk.AttendController(this.host, this.i18n);
        // Drawn once its words are here too: the success shows whole, in the widget's language.
        return controller.ready.then(() => {
          this.controller = controller;
          // A success already shown (a remembered registration, at rest) is drawn again with it.
          this.host.requestUpdate();
        });
      },
      // The browser's console names the file that failed; it is tried again at the next success.
      () => (this.loading = undefined),
    ));
  }
}
