/** CLI: `npm run cdn` serves dist/cdn (after `npm run build`) as a CDN would, on http://127.0.0.1:8788. */
import { resolve } from 'node:path';
import { startCdnServer } from './cdn-server.js';

const cdn = await startCdnServer({
  root: resolve(import.meta.dirname, '..', 'dist', 'cdn'),
  port: Number(process.env.CDN_PORT ?? 8788),
  host: process.env.CDN_HOST ?? '127.0.0.1',
});
console.log(
  `CDN files:        ${cdn.origin}/event-register.js (module), ${cdn.origin}/event-register.iife.js (classic)`,
);
console.log(`SRI hashes:       ${cdn.origin}/integrity.json`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void cdn.close().then(() => process.exit(0)));
