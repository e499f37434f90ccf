/** The narrow interfaces through which the dialog feature sees the element. */
import type { ReactiveControllerHost } from 'lit';
import type { SlotRenderer } from '../form/templates/slot.js';
import type { Mode, SubmissionStatus } from '../public-types.js';

/** The element as the dialog sees it: its public properties. */
export interface DialogHost extends ReactiveControllerHost, HTMLElement {
  readonly dialog: boolean;
  readonly mode: Mode;
  readonly eventTitle?: string | undefined;
  readonly state: SubmissionStatus;
  /** The funnel's sinks: with them, seeing the button or an opener fetches the form's code (seen.ts). */
  readonly analytics?: string | undefined;
  readonly renderRoot: HTMLElement | DocumentFragment;
}

/** The element's slots, whichever its root (form/slot-content.ts). */
export interface DialogSlots {
  render: SlotRenderer;
}
