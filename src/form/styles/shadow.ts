import { unsafeCSS } from 'lit';
import { componentRules } from './rules.js';

/**
 * The styles of a widget rendering into its shadow root (the default). `unsafeCSS` of our own
 * string rather than the `css` tag: the tag would bring its checks and their messages into the entry.
 */
export const shadowStyles = unsafeCSS(
  `:host { display: block; } :host([hidden]) { display: none; } ${componentRules(false)}`,
);
