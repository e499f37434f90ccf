/**
 * A site builder's published page (test/plugins/builder-pages.mjs), in a frame of the test page:
 * the fixture a recipe of docs/builders/ tells the marketer to paste, with this run's servers.
 */
import type { EventRegister } from '../../src/event-register.js';
import * as api from './api.js';

/** The page's widget, once the CDN script has defined it and it has rendered what it shows first. */
export async function publishedPage(path: string): Promise<{ frame: HTMLIFrameElement; el: EventRegister }> {
  const frame = document.createElement('iframe');
  frame.style.cssText = 'width: 40rem; height: 30rem';
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  frame.src = path;
  document.body.append(frame);
  await api.within(loaded, `loading ${path}`);
  const view = frame.contentWindow!;
  await api.within(view.customElements.whenDefined('event-register'), `${path}: the CDN script defining the element`);
  const el = view.document.querySelector('event-register')!;
  await api.within(el.updateComplete, `${path}: the first render`);
  return { frame, el };
}
