import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { WaitInfo } from '../api/client-options.js';
import type { ApiFailure, ApiResult } from '../api/types.js';
import type { Success } from './modes/mode.js';

/**
 * Where the submissions stand: one value, one variant per public `state`, each with only its own
 * data. Everything the form shows of a submission is drawn from it (view/result-view.ts).
 */
export type Submission =
  /** At rest; `failure` is one shown with no submission under way: a configuration error, a rate limit in force. */
  | { state: 'idle'; failure?: ApiFailure }
  /** Sending; `wait` while the client waits before another attempt. */
  | { state: 'submitting'; wait?: WaitInfo }
  | { state: 'success'; success: Success }
  /** `backOnline`: the connection came back after this failure, which was the network's. */
  | { state: 'error'; failure: ApiFailure; backOnline?: boolean };

/** The work of one submission: gets an abort signal and a way to report waits. */
export type SubmissionWork = (signal: AbortSignal, onWait: (wait: WaitInfo) => void) => Promise<ApiResult<Success>>;

/**
 * Holds the `Submission` and runs one at a time, with an `AbortSignal` handed to the work (the idea
 * of @lit/task's `autoRun: false` + `run()`). Aborting, resetting or disconnecting the host makes a
 * late response a no-op, so it can never update a reset or reconfigured form. Each change is passed
 * to `onChange` at once, before the host renders it.
 */
export class SubmissionController implements ReactiveController {
  private current: AbortController | undefined;
  private value: Submission = { state: 'idle' };

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly onChange: (next: Submission, previous: Submission) => void,
  ) {
    host.addController(this);
  }

  get submission(): Submission {
    return this.value;
  }

  get busy(): boolean {
    return this.value.state === 'submitting';
  }

  /** Runs `work` unless a submission is already under way. Resolves when it has finished, aborted or not. */
  async run(work: SubmissionWork): Promise<void> {
    if (this.busy) return;
    const controller = new AbortController();
    this.current = controller;
    this.set({ state: 'submitting' });
    let result: ApiResult<Success>;
    try {
      result = await work(controller.signal, (wait) => {
        if (this.current === controller) this.set({ state: 'submitting', wait });
      });
    } catch (error) {
      if (controller.signal.aborted) return;
      // The client never rejects otherwise; if it does, it is our bug: report it, keep the form usable.
      console.error('<event-register> unexpected error while submitting', error);
      result = { ok: false, failure: { kind: 'network', fieldErrors: [] } };
    }
    if (this.current !== controller || controller.signal.aborted) return;
    this.current = undefined;
    this.set(result.ok ? { state: 'success', success: result.data } : { state: 'error', failure: result.failure });
  }

  /** Shows a submission that needed no request (a remembered registration, a failure at rest), aborting any under way. */
  show(submission: Submission): void {
    this.current?.abort();
    this.current = undefined;
    this.set(submission);
  }

  hostDisconnected(): void {
    // A removed element must not keep a request (or a retry timer) alive.
    if (this.busy) this.show({ state: 'idle' });
  }

  private set(next: Submission): void {
    const previous = this.value;
    this.value = next;
    this.host.requestUpdate();
    this.onChange(next, previous);
  }
}
