/** The narrow interfaces through which the submission flow sees the element. */
import type { ReactiveControllerHost } from 'lit';
import type { AddressHost } from '../address/address-host.js';
import type { AnalyticsHost } from '../analytics/analytics-host.js';
import type { AttendHost } from '../attend/attend-host.js';
import type { CheckHost } from '../check/check-host.js';
import type { FieldIds } from '../fields/ids.js';
import type { FormState } from '../form/form-state.js';
import type { HeldSubmissionController } from '../form/held-submission.js';
import type { SlotRenderer } from '../form/templates/slot.js';
import type { ElementProperties } from './settings/settings.js';

/** The element as the flow sees it: its settings, its events and its update cycle. */
export interface FlowElement
  extends ReactiveControllerHost, ElementProperties, AttendHost, AddressHost, AnalyticsHost, CheckHost {
  readonly hasUpdated: boolean;
  readonly isUpdatePending: boolean;
  /** The element itself when it renders into its light DOM. */
  readonly renderRoot: HTMLElement | DocumentFragment;
  dispatchEvent(event: Event): boolean;
  matches(selectors: string): boolean;
  readonly isConnected: boolean;
}

/** The element's own parts the flow works with. */
export interface FlowParts {
  form: FormState;
  slots: { has(name: 'consent' | 'success'): boolean; render: SlotRenderer };
  /** The form's ids. */
  ids: FieldIds;
  /** The locale shown, for formatting durations and times; `reload()` once the chunk's part of it can load. */
  i18n: { readonly locale: string; reload(): Promise<unknown> };
  /** The one held submission: a submission made offline is held as a press is while the code cannot load. */
  held: HeldSubmissionController;
}
