// `node bench/heights.mjs`: the rendered block size of the widget, in rem, for common settings:
// the numbers of the README's `event-register:not(:defined)` placeholder rule. Needs `npm run build`.
import { chromium } from 'playwright-core';
import { CHROME_FLAGS } from '../scripts/browsers.mjs';
import { startPageServer, listingPage } from './server.mjs';
const pages = await startPageServer({ '/listing': listingPage() });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: CHROME_FLAGS });
const page = await browser.newPage();
await page.goto(`${pages.origin}/listing`);
await page.waitForFunction(() => customElements.get('event-register'));
console.log(await page.evaluate(async () => {
  const out = {};
  for (const [name, attrs] of Object.entries({ default: {}, hidden: { 'name-field': 'hidden' }, required: { 'name-field': 'required' }, inline: { layout: 'inline', 'name-field': 'hidden' }, identify: { mode: 'identify', 'external-id': 'u' }, testkey: { 'api-key': 'pk_test_x' }, themed: { theme: 'light' } })) {
    const el = document.createElement('event-register');
    el.setAttribute('event-id', 'e'); el.setAttribute('api-key', 'pk_live_x'); el.setAttribute('base-url', 'https://api.example.com/v1');
    for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
    document.getElementById('listing').append(el);
    await el.updateComplete;
    out[name] = el.getBoundingClientRect().height / 16;
    el.remove();
  }
  return out;
}));
await browser.close(); await pages.close();
