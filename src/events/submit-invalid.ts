import { eventInit as base } from './event-init.js';

/** `submit-invalid`: a press that sent nothing, stopped by the form's own checks. */
export interface SubmitInvalidDetail {
  /** The names of the controls the checks stopped (`email`, `name`, `consent`, `session`), in the form's order; never their values. */
  fields: string[];
}

export class SubmitInvalidEvent extends CustomEvent<SubmitInvalidDetail> {
  static readonly eventName = 'submit-invalid' as const;
  constructor(detail: SubmitInvalidDetail) {
    super(SubmitInvalidEvent.eventName, { ...base, detail });
  }
}
