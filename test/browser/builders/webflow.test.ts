/**
 * Webflow: the Embed element's code (test/builders/fixtures/code-embed.html) on a published
 * page. That it fits the element's 50,000 characters, pre-rendered, is test/ssr/snippet-size.test.ts.
 */
import { expect } from '@open-wc/testing';
import * as api from '../../helpers/api.js';
import { publishedPage } from '../../helpers/published-page.js';
import * as ui from '../../helpers/widget.js';

describe('Webflow: the Embed element', () => {
  beforeEach(api.normalServer);
  let frame: HTMLIFrameElement | undefined;
  afterEach(() => frame?.remove());

  it('registers from a published page', async () => {
    const eventId = await api.freshEvent();
    const page = await publishedPage(`/__builder/webflow/code-embed.html?event=${eventId}`);
    frame = page.frame;
    const email = api.uniqueEmail('webflow');
    await ui.fill(page.el, { email });
    await ui.submitAndWait(page.el, 'registered');
    expect((await api.registrations(eventId)).map((r) => r.email)).to.deep.equal([email]);
  });
});
