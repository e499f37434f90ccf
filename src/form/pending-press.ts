/**
 * A press of Register made before the interaction code could load (the browser
 * offline, or the code's request failing): kept, said, and replayed once, by
 * itself, when the code is here. The code is fetched again when the browser
 * says it is back online, and on a backoff while it says it is online;
 * never while it says it is offline, where the fetch could only fail (and
 * Firefox and WebKit keep a failed module fetch for the whole page).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

/**
 * Seconds before each new attempt while online; after the last, only the `online` event or another press tries again.
 */
const BACKOFF = [1, 2, 4, 8, 16, 30, 30, 30];

export class PendingPress implements ReactiveController {
  /** A press is kept: the form says so, and offers to cancel it. */
  kept = false;
  private attempts = 0;
  private timer: number | undefined;

  constructor(
    private readonly host: ReactiveControllerHost,
    /** Loads the code: true when it is here. */
    private readonly load: () => Promise<boolean>,
    /** Sends the kept press, once the code is here. */
    private readonly replay: () => void,
  ) {
    host.addController(this);
  }

  /** Keeps a press the code could not load for; a second press only tries again at once. */
  keep(): void {
    this.kept = true;
    this.attempts = 0;
    this.schedule();
    this.host.requestUpdate();
  }

  /** Cancel, or reset(): nothing is sent later. */
  cancel(): void {
    this.kept = false;
    this.stop();
    this.host.requestUpdate();
  }

  hostConnected(): void {
    if (this.kept) this.schedule();
  }

  hostDisconnected(): void {
    this.stop();
  }

  private schedule(): void {
    this.stop();
    window.addEventListener('online', this.attempt);
    const delay = BACKOFF[this.attempts];
    // Offline, only the `online` event tries again.
    if (navigator.onLine !== false && delay !== undefined) this.timer = window.setTimeout(this.attempt, delay * 1000);
  }

  private stop(): void {
    window.removeEventListener('online', this.attempt);
    clearTimeout(this.timer);
  }

  private readonly attempt = (): void => void this.tryLoad();

  private async tryLoad(): Promise<void> {
    this.stop();
    this.attempts++;
    const loaded = await this.load();
    if (!this.kept) return; // Cancelled meanwhile.
    if (!loaded) {
      this.schedule();
      // Offline or not, the form says which.
      return this.host.requestUpdate();
    }
    this.kept = false;
    this.stop(); // A second press meanwhile scheduled another attempt.
    this.replay();
  }
}
