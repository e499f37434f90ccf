/**
 * Whether the element starts over markup a server rendered (a declarative shadow root, or
 * light-DOM children), and if so the code that takes it over: a chunk of its own, since a
 * page that renders the widget in the browser never needs it.
 */
import { PRERENDERED } from '../prerendered/marker.js';
import type * as TakeOver from '../prerendered/take-over.js';

export const takeOverChunk = (root: HTMLElement | DocumentFragment): Promise<typeof TakeOver> | undefined =>
  root.querySelector(`.${PRERENDERED}`) ? import('../prerendered/take-over.js') : undefined;
