/**
 * `event-register/react`: a React component for `<event-register>`, made with
 * `@lit/react`. Props are the element's properties (typed from the class), and
 * each event has a typed handler: `onRegistered`, `onIdentified`,
 * `onSubmitError`, `onRegisterSubmit`, `onStateChange`. Importing this module
 * defines the element. It also types the plain `<event-register>` tag in JSX.
 */
import { createComponent, type EventName } from '@lit/react';
import * as React from 'react';
import { EventRegister as EventRegisterElement, TAG_NAME } from '../define.js';
import type { EventRegisterEventMap } from '../events/index.js';
import { EVENT_HANDLER_NAMES } from '../types/attributes.js';
import '../types/react.js';

type Events = {
  [K in keyof typeof EVENT_HANDLER_NAMES]: EventName<EventRegisterEventMap[(typeof EVENT_HANDLER_NAMES)[K]]>;
};

export const EventRegister = createComponent({
  react: React,
  tagName: TAG_NAME,
  elementClass: EventRegisterElement,
  // The cast attaches each event's type to its name; the names themselves are checked in EVENT_HANDLER_NAMES.
  events: EVENT_HANDLER_NAMES as unknown as Events,
  displayName: 'EventRegister',
});

export type EventRegisterProps = React.ComponentProps<typeof EventRegister>;
