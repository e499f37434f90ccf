/**
 * The rate-limit wait: a server's 429 deadline, counted down where the person sees
 * it, kept across a reload for the same API and key (memory/rate-limit-memory.ts;
 * outcome.ts stores it), and outliving reset(): the server's instruction outlives
 * the form. The wait is the last failure's, when that is a rate limit with a
 * deadline still ahead, so there is no second copy of it to keep in step.
 */
import type { ApiFailure } from '../api/types.js';
import type { CountdownController } from './countdown.js';
import { restoredRateLimit } from './memory/rate-limit-memory.js';
import type { Settings } from './settings/settings.js';

export class RateLimitWait {
  constructor(
    private readonly countdown: CountdownController,
    private readonly lastFailure: () => ApiFailure | undefined,
  ) {}

  /** A wait is under way: nothing may be sent until it is over. */
  get active(): boolean {
    return this.countdown.running && this.lastFailure()?.kind === 'rate-limited';
  }

  /** After a failure: a rate limit's deadline is counted down. */
  begin(failure: ApiFailure): void {
    if (failure.kind === 'rate-limited' && failure.retryAt !== undefined) this.countdown.start(failure.retryAt);
  }

  /** A wait asked for before this page (re)loaded, for these settings: the failure to show, counting down. */
  resume(settings: Settings): ApiFailure | undefined {
    const until = restoredRateLimit(settings);
    if (until === undefined) return undefined;
    const failure: ApiFailure = { kind: 'rate-limited', fieldErrors: [], retryAt: until };
    this.begin(failure);
    return failure;
  }
}
