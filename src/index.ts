/**
 * Public exports, without side effects: importing this module does not define
 * the element. Import `event-register/define` (or the CDN build) for that.
 */
export { EventRegister } from './event-register.js';
export {
  AddressSuggestionEvent,
  CalendarAddEvent,
  DialogCloseEvent,
  DialogOpenEvent,
  IdentifiedEvent,
  JoinEvent,
  RegisteredEvent,
  RegisterSubmitEvent,
  SeriesRegisteredEvent,
  StateChangeEvent,
  SubmitErrorEvent,
  SubmitInvalidEvent,
  type AddressSuggestionAction,
  type AddressSuggestionDetail,
  type CalendarAddCalendar,
  type CalendarAddDetail,
  type DialogCloseDetail,
  type DialogCloseReason,
  type DialogOpenDetail,
  type IdentifiedDetail,
  type JoinDetail,
  type RegisteredDetail,
  type RegisterSubmitDetail,
  type SeriesRegisteredDetail,
  type StateChangeDetail,
  type SubmitErrorDetail,
  type SubmitFieldError,
  type SubmitInvalidDetail,
} from './events/index.js';
export type { FailureKind, RateLimitInfo } from './api/types.js';
export type {
  CalendarLink,
  Campaign,
  CampaignParameter,
  CustomAttributes,
  CustomAttributeValue,
  Layout,
  Mode,
  NameFieldMode,
  RenderRootMode,
  SubmissionStatus,
  Theme,
} from './public-types.js';
export type { EventRegisterStrings } from './i18n/msg.js';
export type { MessageId } from './generated/message-ids.js';
