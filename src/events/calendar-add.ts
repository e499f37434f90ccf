/** The calendars of the success view's "Add to calendar" menu; `ics` is the downloaded file. */
export type CalendarAddCalendar = 'google' | 'outlook' | 'microsoft365' | 'yahoo' | 'ics';

/** `calendar-add`: the person picked an item of the calendar menu. */
export interface CalendarAddDetail {
  /** The event (with `sessions`, the session) whose entry it is; for the `ics` of a series, the session picked. */
  eventId: string;
  calendar: CalendarAddCalendar;
}

export class CalendarAddEvent extends CustomEvent<CalendarAddDetail> {
  static readonly eventName = 'calendar-add' as const;
  constructor(detail: CalendarAddDetail) {
    // eventInit's values, spelled out: the attend chunk that fires it imports nothing from the
    // interaction chunk, where eventInit lives.
    super(CalendarAddEvent.eventName, { bubbles: true, composed: true, detail });
  }
}
