/**
 * The funnel's steps that follow the person past the form's checks, the address hint, the calendar
 * menu and Join now (`event_register_invalid`, `_suggestion`, `_calendar`, `_join`), and the public
 * events they come from (`submit-invalid`, `address-suggestion`, `calendar-add`, `join`): against
 * the local API, in both roots, with the page's `window.dataLayer` as the sink.
 */
import { expect, waitUntil } from '@open-wc/testing';
import type { EventRegister } from '../../../src/event-register.js';
import type { EventRegisterEventMap } from '../../../src/events/index.js';
import * as api from '../../helpers/api.js';
import { captureOpened, type Opened } from '../../helpers/calendar-capture.js';
import * as ui from '../../helpers/widget.js';
import { expectNoPersonalData, page, PAYLOAD_KEYS, watchedDataLayer, type Pushed } from './data-layer.js';

const MINUTE = 60_000;

/** Every `type` event `el` fires, from now on. */
function heard<K extends keyof EventRegisterEventMap>(el: EventRegister, type: K): EventRegisterEventMap[K][] {
  const events: EventRegisterEventMap[K][] = [];
  el.addEventListener(type, (event) => events.push(event));
  return events;
}

/** Resolves with the `index`th `type` event heard (0 the first), failing after a while with `step` named. */
const nth = <T>(events: T[], index: number, step: string): Promise<T> =>
  api.within(
    waitUntil(() => events.length > index, step, { timeout: 9000 }).then(() => events[index]!),
    step,
  );

/** The step's own keys: the others stay undefined on it. */
function ownKeys(item: Pushed): Record<string, unknown> {
  const { failure_kind, invalid_fields, suggestion, calendar } = item;
  return { failure_kind, invalid_fields, suggestion, calendar };
}

const hint = (el: EventRegister): Element | null => ui.root(el).querySelector('[part~="email-hint"]');

/** A unique address at a mistyped gmail.com, and the one it meant. */
function typo(): { typed: string; meant: string } {
  const local = api.uniqueEmail('Ada').split('@')[0]!;
  return { typed: `${local}@gmial.com`, meant: `${local}@gmail.com` };
}

ui.forEachRoot(() => {
  describe('analytics: the steps past the form', () => {
    let original: unknown;
    beforeEach(async () => {
      await api.normalServer();
      original = page.dataLayer;
    });
    afterEach(() => (page.dataLayer = original));

    it('tells each press the checks stop, with the controls’ names in the form’s order, and fires submit-invalid', async () => {
      const layer = watchedDataLayer();
      const eventId = await api.freshEvent();
      const el = await ui.mountWidget({ 'event-id': eventId, analytics: 'datalayer', 'name-field': 'required' });
      const invalid = heard(el, 'submit-invalid');
      ui.submitButton(el).click();
      const first = await layer.next('event_register_invalid', eventId);
      expect(ownKeys(first)).to.deep.equal({
        failure_kind: undefined,
        invalid_fields: 'email,name',
        suggestion: undefined,
        calendar: undefined,
      });
      expect(invalid.map((event) => event.detail)).to.deep.equal([{ fields: ['email', 'name'] }]);
      expect(invalid[0]!.bubbles && invalid[0]!.composed, 'bubbles out of the shadow root').to.equal(true);
      expect(invalid[0]!.cancelable).to.equal(false);
      // Each press is told: the name typed, the next press stops at the email alone.
      await ui.typeInto(el, 'name', 'Ada Lovelace');
      ui.submitButton(el).click();
      await nth(invalid, 1, 'a second submit-invalid');
      const told = layer.of(eventId).filter((item) => item.event === 'event_register_invalid');
      expect(told.map((item) => item.invalid_fields)).to.deep.equal(['email,name', 'email']);
      expect(Object.keys(told[1]!).sort()).to.deep.equal(['event', ...PAYLOAD_KEYS].sort());
      expect(
        layer.of(eventId).some((item) => item.event === 'event_register_submit'),
        'nothing was sent',
      ).to.equal(false);
      expectNoPersonalData(layer.pushed, ['Ada Lovelace']);
    });

    it('tells a suggestion shown, used, and saved once the registration with it succeeds, never the address', async () => {
      const layer = watchedDataLayer();
      const eventId = await api.freshEvent();
      const el = await ui.mountWidget({ 'event-id': eventId, analytics: 'datalayer' });
      const suggestions = heard(el, 'address-suggestion');
      const { typed, meant } = typo();
      await ui.fill(el, { email: typed, name: 'Ada Lovelace' });
      // The press is held to show the hint: nothing is sent.
      ui.submitButton(el).click();
      const shown = await layer.next('event_register_suggestion', eventId);
      expect(shown.suggestion).to.equal('shown');
      expect(suggestions.map((event) => event.detail)).to.deep.equal([{ action: 'shown', suggestion: meant }]);
      expect(suggestions[0]!.bubbles && suggestions[0]!.composed).to.equal(true);
      await waitUntil(() => hint(el), 'the hint', { timeout: 5000 });
      ui.part<HTMLButtonElement>(el, '[part~="email-hint-use"]').click();
      await nth(suggestions, 1, 'address-suggestion used');
      expect(suggestions[1]!.detail).to.deep.equal({ action: 'used', suggestion: meant });
      const registered = await ui.submitAndWait(el, 'registered', 'the press after Use');
      await layer.next('event_register_success', eventId);
      await waitUntil(
        () => layer.of(eventId).filter((item) => item.event === 'event_register_suggestion').length === 3,
        'the saved suggestion',
        { timeout: 5000 },
      );
      await ui.settled(el);
      const mine = layer.of(eventId);
      const told = mine.filter((item) => item.event === 'event_register_suggestion');
      expect(told.map((item) => item.suggestion)).to.deep.equal(['shown', 'used', 'saved']);
      for (const item of told)
        expect({ ...ownKeys(item), suggestion: undefined }, 'only suggestion set').to.deep.equal({
          failure_kind: undefined,
          invalid_fields: undefined,
          suggestion: undefined,
          calendar: undefined,
        });
      // Saved comes after the success it is part of.
      expect(mine.map((item) => item.event).slice(-2)).to.deep.equal([
        'event_register_success',
        'event_register_suggestion',
      ]);
      const { viewerId, registrationToken, magicLink } = registered.detail;
      expectNoPersonalData(mine, [
        typed,
        meant,
        'gmail.com',
        'gmial',
        'Ada Lovelace',
        viewerId,
        registrationToken,
        magicLink,
      ]);
    });

    it('tells a suggestion kept (its Keep button), and no saved for the address as typed', async () => {
      const layer = watchedDataLayer();
      const eventId = await api.freshEvent();
      const el = await ui.mountWidget({ 'event-id': eventId, analytics: 'datalayer' });
      const suggestions = heard(el, 'address-suggestion');
      const { typed, meant } = typo();
      await ui.fill(el, { email: typed, name: 'Ada Lovelace' });
      ui.submitButton(el).click();
      await waitUntil(() => hint(el), 'the hint', { timeout: 5000 });
      ui.part<HTMLButtonElement>(el, '[part~="email-hint-keep"]').click();
      await nth(suggestions, 1, 'address-suggestion kept');
      expect(suggestions.map((event) => event.detail)).to.deep.equal([
        { action: 'shown', suggestion: meant },
        { action: 'kept', suggestion: meant },
      ]);
      await ui.submitAndWait(el, 'registered', 'the press after Keep');
      await layer.next('event_register_success', eventId);
      await ui.settled(el);
      const told = layer.of(eventId).filter((item) => item.event === 'event_register_suggestion');
      expect(told.map((item) => item.suggestion)).to.deep.equal(['shown', 'kept']);
      expectNoPersonalData(layer.of(eventId), [typed, meant, 'gmail.com', 'gmial']);
    });

    describe('after a success with the event described', () => {
      let opened: Opened;
      beforeEach(() => (opened = captureOpened()));
      afterEach(() => opened.restore());

      it('tells each calendar picked, by its public name, and fires calendar-add', async () => {
        const layer = watchedDataLayer();
        const { el, eventId } = await ui.filledWidget({
          analytics: 'datalayer',
          'event-start': new Date(Date.now() + 2 * 24 * 60 * MINUTE).toISOString(),
        });
        const added = heard(el, 'calendar-add');
        await ui.submitAndWait(el, 'registered');
        await ui.settled(el);
        for (const target of ['microsoft-365', 'ics']) {
          ui.part<HTMLButtonElement>(el, '[part~="calendar-button"]').click();
          await el.updateComplete;
          ui.part<HTMLButtonElement>(el, `[part~="calendar-item"][data-calendar="${target}"]`).click();
          await el.updateComplete;
        }
        expect(added.map((event) => event.detail)).to.deep.equal([
          { eventId, calendar: 'microsoft365' },
          { eventId, calendar: 'ics' },
        ]);
        expect(added[0]!.bubbles && added[0]!.composed).to.equal(true);
        expect(opened.urls, 'the calendar still opens').to.have.length(1);
        await ui.settled(el);
        const told = layer.of(eventId).filter((item) => item.event === 'event_register_calendar');
        expect(told.map(ownKeys)).to.deep.equal([
          { failure_kind: undefined, invalid_fields: undefined, suggestion: undefined, calendar: 'microsoft365' },
          { failure_kind: undefined, invalid_fields: undefined, suggestion: undefined, calendar: 'ics' },
        ]);
      });

      it('tells each press of Join now, also when a join listener cancels it', async () => {
        const layer = watchedDataLayer();
        const { el, eventId } = await ui.filledWidget({
          analytics: 'datalayer',
          'show-link': true,
          // Within the join window (15 minutes by default).
          'event-start': new Date(Date.now() + 5 * MINUTE).toISOString(),
        });
        const registered = await ui.submitAndWait(el, 'registered');
        await ui.settled(el);
        const joins = heard(el, 'join');
        // The app joins its own way: the page stays.
        el.addEventListener('join', (event) => event.preventDefault());
        const join = ui.part<HTMLAnchorElement>(el, '[part~="join"]');
        join.click();
        join.click();
        expect(joins.map((event) => event.defaultPrevented)).to.deep.equal([true, true]);
        const told = layer.of(eventId).filter((item) => item.event === 'event_register_join');
        expect(told).to.have.length(2);
        expect(ownKeys(told[0]!)).to.deep.equal({
          failure_kind: undefined,
          invalid_fields: undefined,
          suggestion: undefined,
          calendar: undefined,
        });
        expectNoPersonalData(layer.of(eventId), [registered.detail.magicLink, registered.detail.registrationToken]);
      });
    });
  });
});
