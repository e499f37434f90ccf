/**
 * The analytics chunk's parts, called directly: the payloads (every step's, scanned for the
 * person's data), the sinks, `analytics`' words and `attribution`'s campaign values.
 */
import { expect } from '@open-wc/testing';
import { AnalyticsController } from '../../src/analytics/analytics-controller.js';
import { campaignOf, MAX_CAMPAIGN_VALUE } from '../../src/analytics/campaign.js';
import { payloadOf, STEPS } from '../../src/analytics/funnel.js';
import { send, sinksOf } from '../../src/analytics/sinks.js';
import { AddressSuggestionEvent } from '../../src/events/address-suggestion.js';
import { CalendarAddEvent } from '../../src/events/calendar-add.js';
import { JoinEvent } from '../../src/events/join.js';
import { RegisteredEvent } from '../../src/events/registered.js';
import { RegisterSubmitEvent } from '../../src/events/register-submit.js';
import { StateChangeEvent } from '../../src/events/state-change.js';
import { SubmitErrorEvent } from '../../src/events/submit-error.js';
import { SubmitInvalidEvent } from '../../src/events/submit-invalid.js';
import { captureConsole } from '../helpers/widget.js';
import { FakeHost } from '../helpers/controller-host.js';

interface Page {
  dataLayer?: unknown;
  analytics?: unknown;
}
const page = window as unknown as Page;

/** A widget as the chunk sees it: an event target that renders a box, with its settings. */
class FakeWidget extends FakeHost {
  private readonly target = new EventTarget();
  analytics: string | undefined = 'datalayer';
  attribution = false;
  eventId = ' evt_1 ';
  mode = 'register';
  formLabel = '';
  prefillFromUrl: string | null = null;
  addEventListener = this.target.addEventListener.bind(this.target);
  removeEventListener = this.target.removeEventListener.bind(this.target);
  dispatchEvent = this.target.dispatchEvent.bind(this.target);
}

/** The parts: a locale, and a form nobody has typed in. */
const parts = (locale: string, edits = 0) => ({ i18n: { locale }, form: { editsOf: () => edits } });

describe('analytics', () => {
  let original: Page;
  beforeEach(() => (original = { dataLayer: page.dataLayer, analytics: page.analytics }));
  afterEach(() => Object.assign(page, original));

  describe('the controller', () => {
    const person = {
      email: 'ada.lovelace@example.com',
      name: 'Ada Lovelace',
      viewerId: 'vwr_secret_1',
      registrationId: 'reg_secret_2',
      registrationToken: 'tok_secret_3',
      magicLink: 'https://watch.example.com/j/tok_secret_3',
    };

    it('tells each step from the public events, and no payload holds the person’s data', () => {
      const pushed: Record<string, unknown>[] = [];
      page.dataLayer = pushed;
      const host = new FakeWidget();
      host.formLabel = ' Footer ';
      new AnalyticsController(host, parts('de'));
      host.dispatchEvent(new Event('input'));
      host.dispatchEvent(new Event('input'));
      host.dispatchEvent(new StateChangeEvent({ state: 'submitting', previous: 'idle' }));
      host.dispatchEvent(
        new SubmitErrorEvent({ kind: 'rate-limited', status: 429, title: person.email, fieldErrors: [] }),
      );
      host.dispatchEvent(new StateChangeEvent({ state: 'submitting', previous: 'error' }));
      host.dispatchEvent(new RegisteredEvent({ eventId: 'evt_1', ...person }));
      expect(pushed.map((item) => item.event)).to.deep.equal([
        STEPS.start,
        STEPS.submit,
        STEPS.error,
        STEPS.submit,
        STEPS.success,
      ]);
      expect(pushed[2]).to.deep.equal({
        event: STEPS.error,
        event_register_version: 1,
        event_id: 'evt_1',
        mode: 'register',
        locale: 'de',
        form_label: 'Footer',
        session_count: undefined,
        sessions_registered: undefined,
        failure_kind: 'rate-limited',
        invalid_fields: undefined,
        suggestion: undefined,
        calendar: undefined,
      });
      // Every value of every payload, walked: none is the person's, or the API's for them.
      const values = pushed.flatMap((item) => Object.values(item)).map(String);
      for (const secret of Object.values(person))
        expect(
          values.some((value) => value.includes(secret)),
          secret,
        ).to.equal(false);
    });

    it('tells the steps past the form; saved once, for a registration with the address used from a suggestion', () => {
      const pushed: Record<string, unknown>[] = [];
      page.dataLayer = pushed;
      const host = new FakeWidget();
      new AnalyticsController(host, parts('en'));
      const suggestion = 'ada.lovelace@gmail.com';
      const send = (email: string): void => {
        host.dispatchEvent(new RegisterSubmitEvent({ email }));
        host.dispatchEvent(new RegisteredEvent({ eventId: 'evt_1', ...person }));
      };
      host.dispatchEvent(new SubmitInvalidEvent({ fields: ['email', 'consent'] }));
      host.dispatchEvent(new AddressSuggestionEvent({ action: 'shown', suggestion }));
      host.dispatchEvent(new AddressSuggestionEvent({ action: 'used', suggestion }));
      // Another address sent: not the suggestion's success.
      send('someone.else@example.com');
      send(suggestion);
      // Told once: a second registration with it says nothing more.
      send(suggestion);
      host.dispatchEvent(new CalendarAddEvent({ eventId: 'evt_1', calendar: 'microsoft365' }));
      host.dispatchEvent(new JoinEvent({ eventId: 'evt_1', magicLink: person.magicLink }));
      const steps = pushed.filter((item) => item.event !== STEPS.submit && item.event !== STEPS.success);
      expect(steps.map((item) => [item.event, item.invalid_fields ?? item.suggestion ?? item.calendar])).to.deep.equal([
        [STEPS.invalid, 'email,consent'],
        [STEPS.suggestion, 'shown'],
        [STEPS.suggestion, 'used'],
        [STEPS.suggestion, 'saved'],
        [STEPS.calendar, 'microsoft365'],
        [STEPS.join, undefined],
      ]);
      const values = JSON.stringify(pushed);
      for (const secret of [suggestion, 'gmail', ...Object.values(person)])
        expect(values.includes(secret), secret).to.equal(false);
    });

    it('counts a submission with no input first as started (a prefilled form), but not in identify mode', () => {
      const pushed: Record<string, unknown>[] = [];
      page.dataLayer = pushed;
      const register = new FakeWidget();
      new AnalyticsController(register, parts('en'));
      register.dispatchEvent(new StateChangeEvent({ state: 'submitting', previous: 'idle' }));
      const identify = new FakeWidget();
      identify.mode = 'identify';
      identify.eventId = 'evt_2';
      new AnalyticsController(identify, parts('en'));
      identify.dispatchEvent(new StateChangeEvent({ state: 'submitting', previous: 'idle' }));
      expect(pushed.map((item) => [item.event_id, item.event])).to.deep.equal([
        ['evt_1', STEPS.start],
        ['evt_1', STEPS.submit],
        ['evt_2', STEPS.submit],
      ]);
      expect(pushed[2]!.mode).to.equal('identify');
    });

    it('counts what was typed before it arrived as started, but not values from the URL', () => {
      const pushed: Record<string, unknown>[] = [];
      page.dataLayer = pushed;
      const typed = new FakeWidget();
      new AnalyticsController(typed, parts('en', 3));
      typed.dispatchEvent(new Event('input'));
      const fromUrl = new FakeWidget();
      fromUrl.eventId = 'evt_url';
      fromUrl.prefillFromUrl = '';
      new AnalyticsController(fromUrl, parts('en', 1));
      expect(pushed.map((item) => [item.event_id, item.event])).to.deep.equal([['evt_1', STEPS.start]]);
    });

    it('reads analytics at each step: a sink added later is told, a removed one is not', () => {
      const pushed: Record<string, unknown>[] = [];
      page.dataLayer = pushed;
      const host = new FakeWidget();
      host.analytics = undefined;
      new AnalyticsController(host, parts('en'));
      host.dispatchEvent(new Event('input'));
      host.analytics = 'datalayer';
      host.dispatchEvent(new StateChangeEvent({ state: 'submitting', previous: 'idle' }));
      expect(pushed.map((item) => item.event)).to.deep.equal([STEPS.submit]);
    });
  });

  describe('payloadOf', () => {
    it('has every key, undefined where it does not apply', () => {
      const payload = payloadOf({
        event_id: 'e',
        mode: 'identify',
        locale: 'fr',
        form_label: undefined,
        session_count: undefined,
        sessions_registered: undefined,
      });
      expect(Object.keys(payload)).to.deep.equal([
        'event_register_version',
        'event_id',
        'mode',
        'locale',
        'form_label',
        'session_count',
        'sessions_registered',
        'failure_kind',
        'invalid_fields',
        'suggestion',
        'calendar',
      ]);
      expect(payload.failure_kind).to.equal(undefined);
      // A step's own value takes its key's place, not the end.
      expect(Object.keys(payloadOf(payload, { calendar: 'ics' })).at(-1)).to.equal('calendar');
      expect(payloadOf(payload, { invalid_fields: 'email' }).invalid_fields).to.equal('email');
    });
  });

  describe('sinksOf', () => {
    it('reads space- or comma-separated names in any case, once each, and returns the words that name none', () => {
      expect(sinksOf(' DataLayer, segment datalayer ga4 ')).to.deep.equal({
        sinks: ['datalayer', 'segment'],
        unknown: ['ga4'],
      });
      expect(sinksOf(undefined)).to.deep.equal({ sinks: [], unknown: [] });
    });
  });

  describe('send', () => {
    const payload = payloadOf({
      event_id: 'e',
      mode: 'register',
      locale: 'en',
      form_label: undefined,
      session_count: undefined,
      sessions_registered: undefined,
    });

    it('creates the dataLayer when the page has none', () => {
      page.dataLayer = undefined;
      send(['datalayer'], STEPS.view, payload);
      expect(page.dataLayer).to.deep.equal([{ event: STEPS.view, ...payload }]);
    });

    it('survives a sink that throws or is missing, and goes on to the next', async () => {
      const tracked: string[] = [];
      page.dataLayer = { push: 'not a function' };
      const { warnings } = await captureConsole(() => {
        page.analytics = undefined;
        send(['segment', 'datalayer'], STEPS.view, payload);
        page.analytics = { track: (name: string) => tracked.push(name) };
        send(['datalayer', 'segment'], STEPS.start, payload);
        return Promise.resolve();
      });
      expect(tracked).to.deep.equal([STEPS.start]);
      // Once per sink per page: an earlier test may have used up a sink's one line.
      expect(warnings.every((line) => line.startsWith('<event-register> analytics: the '))).to.equal(true);
      expect(warnings.length).to.be.at.most(2);
    });
  });

  describe('campaignOf', () => {
    const site = 'https://www.example.com/webinar';

    it('reads the five utm parameters and nothing else', () => {
      const url = `${site}?utm_source=x&utm_medium=cpc&utm_campaign=y&utm_term=t&utm_content=c&email=z%40e.com&name=Ada&gclid=1`;
      expect(campaignOf(url, '').campaign).to.deep.equal({
        utm_source: 'x',
        utm_medium: 'cpc',
        utm_campaign: 'y',
        utm_term: 't',
        utm_content: 'c',
      });
    });

    it('keeps the referrer’s origin only, and only another site’s', () => {
      expect(campaignOf(site, 'https://news.example.org/a/path?q=secret#x').campaign).to.deep.equal({
        referrer: 'https://news.example.org',
      });
      expect(campaignOf(site, 'https://www.example.com/other').campaign).to.deep.equal({});
      expect(campaignOf(site, 'not a url').campaign).to.deep.equal({});
      expect(campaignOf(site, 'about:blank').campaign).to.deep.equal({});
    });

    it('leaves out empty values and names the ones too long', () => {
      const long = 'a'.repeat(MAX_CAMPAIGN_VALUE + 1);
      const result = campaignOf(`${site}?utm_source=%20&utm_campaign=${long}&utm_medium=${'b'.repeat(200)}`, '');
      expect(result).to.deep.equal({ campaign: { utm_medium: 'b'.repeat(200) }, tooLong: ['utm_campaign'] });
    });
  });
});
