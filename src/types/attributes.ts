/**
 * The element's public surface as frameworks see it: its attributes (HTML
 * names, string values), its settable properties, and a handler per event.
 * Types only; the React, Vue and Svelte typings are built from these, so an
 * attribute or event added here reaches every framework at once.
 */
import type { EventRegisterEventMap } from '../events/index.js';
import type {
  AfterEnd,
  CalendarLink,
  CustomAttributes,
  Layout,
  Mode,
  NameFieldMode,
  RenderRootMode,
  SessionInput,
  SessionsMode,
  Theme,
} from '../public-types.js';

/** Attributes, as written in HTML and framework templates (kebab-case). */
export interface EventRegisterAttributes {
  'event-id'?: string;
  'api-key'?: string;
  'base-url'?: string;
  mode?: Mode;
  'external-id'?: string;
  /** JSON object of strings, numbers and booleans. */
  'custom-attributes'?: string;
  auto?: boolean;
  'name-field'?: NameFieldMode;
  email?: string;
  name?: string;
  /** Present, or tokens: `strip`, `email=<parameter>`, `name=<parameter>` (`"strip email=er_email name=er_name"`). */
  'prefill-from-url'?: boolean | string;
  remember?: boolean;
  /** Shows the configuration check; remove it before publishing. */
  debug?: boolean;
  redirect?: boolean;
  timeout?: number | string;
  'show-link'?: boolean;
  locale?: string;
  /** Read when the element connects. */
  'render-root'?: RenderRootMode;
  theme?: Theme;
  'form-label'?: string;
  layout?: Layout;
  'event-title'?: string;
  /** ISO 8601 with `Z` or an offset. */
  'event-start'?: string;
  'event-end'?: string;
  'event-url'?: string;
  'calendar-link'?: CalendarLink;
  'join-window'?: number | string;
  /** `off`, or your own mail domains, space- or comma-separated. */
  'email-suggestions'?: string;
  /** Space-separated sinks: `datalayer`, `segment`. */
  analytics?: string;
  attribution?: boolean;
  /** A JSON array of `{"eventId", "start", "end"?, "title"?}`. */
  sessions?: string;
  'sessions-mode'?: SessionsMode;
  /** An IANA time zone name. */
  'organizer-time-zone'?: string;
  'after-end'?: AfterEnd;
  /** A button where the element stands opens the form in a modal dialog. */
  dialog?: boolean;
}

/** Properties (camelCase), as set from JavaScript or a framework's property binding. */
export interface EventRegisterProperties {
  eventId?: string;
  apiKey?: string;
  baseUrl?: string;
  mode?: Mode;
  externalId?: string;
  customAttributes?: CustomAttributes | string;
  auto?: boolean;
  nameField?: NameFieldMode;
  email?: string;
  name?: string;
  prefillFromUrl?: string | null;
  remember?: boolean;
  debug?: boolean;
  redirect?: boolean;
  timeout?: number;
  showLink?: boolean;
  locale?: string;
  renderRootMode?: RenderRootMode;
  theme?: Theme;
  formLabel?: string;
  layout?: Layout;
  eventTitle?: string;
  eventStart?: string;
  eventEnd?: string;
  eventUrl?: string;
  calendarLink?: CalendarLink;
  joinWindow?: number;
  emailSuggestions?: string;
  analytics?: string;
  attribution?: boolean;
  sessions?: readonly SessionInput[] | string;
  sessionsMode?: SessionsMode;
  organizerTimeZone?: string;
  afterEnd?: AfterEnd;
  dialog?: boolean;
}

/** The handler prop for each event, named as React wrappers and Vue do: `submit-error` → `onSubmitError`. */
export const EVENT_HANDLER_NAMES = {
  onRegistered: 'registered',
  onSeriesRegistered: 'series-registered',
  onIdentified: 'identified',
  onSubmitError: 'submit-error',
  onRegisterSubmit: 'register-submit',
  onStateChange: 'state-change',
  onJoin: 'join',
  onDialogOpen: 'dialog-open',
  onDialogClose: 'dialog-close',
  onSubmitInvalid: 'submit-invalid',
  onAddressSuggestion: 'address-suggestion',
  onCalendarAdd: 'calendar-add',
} as const satisfies Record<string, keyof EventRegisterEventMap>;

/** `{ onRegistered?: (event: RegisteredEvent) => void, … }` */
export type EventRegisterHandlers = {
  [K in keyof typeof EVENT_HANDLER_NAMES]?: (event: EventRegisterEventMap[(typeof EVENT_HANDLER_NAMES)[K]]) => void;
};

/** `{ onregistered?: …, 'onsubmit-error'?: … }`: React 19 and Svelte 5 listen to `on` + the exact event name. */
export type EventRegisterLowercaseHandlers = {
  [K in keyof EventRegisterEventMap as `on${K}`]?: (event: EventRegisterEventMap[K]) => void;
};
