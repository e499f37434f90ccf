import process from 'node:process';
import { defineConfig } from 'astro/config';
import { styleHashSource } from 'event-register/ssr';

// The API's origin, for connect-src: read at build time, as the page's env is.
const api = new URL(process.env.PUBLIC_EVENT_REGISTER_BASE_URL ?? 'http://localhost').origin;

export default defineConfig({
  experimental: {
    // A <meta> policy: hashes of Astro's scripts and styles, plus the widget's inline style.
    csp: {
      styleDirective: { hashes: [styleHashSource().slice(1, -1)] }, // "'sha256-…'" → "sha256-…"
      directives: [`connect-src ${api}`, "require-trusted-types-for 'script'"],
    },
  },
});
