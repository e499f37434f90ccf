// A React 19 app using the plain tag, with the JSX typings turned on.
// snippet: embedding-react-tag (docs/embedding.md)
import type {} from 'event-register/types/react';
import 'event-register';
import { createRoot } from 'react-dom/client';

export function Signup() {
  return (
    <event-register
      event-id="evt_123"
      api-key="pk_test_x"
      base-url="https://api.example.com/v1"
      name-field="hidden"
      show-link
      className="signup"
      onregistered={(e) => console.log(e.detail.magicLink.toUpperCase())}
      onsubmit-error={(e) => console.log(e.detail.kind, e.detail.fieldErrors.length)}
      onstate-change={(e) => console.log(e.detail.state)}
      ref={(el) => void el?.reset()}
    />
  );
}

/** The dialog: its attribute and its two events, typed. */
export const inDialog = (
  <event-register
    dialog
    ondialog-open={(e) => console.log(e.detail.opener?.id)}
    ondialog-close={(e) => console.log(e.detail.reason.toUpperCase())}
  />
);

/** The funnel's events, by their exact names. */
export const funnelEvents = (
  <event-register
    onsubmit-invalid={(e) => console.log(e.detail.fields.join())}
    onaddress-suggestion={(e) => console.log(e.detail.action, e.detail.suggestion.length)}
    oncalendar-add={(e) => console.log(e.detail.calendar, e.detail.eventId)}
  />
);

export const negative = (
  <>
    {/* @ts-expect-error dialog-open tells the opener, not a reason */}
    <event-register ondialog-open={(e) => e.detail.reason} />
    {/* @ts-expect-error submit-invalid tells field names, not values */}
    <event-register onsubmit-invalid={(e) => e.detail.values} />
    {/* @ts-expect-error event-id is a string attribute */}
    <event-register event-id={42} />
    {/* @ts-expect-error name-field is optional, required or hidden */}
    <event-register name-field="maybe" />
    {/* @ts-expect-error the detail of registered has no kind */}
    <event-register onregistered={(e) => e.detail.kind} />
  </>
);

createRoot(document.getElementById('root')!).render(<Signup />);
