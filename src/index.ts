/**
 * Public exports, without side effects: importing this module does not define
 * the element. Import `event-register/define` (or the CDN build) for that.
 */
export { EventRegister, type RenderRootMode } from './event-register.js';
export {
  IdentifiedEvent,
  RegisteredEvent,
  RegisterSubmitEvent,
  StateChangeEvent,
  SubmitErrorEvent,
  type IdentifiedDetail,
  type RegisteredDetail,
  type RegisterSubmitDetail,
  type StateChangeDetail,
  type SubmitErrorDetail,
  type SubmitFieldError,
} from './events.js';
export type { CustomAttributeValue, FailureKind, RateLimitInfo } from './api/types.js';
export type { CustomAttributes } from './custom-attributes.js';
export type { Mode } from './modes/mode-text.js';
export type { Theme } from './controllers/color-scheme.js';
export type { NameFieldMode } from './field-options.js';
export type { SubmissionStatus } from './controllers/submission.js';
export type { EventRegisterStrings, MessageId } from './i18n/msg.js';
