/**
 * Sending, with a submission made offline held: at submit time, or when the connection went
 * mid-request. It is the one held submission (form/held-submission.ts), as a press is while the
 * widget's code cannot load: one banner, one Cancel. When the browser is back online it is sent
 * again, with the same idempotency key, so it is the same registration.
 */
import type { ApiResult } from '../api/types.js';
import type { HeldSubmissionController } from '../form/held-submission.js';
import type { Success } from './modes/mode.js';

/** Times a submission made offline is held for the connection and sent again, at most. */
const MAX_OFFLINE_HOLDS = 20;

export interface SendOutcome {
  sent: ApiResult<Success>;
  /** It was held for the connection: the person may have moved on meanwhile. */
  held: boolean;
  /** Let go while held (Cancel, reset(), or `signal`): nothing more is sent. */
  cancelled: boolean;
}

export async function sendOrHold(
  send: () => Promise<ApiResult<Success>>,
  holder: HeldSubmissionController,
  signal: AbortSignal,
  /** Told each time it is held. */
  onHold: () => void,
): Promise<SendOutcome> {
  let held = false;
  for (let holds = 0; ; holds++) {
    const sent = await send();
    if (sent.ok || sent.failure.kind !== 'network' || navigator.onLine !== false || holds >= MAX_OFFLINE_HOLDS)
      return { sent, held, cancelled: false };
    held = true;
    onHold();
    if (!(await holder.hold(() => Promise.resolve(navigator.onLine !== false), signal)))
      return { sent, held, cancelled: true };
  }
}
