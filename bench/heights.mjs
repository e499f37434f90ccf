// `node bench/heights.mjs`: the rendered block size of the widget, in rem, for common settings:
// the numbers of the README's `event-register:not(:defined)` placeholder rule. Needs `npm run build`.
import { CHROME_FLAGS, findChrome } from '../scripts/browsers.mjs';
import { launchBrowser, newPage } from './cdp.mjs';
import { startPageServer, listingPage } from './server.mjs';
const pages = await startPageServer({ '/listing': listingPage() });
const browser = await launchBrowser(findChrome(), CHROME_FLAGS);
const page = await newPage(browser);
await page.goto(`${pages.origin}/listing`);
console.log(
  await page.evaluate(async () => {
    await customElements.whenDefined('event-register');
    const out = {};
    for (const [name, attrs] of Object.entries({
      default: {},
      hidden: { 'name-field': 'hidden' },
      required: { 'name-field': 'required' },
      inline: { layout: 'inline', 'name-field': 'hidden' },
      identify: { mode: 'identify', 'external-id': 'u' },
      testkey: { 'api-key': 'pk_test_x' },
      themed: { theme: 'light' },
    })) {
      const el = document.createElement('event-register');
      el.setAttribute('event-id', 'e');
      el.setAttribute('api-key', 'pk_live_x');
      el.setAttribute('base-url', 'https://api.example.com/v1');
      for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
      document.getElementById('listing').append(el);
      await el.updateComplete;
      out[name] = el.getBoundingClientRect().height / 16;
      el.remove();
    }
    return out;
  }),
);
await browser.close();
await pages.close();
