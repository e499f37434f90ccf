/**
 * `event-register/types/react`: types the plain `<event-register>` tag in
 * React 19 JSX. React 19 sets a prop as a property when the element has one
 * and as an attribute otherwise, and `on` + an event's exact name listens to
 * it (`onregistered`, `onsubmit-error`). Turn it on with
 * `import type {} from 'event-register/types/react'` once in the app, or in
 * `compilerOptions.types`. The `event-register/react` wrapper includes it.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { EventRegister } from '../event-register.js';
import type { EventRegisterAttributes, EventRegisterLowercaseHandlers } from './attributes.js';

export type EventRegisterJsxProps = DetailedHTMLProps<HTMLAttributes<EventRegister>, EventRegister> &
  EventRegisterAttributes &
  EventRegisterLowercaseHandlers;

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX types live in this namespace
  namespace JSX {
    interface IntrinsicElements {
      'event-register': EventRegisterJsxProps;
    }
  }
}
