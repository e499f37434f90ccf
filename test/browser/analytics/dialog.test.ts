/**
 * The funnel of a widget with `dialog`: the view counts its openers on the page, and the dialog
 * opened is its own step, told once per widget, also when it opened before the analytics code.
 * Against the local API, in both roots; the sink is the page's `window.dataLayer`.
 */
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import type { EventRegister } from '../../../src/event-register.js';
import * as api from '../../helpers/api.js';
import * as ui from '../../helpers/widget.js';

type Pushed = Record<string, unknown> & { event: string };
const page = window as unknown as { dataLayer?: unknown };

/** A dataLayer that resolves `next(step)` at that step's push for `eventId`. */
function watchedDataLayer(eventId: string) {
  const pushed: Pushed[] = [];
  const waiters = new Set<(item: Pushed) => void>();
  const layer: unknown[] = [];
  layer.push = (...items: unknown[]): number => {
    for (const item of items as Pushed[]) {
      if (item.event_id !== eventId) continue;
      pushed.push(item);
      for (const waiter of [...waiters]) waiter(item);
    }
    return Array.prototype.push.apply(layer, items);
  };
  page.dataLayer = layer;
  const next = (step: string): Promise<Pushed> =>
    api.within(
      new Promise<Pushed>((resolve) => {
        const found = pushed.find((item) => item.event === step);
        if (found) return resolve(found);
        const waiter = (item: Pushed): void => {
          if (item.event !== step) return;
          waiters.delete(waiter);
          resolve(item);
        };
        waiters.add(waiter);
      }),
      `waiting for ${step}`,
    );
  return { steps: () => pushed.map((item) => item.event), pushed, next };
}

/** A dialog widget at the foot of a page three screens tall, and an opener of it at the top. */
async function pageWithOpener(attrs: Record<string, string>): Promise<{ el: EventRegister; opener: HTMLElement }> {
  const el = ui.withRenderRoot(document.createElement('event-register'));
  const all = { 'api-key': api.env.publishableKey, 'base-url': api.env.baseUrl, dialog: '', ...attrs };
  for (const [name, value] of Object.entries(all)) el.setAttribute(name, value);
  el.id = `signup-${attrs['event-id']}`;
  const wrapper = await fixture(
    html`<div>
      <a href="#later" data-event-register-open=${el.id}>Save my seat</a>
      <div style="block-size: 300vh"></div>
      ${el}
    </div>`,
  );
  await el.updateComplete;
  return { el, opener: wrapper.querySelector('a')! };
}

ui.forEachRoot(() => {
  describe('analytics with dialog', () => {
    let original: unknown;
    beforeEach(async () => {
      await api.normalServer();
      original = page.dataLayer;
      window.scrollTo(0, 0);
    });
    afterEach(() => {
      page.dataLayer = original;
      window.scrollTo(0, 0);
    });

    it('tells the view when only an opener is in view, the widget’s button off-screen', async () => {
      const eventId = await api.freshEvent();
      const layer = watchedDataLayer(eventId);
      const { el } = await pageWithOpener({ 'event-id': eventId, analytics: 'datalayer' });
      const button = ui.part(el, '[part~="dialog-button"]');
      expect(button.getBoundingClientRect().top, 'the button is below the screen').to.be.greaterThan(innerHeight);
      const view = await layer.next('event_register_view');
      expect(view.event_id).to.equal(eventId);
      expect(layer.steps()).to.deep.equal(['event_register_view']);
    });

    it('tells the open once per widget, with no personal data, however often it opens', async () => {
      const eventId = await api.freshEvent();
      const layer = watchedDataLayer(eventId);
      const { el, opener } = await pageWithOpener({ 'event-id': eventId, analytics: 'datalayer' });
      await layer.next('event_register_view');
      let opened = oneEvent(el, 'dialog-open');
      opener.click();
      await opened;
      const open = await layer.next('event_register_open');
      const email = api.uniqueEmail('Opener');
      await ui.fill(el, { email, name: 'Open Person' });
      await layer.next('event_register_start');
      const closed = oneEvent(el, 'dialog-close');
      el.close();
      await closed;
      opened = oneEvent(el, 'dialog-open');
      el.open();
      await opened;
      await ui.settled(el);
      expect(layer.steps()).to.deep.equal(['event_register_view', 'event_register_open', 'event_register_start']);
      expect(open).to.deep.include({ event_register_version: 1, event_id: eventId, mode: 'register', locale: 'en' });
      const text = JSON.stringify(layer.pushed);
      for (const value of [email, 'Open Person']) expect(text.includes(value), value).to.equal(false);
      el.close();
    });

    it('tells the open when the dialog opened before the analytics code arrived', async () => {
      const eventId = await api.freshEvent();
      const layer = watchedDataLayer(eventId);
      // No `analytics` yet: the widget has no analytics code when its dialog opens.
      const { el } = await pageWithOpener({ 'event-id': eventId });
      const opened = oneEvent(el, 'dialog-open');
      el.open();
      await opened;
      el.setAttribute('analytics', 'datalayer');
      await layer.next('event_register_open');
      await ui.settled(el);
      expect(layer.steps().filter((step) => step === 'event_register_open')).to.have.length(1);
      el.close();
    });
  });
});
