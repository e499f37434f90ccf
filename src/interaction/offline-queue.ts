import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { ApiResult } from '../api/types.js';
import { untilOnline } from './online.js';

/** Times a submission made offline waits for the connection and tries again, at most. */
const MAX_OFFLINE_WAITS = 20;

/** What the offline queue asks of the form it serves. */
export interface OfflineQueueCallbacks {
  /** A submission started or stopped waiting for the connection. */
  onQueuedChange(queued: boolean): void;
  /** The browser is back online: whether the form's last failure was the network's. */
  lastFailureWasNetwork(): boolean;
  /** The connection came back after such a failure. */
  onBackOnline(): void;
}

/**
 * The connection as a submission sees it. A submission made offline (at submit time, or when
 * the connection went mid-request) waits for the `online` event, then goes out again by itself
 * with the same idempotency key; Cancel or reset() aborts the wait. After a network failure,
 * the connection coming back is news for the form.
 */
export class OfflineQueue implements ReactiveController {
  /** A submission is waiting for the connection (it stays `submitting`). */
  queued = false;
  /** The connection came back after the last submission failed on the network. */
  backOnline = false;
  /** The last submission waited for the connection: the person may have moved on meanwhile. */
  waited = false;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly callbacks: OfflineQueueCallbacks,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    window.addEventListener('online', this.onOnline);
  }

  hostDisconnected(): void {
    window.removeEventListener('online', this.onOnline);
  }

  /** Sends, and while the browser says it is offline, waits for the connection and sends again. */
  async sendWhenOnline<T>(send: () => Promise<ApiResult<T>>, signal: AbortSignal): Promise<ApiResult<T>> {
    this.waited = false;
    for (let waits = 0; ; waits++) {
      const sent = await send();
      if (sent.ok || sent.failure.kind !== 'network' || navigator.onLine !== false || waits >= MAX_OFFLINE_WAITS)
        return sent;
      this.setQueued(true);
      this.waited = true;
      try {
        await untilOnline(signal);
      } finally {
        this.setQueued(false);
      }
    }
  }

  private setQueued(queued: boolean): void {
    this.queued = queued;
    this.callbacks.onQueuedChange(queued);
    this.host.requestUpdate();
  }

  private readonly onOnline = (): void => {
    if (!this.callbacks.lastFailureWasNetwork()) return;
    this.backOnline = true;
    this.callbacks.onBackOnline();
    this.host.requestUpdate();
  };
}
