/** The console's pointer to the docs; the chunk's own copy, since it imports nothing of the widget. */
export const ERRORS_DOC_HINT = 'See docs/errors.md.';
