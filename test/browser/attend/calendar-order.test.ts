/**
 * The "Add to calendar" menu's order after a registration against the local API: the calendar of
 * the address's mail provider first, marked as the suggestion in its text (its accessible name);
 * and Yahoo Calendar's link, captured where the widget hands it to the browser, parsed back.
 */
import { expect, waitUntil } from '@open-wc/testing';
import type { EventRegister } from '../../../src/event-register.js';
import * as api from '../../helpers/api.js';
import { captureOpened, type Opened } from '../../helpers/calendar-capture.js';
import * as ui from '../../helpers/widget.js';

const DAY = 24 * 60 * 60_000;
/** Whole seconds: calendar links carry no milliseconds. */
const at = (offset: number): Date => new Date(Math.floor((Date.now() + offset) / 1000) * 1000);
const start = at(3 * DAY);
const end = at(3 * DAY + 45 * 60_000);
const details = {
  'event-title': 'Roadmap review & Q&A',
  'event-start': start.toISOString(),
  'event-end': end.toISOString(),
};

/** Registered with an address at `domain`. */
async function registeredAt(domain: string, attrs: Record<string, boolean> = {}): Promise<EventRegister> {
  const el = await ui.mountWidget({ 'event-id': await api.freshEvent(), ...details, ...attrs });
  await ui.fill(el, { email: `ada.${Date.now().toString(36)}@${domain}`, name: 'Ada Lovelace' });
  await ui.submitAndWait(el, 'registered');
  await ui.settled(el);
  return el;
}

const items = (el: EventRegister) => [...ui.root(el).querySelectorAll<HTMLButtonElement>('[part~="calendar-item"]')];
/** The text a button's accessible name is computed from, in one line. */
const nameOf = (button: HTMLButtonElement) => button.textContent.replace(/\s+/g, ' ').trim();

ui.forEachRoot(() => {
  let opened: Opened;
  beforeEach(() => (opened = captureOpened()));
  afterEach(() => opened.restore());

  for (const [domain, first, label] of [
    ['gmail.com', 'google', 'Google Calendar'],
    ['outlook.com', 'outlook', 'Outlook.com'],
  ] as const)
    it(`puts ${label} first after a registration at ${domain}, marked as the suggestion`, async () => {
      const el = await registeredAt(domain);
      const [top, ...rest] = items(el);
      expect(top!.dataset.calendar).to.equal(first);
      expect(nameOf(top!)).to.equal(`${label} (suggested) (opens in a new tab)`);
      expect(rest.map((item) => item.dataset.calendar)).to.deep.equal(
        ['google', 'outlook', 'microsoft-365', 'yahoo', 'ics'].filter((target) => target !== first),
      );
      for (const item of rest) expect(nameOf(item), 'one suggestion only').to.not.include('(suggested)');
    });

  describe('with remember', () => {
    /** The key of no event, for every event of the API. */
    const key = api.rememberKey('');
    const registered: string[] = [];
    afterEach(() => {
      for (const stored of [key, ...registered.splice(0).map(api.rememberKey)]) localStorage.removeItem(stored);
    });

    /** Takes `target` from the menu of `el`. */
    async function choose(el: EventRegister, target: string): Promise<void> {
      ui.part(el, '[part~="calendar-button"]').click();
      await el.updateComplete;
      ui.part(el, `[part~="calendar-item"][data-calendar="${target}"]`).click();
      await el.updateComplete;
    }

    it('puts the calendar chosen last time first in the next event’s menu, before the address’s, until “Not you?”', async () => {
      const first = await registeredAt('gmail.com', { remember: true });
      registered.push(first.eventId);
      expect(items(first)[0]!.dataset.calendar, 'the address suggests Google').to.equal('google');
      await choose(first, 'outlook');
      expect(opened.urls, 'Outlook.com opened').to.have.length(1);
      expect(localStorage.getItem(key), 'only the calendar’s name is kept').to.equal('outlook');

      const next = await registeredAt('gmail.com', { remember: true });
      registered.push(next.eventId);
      const [top] = items(next);
      expect(top!.dataset.calendar).to.equal('outlook');
      expect(nameOf(top!)).to.equal('Outlook.com (suggested) (opens in a new tab)');

      // Mounted again, the remembered registration shows; "Not you?" is someone else: their calendar goes too.
      const returning = await ui.mountWidget({ 'event-id': next.eventId, ...details, remember: true });
      await waitUntil(
        () => ui.root(returning).querySelector('[part~="not-you"]') && items(returning).length,
        'the remembered registration, with “Not you?” and its menu',
      );
      expect(items(returning)[0]!.dataset.calendar, 'its menu too').to.equal('outlook');
      ui.part(returning, '[part~="not-you"]').click();
      await returning.updateComplete;
      expect(localStorage.getItem(key), '“Not you?” forgets the calendar').to.equal(null);
    });

    it('keeps nothing without remember', async () => {
      const el = await registeredAt('gmail.com');
      await choose(el, 'yahoo');
      expect(opened.urls).to.have.length(1);
      expect(localStorage.getItem(key)).to.equal(null);
    });
  });

  it("opens Yahoo Calendar's add-event page with the event's title and times", async () => {
    const el = await registeredAt('example.com');
    ui.part(el, '[part~="calendar-button"]').click();
    await el.updateComplete;
    ui.part(el, '[part~="calendar-item"][data-calendar="yahoo"]').click();
    await el.updateComplete;
    expect(opened.urls).to.have.length(1);
    const url = new URL(opened.urls[0]!);
    expect(url.origin + url.pathname).to.equal('https://calendar.yahoo.com/');
    expect(url.searchParams.get('v')).to.equal('60');
    expect(url.searchParams.get('title')).to.equal(details['event-title']);
    const stamp = (d: Date) => d.toISOString().replace(/[-:]|\.\d{3}/g, '');
    expect(url.searchParams.get('st')).to.equal(stamp(start));
    expect(url.searchParams.get('et')).to.equal(stamp(end));
  });
});
