import { AngularNodeAppEngine, createNodeRequestHandler, isMainModule, writeResponseToNodeResponse } from '@angular/ssr/node';
import { renderEventRegister } from 'event-register/ssr';
import express from 'express';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { RequestContext } from './app/app';

const app = express();
const angularApp = new AngularNodeAppEngine();
const env = process.env;
const api = new URL(env['EVENT_REGISTER_BASE_URL'] ?? 'https://invalid').origin;

app.use(express.static(join(import.meta.dirname, '../browser'), { maxAge: '1y', index: false, redirect: false }));

app.use(async (req, res, next) => {
  try {
    // A strict policy with a nonce per request: Angular puts it on its inline styles and scripts
    // (CSP_NONCE in app.config.server.ts), renderEventRegister() on the widget's inline style.
    const nonce = randomBytes(16).toString('base64');
    const form = await renderEventRegister(
      {
        'event-id': env['EVENT_REGISTER_EVENT_ID'],
        'api-key': env['EVENT_REGISTER_KEY'],
        'base-url': env['EVENT_REGISTER_BASE_URL'],
      },
      { lang: 'de', styles: 'inline', nonce },
    );
    const response = await angularApp.handle(req, { nonce, form } satisfies RequestContext);
    if (!response) return next();
    response.headers.set(
      'Content-Security-Policy',
      [
        "default-src 'self'",
        `script-src 'self' 'nonce-${nonce}'`,
        `style-src 'self' 'nonce-${nonce}'`,
        `connect-src 'self' ${api}`,
        "object-src 'none'",
        "base-uri 'self'",
        "frame-ancestors 'none'",
      ].join('; '),
    );
    await writeResponseToNodeResponse(response, res);
  } catch (error) {
    next(error);
  }
});

if (isMainModule(import.meta.url)) {
  const port = Number(env['PORT'] ?? 4000);
  app.listen(port, '127.0.0.1', () => console.log(`Listening on http://127.0.0.1:${port}`));
}

/** The handler `ng serve` and `ng build` use. */
export const reqHandler = createNodeRequestHandler(app);
