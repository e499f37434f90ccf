import { expect } from '@open-wc/testing';
import * as api from '../../helpers/api.js';
import * as ui from '../../helpers/widget.js';
import * as a11y from '../../helpers/a11y.js';

ui.forEachRoot(() => {
  describe('register mode against the local API', () => {
    beforeEach(api.normalServer);

    it('registers a viewer and replaces the form with a success message', async () => {
      const eventId = await api.freshEvent();
      const el = await ui.mountWidget({ 'event-id': eventId });
      const email = api.uniqueEmail();
      await ui.fill(el, { email, name: 'Ada Lovelace' });

      const event = await ui.submitAndWait(el, 'registered');

      // Exactly the documented fields: nothing more leaks into a public event.
      expect(Object.keys(event.detail).sort()).to.deep.equal([
        'eventId',
        'magicLink',
        'registrationId',
        'registrationToken',
        'viewerId',
      ]);
      expect(event.detail.eventId).to.equal(eventId);
      expect(event.detail.viewerId).to.match(/^vwr_/);
      expect(event.detail.registrationId).to.match(/^reg_/);
      expect(event.detail.registrationToken).to.be.a('string').and.not.be.empty;
      expect(event.detail.magicLink).to.include(event.detail.registrationToken);
      expect(ui.root(el).querySelector('form')).to.equal(null);
      expect(ui.root(el).querySelector('[part~="success"]')!.textContent).to.include("You're registered");
      expect(el.state).to.equal('success');
      const stored = await api.registrations(eventId);
      expect(stored.map((r) => r.email)).to.deep.equal([email]);
      await a11y.expectAccessible(el, 'registered (success)');
    });

    it('sends the documented request: JSON body, X-API-Key, a UUID Idempotency-Key', async () => {
      const eventId = await api.freshEvent();
      const el = await ui.mountWidget({ 'event-id': eventId });
      const email = api.uniqueEmail();
      await ui.fill(el, { email: `  ${email} `, name: ' Grace ' });
      await ui.submitAndWait(el, 'registered');

      const [request] = await api.requestsFor(eventId);
      expect(request!.method).to.equal('POST');
      expect(request!.path).to.equal(`/v1/events/${eventId}/register`);
      expect(request!.headers['content-type']).to.match(/^application\/json/);
      expect(request!.headers['x-api-key']).to.equal(api.env.publishableKey);
      expect(request!.headers['idempotency-key']).to.match(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
      expect(request!.body).to.deep.equal({ email, name: 'Grace' });
    });

    it('omits name from the body when it is empty', async () => {
      const eventId = await api.freshEvent();
      const el = await ui.mountWidget({ 'event-id': eventId });
      await ui.fill(el, { email: api.uniqueEmail() });
      await ui.submitAndWait(el, 'registered');
      const [request] = await api.requestsFor(eventId);
      expect(request!.body).to.have.keys(['email']);
    });

    it('shows server field errors next to the field they belong to and keeps the input', async () => {
      const eventId = await api.freshEvent();
      const el = await ui.mountWidget({ 'event-id': eventId });
      // Passes the widget's own check, but the server rejects it: a name longer than its limit
      // would be stopped by maxlength, so the server is given a value it rejects (unexpected on its side).
      await ui.fill(el, { email: api.uniqueEmail(), name: 'Ada' });
      await api.injectProblem(422, {
        title: 'Unprocessable Entity',
        detail: 'validation failed',
        errors: [{ location: 'body.name', message: 'expected string to match pattern', value: 'Ada' }],
      });
      const error = await ui.submitAndWait(el, 'submit-error');

      expect(error.detail.kind).to.equal('validation');
      expect(error.detail.status).to.equal(422);
      expect(error.detail.title).to.equal('Unprocessable Entity');
      expect(error.detail.detail).to.equal('validation failed');
      expect(Object.keys(error.detail).sort()).to.deep.equal([
        'detail',
        'fieldErrors',
        'kind',
        'rateLimit',
        'status',
        'title',
      ]);
      expect(error.detail.fieldErrors).to.deep.equal([{ field: 'name', message: 'expected string to match pattern' }]);
      expect(ui.nameInput(el).getAttribute('aria-invalid')).to.equal('true');
      expect(ui.fieldError(el, 'name')).to.not.equal('');
      expect(ui.emailInput(el).getAttribute('aria-invalid')).to.equal(null);
      expect(ui.nameInput(el).value).to.equal('Ada');
      ui.expectFocus(el, ui.errorSummary(el), 'the error summary');
      ui.followSummaryLink(el, ui.nameInput(el));
      ui.expectFocus(el, ui.nameInput(el));
      await a11y.expectAccessible(el, 'with server field errors (422)');
    });

    it('shows the real server’s 422 for an address only it rejects next to the email field', async () => {
      const eventId = await api.freshEvent();
      const el = await ui.mountWidget({ 'event-id': eventId });
      // Well formed, so the widget sends it; the server knows .invalid cannot receive mail.
      await ui.fill(el, { email: 'someone@example.invalid', name: 'Ada' });
      const error = await ui.submitAndWait(el, 'submit-error');
      expect(error.detail.kind).to.equal('validation');
      expect(error.detail.status).to.equal(422);
      expect(error.detail.fieldErrors).to.have.length(1);
      expect(error.detail.fieldErrors[0]!.field).to.equal('email');
      expect(ui.emailInput(el).getAttribute('aria-invalid')).to.equal('true');
      // A reason the widget knows (the domain cannot receive mail): its own words, in the person's language.
      expect(error.detail.fieldErrors[0]!.message).to.include('receive mail');
      expect(ui.fieldError(el, 'email')).to.equal('Use an email address that can receive mail.');
      expect(ui.emailInput(el).value).to.equal('someone@example.invalid');
      ui.expectFocus(el, ui.errorSummary(el), 'the error summary');
      expect(ui.summaryEntries(el)).to.deep.equal(['Use an email address that can receive mail.']);
      // The summary and the field say it all: no second, vaguer message.
      expect(ui.formError(el).textContent).to.equal('');
      await a11y.expectAccessible(el, 'with the server’s 422 on the email field');
      expect(await api.registrations(eventId)).to.have.length(0);
    });

    it('maps a missing-property 400 (Huma reports it at the parent) to the field', async () => {
      const el = await ui.mountWidget({ 'name-field': 'required' });
      await ui.fill(el, { email: api.uniqueEmail(), name: 'Ada' });
      await api.injectProblem(400, {
        title: 'Bad Request',
        detail: 'expected required property name to be present',
        errors: [{ location: 'body', message: 'expected required property name to be present', value: {} }],
      });
      const error = await ui.submitAndWait(el, 'submit-error');
      expect(error.detail.kind).to.equal('validation');
      expect(error.detail.fieldErrors).to.deep.equal([
        { field: 'name', message: 'expected required property name to be present' },
      ]);
      expect(ui.nameInput(el).getAttribute('aria-invalid')).to.equal('true');
      expect(ui.fieldError(el, 'name')).to.equal('Enter your name.');
    });

    it('accepts {field, message} errors and shows unmapped ones at form level', async () => {
      const el = await ui.mountWidget();
      await ui.fill(el, { email: api.uniqueEmail() });
      await api.injectProblem(422, {
        title: 'Unprocessable Entity',
        errors: [
          { field: 'email', message: 'domain is blocked' },
          { location: 'body.coupon', message: 'coupon has expired', value: 'X' },
        ],
      });
      const error = await ui.submitAndWait(el, 'submit-error');
      expect(error.detail.fieldErrors).to.deep.equal([
        { field: 'email', message: 'domain is blocked' },
        { field: 'body.coupon', message: 'coupon has expired' },
      ]);
      expect(ui.fieldError(el, 'email')).to.equal('domain is blocked');
      expect(ui.formError(el).textContent).to.include('coupon has expired');
    });

    it('says kindly that the person is already registered (409) without marking a field', async () => {
      const eventId = await api.freshEvent();
      const email = api.uniqueEmail();
      const first = await ui.mountWidget({ 'event-id': eventId });
      await ui.fill(first, { email });
      await ui.submitAndWait(first, 'registered');

      const el = await ui.mountWidget({ 'event-id': eventId });
      await ui.fill(el, { email: email.toUpperCase() });
      const error = await ui.submitAndWait(el, 'submit-error');
      expect(error.detail.kind).to.equal('conflict');
      expect(error.detail.status).to.equal(409);
      expect(ui.formError(el).textContent).to.include('already registered');
      expect(ui.formError(el).classList.contains('info')).to.equal(true);
      expect(ui.emailInput(el).getAttribute('aria-invalid')).to.equal(null);
      expect(ui.emailInput(el).value).to.equal(email.toUpperCase());
      expect(await api.registrations(eventId)).to.have.length(1);
    });

    it('reports an unknown event (404) and logs it for the integrator', async () => {
      const el = await ui.mountWidget({ 'event-id': 'evt_does_not_exist' });
      await ui.fill(el, { email: api.uniqueEmail() });
      const error = await ui.submitAndWait(el, 'submit-error');
      expect(error.detail.kind).to.equal('not-found');
      expect(error.detail.status).to.equal(404);
      expect(ui.formError(el).textContent).to.include('could not find this event');
    });

    it('tells the person to try later and the integrator why when the key is rejected (401)', async () => {
      const { errors } = await ui.captureConsole(async (said) => {
        const el = await ui.mountWidget({ 'api-key': api.env.revokedKey });
        await ui.fill(el, { email: api.uniqueEmail() });
        const error = await ui.submitAndWait(el, 'submit-error');
        expect(error.detail.kind).to.equal('auth');
        expect(error.detail.status).to.equal(401);
        expect(ui.formError(el).textContent).to.include('try again later');
        await said('rejected api-key');
      });
      expect(errors.join('\n')).to.include('rejected api-key');
    });

    it('maps 403 to forbidden', async () => {
      const el = await ui.mountWidget();
      await ui.fill(el, { email: api.uniqueEmail() });
      await api.injectFaults({ match: 'register', status: 403 });
      const error = await ui.submitAndWait(el, 'submit-error');
      expect(error.detail.kind).to.equal('forbidden');
      expect(ui.formError(el).textContent).to.include('not available right now');
    });

    it('maps a 500 to server and keeps what was typed', async () => {
      const el = await ui.mountWidget();
      await ui.fill(el, { email: 'keep.me@example.com', name: 'Keep Me' });
      await api.injectFaults({ match: 'register', status: 500 });
      const error = await ui.submitAndWait(el, 'submit-error');
      expect(error.detail.kind).to.equal('server');
      expect(error.detail.status).to.equal(500);
      expect(ui.emailInput(el).value).to.equal('keep.me@example.com');
      expect(ui.nameInput(el).value).to.equal('Keep Me');
      expect(ui.buttonUnavailable(el)).to.equal(false);
      await a11y.expectAccessible(el, 'after a 500');
    });

    it('fires registered exactly once per success and submit-error exactly once per failure', async () => {
      const eventId = await api.freshEvent();
      const el = await ui.mountWidget({ 'event-id': eventId });
      const log = ui.recordEvents(el, ['registered', 'submit-error']);
      await ui.fill(el, { email: api.uniqueEmail() });
      await api.injectFaults({ match: 'register', status: 500 });
      await ui.submitAndWait(el, 'submit-error');
      await ui.submitAndWait(el, 'registered');
      // A second event would come from the same submission's work or the update that shows it.
      await ui.settled(el);
      log.stop();
      expect(log.events.map((e) => e.type)).to.deep.equal(['submit-error', 'registered']);
      for (const e of log.events) {
        expect(e.bubbles, `${e.type} bubbles`).to.equal(true);
        expect(e.composed, `${e.type} is composed`).to.equal(true);
        expect(e).to.be.instanceOf(CustomEvent);
      }
    });
  });
});
