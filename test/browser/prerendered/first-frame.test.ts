/**
 * The order of things on a pre-rendered page: the form's first frame comes before the first
 * statement of the widget's code is evaluated. An order, not a time: test/pages/order-probe.js,
 * right after the snippet, marks a rendered frame followed by a task, and sees Lit's first module
 * body (the entry's first statement with an effect) run. The entry is let through before the page
 * asks for it, so that it is there as early as it can be. Both roots.
 */
import { expect, waitUntil } from '@open-wc/testing';
import * as api from '../../helpers/api.js';
import * as ui from '../../helpers/widget.js';

type OrderWindow = Window & { __order?: { frameDone: boolean; entryAfterFrame?: boolean } };

/** Loads per root: an entry evaluated before the frame shows in about half the loads of an unguarded page. */
const LOADS = 5;

let pages = 0;
const frames: HTMLIFrameElement[] = [];
afterEach(() => frames.splice(0).forEach((frame) => frame.remove()));

/** A pre-rendered page in a frame, with its CDN files let through at once; `below` puts it 3 screens down. */
async function orderPage(below = false): Promise<HTMLIFrameElement> {
  const eventId = await api.freshEvent();
  const token = `order-${Date.now()}-${++pages}`;
  await fetch(`${api.env.cdnOrigin}/__release/${token}`);
  const frame = document.createElement('iframe');
  frame.style.cssText = `inline-size: 40rem; block-size: 30rem; ${below ? 'margin-block-start: 300vh' : ''}`;
  frame.src = `/__prerendered-page?event=${encodeURIComponent(eventId)}&key=${encodeURIComponent(api.env.publishableKey)}&render=${ui.renderRoot}&token=${token}&styles=inline&order=1`;
  // One frame at a time, at the top of the test page: a frame below the viewport may get no frames.
  if (below) document.body.append(frame);
  else document.body.prepend(frame);
  frames.push(frame);
  await waitUntil(() => frame.contentWindow?.customElements?.get('event-register'), 'the element never defined', {
    timeout: 5_000,
  });
  return frame;
}

function orderIn(frame: HTMLIFrameElement): OrderWindow['__order'] {
  const win: OrderWindow | null = frame.contentWindow;
  return win?.__order;
}

ui.forEachRoot(() => {
  describe('the first frame of a pre-rendered page', () => {
    beforeEach(api.normalServer);

    it("the form's first frame comes before the entry's first statement, in every load", async () => {
      const seen: (boolean | undefined)[] = [];
      for (let i = 0; i < LOADS; i++) {
        const frame = await orderPage();
        seen.push(orderIn(frame)?.entryAfterFrame);
        frame.remove();
      }
      expect(seen, 'whether the entry ran after the first frame, load by load').to.deep.equal(Array(LOADS).fill(true));
    });
  });
});

describe('a pre-rendered page in a frame out of view', () => {
  beforeEach(api.normalServer);

  it('still gets its code, where the engine renders such a frame no animation frames', async () => {
    // waitUntil in orderPage fails with "the element never defined" when the loader waits for a frame alone.
    const frame = await orderPage(true);
    expect(orderIn(frame)?.entryAfterFrame, 'the entry ran once the page had it').to.be.a('boolean');
  });
});
