/**
 * `event-register/react`: a React component for `<event-register>`, made with
 * `@lit/react`. Props are the element's properties (typed from the class), and
 * each event has a typed handler: `onRegistered`, `onSeriesRegistered`, `onIdentified`,
 * `onSubmitError`, `onRegisterSubmit`, `onStateChange`, `onJoin`, `onDialogOpen`,
 * `onDialogClose`, `onSubmitInvalid`, `onAddressSuggestion`, `onCalendarAdd`. Importing this module defines the element. It also types the plain
 * `<event-register>` tag in JSX.
 *
 * With `prerendered` (what `renderEventRegister()` of `event-register/ssr` returned on the
 * server) the form is in the server's HTML: React renders the element with the server's
 * attributes and content, and leaves that content to the element, which takes it over when its
 * script has run (docs/frameworks/next.md).
 */
import { createComponent, type EventName } from '@lit/react';
import * as React from 'react';
import { EventRegister as EventRegisterElement, TAG_NAME } from '../define.js';
import type { EventRegisterEventMap } from '../events/index.js';
import { EVENT_HANDLER_NAMES } from '../types/attributes.js';
import '../types/react.js';
import { readPrerendered } from './prerendered.js';

type Events = {
  [K in keyof typeof EVENT_HANDLER_NAMES]: EventName<EventRegisterEventMap[(typeof EVENT_HANDLER_NAMES)[K]]>;
};

const component = (elementClass: typeof EventRegisterElement) =>
  createComponent({
    react: React,
    tagName: TAG_NAME,
    elementClass,
    // The cast attaches each event's type to its name; the names themselves are checked in EVENT_HANDLER_NAMES.
    events: EVENT_HANDLER_NAMES as unknown as Events,
    displayName: 'EventRegister',
  });

const LitEventRegister = component(EventRegisterElement);

/**
 * The same component for server markup. @lit/react sets a prop as a property when the element has
 * a property of that name, and writes no attribute for it on the server. The markup's attributes
 * must stay attributes, on the server and in the browser, and several are also property names
 * (`remember`, `locale`, `theme`…): this one knows only the properties with no attribute of their
 * own name (`strings`, `eventId`…), which is all @lit/react reads of the class.
 */
const attributeNames = new Set<string>(EventRegisterElement.observedAttributes);
const propertiesOnly = Object.fromEntries(
  [...EventRegisterElement.elementProperties.keys()]
    .filter((name) => typeof name === 'string' && !attributeNames.has(name))
    .map((name) => [name, undefined]),
);
const MarkupEventRegister = component({ prototype: propertiesOnly } as unknown as typeof EventRegisterElement);

export type EventRegisterProps = React.ComponentPropsWithoutRef<typeof LitEventRegister> & {
  /**
   * The element's HTML as `renderEventRegister()` returned it on the server. Its attributes
   * become the element's, and its form is written once; other props (events, properties) apply
   * as usual. Keep it the same string in the browser as on the server: pass it down from a
   * server component or a server `load`.
   */
  prerendered?: string;
};

export const EventRegister = React.forwardRef<EventRegisterElement, EventRegisterProps>(function EventRegister(
  { prerendered, ...props },
  ref,
) {
  const markup = React.useMemo(() => {
    if (prerendered === undefined) return undefined;
    const read = readPrerendered(prerendered);
    if (!read)
      console.error(
        '<event-register> `prerendered` is not the HTML of one element from renderEventRegister(); ' +
          'rendering without it.',
      );
    return read;
  }, [prerendered]);
  if (!markup) return React.createElement(LitEventRegister, { ...props, ref });
  // The content is the element's from here on: it replaces the server's form with its own, and its
  // declarative shadow root leaves nothing React could compare. `suppressHydrationWarning` keeps
  // React from comparing it (and the attributes the element sets on itself); the memoised
  // `content` keeps React from writing it again on a later render.
  return React.createElement(MarkupEventRegister, {
    ...markup.attributes,
    ...props,
    ref,
    dangerouslySetInnerHTML: markup.content,
    suppressHydrationWarning: true,
  });
});
EventRegister.displayName = 'EventRegister';
