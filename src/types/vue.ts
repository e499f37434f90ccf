/**
 * `event-register/types/vue`: types `<event-register>` in Vue 3 templates
 * (`vue-tsc`, Volar): attributes as props and `@registered`, `@submit-error`,
 * … with typed events. Turn it on with
 * `/// <reference types="event-register/types/vue" />` in `env.d.ts`, or
 * `compilerOptions.types`. Vue must still be told the tag is a custom element
 * (`compilerOptions.isCustomElement`); see the README.
 */
import type { DefineComponent } from 'vue';
import type { EventRegisterHandlers, EventRegisterProperties } from './attributes.js';

/** Vue matches `event-id="…"` to `eventId` and `@submit-error` to `onSubmitError`. */
export type EventRegisterVueProps = EventRegisterProperties & EventRegisterHandlers;

declare module 'vue' {
  interface GlobalComponents {
    'event-register': DefineComponent<EventRegisterVueProps>;
  }
}
