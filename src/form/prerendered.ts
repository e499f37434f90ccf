/**
 * Whether the element starts over markup a server rendered (a declarative shadow root, or
 * light-DOM children), and if so the code that takes it over: a chunk of its own, since a
 * page that renders the widget in the browser never needs it.
 */
import type * as TakeOver from '../prerendered/take-over.js';

/** The class on the root of server-rendered markup (see src/server/render.ts). */
export const PRERENDERED = 'er-prerendered';

export const takeOverChunk = (root: HTMLElement | DocumentFragment): Promise<typeof TakeOver> | undefined =>
  root.querySelector(`.${PRERENDERED}`) ? import('../prerendered/take-over.js') : undefined;
