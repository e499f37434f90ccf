/**
 * From registered to attending (src/attend/): after a registration against the local API, the
 * success view shows the event's start in the visitor's zone, an "Add to calendar" menu whose
 * options open the entry the page describes, and "Join now" while the event can be joined.
 * The opened addresses and the downloaded file are captured where the widget hands them to the
 * browser (`window.open`, the `<a download>`'s click): a test cannot follow a new tab or a download.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { EventRegister } from '../../../src/event-register.js';
import { expectAccessible } from '../../helpers/a11y.js';
import * as api from '../../helpers/api.js';
import { captureOpened, parsedEvents, type Opened } from '../../helpers/calendar-capture.js';
import * as ui from '../../helpers/widget.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** Whole seconds: calendar formats carry no milliseconds. */
const at = (offset: number): Date => new Date(Math.floor((Date.now() + offset) / 1000) * 1000);

const attendPart = (el: EventRegister): Element | null => ui.root(el).querySelector('[part~="attend"]');
const menuButton = (el: EventRegister) => ui.part<HTMLButtonElement>(el, '[part~="calendar-button"]');
const menuItem = (el: EventRegister, target: string) =>
  ui.part<HTMLButtonElement>(el, `[part~="calendar-item"][data-calendar="${target}"]`);

/** The one event of an .ics text, read by ical.js. */
const parsedEvent = (text: string) => parsedEvents(text)[0]!;

async function registered(attrs: Record<string, string | boolean>) {
  const { el } = await ui.filledWidget(attrs);
  const event = await ui.submitAndWait(el, 'registered');
  await ui.settled(el);
  return { el, magicLink: event.detail.magicLink };
}

ui.forEachRoot(() => {
  let opened: Opened;
  beforeEach(() => (opened = captureOpened()));
  afterEach(() => opened.restore());

  describe('after registering, with the event described', () => {
    const start = at(2 * DAY + 5 * MINUTE);
    const end = at(2 * DAY + 95 * MINUTE);
    const details = {
      'event-title': 'Quarterly update; Q&A, live',
      'event-start': start.toISOString(),
      'event-end': end.toISOString(),
      'event-url': 'https://events.example.com/quarterly',
    };

    it('shows the start in the visitor’s zone, how far away it is, and no Join now before the window', async () => {
      const { el } = await registered(details);
      const time = ui.part(el, '[part~="event-time"] time');
      expect(time.getAttribute('datetime')).to.equal(start.toISOString());
      const expected = new Intl.DateTimeFormat('en', { weekday: 'long', day: 'numeric', month: 'long' }).format(start);
      expect(time.textContent).to.include(expected);
      expect(ui.part(el, '[part~="event-time"]').textContent).to.include('in 2 days');
      expect(ui.root(el).querySelector('[part~="join"]'), 'Join now two days ahead').to.equal(null);
      await expectAccessible(el, 'success view with the attend view');
    });

    it('opens the calendar menu with the keyboard, closes it on Escape, and takes each option', async () => {
      const { el, magicLink } = await registered(details);
      const button = menuButton(el);
      button.focus();
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
      expect(button.getAttribute('aria-expanded')).to.equal('true');
      const menu = ui.part(el, '[part~="calendar-menu"]');
      expect(menu.hidden, 'the menu shows').to.equal(false);
      expect(button.getAttribute('aria-controls')).to.equal(menu.id);
      await expectAccessible(el, 'calendar menu open');
      await sendKeys({ press: 'Tab' });
      ui.expectFocus(el, menuItem(el, 'google'), 'Tab moves into the menu');
      await sendKeys({ press: 'Escape' });
      await el.updateComplete;
      expect(button.getAttribute('aria-expanded'), 'Escape closes').to.equal('false');
      ui.expectFocus(el, button, 'Escape returns focus to the button');

      for (const target of ['google', 'outlook', 'microsoft-365', 'ics']) {
        await sendKeys({ press: 'Enter' });
        await el.updateComplete;
        menuItem(el, target).focus();
        await sendKeys({ press: 'Enter' });
        await el.updateComplete;
        expect(button.getAttribute('aria-expanded'), `${target}: the menu closes`).to.equal('false');
        ui.expectFocus(el, button, `${target}: focus back on the button`);
      }

      expect(opened.urls).to.have.length(3);
      const [google, outlook, office] = opened.urls.map((u) => new URL(u));
      expect(google!.origin + google!.pathname).to.equal('https://calendar.google.com/calendar/render');
      expect(google!.searchParams.get('text')).to.equal(details['event-title']);
      const stamp = (d: Date) =>
        d
          .toISOString()
          .replace(/[-:]/g, '')
          .replace(/\.\d{3}/, '');
      expect(google!.searchParams.get('dates')).to.equal(`${stamp(start)}/${stamp(end)}`);
      expect(google!.searchParams.get('location')).to.equal(details['event-url']);
      for (const [url, host] of [
        [outlook!, 'outlook.live.com'],
        [office!, 'outlook.office.com'],
      ] as const) {
        expect(url.host).to.equal(host);
        expect(url.pathname).to.equal('/calendar/0/deeplink/compose');
        expect(url.searchParams.get('startdt')).to.equal(start.toISOString().replace('.000', ''));
        expect(url.searchParams.get('enddt')).to.equal(end.toISOString().replace('.000', ''));
        expect(url.searchParams.get('subject')).to.equal(details['event-title']);
      }

      expect(opened.files).to.have.length(1);
      const file = opened.files[0]!;
      expect(file.name).to.match(/\.ics$/);
      const text = await file.text;
      expect(text, 'CRLF line ends only').to.not.match(/[^\r]\n/);
      const event = parsedEvent(text);
      expect(event.summary).to.equal(details['event-title']);
      expect(event.startDate.toJSDate().getTime()).to.equal(start.getTime());
      expect(event.endDate.toJSDate().getTime()).to.equal(end.getTime());
      expect(event.location).to.equal(details['event-url']);
      // By default, neither the entry nor the page holds the person's link.
      for (const written of [text, ...opened.urls, ui.root(el).innerHTML])
        expect(written.includes(magicLink), 'the magic link is written nowhere').to.equal(false);
    });

    it('offers the link to copy where the browser refuses the tab, labelled and accessible in both themes', async () => {
      const { el } = await registered({ ...details, 'show-link': true });
      // A popup blocker, or a frame's sandbox without allow-popups: open() returns null.
      window.open = () => null;
      menuButton(el).click();
      await el.updateComplete;
      menuItem(el, 'google').click();
      await el.updateComplete;
      const copy = ui.part(el, '[part~="copy-link"]');
      expect(copy.textContent).to.include('copy this link');
      expect(copy.querySelector('.er-copy-link')!.textContent).to.equal(details['event-url']);
      await expectAccessible(el, 'the link to copy, light');
      el.setAttribute('theme', 'dark');
      await el.updateComplete;
      await expectAccessible(el, 'the link to copy, dark');
    });

    it('with calendar-link="personal", puts the person’s link in the entry, built on click, never in the page', async () => {
      const { el, magicLink } = await registered({ ...details, 'calendar-link': 'personal' });
      menuButton(el).click();
      await el.updateComplete;
      menuItem(el, 'ics').click();
      menuButton(el).click();
      await el.updateComplete;
      menuItem(el, 'google').click();
      const event = parsedEvent(await opened.files[0]!.text);
      expect(event.location).to.equal(magicLink);
      expect(new URL(opened.urls[0]!).searchParams.get('location')).to.equal(magicLink);
      expect(ui.root(el).innerHTML.includes(magicLink), 'the page holds no magic link').to.equal(false);
    });

    it('is accessible with the menu open on a dark theme, right to left, in Arabic', async () => {
      const { el } = await registered({ ...details, theme: 'dark', locale: 'ar' });
      menuButton(el).click();
      await el.updateComplete;
      expect(ui.part(el, '.er-root').getAttribute('dir')).to.equal('rtl');
      expect(menuButton(el).textContent?.trim()).to.equal('إضافة إلى التقويم');
      await expectAccessible(el, 'attend view, dark, Arabic, menu open');
    });

    it('says "This event has ended." after the end, with no calendar menu', async () => {
      const { el } = await registered({
        'event-start': at(-3 * 60 * MINUTE).toISOString(),
        'event-end': at(-MINUTE).toISOString(),
      });
      expect(ui.part(el, '[part~="event-ended"]').textContent).to.include('This event has ended.');
      expect(ui.root(el).querySelector('[part~="calendar-button"]')).to.equal(null);
      expect(ui.root(el).querySelector('[part~="join"]')).to.equal(null);
    });
  });

  it('keeps focus in the view when the event ends under it, and the menu goes', async () => {
    const { el } = await registered({
      'event-start': at(-30 * MINUTE).toISOString(),
      'event-end': at(3000).toISOString(),
    });
    expect(ui.part(el, '[part~="event-time"]').textContent).to.include('Happening now');
    menuButton(el).focus();
    await waitUntil(() => ui.root(el).querySelector('[part~="event-ended"]'), 'the view says the event ended', {
      timeout: 8000,
      interval: 100,
    });
    ui.expectFocus(el, ui.part(el, '[part~="success"]'), 'focus moves to the success view, not the page');
  });

  describe('a remembered registration', () => {
    const storageKey = api.rememberKey;
    const magicLink = 'https://watch.example.com/e/evt_attend?token=tok_attend';
    let eventId: string;
    beforeEach(async () => {
      eventId = await api.freshEvent();
      localStorage.setItem(
        storageKey(eventId),
        JSON.stringify({
          email: 'returning@example.com',
          magicLink,
          viewerId: 'vwr_1',
          registrationId: 'reg_1',
          savedAt: Date.now(),
        }),
      );
    });
    afterEach(() => localStorage.removeItem(storageKey(eventId)));

    it('switches to Join now without a reload when the join window opens, and fires a cancelable join', async () => {
      // The window opens three seconds from now: 1.95 minutes before a start two minutes away.
      const el = await ui.mountWidget({
        'event-id': eventId,
        remember: true,
        'event-start': at(2 * MINUTE).toISOString(),
        'join-window': '1.95',
      });
      await waitUntil(() => attendPart(el), 'the attend view of the remembered registration', { timeout: 5000 });
      expect(ui.root(el).querySelector('[part~="join"]'), 'no Join now before the window').to.equal(null);
      // The window opens about three seconds in; the rest is room for a loaded machine.
      await waitUntil(() => ui.root(el).querySelector('[part~="join"]'), 'Join now when the window opens', {
        timeout: 12_000,
        interval: 100,
      });
      const join = ui.part<HTMLAnchorElement>(el, '[part~="join"]');
      expect(join.textContent?.trim()).to.equal('Join now');
      const joined: string[] = [];
      el.addEventListener('join', (event) => {
        joined.push(event.detail.magicLink);
        event.preventDefault(); // The app joins its own way: the page stays.
      });
      join.click();
      expect(joined).to.deep.equal([magicLink]);
      await expectAccessible(el, 'Join now');
    });
  });

  it('refuses an event-start without an offset and an unknown calendar-link in the console, and shows today’s success view', async () => {
    let link = '';
    const log = await ui.captureConsole(async () => {
      const result = await registered({ 'event-start': '2026-12-03T18:00:00', 'calendar-link': 'everyone' });
      link = result.magicLink;
      expect(attendPart(result.el), 'no attend view').to.equal(null);
      expect(ui.part(result.el, '[part~="success-title"]').textContent).to.include('registered');
    });
    expect(link).to.not.equal('');
    expect(log.warnings.some((line) => line.includes('event-start') && line.includes('2026-12-03T18:00:00'))).to.equal(
      true,
    );
    expect(log.warnings).to.include('<event-register> calendar-link="everyone" is not a known value; using event.');
  });
});
