/**
 * The funnel told to the page's analytics (`analytics`), and the campaign values of `attribution`:
 * against the local API, in both roots. The sinks are the page's own globals, as Google Tag
 * Manager's and Segment's snippets leave them: `window.dataLayer` and `window.analytics`.
 */
import { expect, fixture, html } from '@open-wc/testing';
import * as api from '../../helpers/api.js';
import * as ui from '../../helpers/widget.js';
import { expectNoPersonalData, FUNNEL, page, PAYLOAD_KEYS, watchedDataLayer } from './data-layer.js';

// snippet: embedding-analytics (a widget telling its funnel to Google Tag Manager)

ui.forEachRoot(() => {
  describe('analytics', () => {
    let original: { dataLayer: unknown; analytics: unknown };
    beforeEach(async () => {
      await api.normalServer();
      original = { dataLayer: page.dataLayer, analytics: page.analytics };
    });
    afterEach(() => {
      page.dataLayer = original.dataLayer;
      page.analytics = original.analytics;
    });

    it('pushes the funnel to the dataLayer once each, with the documented payloads and nothing personal', async () => {
      const layer = watchedDataLayer();
      const eventId = await api.freshEvent();
      const el = await ui.mountWidget({ 'event-id': eventId, analytics: 'datalayer', 'form-label': 'Webinar signup' });
      await layer.next('event_register_view', eventId);
      const email = api.uniqueEmail('Ada');
      await ui.fill(el, { email, name: 'Ada Lovelace' });
      await layer.next('event_register_start', eventId);
      const registered = await ui.submitAndWait(el, 'registered');
      await layer.next('event_register_success', eventId);
      // More input, and an update, after the success: nothing more is told.
      await ui.settled(el);
      const mine = layer.of(eventId);
      expect(mine.map((item) => item.event)).to.deep.equal(FUNNEL);
      for (const item of mine) {
        expect(Object.keys(item).sort()).to.deep.equal(['event', ...PAYLOAD_KEYS].sort());
        expect({ ...item, event: undefined }).to.deep.equal({
          event: undefined,
          event_register_version: 1,
          event_id: eventId,
          mode: 'register',
          locale: 'en',
          form_label: 'Webinar signup',
          session_count: undefined,
          sessions_registered: undefined,
          failure_kind: undefined,
          invalid_fields: undefined,
          suggestion: undefined,
          calendar: undefined,
        });
      }
      const { viewerId, registrationId, registrationToken, magicLink } = registered.detail;
      expectNoPersonalData(mine, [email, 'Ada Lovelace', viewerId, registrationId, registrationToken, magicLink]);
    });

    it('tells a failure with its kind, and the submission that follows it', async () => {
      const layer = watchedDataLayer();
      const { el, eventId } = await ui.filledWidget({ analytics: 'datalayer' });
      await api.injectProblem(422, {
        title: 'Validation failed',
        errors: [{ field: 'email', message: 'Not accepted here' }],
      });
      await ui.submitAndWait(el, 'submit-error');
      const error = await layer.next('event_register_error', eventId);
      expect(error.failure_kind).to.equal('validation');
      expect(error.form_label).to.equal(undefined);
      await ui.typeInto(el, 'email', api.uniqueEmail('second'));
      await ui.submitAndWait(el, 'registered');
      await layer.next('event_register_success', eventId);
      const steps = layer.of(eventId).map((item) => item.event);
      expect(steps.filter((step) => step !== 'event_register_view')).to.deep.equal([
        'event_register_start',
        'event_register_submit',
        'event_register_error',
        'event_register_submit',
        'event_register_success',
      ]);
    });

    it('tells the view only once half the widget is on screen', async () => {
      const layer = watchedDataLayer();
      const eventId = await api.freshEvent();
      const el = ui.withRenderRoot(document.createElement('event-register'));
      const attrs = { 'event-id': eventId, 'api-key': api.env.publishableKey, 'base-url': api.env.baseUrl };
      for (const [name, value] of Object.entries({ ...attrs, analytics: 'datalayer' })) el.setAttribute(name, value);
      await fixture(html`<div><div style="block-size: 300vh"></div>${el}</div>`);
      await el.updateComplete;
      // An input proves the chunk is here and watching; an observer made after its own reports in
      // the same rendering step as it does.
      await ui.typeInto(el, 'email', 'a');
      await layer.next('event_register_start', eventId);
      await new Promise<void>((resolve) => {
        const probe = new IntersectionObserver(() => (probe.disconnect(), resolve()));
        probe.observe(el);
      });
      expect(layer.of(eventId).map((item) => item.event)).to.deep.equal(['event_register_start']);
      el.scrollIntoView({ block: 'center' });
      await layer.next('event_register_view', eventId);
      window.scrollTo(0, 0);
    });

    it('tells two widgets on one page apart by their form-label', async () => {
      const layer = watchedDataLayer();
      const eventId = await api.freshEvent();
      const common = { 'event-id': eventId, analytics: 'datalayer', 'name-field': 'hidden', layout: 'inline' };
      const top = await ui.mountWidget({ ...common, 'form-label': 'Header signup' });
      const bottom = await ui.mountWidget({ ...common, 'form-label': 'Footer signup' });
      await layer.next('event_register_view', eventId, 'Header signup');
      await layer.next('event_register_view', eventId, 'Footer signup');
      await ui.fill(bottom, { email: api.uniqueEmail() });
      await ui.submitAndWait(bottom, 'registered');
      await layer.next('event_register_success', eventId, 'Footer signup');
      await ui.settled(top);
      const steps = (label: string) =>
        layer
          .of(eventId)
          .filter((item) => item.form_label === label)
          .map((item) => item.event);
      expect(steps('Header signup')).to.deep.equal(['event_register_view']);
      expect(steps('Footer signup')).to.deep.equal(FUNNEL);
    });

    it('calls Segment’s analytics.track with the same steps and properties', async () => {
      const calls: [string, Record<string, unknown>][] = [];
      let seen: () => void;
      const viewed = new Promise<void>((resolve) => (seen = resolve));
      const track = (name: string, properties: Record<string, unknown>): void => {
        calls.push([name, properties]);
        if (name === 'event_register_view' && properties.event_id === eventId) seen();
      };
      page.analytics = { track };
      page.dataLayer = undefined;
      const eventId = await api.freshEvent();
      const el = await ui.mountWidget({ 'event-id': eventId, analytics: 'segment' });
      await api.within(viewed, 'waiting for event_register_view');
      const email = api.uniqueEmail();
      await ui.fill(el, { email, name: 'Filled Person' });
      const registered = await ui.submitAndWait(el, 'registered');
      await ui.settled(el);
      const mine = calls.filter(([, properties]) => properties.event_id === eventId);
      expect(mine.map(([name]) => name)).to.deep.equal(FUNNEL);
      // Undefined properties are left out, not sent as nulls.
      expect(mine[0]![1]).to.deep.equal({
        event_register_version: 1,
        event_id: eventId,
        mode: 'register',
        locale: 'en',
      });
      expect(page.dataLayer, 'segment alone creates no dataLayer').to.equal(undefined);
      expectNoPersonalData(mine, [
        email,
        'Filled Person',
        registered.detail.registrationToken,
        registered.detail.magicLink,
      ]);
    });

    it('registers through sinks that throw, telling the console once each', async () => {
      page.dataLayer = Object.freeze([]);
      page.analytics = {
        track: () => {
          throw new Error('analytics.js is broken');
        },
      };
      const { warnings } = await ui.captureConsole(async () => {
        const { el } = await ui.filledWidget({ analytics: 'datalayer segment' });
        await ui.submitAndWait(el, 'registered');
        await ui.settled(el);
      });
      const said = warnings.filter((line) => line.includes('analytics: the'));
      // Sinks fail once per page: an earlier test of this file in this page may have said it already.
      expect(said.length).to.be.at.most(2);
      expect(said.filter((line) => line.includes('datalayer')).length).to.be.at.most(1);
      expect(said.filter((line) => line.includes('segment')).length).to.be.at.most(1);
    });

    it('says which words of analytics name no sink, once', async () => {
      const layer = watchedDataLayer();
      const eventId = await api.freshEvent();
      const { warnings } = await ui.captureConsole(async () => {
        await ui.mountWidget({ 'event-id': eventId, analytics: 'datalayer ga4' });
        await layer.next('event_register_view', eventId);
      });
      const said = warnings.filter((line) => line.includes('analytics: not a known sink'));
      expect(said).to.have.length(1);
      expect(said[0]).to.include('ga4');
    });

    it('tells nothing without the attribute', async () => {
      const layer = watchedDataLayer();
      const { el, eventId } = await ui.filledWidget();
      await ui.submitAndWait(el, 'registered');
      await ui.settled(el);
      expect(layer.of(eventId)).to.deep.equal([]);
    });

    it('identify mode: view, submit and success, with no viewer data', async () => {
      const layer = watchedDataLayer();
      const eventId = await api.freshEvent();
      const el = await ui.mountWidget({
        'event-id': eventId,
        mode: 'identify',
        'external-id': 'crm-4711',
        analytics: 'datalayer',
      });
      await layer.next('event_register_view', eventId);
      const identified = await ui.submitAndWait(el, 'identified');
      await layer.next('event_register_success', eventId);
      const mine = layer.of(eventId);
      expect(mine.map((item) => item.event)).to.deep.equal([
        'event_register_view',
        'event_register_submit',
        'event_register_success',
      ]);
      expect(mine.every((item) => item.mode === 'identify')).to.equal(true);
      expectNoPersonalData(mine, ['crm-4711', identified.detail.viewerId, identified.detail.registrationToken]);
    });
    it('identify mode with auto: the submission the widget makes as it loads is told whole', async () => {
      const layer = watchedDataLayer();
      const eventId = await api.freshEvent();
      const identified = api.nextOutcome(document, 'identified', 'auto-identify');
      await ui.mountWidget({
        'event-id': eventId,
        mode: 'identify',
        'external-id': 'crm-4712',
        auto: true,
        analytics: 'datalayer',
      });
      await identified;
      await layer.next('event_register_success', eventId);
      const steps = layer.of(eventId).map((item) => item.event);
      expect(steps.filter((step) => step !== 'event_register_view')).to.deep.equal([
        'event_register_submit',
        'event_register_success',
      ]);
    });
  });

  describe('attribution', () => {
    const original = `${location.pathname}${location.search}${location.hash}`;
    const withCampaign = (query: string): void =>
      history.replaceState(
        history.state,
        '',
        `${location.pathname}${location.search}${location.search ? '&' : '?'}${query}`,
      );
    beforeEach(api.normalServer);
    afterEach(() => history.replaceState(history.state, '', original));

    /** Identifies with `attribution` (and `attrs`) on a fresh event, and returns the request's body. */
    async function identifiedBody(attrs: Record<string, string> = {}): Promise<unknown> {
      const eventId = await api.freshEvent();
      const el = await ui.mountWidget({
        'event-id': eventId,
        mode: 'identify',
        'external-id': 'user-9',
        attribution: true,
        ...attrs,
      });
      await ui.submitAndWait(el, 'identified');
      const [request] = await api.requestsFor(eventId);
      return request!.body;
    }

    it('identify mode sends the page’s utm parameters, and no other parameter', async () => {
      withCampaign('utm_source=x&utm_campaign=y&email=z%40example.com');
      expect(await identifiedBody()).to.deep.equal({ utm_source: 'x', utm_campaign: 'y', external_id: 'user-9' });
    });

    it('lets custom-attributes win over the page’s values', async () => {
      withCampaign('utm_source=newsletter&utm_medium=email');
      expect(await identifiedBody({ 'custom-attributes': '{"utm_source":"crm"}' })).to.deep.equal({
        utm_source: 'crm',
        utm_medium: 'email',
        external_id: 'user-9',
      });
    });

    // snippet: embedding-attribution (a registered listener reading detail.campaign)
    it('register mode sends only email and name, and gives the values to registered', async () => {
      withCampaign('utm_source=x&utm_content=hero&utm_term=');
      const { el, eventId, email } = await ui.filledWidget({ attribution: true });
      const registered = await ui.submitAndWait(el, 'registered');
      const [request] = await api.requestsFor(eventId);
      expect(request!.body).to.deep.equal({ email, name: 'Filled Person' });
      // An empty parameter is none; the test page has no referrer of another site.
      expect(registered.detail.campaign).to.deep.equal({ utm_source: 'x', utm_content: 'hero' });
    });

    it('reads nothing without the attribute', async () => {
      withCampaign('utm_source=x');
      const { el } = await ui.filledWidget();
      const registered = await ui.submitAndWait(el, 'registered');
      expect('campaign' in registered.detail).to.equal(false);
    });
  });
});
