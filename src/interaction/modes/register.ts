/** Register mode: the email and name form, `POST /events/{id}/register`. */
import { parseRegisterResponse } from '../../api/responses.js';
import type { RegisterRequest, RegisterResponse } from '../../api/types.js';
import { TEXT_FIELDS, textPresence, type TextFieldName } from '../../fields/model.js';
import { RegisteredEvent } from '../../events/registered.js';
import { statusText } from '../status/status-messages.js';
import type { RememberedRegistration } from '../memory/remember.js';
import { preparedSubmission, type ModeInput, type SubmissionMode, type Success, type SuccessShown } from './mode.js';

/**
 * Each text field of the model fills the request property of its name, trimmed; an optional
 * field left empty, or a hidden one, is left out (the spec does not say `name` is required).
 */
export function registerBody(input: ModeInput): RegisterRequest {
  const body: Partial<Record<TextFieldName, string>> = {};
  for (const field of TEXT_FIELDS) {
    const value = input.values[field].trim();
    const presence = textPresence(field, input.nameField);
    if (presence === 'required' || (presence !== 'hidden' && value)) body[field] = value;
  }
  // Every property the model fills; `email`, which the type requires, is a required field.
  return body as RegisterRequest;
}

function registered({ campaign }: ModeInput, body: RegisterRequest, data: RegisterResponse, eventId: string): Success {
  return {
    event: new RegisteredEvent({
      eventId,
      viewerId: data.viewer_id,
      registrationId: data.registration_id,
      registrationToken: data.registration_token,
      magicLink: data.magic_link,
      // Register sends only what the API's spec shows (email, name): the page can forward these.
      ...(campaign && { campaign }),
    }),
    redirectTo: data.magic_link,
    record: {
      email: body.email,
      magicLink: data.magic_link,
      viewerId: data.viewer_id,
      registrationId: data.registration_id,
      savedAt: Date.now(),
    },
    shown: { view: 'registered', email: body.email, magicLink: data.magic_link },
  };
}

/** A registration kept by `remember`, shown to a returning visitor: a success with no new event. */
export function rememberedSuccess(record: RememberedRegistration & Pick<SuccessShown, 'sessions' | 'links'>): Success {
  return {
    remembered: true,
    shown: {
      view: 'remembered',
      email: record.email,
      magicLink: record.magicLink,
      ...(record.sessions && { sessions: record.sessions, links: record.links }),
    },
  };
}

export const registerMode: SubmissionMode = {
  sendingAnnouncement: statusText.submitting,
  sendingLabel: statusText.registering,
  prepare(input) {
    const body = registerBody(input);
    return preparedSubmission('register', input, body, parseRegisterResponse, (data, eventId) =>
      registered(input, body, data, eventId),
    );
  },
};
