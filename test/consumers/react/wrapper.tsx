// A React 19 app using the wrapper, type-checked against the packed package.
// snippet: embedding-react-wrapper (docs/embedding.md)
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { EventRegister, type EventRegisterProps } from 'event-register/react';
import type { RegisteredEvent, SubmitErrorDetail } from 'event-register';

export function Signup() {
  const [link, setLink] = useState('');
  const [problem, setProblem] = useState<SubmitErrorDetail['kind'] | undefined>();
  const props: EventRegisterProps = { eventId: 'evt_123', apiKey: 'pk_test_x', baseUrl: 'https://api.example.com/v1' };
  return (
    <>
      <EventRegister
        {...props}
        nameField="required"
        customAttributes={{ plan: 'pro', seats: 3, trial: false }}
        showLink
        timeout={10_000}
        onRegistered={(e) => setLink(e.detail.magicLink)}
        onIdentified={(e) => console.log(e.detail.progressPercent.toFixed(1))}
        onSubmitError={(e) => setProblem(e.detail.kind)}
        onRegisterSubmit={(e) => console.log(e.detail)}
        onStateChange={(e) => console.log(e.detail.state, e.detail.previous)}
        ref={(el) => void el?.submit()}
      />
      <p>
        {link}
        {problem}
      </p>
    </>
  );
}

const onRegistered = (e: RegisteredEvent): string => e.detail.registrationToken;

/** The dialog: its property and its two events, typed. */
export const inDialog = (
  <EventRegister
    dialog
    onDialogOpen={(e) => console.log(e.detail.opener?.id)}
    onDialogClose={(e) => console.log(e.detail.reason.toUpperCase())}
  />
);

/** The funnel's events: the fields the checks stopped, the address suggestion, the calendar picked. */
export const funnelEvents = (
  <EventRegister
    onSubmitInvalid={(e) => console.log(e.detail.fields.join())}
    onAddressSuggestion={(e) => console.log(e.detail.action, e.detail.suggestion.length)}
    onCalendarAdd={(e) => console.log(e.detail.calendar, e.detail.eventId)}
  />
);

export const negative = (
  <>
    {/* @ts-expect-error eventId is a string */}
    <EventRegister eventId={42} />
    {/* @ts-expect-error mode is register or identify */}
    <EventRegister mode="signup" />
    {/* @ts-expect-error onSubmitError gets a SubmitErrorEvent, not a RegisteredEvent */}
    <EventRegister onSubmitError={onRegistered} />
    {/* @ts-expect-error dialog-close tells a reason, not an opener */}
    <EventRegister onDialogClose={(e) => e.detail.opener} />
    {/* @ts-expect-error calendar-add tells the calendar, not an action */}
    <EventRegister onCalendarAdd={(e) => e.detail.action} />
    {/* @ts-expect-error no such prop */}
    <EventRegister eventID="evt_123" />
  </>
);

createRoot(document.getElementById('root')!).render(<Signup />);
