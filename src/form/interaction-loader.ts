/** The one dynamic import of interaction.ts, so that it is a chunk of its own. */
import type * as InteractionModule from '../interaction/interaction.js';

/** What the chunk exports. */
export type Interaction = typeof InteractionModule;

/**
 * The chunk's URL in the CDN module build (vite.config.ts defines it); undeclared elsewhere.
 * Firefox and WebKit keep a failed module fetch for the whole page, so an import tried again
 * after a failure must name another URL; Chromium fetches the same one again.
 */
declare const __ER_INTERACTION_CHUNK__: string | undefined;

let loaded: Interaction | undefined;
let failures = 0;

/** The chunk, if any widget on the page has loaded it: a widget then uses it at once, with no await. */
export const loadedInteraction = (): Interaction | undefined => loaded;

export const interactionChunk = (): Promise<Interaction> =>
  (failures && typeof __ER_INTERACTION_CHUNK__ == 'string'
    ? (import(
        /* @vite-ignore */ /* webpackIgnore: true */ /* turbopackIgnore: true */ `${__ER_INTERACTION_CHUNK__}?retry=${failures}`
      ) as Promise<Interaction>)
    : import('../interaction/interaction.js')
  ).then(
    (chunk) => (loaded = chunk),
    (error: unknown) => {
      failures++;
      throw error;
    },
  );
