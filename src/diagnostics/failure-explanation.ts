/**
 * The console explanation of a failed submission, for the integrator (English,
 * never the person's data or tokens). Pure: returns the line, or `undefined`
 * when the failure is the person's to fix and needs no integrator.
 */
import type { ApiFailure } from '../api/types.js';
import type { Mode } from '../public-types.js';
import { PREFIX } from '../interaction/messages/console-prefix.js';

export function failureExplanation(
  failure: ApiFailure,
  operation: Mode,
  eventId: string,
  origin?: string,
): string | undefined {
  const status = failure.status !== undefined ? ` (HTTP ${failure.status})` : '';
  switch (failure.kind) {
    case 'auth':
      return `${PREFIX} the API rejected api-key${status}: it is missing, unknown or revoked.`;
    case 'forbidden':
      return (
        `${PREFIX} api-key may not ${operation} viewers for this event${status}. ` + "Check the key's project scope."
      );
    case 'not-found':
      return `${PREFIX} event-id "${eventId}" was not found${status}.`;
    case 'redirect':
      return (
        `${PREFIX} the API answered with a redirect; the widget does not follow redirects ` +
        "(they would resend the key and the person's details to another address). Set base-url to the final address."
      );
    case 'config':
      return failure.detail ? `${PREFIX} ${failure.detail}; nothing was sent.` : undefined;
    case 'malformed-response':
      return `${PREFIX} the API answered${status} with a body that is not a valid ${operation} response.`;
    case 'validation':
      return operation === 'identify'
        ? `${PREFIX} the API rejected the identify request${status}: ${failure.fieldErrors
            .map((e) => `${e.source}: ${e.message}`)
            .join('; ')}`
        : undefined;
    case 'network':
      // A sandboxed frame without allow-same-origin sends `Origin: null`, which most APIs refuse:
      // the browser then reports a network failure, and says nothing else to the page.
      return origin === 'null'
        ? `${PREFIX} a request from Origin: null failed: the API must allow that origin, or the sandbox needs allow-same-origin.`
        : undefined;
    default:
      return undefined;
  }
}
