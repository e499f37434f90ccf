import adapter from '@sveltejs/adapter-node';
import { styleHashSource } from 'event-register/ssr';

// Read when the app is built: the policy is fixed then, like $env/static/public.
const api = new URL(process.env.PUBLIC_EVENT_REGISTER_BASE_URL ?? 'http://localhost').origin;

/** @type {import('@sveltejs/kit').Config} */
export default {
  kit: {
    adapter: adapter(),
    csp: {
      mode: 'auto',
      directives: {
        'default-src': ['self'],
        'script-src': ['self'],
        // The widget's inline <style>, allowed by its hash (SvelteKit writes the quotes).
        'style-src': ['self', /** @type {`sha256-${string}`} */ (styleHashSource().slice(1, -1))],
        // SvelteKit's route announcer has a style attribute (sveltejs/kit#11993).
        'style-src-attr': ['unsafe-hashes', 'sha256-S8qMpvofolR8Mpjy4kQvEm7m1q8clzU4dfDH0AmvZjo='],
        'connect-src': ['self', api],
        'object-src': ['none'],
        'base-uri': ['self'],
        'form-action': ['self'],
        'require-trusted-types-for': ['script'],
        'trusted-types': ['svelte-trusted-html', 'lit-html', 'event-register-form'],
      },
    },
  },
};
