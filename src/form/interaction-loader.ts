/** The one dynamic import of interaction.ts, so that it is a chunk of its own. */
import type * as InteractionModule from '../interaction/interaction.js';

/** What the chunk exports. */
export type Interaction = typeof InteractionModule;

let loaded: Interaction | undefined;

/** The chunk, if any widget on the page has loaded it: a widget then uses it at once, with no await. */
export const loadedInteraction = (): Interaction | undefined => loaded;

export const interactionChunk = (): Promise<Interaction> =>
  import('../interaction/interaction.js').then((chunk) => (loaded = chunk));
