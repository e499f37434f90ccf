import { eventInit as base } from './event-init.js';

/** `series-registered`: every session of a series (`sessions-mode="all"`) is registered. */
export interface SeriesRegisteredDetail {
  /** Each session of the series, in order of start, with its registration. */
  sessions: { eventId: string; registrationId: string }[];
}

/**
 * Fired once the whole series has settled successfully, after each session's `registered`.
 * Cancelable: `preventDefault()` stops `redirect` (to the first session's magic link).
 */
export class SeriesRegisteredEvent extends CustomEvent<SeriesRegisteredDetail> {
  static readonly eventName = 'series-registered' as const;
  constructor(detail: SeriesRegisteredDetail) {
    super(SeriesRegisteredEvent.eventName, { ...base, cancelable: true, detail });
  }
}
