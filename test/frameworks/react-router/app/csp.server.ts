import { createContext, type MiddlewareFunction } from 'react-router';

/** The nonce of this request's policy: the widget puts it on its style, entry.server.tsx on React Router's scripts. */
export const nonceContext = createContext<string>();

// A strict policy with a nonce per request, on every page the app renders. The widget's requests
// go to the API's origin only.
export const contentSecurityPolicy: MiddlewareFunction<Response> = async ({ context }, next) => {
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64');
  context.set(nonceContext, nonce);
  const response = await next();
  const api = new URL(process.env.EVENT_REGISTER_BASE_URL ?? 'https://invalid').origin;
  const policy = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    `style-src 'self' 'nonce-${nonce}'`,
    `connect-src 'self' ${api}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  response.headers.set('Content-Security-Policy', policy);
  return response;
};
