/** The narrow interfaces through which the submission flow sees the element. */
import type { ReactiveControllerHost } from 'lit';
import type { FieldIds } from '../fields/ids.js';
import type { FormStateController } from '../form/form-state.js';
import type { SlotRenderer } from '../form/templates/slot.js';
import type { FormRefs } from './focus.js';
import type { ElementSettings } from './settings/settings.js';

export type { FormRefs };

/** The element as the flow sees it: its settings, its events and its update cycle. */
export interface FlowElement extends ReactiveControllerHost, ElementSettings {
  readonly hasUpdated: boolean;
  readonly isUpdatePending: boolean;
  /** The element itself when it renders into its light DOM. */
  readonly renderRoot: HTMLElement | DocumentFragment;
  dispatchEvent(event: Event): boolean;
  matches(selectors: string): boolean;
  readonly isConnected: boolean;
  reset(): void;
}

/** The element's own parts the flow works with. */
export interface FlowParts {
  form: FormStateController;
  slots: { has(name: 'consent' | 'success'): boolean; render: SlotRenderer };
  /** The form's ids. */
  ids: FieldIds;
  /** The locale shown, for formatting durations and times. */
  i18n: { readonly locale: string };
  refs(): FormRefs;
}
