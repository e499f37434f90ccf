/**
 * What the polite live region says: one announcement at a time, each said once
 * by the region when it changes. A function, so that it follows a live change of
 * language. The alert banner speaks for itself; while it does, the region is quiet.
 */
import type { WaitInfo } from '../api/client-options.js';
import { actionText } from './messages/result-messages.js';
import { statusText, waitText } from './status/status-messages.js';
import type { Submission } from './submission.js';

export class Announcer {
  /** Said by the live region. */
  current: (() => string) | undefined;

  constructor(private readonly locale: () => string) {}

  /**
   * Follows a new `Submission`: its sending (`progress`, the mode's words) or a wait is said; any
   * other state ends what was said, except the news that the connection is back after a failure.
   */
  follow(next: Submission, previous: Submission, progress: () => string): void {
    if (next.state !== 'submitting') {
      if (!(next.state === 'error' && next.backOnline)) this.clear();
    } else if (!next.wait) this.sending(progress);
    else if (next.wait !== (previous.state === 'submitting' && previous.wait)) this.waiting(next.wait);
  }

  /** Sending started (not a retry after a wait). */
  sending(progress: () => string): void {
    this.current = progress;
  }

  /** A wait before the next attempt, announced once; the visible countdown updates silently. */
  waiting(wait: WaitInfo): void {
    const seconds = Math.max(1, Math.ceil((wait.until - Date.now()) / 1000));
    this.current = () => waitText(wait, seconds, this.locale());
  }

  backOnline(): void {
    this.current = statusText.backOnline;
  }

  /** A rate limit's wait is over. */
  tryAgainNow(): void {
    this.current = actionText.tryAgainNow;
  }

  /**
   * Nothing to say: after a success (its view speaks), an error (the banner and the summary speak),
   * a reset or a queued submission.
   */
  clear(): void {
    this.current = undefined;
  }
}
