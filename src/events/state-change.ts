import type { SubmissionStatus } from '../public-types.js';
import { eventInit as base } from './event-init.js';

/** `state-change`: the `state` property changed. */
export interface StateChangeDetail {
  state: SubmissionStatus;
  previous: SubmissionStatus;
}

export class StateChangeEvent extends CustomEvent<StateChangeDetail> {
  static readonly eventName = 'state-change' as const;
  constructor(detail: StateChangeDetail) {
    super(StateChangeEvent.eventName, { ...base, detail });
  }
}
