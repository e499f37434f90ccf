import type { ReactiveControllerHost } from 'lit';
import type { FieldIds } from '../fields/ids.js';

/** The element as the address chunk sees it. */
export interface AddressHost extends ReactiveControllerHost, EventTarget {
  readonly mode: string;
  /** `off`, or the integrator's own domains, space- or comma-separated (`email-suggestions`). */
  readonly emailSuggestions?: string;
  readonly renderRoot: HTMLElement | DocumentFragment;
  readonly ownerDocument: Document;
}

/** What the address chunk works with of the widget. */
export interface AddressParts {
  /** The email field's value, and the way a person's input changes it. */
  form: { readonly values: { readonly email: string }; input(field: 'email', value: string): void };
  /** The widget's language, and a way to load the chunk's part of it. */
  i18n: { reload(): Promise<unknown> };
  /** The form's ids. */
  ids: FieldIds;
  /** Moves focus to the email field once the next update has rendered. */
  focus: { request(target: 'email'): void };
}

/** The polite live region's text: said once when it changes; undefined says nothing. */
export interface AddressAnnouncer {
  current: (() => string) | undefined;
}
