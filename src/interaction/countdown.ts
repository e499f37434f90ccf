import type { ReactiveController, ReactiveControllerHost } from 'lit';

/**
 * Counts down to a deadline in whole seconds, re-rendering the host once a
 * second while running and once more when the deadline passes.
 */
export class CountdownController implements ReactiveController {
  private deadline: number | undefined;
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly onDone?: () => void,
  ) {
    host.addController(this);
  }

  /** Epoch ms of the deadline, or `undefined` when not counting. */
  get until(): number | undefined {
    return this.deadline;
  }

  /** Whole seconds left, rounded up; 0 when not counting. */
  get secondsLeft(): number {
    return this.deadline === undefined ? 0 : Math.max(0, Math.ceil((this.deadline - Date.now()) / 1000));
  }

  get running(): boolean {
    return this.deadline !== undefined;
  }

  start(until: number): void {
    this.stop();
    if (until <= Date.now()) return;
    this.deadline = until;
    this.timer = setInterval(() => this.tick(), 1000);
    this.host.requestUpdate();
  }

  stop(): void {
    if (this.timer !== undefined) clearInterval(this.timer);
    this.timer = undefined;
    if (this.deadline !== undefined) {
      this.deadline = undefined;
      this.host.requestUpdate();
    }
  }

  private tick(): void {
    if (this.secondsLeft > 0) {
      this.host.requestUpdate();
      return;
    }
    this.stop();
    this.onDone?.();
  }

  hostDisconnected(): void {
    this.stop();
  }
}
