/**
 * The element's public DOM events, one class per file. Each is a `CustomEvent` subclass with a
 * typed `detail`, bubbling and composed so a listener on `document` hears it from inside any
 * shadow tree. Names and detail shapes are a public contract.
 */
import type { AddressSuggestionEvent } from './address-suggestion.js';
import type { CalendarAddEvent } from './calendar-add.js';
import type { DialogCloseEvent } from './dialog-close.js';
import type { DialogOpenEvent } from './dialog-open.js';
import type { IdentifiedEvent } from './identified.js';
import type { JoinEvent } from './join.js';
import type { RegisteredEvent } from './registered.js';
import type { RegisterSubmitEvent } from './register-submit.js';
import type { SeriesRegisteredEvent } from './series-registered.js';
import type { StateChangeEvent } from './state-change.js';
import type { SubmitErrorEvent } from './submit-error.js';
import type { SubmitInvalidEvent } from './submit-invalid.js';

export {
  AddressSuggestionEvent,
  type AddressSuggestionAction,
  type AddressSuggestionDetail,
} from './address-suggestion.js';
export { CalendarAddEvent, type CalendarAddCalendar, type CalendarAddDetail } from './calendar-add.js';
export { DialogCloseEvent, type DialogCloseDetail, type DialogCloseReason } from './dialog-close.js';
export { DialogOpenEvent, type DialogOpenDetail } from './dialog-open.js';
export { IdentifiedEvent, type IdentifiedDetail } from './identified.js';
export { JoinEvent, type JoinDetail } from './join.js';
export { RegisteredEvent, type RegisteredDetail } from './registered.js';
export { RegisterSubmitEvent, type RegisterSubmitDetail } from './register-submit.js';
export { SeriesRegisteredEvent, type SeriesRegisteredDetail } from './series-registered.js';
export { StateChangeEvent, type StateChangeDetail } from './state-change.js';
export { SubmitErrorEvent, submitErrorDetail, type SubmitErrorDetail, type SubmitFieldError } from './submit-error.js';
export { SubmitInvalidEvent, type SubmitInvalidDetail } from './submit-invalid.js';

/** Every event `<event-register>` fires, by name: the one list the typings of each framework derive from. */
export interface EventRegisterEventMap {
  [RegisteredEvent.eventName]: RegisteredEvent;
  [SeriesRegisteredEvent.eventName]: SeriesRegisteredEvent;
  [IdentifiedEvent.eventName]: IdentifiedEvent;
  [SubmitErrorEvent.eventName]: SubmitErrorEvent;
  [RegisterSubmitEvent.eventName]: RegisterSubmitEvent;
  [StateChangeEvent.eventName]: StateChangeEvent;
  [JoinEvent.eventName]: JoinEvent;
  [DialogOpenEvent.eventName]: DialogOpenEvent;
  [DialogCloseEvent.eventName]: DialogCloseEvent;
  [SubmitInvalidEvent.eventName]: SubmitInvalidEvent;
  [AddressSuggestionEvent.eventName]: AddressSuggestionEvent;
  [CalendarAddEvent.eventName]: CalendarAddEvent;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- an augmentation: the members come from the map
  interface HTMLElementEventMap extends EventRegisterEventMap {}
}
