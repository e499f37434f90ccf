/**
 * The prefix of a widget's ids (`<prefix>-email`…), which the server that rendered
 * its form and the browser that takes it over must agree on:
 * - the element's own `id`, when it is usable in an id reference;
 * - else the seed a server rendering wrote on the host (`data-er-seed`);
 * - else a new one: a page-wide count in the browser; on a server, which renders for
 *   many pages and may run in several processes, a count plus this process's own
 *   random part, written on the host so that the browser reads it back.
 */
import { isServer } from 'lit';

export const SEED_ATTRIBUTE = 'data-er-seed';

let count = 0;
const processPart = isServer ? `${Math.random().toString(36).slice(2, 7)}-` : '';

export function instancePrefix(host: Element): string {
  // An id reference is split at white space: a prefix must have none.
  for (const given of [host.getAttribute('id'), host.getAttribute(SEED_ATTRIBUTE)])
    if (given && !/\s/.test(given)) return given;
  // In the browser build `isServer` is false, and the minifier drops the server's part.
  const fresh = `event-register-${isServer ? processPart : ''}${++count}`;
  if (isServer) host.setAttribute(SEED_ATTRIBUTE, fresh);
  return fresh;
}
