/**
 * React 19 fixture apps: the plain `<event-register>` tag (React 19 sets a
 * prop as a property when the element has one, as an attribute otherwise, and
 * `on` + the exact event name adds a listener), and the `event-register/react`
 * wrapper (@lit/react: camelCase properties, `onRegistered`-style handlers).
 * Both run in StrictMode, so effects and ref callbacks run twice on mount as
 * they do in development apps.
 */
import { StrictMode, useState, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import 'event-register';
import type {} from 'event-register/types/react';
import { EventRegister } from 'event-register/react';
import type { FixtureHandle, FixtureProps, Mount, ReceivedEvent } from './types.js';

type Complete = Required<FixtureProps>;
type Recorder = (via: string) => (event: Event) => void;

interface AppProps {
  initial: Complete;
  record: Recorder;
  expose: (set: Dispatch<SetStateAction<Complete>>) => void;
}

function withDefaults(props: FixtureProps): Complete {
  return {
    nameField: 'optional',
    showLink: false,
    name: '',
    mode: 'register',
    externalId: '',
    dialog: false,
    label: '',
    ...props,
  };
}

/**
 * The plain tag: kebab-case attributes, `name`, `mode` and `dialog` as properties (the element has them), lowercase
 * `on…` listeners.
 */
function TagApp({ initial, record, expose }: AppProps) {
  const [props, setProps] = useState(initial);
  expose(setProps);
  return (
    <div>
      <p className="label">{props.label}</p>
      <event-register
        event-id={props.eventId}
        api-key={props.apiKey}
        base-url={props.baseUrl}
        name-field={props.nameField}
        show-link={props.showLink}
        external-id={props.externalId}
        name={props.name}
        mode={props.mode}
        dialog={props.dialog}
        data-label={props.label}
        onregistered={record('onregistered')}
        onidentified={record('onidentified')}
        onsubmit-error={record('onsubmit-error')}
        onregister-submit={record('onregister-submit')}
        onstate-change={record('onstate-change')}
        ondialog-open={record('ondialog-open')}
        ondialog-close={record('ondialog-close')}
        onsubmit-invalid={record('onsubmit-invalid')}
        onaddress-suggestion={record('onaddress-suggestion')}
        oncalendar-add={record('oncalendar-add')}
      />
    </div>
  );
}

/** The @lit/react wrapper: element properties and its typed handler props. */
function WrapperApp({ initial, record, expose }: AppProps) {
  const [props, setProps] = useState(initial);
  expose(setProps);
  return (
    <div>
      <p className="label">{props.label}</p>
      <EventRegister
        eventId={props.eventId}
        apiKey={props.apiKey}
        baseUrl={props.baseUrl}
        nameField={props.nameField}
        showLink={props.showLink}
        externalId={props.externalId}
        name={props.name}
        mode={props.mode}
        dialog={props.dialog}
        data-label={props.label}
        onRegistered={record('onRegistered')}
        onIdentified={record('onIdentified')}
        onSubmitError={record('onSubmitError')}
        onRegisterSubmit={record('onRegisterSubmit')}
        onStateChange={record('onStateChange')}
        onDialogOpen={record('onDialogOpen')}
        onDialogClose={record('onDialogClose')}
        onSubmitInvalid={record('onSubmitInvalid')}
        onAddressSuggestion={record('onAddressSuggestion')}
        onCalendarAdd={record('onCalendarAdd')}
      />
    </div>
  );
}

async function mountReact(
  App: (props: AppProps) => ReactNode,
  container: HTMLElement,
  props: FixtureProps,
): Promise<FixtureHandle> {
  const events: ReceivedEvent[] = [];
  // A new closure per render, as inline handlers are in real apps: React must swap listeners, not stack them.
  const record: Recorder = (via) => (event) => {
    events.push({ type: event.type, detail: (event as CustomEvent).detail, target: event.target, via });
  };
  let setProps: Dispatch<SetStateAction<Complete>> | undefined;
  const root = createRoot(container);
  flushSync(() =>
    root.render(
      <StrictMode>
        <App initial={withDefaults(props)} record={record} expose={(set) => (setProps = set)} />
      </StrictMode>,
    ),
  );
  const element = container.querySelector('event-register');
  if (!element) throw new Error('React rendered no <event-register>');
  await element.updateComplete;
  return {
    element,
    events,
    async update(next) {
      flushSync(() => setProps!((previous) => ({ ...previous, ...next })));
      await element.updateComplete;
    },
    unmount() {
      root.unmount();
    },
  };
}

export const mountReactTag: Mount = (container, props) => mountReact(TagApp, container, props);
export const mountReactWrapper: Mount = (container, props) => mountReact(WrapperApp, container, props);
