/**
 * The diagnostics chunk: what the console tells the integrator, in words, about a configuration
 * problem, a failed submission or the sessions' attributes. Declared in src/flow-feature-list.ts: the flow loads it when it
 * has something to say, so a page that is set up right never fetches these explanations.
 */
export { explainConfig } from './config-explanation.js';
export { failureExplanation } from './failure-explanation.js';
export { sessionsExplanation } from './sessions-explanation.js';
