// `npm run bench`: the widget against a plain HTML form doing the same request,
// measured in the same run, in the same browser, against the same local API.
// Prints medians and ratios; it asserts nothing (machines here are shared and noisy).
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import puppeteer from 'puppeteer-core';
import { startApiServer } from '../demo/api/server.ts';
import { DEMO_PUBLISHABLE_KEY } from '../demo/api/seed.ts';
import { CHROME_FLAGS, CHROME_HELP, findChrome } from '../scripts/browsers.mjs';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 15);
const root = process.cwd();
const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8' };

const chrome = findChrome();
if (!chrome) {
  console.error(CHROME_HELP);
  process.exit(1);
}

const api = await startApiServer({ port: 0, rateLimit: { limit: 100_000, windowSeconds: 60 } });
const pages = createServer(async (req, res) => {
  const path = normalize(new URL(req.url ?? '/', 'http://x').pathname).replace(/^(\.\.[/\\])+/, '');
  const file = path.startsWith('/cdn/') ? join(root, 'dist', path) : join(root, path);
  try {
    const body = await readFile(file);
    res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body);
  } catch {
    res.writeHead(404).end();
  }
});
await new Promise((resolve) => pages.listen(0, '127.0.0.1', resolve));
// The page is on localhost and the API on 127.0.0.1: cross-origin, as in production.
const pageOrigin = `http://localhost:${pages.address().port}`;

const browser = await puppeteer.launch({
  executablePath: chrome,
  headless: true,
  args: CHROME_FLAGS,
});

async function newEvent() {
  const response = await fetch(`${api.origin}/__control/events`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'bench' }),
  });
  return (await response.json()).id;
}

async function measure(variant, eventId, i) {
  // A fresh browser context per run: a cold cache, as for a first-time visitor.
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    const query = new URLSearchParams({ event: eventId, key: DEMO_PUBLISHABLE_KEY, api: api.baseUrl });
    await page.goto(`${pageOrigin}/bench/pages/${variant}.html?${query}`);
    await page.waitForFunction(() => performance.getEntriesByName('ready').length > 0);
    const ready = await page.evaluate(() => performance.getEntriesByName('ready')[0].startTime);
    // As a person: click into the email field, type, press Register. The widget fetches its
    // interaction code on that first focus, so the first submit after a cold load must find it there.
    const email = variant === 'widget' ? 'pierce/input[name="email"]' : '#email';
    await page.click(email);
    await page.keyboard.type(`bench.${variant}.${i}@example.com`);
    const register = await page.evaluate(() => window.benchSubmit());
    const chunkBeforeClick = await page.evaluate(() => window.benchChunkBeforeClick === true);
    // A second registration on the same page: everything is loaded and warm.
    await page.evaluate(() => window.benchReset());
    await page.click(email);
    await page.keyboard.type(`bench.${variant}.${i}.again@example.com`);
    const again = await page.evaluate(() => window.benchSubmit());
    const scriptBytes = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((r) => r.initiatorType === 'script' || r.name.endsWith('.js'))
        .reduce((sum, r) => sum + r.encodedBodySize, 0),
    );
    return { ready, register, again, scriptBytes, chunkBeforeClick };
  } finally {
    await context.close();
  }
}

const results = { plain: [], widget: [] };
try {
  const eventId = await newEvent();
  // Interleaved, so drift in the machine's load affects both alike.
  for (let i = 0; i < ITERATIONS; i += 1) {
    for (const variant of i % 2 ? ['widget', 'plain'] : ['plain', 'widget']) {
      results[variant].push(await measure(variant, eventId, i));
    }
  }
} finally {
  await browser.close();
  await api.close();
  pages.close();
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const rows = [
  ['ready to type (ms, from navigation)', 'ready', (v) => v.toFixed(1)],
  ['first submit after a cold load (ms, click to success)', 'register', (v) => v.toFixed(1)],
  ['second submit, warm (ms, click to success)', 'again', (v) => v.toFixed(1)],
  ['script bytes transferred (uncompressed)', 'scriptBytes', (v) => String(Math.round(v))],
];
console.log(`\nbench: ${ITERATIONS} cold loads each, Chromium ${await chromeVersion()}, medians`);
console.log(`${'metric'.padEnd(56)}${'plain form'.padStart(12)}${'widget'.padStart(12)}${'ratio'.padStart(9)}`);
for (const [label, key, format] of rows) {
  const plain = median(results.plain.map((r) => r[key]));
  const widget = median(results.widget.map((r) => r[key]));
  const ratio = plain > 0 ? `${(widget / plain).toFixed(2)}x` : 'n/a';
  console.log(`${label.padEnd(56)}${format(plain).padStart(12)}${format(widget).padStart(12)}${ratio.padStart(9)}`);
}

const prefetched = results.widget.filter((r) => r.chunkBeforeClick).length;
console.log(`interaction code already loaded at the first click: ${prefetched} of ${results.widget.length} cold loads`);

async function chromeVersion() {
  const { execFileSync } = await import('node:child_process');
  try {
    return execFileSync(chrome, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim().split(/\s+/).find((part) => /^\d+\./.test(part)) ?? '';
  } catch {
    return '';
  }
}
