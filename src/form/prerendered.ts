/**
 * Whether the element starts over markup a server rendered (a declarative shadow root, or
 * light-DOM children), and if so the code that takes it over: the take-over feature
 * (src/features.ts), since a page that renders the widget in the browser never needs it.
 */
import { ELEMENT_FEATURES, loadFeature } from '../features.js';
import { PRERENDERED } from './prerendered-marker.js';

export const takeOverChunk = (
  root: HTMLElement | DocumentFragment,
): ReturnType<(typeof ELEMENT_FEATURES)['take-over']['load']> | undefined =>
  root.querySelector(`.${PRERENDERED}`) ? loadFeature('take-over', ELEMENT_FEATURES['take-over']) : undefined;
