/**
 * `event-register/ssr`: the form rendered on a server, in Node, with no DOM.
 * Node only: nothing here may reach a browser bundle (it imports `@lit-labs/ssr`
 * and `node:` modules). See docs/server-rendering.md.
 */
export {
  DEFAULT_CDN,
  eventRegisterStylesheet,
  renderEventRegister,
  serverLocale,
  type EventRegisterAttributes,
  type RenderOptions,
} from './render.js';
export { snippet, type SnippetOptions } from './snippet.js';
export { styleHashSource } from './styles.js';
