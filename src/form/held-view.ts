/**
 * What the form shows of a held submission (form/held-submission.ts), whatever held it: the
 * button busy with its label at rest, and one banner with one Cancel.
 */
import { networkText, queueText } from './messages.js';
import type { FormParts } from './templates/form.js';

export function heldParts(onCancel: () => void): FormParts {
  const offline = navigator.onLine === false;
  return {
    busy: true,
    buttonState: 'busy',
    banner: {
      texts: [{ text: offline ? queueText.offline() : networkText(), raw: false }],
      tone: offline ? 'info' : 'error',
      action: { label: queueText.cancel(), run: onCancel },
    },
  };
}
