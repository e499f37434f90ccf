/**
 * What each mode (register, identify) supplies once a person submits: what is
 * said while sending, its request body, its API call, and what a success means
 * (its event and what the success view shows). Its labels at rest are in the
 * entry (form/mode-labels.ts). The flow runs whichever mode is configured
 * without branching on it.
 */
import { postModeRequest } from '../../api/client.js';
import type { IdentifyResponse } from '../../api/types.js';
import type { CallOptions, ClientOptions, Parser } from '../../api/client-options.js';
import type { ApiResult } from '../../api/types.js';
import type { Campaign, CustomAttributes, Mode } from '../../public-types.js';
import type { IdentifiedEvent } from '../../events/identified.js';
import type { RegisteredEvent } from '../../events/registered.js';
import type { SeriesRegisteredEvent } from '../../events/series-registered.js';
import type { RegisterSubmitDetail } from '../../events/register-submit.js';
import type { RememberedRegistration } from '../memory/remember.js';
import type { TextFieldName } from '../../fields/model.js';
import type { NameFieldMode } from '../../public-types.js';
import type { Session } from '../../sessions/session.js';

/** What a success view shows: plain data, drawn by templates/success.ts. */
export type SuccessShown = (
  | { view: 'registered'; email: string; magicLink: string }
  | { view: 'remembered'; email: string; magicLink: string }
  | { view: 'identified'; viewer: IdentifyResponse }
) & {
  /** With `sessions`: the session, or the sessions of a series, this success is for. */
  sessions?: readonly Session[];
  /** With a series: each session's own link, by its event ID (the first session's is `magicLink`). */
  links?: Readonly<Record<string, string>>;
};

/** A finished submission, whatever the mode: plain data. */
export interface Success {
  /** A registration kept by `remember` and shown again, rather than one just made. */
  remembered?: boolean;
  /** The public event for this success; none for a remembered registration, where nothing new happened. */
  event?: RegisteredEvent | IdentifiedEvent | SeriesRegisteredEvent;
  /** Where `redirect` goes after the event, unless a listener cancels it. */
  redirectTo?: string;
  /** What `remember` stores. */
  record?: RememberedRegistration;
  /** What the view that replaces the form shows; the live region says it as it appears. */
  shown: SuccessShown;
}

/** Everything a mode may read to build its request. */
export interface ModeInput {
  eventId: string;
  /** What the person typed, by text field of the model. */
  values: Readonly<Record<TextFieldName, string>>;
  nameField: NameFieldMode;
  externalId: string;
  identifyAttributes: CustomAttributes;
  /** `attribution`'s values, when it is on: identify sends them, register's `registered` event carries them. */
  campaign?: Campaign;
}

/** A checked request body and the call that sends it, to the event of the input or to `eventId` (a session). */
export interface PreparedSubmission {
  body: RegisterSubmitDetail;
  send(client: ClientOptions, call: CallOptions, eventId?: string): Promise<ApiResult<Success>>;
}

/** How a mode submits. */
export interface SubmissionMode {
  /** The button's text while sending. */
  readonly sendingLabel: () => string;
  /** The polite announcement when sending starts. */
  readonly sendingAnnouncement: () => string;
  prepare(input: ModeInput): PreparedSubmission;
}

/**
 * Pairs a checked body with the call that sends it: `operation` for the event of `input`, its
 * answer read by `parse` and turned into a Success by `success`.
 */
export function preparedSubmission<B extends RegisterSubmitDetail, D>(
  operation: Mode,
  input: ModeInput,
  body: B,
  parse: Parser<D>,
  success: (data: D, eventId: string) => Success,
): PreparedSubmission {
  return {
    body,
    send: async (client, options, eventId = input.eventId) => {
      const result = await postModeRequest(client, operation, eventId, body, options, parse);
      return result.ok ? { ...result, data: success(result.data, eventId) } : result;
    },
  };
}
