/**
 * What the form shows at rest for its settings, from what the browser remembers: a remembered
 * registration for this event and API (a success with no new event), or a rate limit a server set
 * for this API and key that is still in force.
 */
import type { ApiFailure } from '../../api/types.js';
import { rememberedSuccess } from '../modes/register.js';
import type { Submission } from '../submission.js';

/**
 * The `Submission` to show instead of `now`, or undefined to keep it. `reconfigured`: the event,
 * key, API or identity changed, so whatever was under way or shown belongs to the old configuration.
 */
export function atRest(
  now: Submission,
  record: Parameters<typeof rememberedSuccess>[0] | undefined,
  limit: ApiFailure | undefined,
  reconfigured: boolean,
): Submission | undefined {
  const showingRemembered = now.state === 'success' && now.success.remembered === true;
  const toRest = reconfigured || showingRemembered;
  if (record && (toRest || now.state === 'idle')) return { state: 'success', success: rememberedSuccess(record) };
  if (!toRest && (now.state !== 'idle' || !limit)) return undefined;
  return limit ? { state: 'idle', failure: limit } : { state: 'idle' };
}
