/**
 * The success view in an app's own browser (src/attend/in-app/): after a registration against the
 * local API with the page's user agent set to Instagram's, TikTok's or LinkedIn's web view, the view
 * says in one line that the app's browser may block calendars, offers "Open in your browser" on
 * Android and "Copy link", leaves the .ics file out of the menu, and opens Join now in the same tab.
 * The clipboard is the page's own API, made to accept or refuse here so that each engine takes
 * the path under test; an ordinary browser's view has none of it.
 */
import { expect } from '@open-wc/testing';
import type { EventRegister } from '../../../src/event-register.js';
import { expectAccessible } from '../../helpers/a11y.js';
import { captureOpened, type Opened } from '../../helpers/calendar-capture.js';
import * as ui from '../../helpers/widget.js';

const INSTAGRAM_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP2A.240905.003; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/130.0.6723.58 Mobile Safari/537.36 Instagram 355.1.0.44.103 Android (34/14; 420dpi; 1080x2205; Google/google; Pixel 8; shiba; shiba; en_US; 658190016)';
const TIKTOK_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_3_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 BytedanceWebview/d8a21c6 musical_ly_33.2.1 JsSdk/2.0 NetType/WIFI Channel/App Store ByteLocale/en Region/US';
const LINKEDIN_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 {useragents: [LinkedInApp]/9.30.1753';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const at = (offset: number): Date => new Date(Math.floor((Date.now() + offset) / 1000) * 1000);
const EVENT_URL = 'https://events.example.com/quarterly?ref=social';
const details = {
  'event-title': 'Quarterly update',
  'event-start': at(2 * DAY).toISOString(),
  'event-end': at(2 * DAY + 60 * MINUTE).toISOString(),
};

/** The page's user agent, as an app's web view gives it, until `restore()`. */
function pretend(ua: string): void {
  Object.defineProperty(navigator, 'userAgent', { value: ua, configurable: true });
}
/** The page's clipboard: `writeText` records the text, or refuses it, or there is none. */
function clipboard(behaviour: 'accept' | 'refuse' | 'missing'): string[] {
  const written: string[] = [];
  const writeText = (text: string) =>
    behaviour === 'accept'
      ? (written.push(text), Promise.resolve())
      : Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
  Object.defineProperty(navigator, 'clipboard', {
    value: behaviour === 'missing' ? undefined : { writeText },
    configurable: true,
  });
  return written;
}
function restore(): void {
  // The own properties go: the prototype's getters answer again.
  delete (navigator as { userAgent?: string }).userAgent;
  delete (navigator as { clipboard?: Clipboard }).clipboard;
}

async function registered(attrs: Record<string, string | boolean>): Promise<EventRegister> {
  const { el } = await ui.filledWidget(attrs);
  await ui.submitAndWait(el, 'registered');
  await ui.settled(el);
  return el;
}

const inAppPart = (el: EventRegister) => ui.root(el).querySelector<HTMLElement>('[part~="in-app"]');
const targets = (el: EventRegister) =>
  [...ui.root(el).querySelectorAll<HTMLElement>('[part~="calendar-item"]')].map((item) => item.dataset.calendar);
const copyButton = (el: EventRegister) => ui.part<HTMLButtonElement>(el, '[part~="copy-button"]');
/** How many times the live region holds `text`. */
const saidTimes = (el: EventRegister, text: string) => ui.statusRegion(el).textContent.split(text).length - 1;

ui.forEachRoot(() => {
  let opened: Opened;
  beforeEach(() => (opened = captureOpened()));
  afterEach(() => {
    opened.restore();
    restore();
  });

  it('in Instagram on Android: the note, Open in your browser (an intent: URL), Copy link, no .ics file', async () => {
    pretend(INSTAGRAM_ANDROID);
    const el = await registered({ ...details, 'event-url': EVENT_URL });
    expect(ui.part(el, '[part~="in-app-note"]').textContent.trim()).to.equal("This app's browser may block calendars.");
    const open = ui.part<HTMLAnchorElement>(el, '[part~="open-in-browser"]');
    expect(open.textContent.trim()).to.equal('Open in your browser');
    expect(open.getAttribute('href')).to.equal(
      'intent://events.example.com/quarterly?ref=social#Intent;scheme=https;end',
    );
    expect(copyButton(el).textContent.trim()).to.equal('Copy link');
    expect(targets(el)).to.deep.equal(['google', 'outlook', 'microsoft-365', 'yahoo']);
    await expectAccessible(el, 'in-app note, light');
    el.setAttribute('theme', 'dark');
    await el.updateComplete;
    await expectAccessible(el, 'in-app note, dark');
  });

  it('in TikTok on iOS: no way to open the browser, no suggestion left, and a copy said once', async () => {
    pretend(TIKTOK_IOS);
    const written = clipboard('accept');
    const el = await registered({ ...details, 'event-url': EVENT_URL });
    expect(inAppPart(el), 'the in-app part').to.not.equal(null);
    expect(ui.root(el).querySelector('[part~="open-in-browser"]'), 'iOS has no reliable way').to.equal(null);
    // iOS would suggest the .ics file first: it is left out, and no other item takes its mark.
    expect(targets(el)).to.deep.equal(['google', 'outlook', 'microsoft-365', 'yahoo']);
    expect(ui.part(el, '[part~="calendar-menu"]').textContent).to.not.include('(suggested)');
    expect(saidTimes(el, 'Link copied.')).to.equal(0);
    copyButton(el).click();
    await ui.settled(el);
    expect(written).to.deep.equal([EVENT_URL]);
    expect(saidTimes(el, 'Link copied.'), 'said once, in the live region').to.equal(1);
    copyButton(el).click();
    await ui.settled(el);
    expect(written).to.have.length(2);
    expect(saidTimes(el, 'Link copied.'), 'a second copy adds nothing to say').to.equal(1);
    expect(ui.root(el).querySelector('[part~="copy-field"]')).to.equal(null);
  });

  for (const behaviour of ['refuse', 'missing'] as const)
    it(`where the clipboard is ${behaviour === 'refuse' ? 'refused' : 'missing'}: the calendar link in a field, selected and focused`, async () => {
      pretend(LINKEDIN_IOS);
      clipboard(behaviour);
      // No event-url: the link to copy is the first web calendar's, built when pressed.
      const el = await registered(details);
      copyButton(el).click();
      await ui.settled(el);
      const input = ui.part<HTMLTextAreaElement>(el, '[part~="copy-field"] textarea');
      expect(new URL(input.value).origin + new URL(input.value).pathname).to.equal(
        'https://calendar.google.com/calendar/render',
      );
      expect(new URL(input.value).searchParams.get('text')).to.equal(details['event-title']);
      expect(input.readOnly).to.equal(true);
      expect(ui.part(el, '[part~="copy-field"] label').textContent.trim()).to.equal('Copy this link:');
      ui.expectFocus(el, input, 'the field takes focus');
      expect([input.selectionStart, input.selectionEnd]).to.deep.equal([0, input.value.length]);
      expect(saidTimes(el, 'Link copied.')).to.equal(0);
      await expectAccessible(el, 'the field to copy by hand');
    });

  it('opens Join now in the same tab in an app, never a new one', async () => {
    pretend(INSTAGRAM_ANDROID);
    const el = await registered({
      'show-link': true,
      'event-start': at(-10 * MINUTE).toISOString(),
      'event-end': at(50 * MINUTE).toISOString(),
    });
    const join = ui.part<HTMLAnchorElement>(el, '[part~="join"]');
    expect(join.target).to.equal('_top');
    const joined: boolean[] = [];
    el.addEventListener('join', () => joined.push(true));
    // The widget lets the browser follow the link; the test page stays where it is.
    let leftToBrowser: boolean | undefined;
    const stay = (event: Event) => {
      leftToBrowser = !event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', stay);
    try {
      join.click();
    } finally {
      window.removeEventListener('click', stay);
    }
    expect(joined).to.deep.equal([true]);
    expect(leftToBrowser, 'the browser follows the link').to.equal(true);
    expect(opened.urls, 'no new tab').to.deep.equal([]);
  });

  it('in an ordinary browser: no note, no Copy link, the .ics file in the menu, Join now as before', async () => {
    const el = await registered({
      ...details,
      'event-url': EVENT_URL,
      'show-link': true,
      'event-start': at(-10 * MINUTE).toISOString(),
      'event-end': at(50 * MINUTE).toISOString(),
    });
    expect(inAppPart(el)).to.equal(null);
    expect(ui.root(el).querySelector('[part~="copy-button"]')).to.equal(null);
    expect(targets(el)).to.include('ics');
    expect(ui.part<HTMLAnchorElement>(el, '[part~="join"]').hasAttribute('target')).to.equal(false);
  });
});
