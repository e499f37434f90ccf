export default defineNuxtConfig({
  compatibilityDate: '2026-08-01',
  devtools: { enabled: false },
  telemetry: false,
  app: { head: { htmlAttrs: { lang: 'de' }, title: 'Filmabend' } },
  // Set when the server starts, from NUXT_PUBLIC_EVENT_REGISTER_EVENT_ID, …_KEY and …_BASE_URL.
  runtimeConfig: { public: { eventRegisterEventId: '', eventRegisterKey: '', eventRegisterBaseUrl: '' } },
  // For a template that writes <event-register> itself: a custom element, not a Vue component.
  vue: { compilerOptions: { isCustomElement: (tag) => tag === 'event-register' } },
  hooks: {
    // Nuxt prefetches every chunk the entry may import, the element's 55 languages too: it loads the one it needs.
    'build:manifest': (manifest) => {
      for (const chunk of Object.values(manifest)) if (chunk.src?.includes('event-register/dist/lib/generated/locales/')) chunk.prefetch = false;
    },
  },
});
