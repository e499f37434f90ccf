/**
 * Everything the widget needs once a person interacts, and nothing the form at
 * rest needs: the submission flow (submission-flow.ts) with the API client, the
 * configuration checks, errors, success views, events and `remember`, their
 * styles, and the result messages of every locale.
 *
 * In the module build this is a lazy chunk, fetched before it is needed (see
 * form/prefetch.ts) and awaited by the first submit; the classic script has it
 * inlined. The element imports only its types statically.
 */
export { SubmissionFlow } from './submission-flow.js';
