/**
 * The space docs/embedding.md tells a page to keep for a widget with sessions before its script
 * runs ("Rendered before its script", snippet: embedding-placeholder-css): the default form's
 * 13.75rem, plus 2.5rem for the group's legend and its gap, plus a row and its gap for each
 * session, whose height is its number of lines. Held to the rendered height for 2, 3 and 5
 * sessions, in both roots.
 */
import { expect, fixture, html } from '@open-wc/testing';
import type { EventRegister } from '../../../src/event-register.js';
import * as api from '../../helpers/api.js';
import * as ui from '../../helpers/widget.js';

const DAY = 24 * 3_600_000;
const VISITOR = Intl.DateTimeFormat().resolvedOptions().timeZone;
/** An organiser's zone other than the browser's, so that its line shows. */
const ORGANIZER = VISITOR === 'Asia/Kolkata' ? 'Europe/Berlin' : 'Asia/Kolkata';

/** The documented sizes, in rem: the default form with a live key, the legend's part, a row of 1, 2 or 3 lines. */
const FORM = 13.75;
const GROUP = 2.5;
const ROW = { 1: 3.375, 2: 4.875, 3: 6.375 } as const;

/** `count` sessions a day apart from tomorrow, at `hour` in the visitor's time; titled or not. */
function sessions(count: number, hour: number, titled: boolean) {
  return Array.from({ length: count }, (_, i) => {
    const start = new Date(Date.now() + (i + 1) * DAY);
    start.setHours(hour, 0, 0, 0);
    return {
      eventId: `evt_placeholder_${i}`,
      start: start.toISOString(),
      ...(titled && { title: ['Asia-Pacific', 'Europe', 'Americas', 'Part 4', 'Part 5'][i] }),
    };
  });
}

async function widgetIn(page: HTMLElement, attrs: Record<string, string>): Promise<EventRegister> {
  const el = ui.withRenderRoot(document.createElement('event-register'));
  const all = { 'event-id': '', 'api-key': 'pk_live_placeholder', 'base-url': api.env.baseUrl, locale: 'en', ...attrs };
  for (const [name, value] of Object.entries(all)) el.setAttribute(name, value);
  page.append(el);
  await el.updateComplete;
  return el;
}

const CASES: { what: string; titled: boolean; organizer: boolean; hour: number; lines: 1 | 2 | 3 }[] = [
  // Noon: the first is tagged "Best time for you", beside its title, on the title's line.
  { what: 'titles and the organiser line', titled: true, organizer: true, hour: 12, lines: 3 },
  { what: 'titles, no organiser line', titled: true, organizer: false, hour: 12, lines: 2 },
  // 03:00: no session in the visitor's daytime, so no tag (untitled, it would take a line of its own).
  { what: 'no titles, no tag', titled: false, organizer: true, hour: 3, lines: 2 },
  { what: 'neither titles nor the organiser line', titled: false, organizer: false, hour: 3, lines: 1 },
];

ui.forEachRoot(() => {
  describe('the space to keep for sessions before the script runs (docs/embedding.md)', () => {
    for (const { what, titled, organizer, hour, lines } of CASES) {
      for (const count of [2, 3, 5]) {
        const rem = FORM + GROUP + count * ROW[lines];
        it(`is the form's height with ${count} sessions, ${what}: ${rem}rem`, async () => {
          const page: HTMLElement = await fixture(html`<div style="font-size: 16px; inline-size: 30rem"></div>`);
          const el = await widgetIn(page, {
            sessions: JSON.stringify(sessions(count, hour, titled)),
            ...(organizer && { 'organizer-time-zone': ORGANIZER }),
          });
          const options = ui.root(el).querySelectorAll('[part~="session"]');
          expect(options, 'a row per session').to.have.length(count);
          expect(!!ui.root(el).querySelector('[part~="best-time"]'), 'the tag').to.equal(hour === 12);
          expect(!!ui.root(el).querySelector('.er-session-organizer'), 'the organiser line').to.equal(organizer);
          expect(el.getBoundingClientRect().height).to.be.closeTo(rem * 16, 1);
        });
      }
    }
  });
});
