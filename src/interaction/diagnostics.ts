/**
 * The diagnostics chunk (src/diagnostics/), as the flow and its features load it: the console's
 * words for what is wrong, fetched only when there is something to say.
 */
import { loadFeature } from '../features.js';
import { FLOW_CHUNKS, FLOW_PARTS } from '../flow-feature-list.js';

export const loadDiagnostics = () => loadFeature('diagnostics', FLOW_PARTS.diagnostics, FLOW_CHUNKS);
