/**
 * `event-register/types/svelte`: types `<event-register>` in Svelte
 * (`svelte-check`): its attributes, Svelte 5's `onregistered={…}` and
 * Svelte 4's `on:registered={…}`, with typed events. Turn it on with
 * `/// <reference types="event-register/types/svelte" />` in `src/app.d.ts`.
 */
import type { HTMLAttributes } from 'svelte/elements';
import type { EventRegister } from '../event-register.js';
import type { EventRegisterEventMap } from '../events/index.js';
import type { EventRegisterAttributes, EventRegisterLowercaseHandlers } from './attributes.js';

type Svelte4Handlers = {
  [K in keyof EventRegisterEventMap as `on:${K}`]?: (event: EventRegisterEventMap[K]) => void;
};

export type EventRegisterSvelteAttributes = Omit<HTMLAttributes<EventRegister>, keyof EventRegisterAttributes> &
  EventRegisterAttributes &
  EventRegisterLowercaseHandlers &
  Svelte4Handlers;

declare module 'svelte/elements' {
  interface SvelteHTMLElements {
    'event-register': EventRegisterSvelteAttributes;
  }
}
