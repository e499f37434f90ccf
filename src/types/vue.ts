/**
 * `event-register/types/vue`: types `<event-register>` in Vue 3 templates
 * (`vue-tsc`, Volar): attributes as props and `@registered`, `@submit-error`,
 * … with typed events. Turn it on with
 * `/// <reference types="event-register/types/vue" />` in `env.d.ts`, or
 * `compilerOptions.types`. Vue must still be told the tag is a custom element
 * (`compilerOptions.isCustomElement`); see the README.
 */
import type { DefineComponent } from 'vue';
import type { EventRegisterEventMap } from '../events/index.js';
import type { EventRegisterHandlers, EventRegisterProperties } from './attributes.js';

/** Vue matches `event-id="…"` to `eventId` and `@submit-error` to `onSubmitError`. */
export type EventRegisterVueProps = EventRegisterProperties & EventRegisterHandlers;

/** The events as Vue emits, so an inline `@registered="(e) => …"` gets a typed `e`. */
export type EventRegisterVueEmits = { [K in keyof EventRegisterEventMap]: (event: EventRegisterEventMap[K]) => void };

declare module 'vue' {
  interface GlobalComponents {
    // The `{}` are DefineComponent's positional slots for bindings, data, computed, methods, mixins and extends.
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- DefineComponent's unused slots
    'event-register': DefineComponent<EventRegisterVueProps, {}, {}, {}, {}, {}, {}, EventRegisterVueEmits>;
  }
}
