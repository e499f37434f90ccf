/** Identify mode: one button for a signed-in person, `POST /events/{id}/identify`. */
import { parseIdentifyResponse } from '../../api/responses.js';
import type { IdentifyRequest, IdentifyResponse } from '../../api/types.js';
import { IdentifiedEvent } from '../../events/identified.js';
import { statusText } from '../status/status-messages.js';
import { preparedSubmission, type ModeInput, type SubmissionMode, type Success } from './mode.js';

export function identifyBody(input: ModeInput): IdentifyRequest {
  // The integrator's attributes win over the page's campaign values; external_id, last, over both.
  return { ...input.campaign, ...input.identifyAttributes, external_id: input.externalId.trim() };
}

function identified(eventId: string, data: IdentifyResponse): Success {
  return {
    event: new IdentifiedEvent({
      eventId,
      viewerId: data.viewer_id,
      registrationToken: data.registration_token,
      slug: data.slug,
      status: data.status,
      progressPercent: data.progress_percent,
    }),
    shown: { view: 'identified', viewer: data },
  };
}

export const identifyMode: SubmissionMode = {
  sendingAnnouncement: statusText.identifying,
  sendingLabel: statusText.joining,
  prepare(input) {
    return preparedSubmission('identify', input, identifyBody(input), parseIdentifyResponse, (data, eventId) =>
      identified(eventId, data),
    );
  },
};
