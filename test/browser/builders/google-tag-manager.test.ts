/**
 * Google Tag Manager's Custom HTML tag, as GTM fires it: after the page has loaded, on a page
 * whose `window.dataLayer` already holds GTM's own entries and the page's. GTM sets the tag's HTML
 * as a container's innerHTML (where a parsed `<script>` never runs), then replaces each script
 * with a new one copying its attributes and text, waiting for an external one to load before the
 * next. The tag is test/builders/fixtures/gtm-custom-html.html: the classic script from the
 * stand-in CDN, with its integrity, and `<event-register analytics="datalayer">`.
 */
import { expect, waitUntil } from '@open-wc/testing';
import type { EventRegister } from '../../../src/event-register.js';
import * as api from '../../helpers/api.js';
import { hostPage, registered, registerThrough, snippet, upgraded, type HostPage } from './builder-page.js';

const FUNNEL = ['event_register_view', 'event_register_start', 'event_register_submit', 'event_register_success'];

type Pushed = Record<string, unknown>;
type GtmWindow = HostPage['win'] & {
  dataLayer: Pushed[];
  EventRegisterWidget?: { ready: Promise<Record<string, unknown>> };
};

/**
 * A page with GTM's container snippet as sites have it (ES5: GTM's own snippet), its own entry
 * pushed before GTM's, and `gtm.dom` and `gtm.load` pushed at their moments. GTM replaces `push`
 * with its own, which keeps the array and reads each entry.
 */
const GTM_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Spring webinar</title>
<script>
  window.dataLayer = window.dataLayer || [];
  window.dataLayer.push({ event: 'page_data', page_type: 'landing', campaign: { name: 'spring' } });
  window.dataLayer.push({ 'gtm.start': new Date().getTime(), event: 'gtm.js' });
  var arrayPush = window.dataLayer.push;
  window.dataLayer.push = function () {
    window.gtmSeen = (window.gtmSeen || 0) + arguments.length;
    return arrayPush.apply(window.dataLayer, arguments);
  };
  document.addEventListener('DOMContentLoaded', function () { window.dataLayer.push({ event: 'gtm.dom' }); });
  window.addEventListener('load', function () { window.dataLayer.push({ event: 'gtm.load' }); });
</script>
</head>
<body>
<h1>Spring webinar</h1>
<p>Sign up below.</p>
</body>
</html>`;

/** Fires a Custom HTML tag the way GTM injects it. */
async function fireCustomHtmlTag(page: HostPage, html: string): Promise<void> {
  const container = page.doc.createElement('div');
  page.doc.body.append(container);
  container.innerHTML = html;
  for (const parsed of Array.from(container.querySelectorAll('script'))) {
    const script = page.doc.createElement('script');
    for (const attribute of Array.from(parsed.attributes)) script.setAttribute(attribute.name, attribute.value);
    script.text = parsed.text;
    const loaded = script.src
      ? new Promise<void>((resolve, reject) => {
          script.onload = () => resolve();
          script.onerror = () => reject(new Error(`the tag's script ${script.src} did not load`));
        })
      : undefined;
    parsed.replaceWith(script);
    if (loaded) await api.within(loaded, 'the tag’s script to load');
  }
}

/** The page's console.error and console.warn lines from now on. */
function watchConsole(win: HostPage['win']): string[] {
  const lines: string[] = [];
  for (const method of ['error', 'warn'] as const) {
    const original = win.console[method].bind(win.console);
    win.console[method] = (...args: unknown[]) => {
      lines.push(`${method}: ${args.map(String).join(' ')}`);
      original(...args);
    };
  }
  return lines;
}

/** What was on the dataLayer before the tag fired: the same objects must stay first, unchanged. */
function snapshot(win: GtmWindow): { items: Pushed[]; json: string } {
  return { items: win.dataLayer.slice(), json: JSON.stringify(win.dataLayer) };
}

function expectPageEntriesKept(win: GtmWindow, before: { items: Pushed[]; json: string }): void {
  expect(
    before.items.map((item) => item.event),
    'the page had GTM’s entries and its own',
  ).to.deep.equal(['page_data', 'gtm.js', 'gtm.dom', 'gtm.load']);
  const start = win.dataLayer.slice(0, before.items.length);
  expect(
    start.every((item, i) => item === before.items[i]),
    'the page’s entries, the same objects in the same order, first',
  ).to.equal(true);
  expect(JSON.stringify(start), 'the page’s entries unchanged').to.equal(before.json);
}

/** The funnel's steps pushed for one event, in order. */
const stepsOf = (win: GtmWindow, eventId: string): unknown[] =>
  win.dataLayer.filter((item) => item.event_id === eventId).map((item) => item.event);

/** Opens the page, waits for its load, then fires `tags` (each a tag's HTML) in turn. */
async function pageWithTags(tags: (eventId: string) => Promise<string[]>, eventId: string) {
  const page = await hostPage(GTM_PAGE);
  const win = page.win as GtmWindow;
  const before = snapshot(win);
  const console = watchConsole(win);
  for (const tag of await tags(eventId)) await fireCustomHtmlTag(page, tag);
  return { page, win, before, console };
}

/** One widget's whole funnel: seen, typed into, registered; each step once. */
async function registerWith(page: HostPage, win: GtmWindow, widget: EventRegister, eventId: string): Promise<void> {
  await waitUntil(() => stepsOf(win, eventId).includes('event_register_view'), 'the view step', { timeout: 10_000 });
  const email = api.uniqueEmail('gtm');
  await registerThrough(page, widget, email, 'Grace Hopper');
  expect(await registered(eventId), 'registered with the local API').to.deep.equal([[email, 'Grace Hopper']]);
  await waitUntil(() => stepsOf(win, eventId).includes('event_register_success'), 'the success step', {
    timeout: 10_000,
  });
}

describe('Google Tag Manager Custom HTML tag', () => {
  beforeEach(api.normalServer);

  it('Google Tag Manager: the tag fired after load registers, tells each funnel step once, keeps the page’s dataLayer', async () => {
    const eventId = await api.freshEvent();
    const { page, win, before, console } = await pageWithTags(
      async (id) => [await snippet('gtm-custom-html.html', { EVENT_ID: id })],
      eventId,
    );
    const [widget] = await upgraded(page, 1);
    await registerWith(page, win, widget!, eventId);
    expect(stepsOf(win, eventId), 'each step once').to.deep.equal(FUNNEL);
    expectPageEntriesKept(win, before);
    expect(Number((win as unknown as { gtmSeen: number }).gtmSeen), 'GTM’s push saw the steps').to.be.at.least(4);
    const loaded = await api.within(win.EventRegisterWidget!.ready, 'EventRegisterWidget.ready');
    expect(typeof loaded.defineEventRegister, 'the classic script’s global').to.equal('function');
    expect(console, 'the page’s console').to.deep.equal([]);
  });

  it('Google Tag Manager: two tags firing (the classic script twice, two widgets) do no harm and tell each funnel once per widget', async () => {
    const first = await api.freshEvent();
    const second = await api.freshEvent();
    const { page, win, before, console } = await pageWithTags(
      async () => [
        await snippet('gtm-custom-html.html', { EVENT_ID: first }),
        await snippet('gtm-custom-html.html', { EVENT_ID: second }),
      ],
      first,
    );
    expect(page.doc.querySelectorAll('script[src*="event-register.iife.js"]').length, 'two classic scripts').to.equal(
      2,
    );
    const widgets = await upgraded(page, 2);
    await registerWith(page, win, widgets[0]!, first);
    await registerWith(page, win, widgets[1]!, second);
    expect(stepsOf(win, first), 'the first widget’s steps, once each').to.deep.equal(FUNNEL);
    expect(stepsOf(win, second), 'the second widget’s steps, once each').to.deep.equal(FUNNEL);
    expectPageEntriesKept(win, before);
    expect(console, 'the page’s console (no second definition, no error)').to.deep.equal([]);
  });

  it('Google Tag Manager: a second tag with the classic script alone leaves the one widget’s funnel single', async () => {
    const eventId = await api.freshEvent();
    const { page, win, before, console } = await pageWithTags(async (id) => {
      const tag = await snippet('gtm-custom-html.html', { EVENT_ID: id });
      const scriptOnly = tag
        .split('\n')
        .filter((line) => line.startsWith('<script'))
        .join('\n');
      expect(scriptOnly, 'the fixture’s script').to.contain('event-register.iife.js');
      return [tag, scriptOnly];
    }, eventId);
    const [widget] = await upgraded(page, 1);
    await registerWith(page, win, widget!, eventId);
    expect(stepsOf(win, eventId), 'each step once').to.deep.equal(FUNNEL);
    expectPageEntriesKept(win, before);
    expect(console, 'the page’s console').to.deep.equal([]);
  });
});
