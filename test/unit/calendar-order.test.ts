/**
 * The order of the "Add to calendar" menu (src/attend/calendar/order.ts): the calendar of the
 * address's mail provider first, else the platform's, the one chosen last time before both; the
 * rest in the usual order; and the platform read from client hints or the user agent string.
 */
import { expect } from '@open-wc/testing';
import type { CalendarTarget } from '../../src/attend/calendar/open.js';
import { calendarOrder, platformOf, type Platform } from '../../src/attend/calendar/order.js';

const USUAL: CalendarTarget[] = ['google', 'outlook', 'microsoft-365', 'yahoo', 'ics'];

/** Thirty domains and the calendar each suggests; undefined: the domain says nothing (a work address). */
const DOMAINS: [string, CalendarTarget | undefined][] = [
  ['gmail.com', 'google'],
  ['GMail.com', 'google'],
  ['googlemail.com', 'google'],
  ['outlook.com', 'outlook'],
  ['outlook.de', 'outlook'],
  ['outlook.com.br', 'outlook'],
  ['hotmail.com', 'outlook'],
  ['hotmail.co.uk', 'outlook'],
  ['hotmail.fr', 'outlook'],
  ['live.com', 'outlook'],
  ['live.fr', 'outlook'],
  ['live.co.uk', 'outlook'],
  ['msn.com', 'outlook'],
  ['icloud.com', 'ics'],
  ['me.com', 'ics'],
  ['mac.com', 'ics'],
  ['yahoo.com', 'yahoo'],
  ['yahoo.co.jp', 'yahoo'],
  ['yahoo.fr', 'yahoo'],
  ['yahoo.com.au', 'yahoo'],
  ['ymail.com', 'yahoo'],
  ['rocketmail.com', 'yahoo'],
  ['example.com', undefined],
  ['acme.co.uk', undefined],
  ['gmail.co', undefined],
  ['notgmail.com', undefined],
  ['mail.google.com', undefined],
  ['outlookfans.org', undefined],
  ['livemail.example', undefined],
  ['yahoo.example.com', undefined],
];

/** Four platforms by their user agent strings (and one by client hints), and what each is. */
const PLATFORMS: [string, Parameters<typeof platformOf>[0], Platform, CalendarTarget | undefined][] = [
  [
    'iPhone',
    { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148' },
    'apple',
    'ics',
  ],
  [
    'macOS (client hints)',
    { userAgent: 'Mozilla/5.0 (X11; Linux x86_64)', userAgentData: { platform: 'macOS' } },
    'apple',
    'ics',
  ],
  [
    'Android',
    { userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36' },
    'android',
    'google',
  ],
  [
    'Windows',
    { userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36' },
    'other',
    undefined,
  ],
];

describe('platformOf', () => {
  for (const [name, nav, platform] of PLATFORMS)
    it(`reads ${name} as ${platform}`, () => expect(platformOf(nav)).to.equal(platform));
});

describe('calendarOrder', () => {
  for (const [domain, byDomain] of DOMAINS)
    for (const [name, nav, , byPlatform] of PLATFORMS)
      it(`puts first for ${domain} on ${name}: ${byDomain ?? byPlatform ?? 'the usual order'}`, () => {
        const first = byDomain ?? byPlatform;
        const { order, suggested } = calendarOrder(`ada@${domain}`, platformOf(nav));
        expect(order).to.deep.equal(first ? [first, ...USUAL.filter((target) => target !== first)] : USUAL);
        expect(suggested, 'marked only when something chose it').to.equal(!!first);
      });

  it('follows the platform with no address known', () => {
    expect(calendarOrder(undefined, 'apple').order[0]).to.equal('ics');
    expect(calendarOrder(undefined, 'android')).to.deep.equal({ order: USUAL, suggested: true });
    expect(calendarOrder(undefined, 'other')).to.deep.equal({ order: USUAL, suggested: false });
  });

  it('puts the calendar chosen last time before what the address and the platform say', () => {
    expect(calendarOrder('ada@gmail.com', 'apple', 'yahoo')).to.deep.equal({
      order: ['yahoo', 'google', 'outlook', 'microsoft-365', 'ics'],
      suggested: true,
    });
    expect(calendarOrder(undefined, 'other', 'microsoft-365').order[0]).to.equal('microsoft-365');
  });
});
