import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { EventRegister } from '../../../src/event-register.js';
import type { SubmitErrorDetail } from '../../../src/events/submit-error.js';
import * as api from '../../helpers/api.js';
import * as ui from '../../helpers/widget.js';
import * as a11y from '../../helpers/a11y.js';

interface StoredViewer {
  external_id: string;
  viewer_id: string;
  attributes: Record<string, unknown>;
}

async function viewers(eventId: string): Promise<StoredViewer[]> {
  return (await api.control<{ viewers: StoredViewer[] }>(`viewers?eventId=${encodeURIComponent(eventId)}`)).viewers;
}

async function identifyWidget(
  attrs: Record<string, string | boolean> = {},
): Promise<{ el: EventRegister; eventId: string }> {
  const eventId = (attrs['event-id'] as string | undefined) ?? (await api.freshEvent());
  const el = await ui.mountWidget({ mode: 'identify', 'external-id': 'user-1', ...attrs, 'event-id': eventId });
  return { el, eventId };
}

/** The console's errors while `fn` runs, once one has said `expected` (the explanations come with their chunk). */
async function captureErrors(fn: () => Promise<void>, expected: string): Promise<string> {
  return (
    await ui.captureConsole(async (said) => {
      await fn();
      await said(expected);
    })
  ).errors.join('\n');
}

ui.forEachRoot(() => {
  describe('identify mode', () => {
    beforeEach(api.normalServer);

    it('shows one "Join event" button and no inputs', async () => {
      const { el } = await identifyWidget();
      expect(ui.root(el).querySelectorAll('input:not([type="checkbox"])')).to.have.length(0);
      expect(ui.submitButton(el).textContent).to.include('Join');
      await a11y.expectAccessible(el, 'identify mode, idle');
    });

    it('identifies on click with external_id and custom attributes, and fires identified', async () => {
      const { el, eventId } = await identifyWidget({ 'custom-attributes': '{"plan":"pro","seats":3,"beta":true}' });
      const event = await ui.submitAndWait(el, 'identified');
      const [request] = await api.requestsFor(eventId);
      expect(request!.path).to.equal(`/v1/events/${eventId}/identify`);
      expect(request!.body).to.deep.equal({ plan: 'pro', seats: 3, beta: true, external_id: 'user-1' });
      expect(request!.headers['x-api-key']).to.equal(api.env.publishableKey);
      expect(request!.headers['idempotency-key']).to.match(/^[0-9a-f-]{36}$/);
      const stored = await viewers(eventId);
      expect(stored).to.have.length(1);
      expect(stored[0]!.attributes).to.deep.equal({ plan: 'pro', seats: 3, beta: true });
      expect(event.detail).to.deep.equal({
        eventId,
        viewerId: stored[0]!.viewer_id,
        registrationToken: event.detail.registrationToken,
        slug: event.detail.slug,
        status: 'registered',
        progressPercent: 0,
      });
      expect(event.detail.registrationToken).to.be.a('string').and.not.be.empty;
      expect(ui.root(el).querySelector('[part~="success"]')!.textContent).to.include("You're in");
      expect(ui.root(el).querySelector('progress')).to.equal(null);
      await a11y.expectAccessible(el, 'identified');
    });

    it('takes customAttributes as a property, and never lets them override external_id', async () => {
      const eventId = await api.freshEvent();
      const el = await ui.mountWidget({ mode: 'identify', 'external-id': 'real-id', 'event-id': eventId });
      const { warnings } = await ui.captureConsole(async (said) => {
        el.customAttributes = { external_id: 'forged', tier: 'gold' };
        await said('may not set external_id');
      });
      await ui.submitAndWait(el, 'identified');
      const [request] = await api.requestsFor(eventId);
      expect(request!.body).to.deep.equal({ tier: 'gold', external_id: 'real-id' });
      expect(warnings.join('\n')).to.include('external_id');
    });

    it('shows a returning viewer’s progress', async () => {
      const { el } = await identifyWidget({ 'event-id': api.env.demoEventId, 'external-id': 'demo-user-42' });
      const event = await ui.submitAndWait(el, 'identified');
      expect(event.detail.progressPercent).to.equal(37.5);
      expect(event.detail.status).to.equal('watching');
      const progress = ui.root(el).querySelector('progress')!;
      expect(progress.value).to.equal(37.5);
      expect(progress.max).to.equal(100);
      expect(ui.root(el).querySelector('[part~="progress"]')!.textContent).to.include('38% watched');
      expect(ui.root(el).querySelector('[part~="success"]')!.textContent).to.include('Welcome back');
      // Screen readers hear what the page shows, not register mode's wording.
      expect(ui.root(el).querySelector('[role="status"]')!.textContent).to.include('Welcome back');
      await a11y.expectAccessible(el);
    });

    it('is idempotent on the server: the same external_id is the same viewer', async () => {
      const { el, eventId } = await identifyWidget();
      const first = await ui.submitAndWait(el, 'identified');
      el.reset();
      await el.updateComplete;
      const second = await ui.submitAndWait(el, 'identified');
      expect(second.detail.viewerId).to.equal(first.detail.viewerId);
      expect(await viewers(eventId)).to.have.length(1);
    });

    it('shows an unknown status neutrally, not as an error', async () => {
      const { el } = await identifyWidget();
      await api.injectFaults({
        match: 'identify',
        status: 200,
        contentType: 'application/json',
        json: {
          progress_percent: 0,
          registration_token: 'rt_x',
          slug: 'v-1',
          status: 'paused-by-host',
          viewer_id: 'vwr_1',
        },
      });
      const event = await ui.submitAndWait(el, 'identified');
      expect(event.detail.status).to.equal('paused-by-host');
      expect(el.state).to.equal('success');
      expect(ui.root(el).querySelector('[part~="viewer-status"]')!.textContent).to.include('paused-by-host');
      expect(ui.root(el).querySelector('[role="alert"]')).to.equal(null);
    });

    it('maps a 422 at body.external_id to a form-level message and logs it', async () => {
      const { el } = await identifyWidget();
      await api.injectFaults({
        match: 'identify',
        status: 422,
        json: {
          title: 'Unprocessable Entity',
          status: 422,
          errors: [{ location: 'body.external_id', message: 'expected length <= 255', value: 'x' }],
        },
      });
      let detail: SubmitErrorDetail | undefined;
      const logged = await captureErrors(async () => {
        detail = (await ui.submitAndWait(el, 'submit-error')).detail;
      }, 'body.external_id');
      expect(detail!.kind).to.equal('validation');
      expect(detail!.fieldErrors).to.deep.equal([{ field: 'external_id', message: 'expected length <= 255' }]);
      expect(ui.formError(el).textContent).to.include('expected length <= 255');
      expect(logged).to.include('body.external_id');
    });

    it('retries a 503 like register does', async () => {
      const { el, eventId } = await identifyWidget();
      await api.injectFaults({ match: 'identify', status: 503 });
      await ui.submitAndWait(el, 'identified');
      const requests = await api.requestsFor(eventId);
      expect(requests.map((r) => r.status)).to.deep.equal([503, 200]);
      expect(new Set(requests.map((r) => r.headers['idempotency-key'])).size).to.equal(1);
    });

    it('reports an unknown event', async () => {
      const { el } = await identifyWidget({ 'event-id': 'evt_missing' });
      const error = await ui.submitAndWait(el, 'submit-error');
      expect(error.detail.kind).to.equal('not-found');
    });

    it('can be used with the keyboard alone', async () => {
      const { el } = await identifyWidget();
      ui.submitButton(el).focus();
      const identified = api.nextOutcome(el, 'identified', 'Enter on the button to identify');
      await sendKeys({ press: 'Enter' });
      await identified;
      expect(el.state).to.equal('success');
    });
  });

  describe('identify mode configuration', () => {
    beforeEach(api.normalServer);

    it('shows a configuration error for invalid custom-attributes JSON and says what is wrong', async () => {
      let el!: EventRegister;
      const eventId = await api.freshEvent();
      const logged = await captureErrors(async () => {
        ({ el } = await identifyWidget({ 'event-id': eventId, 'custom-attributes': '{plan: pro}' }));
      }, 'custom-attributes is not valid JSON');
      expect(logged).to.include('custom-attributes is not valid JSON');
      expect(ui.formError(el).textContent).to.include('not available right now');
      const error = await ui.submitAndWait(el, 'submit-error');
      expect(error.detail.kind).to.equal('config');
      expect(await api.requestsFor(eventId)).to.have.length(0);
      await a11y.expectAccessible(el);
    });

    it('refuses custom attributes that are not strings, numbers or booleans', async () => {
      let el!: EventRegister;
      const logged = await captureErrors(async () => {
        ({ el } = await identifyWidget({ 'custom-attributes': '{"nested":{"a":1}}' }));
      }, 'custom-attributes.nested');
      expect(logged).to.include('custom-attributes.nested');
      expect(ui.formError(el).textContent).to.include('not available right now');
    });

    it('needs external-id', async () => {
      let el!: EventRegister;
      const logged = await captureErrors(async () => {
        ({ el } = await identifyWidget({ 'external-id': false }));
      }, 'external-id');
      expect(logged).to.include('external-id');
      expect(ui.formError(el).textContent).to.include('not available right now');
    });
  });

  describe('identify mode with auto', () => {
    beforeEach(api.normalServer);

    it('identifies once when connected and configured, and again only when the configuration changes', async () => {
      const eventId = await api.freshEvent();
      const el = ui.withRenderRoot(document.createElement('event-register'));
      const log = ui.recordEvents(el, ['identified']);
      const { fixture, html } = await import('@open-wc/testing');
      el.setAttribute('mode', 'identify');
      el.setAttribute('auto', '');
      el.setAttribute('event-id', eventId);
      el.setAttribute('api-key', api.env.publishableKey);
      el.setAttribute('base-url', api.env.baseUrl);
      el.setAttribute('external-id', 'auto-1');
      await fixture(html`<div>${el}</div>`);
      await waitUntil(() => log.events.length >= 1, 'the automatic identify', { timeout: 5000 });
      expect(log.events).to.have.length(1);
      // Re-renders (a locale change, a theme attribute) do not identify again. An automatic identify
      // starts once the update that made it due has completed; settled() is past that point.
      const started = ui.recordEvents(el, ['register-submit']);
      el.showLink = true;
      await ui.settled(el);
      started.stop();
      expect(started.events, 'an identify started by a re-render').to.have.length(0);
      expect(log.events).to.have.length(1);
      expect(await api.requestsFor(eventId)).to.have.length(1);

      el.externalId = 'auto-2';
      await waitUntil(() => log.events.length >= 2, 'the identify after external-id changed', { timeout: 5000 });
      log.stop();
      expect(log.events).to.have.length(2);
      const bodies = (await api.requestsFor(eventId)).map((r) => (r.body as { external_id: string }).external_id);
      expect(bodies).to.deep.equal(['auto-1', 'auto-2']);
    });

    it('does not pull focus away from the host page when it identifies by itself', async () => {
      const { fixture, html } = await import('@open-wc/testing');
      const outside = await fixture<HTMLInputElement>(html`<input aria-label="search the host page" />`);
      outside.focus();
      const el = ui.withRenderRoot(document.createElement('event-register'));
      const identified = api.nextOutcome(el, 'identified', 'the automatic identify');
      for (const [k, v] of Object.entries({
        mode: 'identify',
        auto: '',
        'event-id': await api.freshEvent(),
        'api-key': api.env.publishableKey,
        'base-url': api.env.baseUrl,
        'external-id': 'focus-1',
      })) {
        el.setAttribute(k, v);
      }
      await fixture(html`<div>${el}</div>`);
      await identified;
      await el.updateComplete;
      expect(document.activeElement).to.equal(outside);
    });

    it('waits for the configuration to be complete', async () => {
      const eventId = await api.freshEvent();
      let el!: EventRegister;
      // Heard on the document: the element is created inside mountWidget.
      const started = ui.recordEvents(document, ['register-submit']);
      await captureErrors(async () => {
        el = await ui.mountWidget({ mode: 'identify', auto: true, 'event-id': eventId, 'external-id': false });
        await ui.settled(el);
      }, 'needs an external-id attribute');
      started.stop();
      expect(started.events, 'an identify started without external-id').to.have.length(0);
      expect(await api.requestsFor(eventId)).to.have.length(0);
      const identified = api.nextOutcome(el, 'identified', 'the automatic identify once external-id is set');
      el.externalId = 'late-login';
      await identified;
      expect(await api.requestsFor(eventId)).to.have.length(1);
    });
  });
});
