/**
 * The deadlines a `Submission` holds, read from it rather than kept beside it: a retry's wait, and
 * a server's rate limit. A rate limit outlives reset() (the server's instruction outlives the
 * form) and a reload, for the same API and key (memory/rate-limit-memory.ts; outcome.ts stores it).
 */
import type { ApiFailure } from '../api/types.js';
import { recallRateLimit } from './memory/rate-limit-memory.js';
import type { Settings } from './settings/settings.js';
import type { Submission } from './submission.js';

/** The failure a submission shows, if any. */
export function failureOf(submission: Submission): ApiFailure | undefined {
  return 'failure' in submission ? submission.failure : undefined;
}

/** A rate limit still in force: nothing may be sent until its deadline. */
export function rateLimitOf(submission: Submission, now = Date.now()): ApiFailure | undefined {
  const failure = failureOf(submission);
  return failure?.kind === 'rate-limited' && failure.retryAt !== undefined && failure.retryAt > now
    ? failure
    : undefined;
}

/** The deadline the form counts down to, if any. */
export function deadlineOf(submission: Submission): number | undefined {
  return submission.state === 'submitting' ? submission.wait?.until : rateLimitOf(submission)?.retryAt;
}

/** A rate limit a server set before this page (re)loaded, for these settings: still in force. */
export function resumedRateLimit(settings: Settings): ApiFailure | undefined {
  const until = settings.check.problem ? undefined : recallRateLimit(settings.baseUrl, settings.apiKey);
  return until === undefined ? undefined : { kind: 'rate-limited', fieldErrors: [], retryAt: until };
}
