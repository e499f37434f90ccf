import { css, unsafeCSS } from 'lit';
import { componentRules } from './rules.js';

/** The styles of a widget rendering into its shadow root (the default). */
export const shadowStyles = css`
  :host {
    display: block;
  }
  :host([hidden]) {
    display: none;
  }
  ${unsafeCSS(componentRules(false))}
`;
