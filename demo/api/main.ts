/** CLI: `node --import tsx demo/api/main.ts` (or `npm run api`). */
import {
  DEMO_EVENT_ID,
  DEMO_EXTERNAL_ID,
  DEMO_PUBLISHABLE_KEY,
  DEMO_SECRET_KEY,
  DEMO_VIEWER_PROGRESS,
  REVOKED_KEY,
} from './seed.js';
import { startApiServer } from './server.js';

const port = Number(process.env.API_PORT ?? 8787);
const host = process.env.API_HOST ?? '127.0.0.1';

const server = await startApiServer({
  port,
  host,
  log: (line) => console.log(`[api] ${line}`),
});

console.log(`API base URL:     ${server.baseUrl}`);
console.log(`Test control:     ${server.origin}/__control`);
console.log(`Publishable key:  ${DEMO_PUBLISHABLE_KEY}`);
console.log(`Secret key:       ${DEMO_SECRET_KEY}`);
console.log(`Revoked key:      ${REVOKED_KEY}`);
console.log(`Demo event id:    ${DEMO_EVENT_ID}`);
console.log(`Identify viewer:  ${DEMO_EXTERNAL_ID} (progress ${DEMO_VIEWER_PROGRESS} %)`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
