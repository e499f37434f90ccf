/**
 * The contract between the framework fixture apps (bundled by Vite into
 * dist/test-frameworks/fixtures.js, see vite.config.ts) and
 * test/browser/frameworks/frameworks.test.ts, which loads that bundle in the browser. Types only.
 */
import type { EventRegisterEventMap } from '../../src/events/index.js';
import type { NameFieldMode } from '../../src/public-types.js';

export type WidgetEventName = keyof EventRegisterEventMap;

/** What each fixture app passes to the widget, and one thing it renders beside it. */
export interface FixtureProps {
  eventId: string;
  apiKey: string;
  baseUrl: string;
  nameField?: NameFieldMode;
  showLink?: boolean;
  /** Prefill of the name field. */
  name?: string;
  mode?: 'register' | 'identify';
  externalId?: string;
  /** The form in a modal dialog, behind the widget's button. */
  dialog?: boolean;
  /** Not the widget's: the parent renders it in a sibling <p> and as the element's `data-label` attribute. */
  label?: string;
}

/** One event as the framework's own handler (not addEventListener) received it. */
export interface ReceivedEvent {
  type: string;
  detail: unknown;
  /** The element the event was dispatched on. */
  target: EventTarget | null;
  /** The handler (prop or template binding) it came through, e.g. `onsubmit-error`, `onSubmitError`, `@submit-error`. */
  via: string;
}

export interface FixtureHandle {
  /** The <event-register> the framework rendered. */
  readonly element: HTMLElement;
  /** Every event the framework handlers received, oldest first. */
  readonly events: ReceivedEvent[];
  /** Changes the parent's state and resolves once the framework has re-rendered. */
  update(props: Partial<FixtureProps>): Promise<void>;
  unmount(): void;
}

export type Mount = (container: HTMLElement, props: FixtureProps) => Promise<FixtureHandle>;

/** The bundle's exports. */
export interface FrameworkFixtures {
  mountReactTag: Mount;
  mountReactWrapper: Mount;
  mountVue: Mount;
  /** Vue mounts first; the element (a subclass, under a fresh tag) is defined afterwards. */
  mountVueBeforeDefine: Mount;
  /** The element class exported by the built package (`event-register`). */
  EventRegister: CustomElementConstructor;
  /** The bundled React and Vue versions, for the test titles. */
  reactVersion: string;
  vueVersion: string;
}
