import type { ReactiveController, ReactiveControllerHost } from 'lit';

/**
 * Re-renders the host once a second until a deadline, and once more when it passes. It keeps no
 * deadline of its own: the flow hands it the one its `Submission` holds (a retry's wait, a rate
 * limit), each time that changes.
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

  /** Whole seconds left, rounded up; undefined when not counting. */
  get secondsLeft(): number | undefined {
    return this.deadline === undefined ? undefined : Math.max(0, Math.ceil((this.deadline - Date.now()) / 1000));
  }

  /** Counts down to `until` (epoch ms), or stops when it is undefined or past. */
  follow(until: number | undefined): void {
    if (until === this.deadline) return;
    this.stop();
    if (until === undefined || until <= Date.now()) return;
    this.deadline = until;
    this.timer = setInterval(() => this.tick(), 1000);
    this.host.requestUpdate();
  }

  hostDisconnected(): void {
    this.stop();
  }

  private stop(): void {
    clearInterval(this.timer);
    if (this.deadline === undefined) return;
    this.deadline = undefined;
    this.host.requestUpdate();
  }

  private tick(): void {
    if (this.secondsLeft) return this.host.requestUpdate();
    this.stop();
    this.onDone?.();
  }
}
