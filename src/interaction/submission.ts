import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { WaitInfo } from '../api/client-options.js';
import type { ApiFailure, ApiResult } from '../api/types.js';

/** The submit lifecycle, one variant per status, each with only its own data. */
export type SubmissionState<T> =
  | { status: 'idle' }
  | { status: 'submitting'; wait?: WaitInfo }
  | { status: 'success'; data: T }
  | { status: 'error'; failure: ApiFailure };

/** The work of one submission: gets an abort signal and a way to report waits. */
export type SubmissionWork<T> = (signal: AbortSignal, onWait: (wait: WaitInfo) => void) => Promise<ApiResult<T>>;

/**
 * Runs one submission at a time, with an `AbortSignal` handed to the work
 * (the idea of @lit/task's `autoRun: false` + `run()`). Aborting, resetting or
 * disconnecting the host makes a late response a no-op, so it can never
 * update a reset or reconfigured form.
 */
export class SubmissionController<T> implements ReactiveController {
  private current: AbortController | undefined;
  private value: SubmissionState<T> = { status: 'idle' };

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly onChange: (state: SubmissionState<T>, previous: SubmissionState<T>) => void,
  ) {
    host.addController(this);
  }

  get state(): SubmissionState<T> {
    return this.value;
  }

  get busy(): boolean {
    return this.value.status === 'submitting';
  }

  /**
   * Runs `work` unless a submission is already under way. Resolves with the
   * final state, or `undefined` when the run was aborted or superseded.
   * `settled` gets the final state synchronously, before the host renders it.
   */
  async run(
    work: SubmissionWork<T>,
    settled?: (state: SubmissionState<T>) => void,
  ): Promise<SubmissionState<T> | undefined> {
    if (this.busy) return undefined;
    const controller = new AbortController();
    this.current = controller;
    this.set({ status: 'submitting' });
    let result: ApiResult<T>;
    try {
      result = await work(controller.signal, (wait) => {
        if (this.current === controller) this.set({ status: 'submitting', wait });
      });
    } catch (error) {
      if (controller.signal.aborted) return undefined;
      // The client never rejects otherwise; if it does, it is our bug: report it, keep the form usable.
      console.error('<event-register> unexpected error while submitting', error);
      result = { ok: false, failure: { kind: 'network', fieldErrors: [] } };
    }
    if (this.current !== controller || controller.signal.aborted) return undefined;
    this.current = undefined;
    this.set(result.ok ? { status: 'success', data: result.data } : { status: 'error', failure: result.failure });
    // At once, before the update that renders the new state: the caller tells the outcome first.
    settled?.(this.value);
    return this.value;
  }

  /** Shows a success that needed no request (a remembered registration). */
  show(data: T): void {
    this.current?.abort();
    this.current = undefined;
    this.set({ status: 'success', data });
  }

  /** Aborts any submission under way and returns to idle. */
  reset(): void {
    this.current?.abort();
    this.current = undefined;
    if (this.value.status !== 'idle') this.set({ status: 'idle' });
  }

  hostDisconnected(): void {
    // A removed element must not keep a request (or a retry timer) alive.
    if (this.busy) this.reset();
  }

  private set(state: SubmissionState<T>): void {
    const previous = this.value;
    this.value = state;
    this.host.requestUpdate();
    this.onChange(state, previous);
  }
}
