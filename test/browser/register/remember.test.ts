/**
 * What `remember` reads back (src/interaction/memory/remember.ts): a record in
 * localStorage is the page's to write, by an older version of the widget, by
 * hand, or by a script on the same origin. The widget shows a returning visitor
 * only a record it would have stored itself: a magic link that is `https:` (or
 * `http:` to this machine), and every field of the right type, that has not expired
 * (at its event's end, or 30 days after it was saved when no end is known): an expired
 * record is deleted. These tests plant records under the real storage key and mount the
 * widget with `remember`.
 */
import { expect } from '@open-wc/testing';
import type { EventRegister } from '../../../src/event-register.js';
import { recall, type RememberedRegistration } from '../../../src/interaction/memory/remember.js';
import * as api from '../../helpers/api.js';
import * as ui from '../../helpers/widget.js';

const storageKey = api.rememberKey;
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const iso = (at: number): string => new Date(at).toISOString();

const planted = new Set<string>();

/** Stores `value` (JSON unless a string is meant as the raw text) as the record for this event. */
function plant(eventId: string, value: unknown, { raw = false } = {}): void {
  const key = storageKey(eventId);
  planted.add(key);
  localStorage.setItem(key, raw ? String(value) : JSON.stringify(value));
}

function record(overrides: Partial<Record<keyof RememberedRegistration, unknown>> = {}): Record<string, unknown> {
  return {
    email: 'returning.visitor@example.com',
    magicLink: 'https://watch.example.com/e/evt_1?token=tok_abc',
    viewerId: 'vwr_1',
    registrationId: 'reg_1',
    savedAt: Date.now(),
    ...overrides,
  };
}

/** Every link in the widget, as written in its href. */
const hrefs = (el: EventRegister): string[] =>
  [...ui.root(el).querySelectorAll('a')].map((a) => a.getAttribute('href') ?? '');

/** The widget shows the empty form, and nothing of the planted record: neither its link nor its address. */
function expectRefused(el: EventRegister, what: string, stored: Record<string, unknown>): void {
  expect(el.state, `${what}: state`).to.equal('idle');
  expect(ui.root(el).querySelector('form'), `${what}: the form is shown`).to.not.equal(null);
  expect(ui.root(el).querySelector('[part~="success"]'), `${what}: no remembered view`).to.equal(null);
  if (typeof stored.magicLink === 'string') expect(hrefs(el), `${what}: links`).to.not.include(stored.magicLink);
  if (typeof stored.email === 'string') expect(ui.root(el).textContent, `${what}: text`).to.not.include(stored.email);
}

// Links a fresh answer would be refused for (src/api/urls.ts isSecureWebUrl): plain http to
// another machine, other schemes, and addresses that are no absolute URL at all.
const UNSAFE_LINKS = [
  'http://watch.example.com/e/evt_1?token=tok_abc',
  'HTTP://watch.example.com/e/evt_1',
  'http://127.0.0.1.evil.example/e/evt_1',
  'http://localhost.evil.example/e/evt_1',
  'javascript:alert(document.domain)',
  'JavaScript:void(0)',
  'data:text/html,<script>alert(1)</script>',
  'ftp://watch.example.com/e/evt_1',
  'file:///etc/passwd',
  '/e/evt_1?token=tok_abc',
  'e/evt_1?token=tok_abc',
  '//watch.example.com/e/evt_1',
  'https://',
  '',
];

ui.forEachRoot(() => {
  describe('remember: what a stored record may show', () => {
    afterEach(() => {
      for (const key of planted) localStorage.removeItem(key);
      planted.clear();
    });

    it('shows a stored registration whose link is https, or http to this machine', async () => {
      for (const magicLink of [
        'https://watch.example.com/e/evt_1?token=tok_abc',
        'http://localhost:8080/e/evt_1',
        'http://127.0.0.1/e/evt_1',
        'http://[::1]:3000/e',
      ]) {
        const eventId = await api.freshEvent();
        const stored = record({ magicLink });
        plant(eventId, stored);
        const el = await ui.mountWidget({ 'event-id': eventId, remember: true });
        expect(el.state, magicLink).to.equal('success');
        expect(ui.part(el, '[part~="success"]').textContent, magicLink).to.include(stored.email);
        expect(ui.part<HTMLAnchorElement>(el, 'a[part~="success-link"]').getAttribute('href'), magicLink).to.equal(
          magicLink,
        );
      }
    });

    it('neither shows nor links to a stored magic link that is not https (or http to this machine)', async () => {
      for (const magicLink of UNSAFE_LINKS) {
        const eventId = await api.freshEvent();
        const stored = record({ magicLink });
        plant(eventId, stored);
        const el = await ui.mountWidget({ 'event-id': eventId, remember: true });
        expectRefused(el, JSON.stringify(magicLink), stored);
      }
    });

    it('ignores a stored record with a field missing or of the wrong type, or that is not a record', async () => {
      const broken: [string, unknown][] = [
        ['no email', record({ email: undefined })],
        ['email a number', record({ email: 42 })],
        ['no magic link', record({ magicLink: undefined })],
        ['magic link an object', record({ magicLink: { href: 'https://watch.example.com/e' } })],
        ['viewer id a number', record({ viewerId: 1 })],
        ['no registration id', record({ registrationId: undefined })],
        ['savedAt a string', record({ savedAt: '2025-01-15' })],
        ['null', null],
        ['an array', [record()]],
        ['a string', 'https://watch.example.com/e/evt_1'],
      ];
      for (const [what, value] of broken) {
        const eventId = await api.freshEvent();
        plant(eventId, value);
        const el = await ui.mountWidget({ 'event-id': eventId, remember: true });
        expectRefused(
          el,
          what,
          typeof value === 'object' && value !== null && !Array.isArray(value)
            ? (value as Record<string, unknown>)
            : {},
        );
      }
      const eventId = await api.freshEvent();
      plant(eventId, '{"email": "half.written@example.com", "magicLink": "https://watch.example', { raw: true });
      expectRefused(await ui.mountWidget({ 'event-id': eventId, remember: true }), 'not JSON', {
        email: 'half.written@example.com',
      });
    });
  });

  describe('remember: an expired record', () => {
    afterEach(() => {
      for (const key of planted) localStorage.removeItem(key);
      planted.clear();
    });

    it('is not shown, and is removed from storage: after its event ended, or 30 days after it was saved', async () => {
      const now = Date.now();
      const cases: [string, Record<string, unknown>, Record<string, string | boolean>][] = [
        ['an hour after event-start', record(), { 'event-start': iso(now - HOUR - 5000) }],
        ['after event-end', record(), { 'event-start': iso(now - DAY), 'event-end': iso(now - 5000) }],
        ['30 days after it was saved, with no end known', record({ savedAt: now - 30 * DAY - 5000 }), {}],
      ];
      for (const [what, stored, attributes] of cases) {
        const eventId = await api.freshEvent();
        plant(eventId, stored);
        const el = await ui.mountWidget({ 'event-id': eventId, remember: true, ...attributes });
        expectRefused(el, what, stored);
        expect(localStorage.getItem(storageKey(eventId)), `${what}: removed`).to.equal(null);
      }
    });

    it('is shown and kept while its event is on, or within 30 days with no end known', async () => {
      const now = Date.now();
      const cases: [string, Record<string, unknown>, Record<string, string | boolean>][] = [
        ['before the end', record(), { 'event-start': iso(now - HOUR + 60_000) }],
        ['before event-end', record(), { 'event-start': iso(now - DAY), 'event-end': iso(now + 60_000) }],
        ['29 days after it was saved', record({ savedAt: now - 29 * DAY }), {}],
      ];
      for (const [what, stored, attributes] of cases) {
        const eventId = await api.freshEvent();
        plant(eventId, stored);
        const el = await ui.mountWidget({ 'event-id': eventId, remember: true, ...attributes });
        expect(el.state, what).to.equal('success');
        expect(ui.part(el, '[part~="success"]').textContent, what).to.include(stored.email);
        expect(localStorage.getItem(storageKey(eventId)), `${what}: kept`).to.equal(JSON.stringify(stored));
      }
    });
  });

  describe('remember: recall', () => {
    const eventId = 'evt_recall_unit';
    afterEach(() => {
      for (const key of planted) localStorage.removeItem(key);
      planted.clear();
    });

    it('returns a well-formed record stored under the key for this API and event, whatever the trailing slashes', () => {
      const stored = record();
      plant(eventId, stored);
      expect(recall(api.env.baseUrl, eventId, {})).to.deep.equal(stored);
      expect(recall(`${api.env.baseUrl.replace(/\/+$/, '')}//`, eventId, {})).to.deep.equal(stored);
      expect(recall(api.env.baseUrl, `${eventId}_other`, {})).to.equal(undefined);
    });

    it('refuses a record whose magic link is not https (or http to this machine)', () => {
      for (const magicLink of UNSAFE_LINKS) {
        plant(eventId, record({ magicLink }));
        expect(recall(api.env.baseUrl, eventId, {}), JSON.stringify(magicLink)).to.equal(undefined);
      }
    });

    it('takes the end it is given: each session of an event has its own', () => {
      const stored = record();
      plant(eventId, stored);
      const later = Date.now() + HOUR;
      expect(recall(api.env.baseUrl, eventId, { end: later }), 'before the end').to.deep.equal(stored);
      expect(recall(api.env.baseUrl, eventId, { end: Date.now() - HOUR, onDemand: true }), 'on demand').to.deep.equal(
        stored,
      );
      expect(recall(api.env.baseUrl, eventId, { end: Date.now() - 1 }), 'ended').to.equal(undefined);
      expect(localStorage.getItem(storageKey(eventId)), 'removed once read expired').to.equal(null);
    });
  });
});
