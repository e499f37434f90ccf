/**
 * Sending to sessions: the one chosen, or each of a series, at most two at a time. A series keeps
 * each session's answer, so that a press after a partial failure sends only the sessions that failed.
 */
import type { ApiResult } from '../api/types.js';
import { SeriesRegisteredEvent } from '../events/series-registered.js';
import type { Success } from '../interaction/modes/mode.js';
import type { Session } from './session.js';

/** How many requests of a series are out at once. */
const AT_ONCE = 2;

/** Each session's last answer, by event ID. */
export type Answers = Map<string, ApiResult<Success>>;

/** The success of one session, with the session it is for. */
export function forSession(result: ApiResult<Success>, sessions: readonly Session[]): ApiResult<Success> {
  return result.ok ? { ...result, data: { ...result.data, shown: { ...result.data.shown, sessions } } } : result;
}

/**
 * Sends to each session of `sessions` not yet registered in `answers`, each through `send` (its own
 * idempotency key), and tells each success to `registered` as it comes. The outcome: the first
 * failure, in order of start, while any failed; else the series' success, whose event is
 * `series-registered` and whose redirect is the first session's link.
 */
export async function sendSeries(
  sessions: readonly Session[],
  send: (eventId: string) => Promise<ApiResult<Success>>,
  answers: Answers,
  registered: (eventId: string, success: Success) => void,
): Promise<ApiResult<Success>> {
  const queue = sessions.filter((s) => !answers.get(s.eventId)?.ok);
  const next = async (): Promise<void> => {
    for (let session = queue.shift(); session; session = queue.shift()) {
      const result = await send(session.eventId);
      answers.set(session.eventId, result);
      if (result.ok) registered(session.eventId, result.data);
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, next));
  const results = sessions.map((s) => answers.get(s.eventId)!);
  const failed = results.find((result) => !result.ok);
  if (failed) return failed;
  const [first] = results as Extract<ApiResult<Success>, { ok: true }>[];
  return forSession(
    {
      ...first!,
      data: {
        event: new SeriesRegisteredEvent({
          sessions: results.map((result, i) => ({
            eventId: sessions[i]!.eventId,
            registrationId: (result.ok && result.data.record?.registrationId) || '',
          })),
        }),
        redirectTo: first!.data.redirectTo,
        // Each session's own link, for its own Join now.
        shown: {
          ...first!.data.shown,
          links: Object.fromEntries(
            results.map((result, i) => [
              sessions[i]!.eventId,
              result.ok && 'magicLink' in result.data.shown ? result.data.shown.magicLink : '',
            ]),
          ),
        },
      },
    },
    sessions,
  );
}
