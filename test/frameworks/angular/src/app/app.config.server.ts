import { CSP_NONCE, inject, mergeApplicationConfig, REQUEST_CONTEXT, type ApplicationConfig } from '@angular/core';
import { provideServerRendering, RenderMode, withRoutes } from '@angular/ssr';
import { appConfig } from './app.config';
import { EVENT_REGISTER_FORM, type RequestContext } from './app';

export const serverConfig = mergeApplicationConfig(appConfig, {
  providers: [
    // Rendered for each request, never prerendered: the nonce and the form are the request's.
    provideServerRendering(withRoutes([{ path: '**', renderMode: RenderMode.Server }])),
    // What server.ts made for this request: Angular puts the nonce on its inline styles and scripts.
    { provide: CSP_NONCE, useFactory: () => (inject(REQUEST_CONTEXT) as RequestContext).nonce },
    { provide: EVENT_REGISTER_FORM, useFactory: () => (inject(REQUEST_CONTEXT) as RequestContext).form },
  ],
});
