/** The interaction feature (src/features.ts), once per page: every widget on it shares the chunk. */
import { ELEMENT_FEATURES, loadFeature } from '../features.js';
import type * as InteractionModule from '../interaction/interaction.js';

/** What the chunk exports. */
export type Interaction = typeof InteractionModule;

/** The chunk, if any widget on the page has loaded it: a widget then uses it at once, with no await. */
export let loadedInteraction: Interaction | undefined;

/** Loads the chunk; an import tried again after a failed one names another URL (`loadFeature`). */
export const interactionChunk = (): Promise<Interaction> =>
  loadFeature('interaction', ELEMENT_FEATURES.interaction).then((chunk) => (loadedInteraction = chunk));
