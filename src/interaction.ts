/**
 * Everything the widget needs once a person interacts, and nothing the form at
 * rest needs: the API client, idempotency keys, the modes' requests and
 * successes, what is said about a result (errors, the error summary, success
 * views), the public events, `remember`, and the console's explanations.
 *
 * In the module build this is a lazy chunk, fetched before it is needed (see
 * controllers/prefetch.ts) and awaited by the first submit; the classic script
 * has it inlined. The element imports only its types statically.
 */
export { resultLocaleLoaders } from './generated/result-locale-loaders.js';
export { IdempotencyKeys } from './api/idempotency.js';
export { RegisterSubmitEvent, StateChangeEvent, SubmitErrorEvent, submitErrorDetail } from './events.js';
export { failureExplanation } from './failure-log.js';
export { formMessage } from './form-message.js';
export { identifyMode } from './modes/identify.js';
export { registerMode, rememberedSuccess } from './modes/register.js';
export { forget, recall, remember } from './remember.js';
export { actionText, fieldProblemMessage } from './result-messages.js';
export { errorSummaryTemplate } from './templates/error-summary.js';

import type * as Self from './interaction.js';

export type Interaction = typeof Self;
