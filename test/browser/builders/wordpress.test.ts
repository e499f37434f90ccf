/**
 * WordPress: a Custom HTML block (test/builders/fixtures/wordpress-custom-html.html) on a page
 * served the way WordPress serves it (test/plugins/builder-pages.mjs), which answers 404 to any
 * `?name=`, a post slug to WordPress. A campaign link names the parameters the block reads.
 */
import { expect } from '@open-wc/testing';
import * as api from '../../helpers/api.js';
import { publishedPage } from '../../helpers/published-page.js';
import * as ui from '../../helpers/widget.js';

/** The Custom HTML block's page. */
const PAGE = '/__builder/wordpress/wordpress-custom-html.html';

describe('WordPress: a campaign link with prefill parameters of its own', () => {
  beforeEach(api.normalServer);
  let frame: HTMLIFrameElement | undefined;
  afterEach(() => frame?.remove());

  it('the stand-in WordPress answers 404 to ?name=, as WordPress does', async () => {
    const eventId = await api.freshEvent();
    expect((await fetch(`${PAGE}?event=${eventId}&name=Ada`)).status).to.equal(404);
    expect((await fetch(`${PAGE}?event=${eventId}&er_name=Ada`)).status).to.equal(200);
  });

  it('prefills email and name from er_email and er_name, strips them, and registers', async () => {
    const eventId = await api.freshEvent();
    const email = api.uniqueEmail('wordpress');
    const query = new URLSearchParams({
      event: eventId,
      er_email: email,
      er_name: 'Ada Lovelace',
      utm_source: 'newsletter',
    });
    ({ frame } = await publishedPage(`${PAGE}?${query}`));
    const el = frame.contentDocument!.querySelector('event-register')!;
    expect(ui.emailInput(el).value).to.equal(email);
    expect(ui.nameInput(el).value).to.equal('Ada Lovelace');
    // "strip": the person's details leave the address bar; the campaign stays for analytics.
    expect(frame.contentWindow!.location.search).to.equal(`?event=${eventId}&utm_source=newsletter`);
    const registered = api.nextOutcome(el, 'registered');
    ui.submitButton(el).click();
    await registered;
    expect((await api.registrations(eventId)).map(({ email: sent, name }) => ({ sent, name }))).to.deep.equal([
      { sent: email, name: 'Ada Lovelace' },
    ]);
  });
});
