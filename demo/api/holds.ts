/**
 * Requests kept waiting by a `hold` fault until a test lets them go (`POST /__control/release`).
 * A test that needs a request to be under way (to abort it, reset the widget, look at the busy
 * state) waits until the request is held (`GET /__control/held`), acts, then releases it: no race
 * with a latency on a loaded machine.
 */
import type { Operation } from './faults.js';

/** A held request, as `GET /__control/held` lists it. */
export interface HeldRequest {
  id: number;
  method: string;
  path: string;
  eventId: string | null;
  operation: Operation;
  /** ISO timestamp of when it started waiting. */
  since: string;
  /**
   * The client closed the connection while the request waited: it gave up on it (a browser
   * aborting a fetch closes it). A test reads here that the widget aborted, at the moment it did.
   */
  clientClosed: boolean;
}

/** How a hold ended: a test's release, or the server's own limit. */
export type HoldEnd = 'released' | 'expired';

/**
 * A held request goes on by itself after this long: well past any test's own bound (mocha's
 * 20 s), so that a test that forgot to release it fails on its own wait, not on a hung run.
 */
export const DEFAULT_HOLD_LIMIT_MS = 30_000;

export class HeldRequests {
  private readonly held = new Map<number, { request: HeldRequest; end: (how: HoldEnd) => void }>();
  private nextId = 1;

  constructor(
    private readonly limitMs: number = DEFAULT_HOLD_LIMIT_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Waits until the request is released, or until the limit has passed. `onClientClose`, when
   * given, registers the callback to run if the client closes the connection meanwhile.
   */
  hold(
    request: Omit<HeldRequest, 'id' | 'since' | 'clientClosed'>,
    onClientClose?: (closed: () => void) => void,
  ): Promise<HoldEnd> {
    const id = this.nextId++;
    const entry: HeldRequest = { ...request, id, since: new Date(this.now()).toISOString(), clientClosed: false };
    onClientClose?.(() => (entry.clientClosed = true));
    return new Promise((resolve) => {
      const end = (how: HoldEnd): void => {
        clearTimeout(timer);
        this.held.delete(id);
        resolve(how);
      };
      const timer = setTimeout(() => end('expired'), this.limitMs);
      this.held.set(id, { request: entry, end });
    });
  }

  /** The requests waiting now, oldest first; only those for `eventId` when given. */
  list(eventId?: string): HeldRequest[] {
    return [...this.held.values()]
      .map(({ request }) => ({ ...request }))
      .filter((r) => eventId === undefined || r.eventId === eventId);
  }

  /** Lets the waiting requests go on (only those for `eventId` when given); returns how many. */
  release(eventId?: string): number {
    const chosen = [...this.held.values()].filter(
      ({ request }) => eventId === undefined || request.eventId === eventId,
    );
    for (const { end } of chosen) end('released');
    return chosen.length;
  }
}
