/**
 * Whether the element starts over markup a server rendered (a declarative shadow root, or
 * light-DOM children), and if so the code that takes it over: the take-over feature
 * (src/features.ts), since a page that renders the widget in the browser never needs it.
 */
import { loadFeature } from '../features.js';
import { PRERENDERED } from './prerendered-marker.js';

export const takeOverChunk = (
  root: HTMLElement | DocumentFragment,
): ReturnType<typeof loadFeature<'take-over'>> | undefined =>
  root.querySelector(`.${PRERENDERED}`) ? loadFeature('take-over') : undefined;
