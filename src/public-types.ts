/**
 * The element's public value types: a leaf module that imports nothing of the
 * element, so that events, framework typings and the element itself can share
 * them without pointing at each other.
 */
/** `register`: email and name form; `identify`: one button for a signed-in viewer. */
export type Mode = 'register' | 'identify';

/** `auto` follows the page; `light` and `dark` give the widget its own surface. */
export type Theme = 'auto' | 'light' | 'dark';

/** The display of the name field, set by the `name-field` attribute. */
export type NameFieldMode = 'optional' | 'required' | 'hidden';

/** Where the form renders: the element's shadow root (default), or its light DOM. */
export type RenderRootMode = 'shadow' | 'light';

/** `layout`: one field per row, or the email field beside the button. */
export type Layout = 'stacked' | 'inline';

/** `calendar-link`: what a calendar entry's location holds, the event's public page or the person's own link. */
export type CalendarLink = 'event' | 'personal';

/** The `state` property: where the submission is. */
export type SubmissionStatus = 'idle' | 'submitting' | 'success' | 'error';

/** A custom attribute value accepted by identify. */
export type CustomAttributeValue = string | number | boolean;

/** Identify mode's extra attributes, sent with `external_id`. */
export type CustomAttributes = Record<string, CustomAttributeValue>;

/** The page URL's campaign parameters that `attribution` reads, an allow-list. */
export type CampaignParameter = 'utm_source' | 'utm_medium' | 'utm_campaign' | 'utm_term' | 'utm_content';

/**
 * With `attribution`: the page URL's campaign parameters, and `referrer`, the origin of the page
 * the visitor came from (when it is not the page's own). Each is present only when the page has it.
 */
export type Campaign = Partial<Record<CampaignParameter | 'referrer', string>>;

/**
 * One session of `sessions`: an event of its own, with its time (ISO 8601 with `Z` or an offset) and an
 * optional title ("Europe", "Part 2: Deploying"). `end` defaults to one hour after `start`.
 */
export interface SessionInput {
  eventId: string;
  start: string;
  end?: string;
  title?: string;
}

/** `sessions-mode`: the visitor picks one session, or one registration covers every upcoming one (a series). */
export type SessionsMode = 'one' | 'all';

/** `after-end`: once nothing is to come, the form closes, or registration stays open for the recording. */
export type AfterEnd = 'closed' | 'on-demand';
