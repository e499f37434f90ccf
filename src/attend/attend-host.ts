import type { ReactiveControllerHost } from 'lit';
import type { CalendarLink } from '../public-types.js';

/** The element as the attend chunk sees it: the event's details and what identifies it. */
export interface AttendHost extends ReactiveControllerHost, EventTarget {
  readonly eventId: string;
  readonly baseUrl: string;
  /** `remember`: the calendar chosen is kept, and put first next time. */
  readonly remember: boolean;
  readonly eventTitle?: string;
  readonly eventStart?: string;
  readonly eventEnd?: string;
  readonly eventUrl?: string;
  readonly calendarLink?: CalendarLink;
  readonly joinWindow?: number;
  /** `after-end`: "on-demand" keeps the link, which then leads to the recording, once the event has ended. */
  readonly afterEnd?: string;
  readonly renderRoot: HTMLElement | DocumentFragment;
  readonly ownerDocument: Document;
}

/** The widget's language, and a way to load the attend chunk's part of it. */
export interface AttendLocale {
  readonly locale: string;
  reload(): Promise<unknown>;
}
