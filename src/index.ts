/**
 * Public exports, without side effects: importing this module does not define
 * the element. Import `event-register/define` (or the CDN build) for that.
 */
export { EventRegister } from './event-register.js';
export {
  IdentifiedEvent,
  RegisteredEvent,
  SubmitErrorEvent,
  type IdentifiedDetail,
  type RegisteredDetail,
  type SubmitErrorDetail,
  type SubmitFieldError,
} from './events.js';
export type { FailureKind, RateLimitInfo } from './api/types.js';
export type { NameFieldMode } from './validation.js';
export type { SubmissionStatus } from './controllers/submission.js';
