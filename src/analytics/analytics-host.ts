import type { ReactiveControllerHost } from 'lit';
import type { SessionsFunnel } from './funnel.js';

/** The element as the analytics chunk sees it: the events it fires, what it renders, and the settings it reads. */
export interface AnalyticsHost extends ReactiveControllerHost, EventTarget {
  readonly renderRoot: HTMLElement | DocumentFragment;
  /** The sinks, space-separated (`analytics`). */
  readonly analytics?: string;
  readonly attribution?: boolean;
  readonly eventId: string;
  readonly mode: string;
  readonly formLabel: string;
  readonly prefillFromUrl: string | null;
  /** The form opens in a dialog: its openers on the page count for the view too. */
  readonly dialog?: boolean;
}

/** What the analytics chunk reads of the widget besides the element: the language shown, and the form's edits. */
export interface AnalyticsParts {
  i18n: { readonly locale: string };
  form: { editsOf(field: 'email' | 'name'): number };
  /** Set by the sessions feature: its part of each step's payload. */
  funnel?: () => SessionsFunnel | undefined;
}
