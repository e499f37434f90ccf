/**
 * Sending to sessions: the one chosen, or each of a series, at most two at a time.
 */
import type { ApiResult } from '../api/types.js';
import type { Success } from '../interaction/modes/mode.js';
import type { Session } from './session.js';

/** The success of one session, with the session it is for. */
function forSession(result: ApiResult<Success>, session: Session): ApiResult<Success> {
  return result.ok
    ? { ...result, data: { ...result.data, shown: { ...result.data.shown, sessions: [session] } } }
    : result;
}

export async function sendSeries(
  sessions: readonly Session[],
  send: (eventId: string) => Promise<ApiResult<Success>>,
): Promise<ApiResult<Success>> {
  const [first] = sessions;
  return forSession(await send(first!.eventId), first!);
}
