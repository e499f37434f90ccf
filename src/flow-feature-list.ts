/**
 * The features the submission flow adds to a widget, each declared here once (the element's are in
 * features.ts, with what the build reads of every feature). Only the flow reads this list, so the
 * build puts it in the flow's chunk: a page pays for these declarations once it may submit, not in
 * the entry. Each feature's one `import()` is here; docs/architecture.md, "Adding a feature", says
 * how to add one.
 */
import type { FlowFeatureModule, FeatureElement } from './interaction/flow-feature.js';

/**
 * A feature the submission flow adds to a widget: the flow loads it when the widget wants it and
 * its moment has come, and then calls its hooks (interaction/flow-feature.ts):
 * - `flow`: as soon as the flow is here; a press made before it has arrived waits for it, before the
 *   form's checks, so that it can add to the request;
 * - `email`: once the email field has an address; a press waits for it after the form's checks, and
 *   it may hold that press;
 * - `success`: with the first address (in identify mode, which has none: with the flow), and for a
 *   success shown at rest; a press made before it has arrived waits for it before its request
 *   leaves, so that a result never waits for it and is drawn whole in the frame after its response.
 */
export interface FlowFeature {
  readonly at: 'flow' | 'email' | 'success';
  /** Whether this widget shows any of it. */
  readonly wanted: (el: FeatureElement) => boolean;
  /** Its one `import()`. */
  readonly load: () => Promise<FlowFeatureModule>;
}

/** Loaded by the submission flow, in this order. */
export const FLOW_FEATURES = {
  /** The funnel told to the page's analytics, and `attribution`'s campaign values. */
  analytics: {
    at: 'flow',
    wanted: (el) => !!el.analytics?.trim() || !!el.attribution,
    load: () => import('./analytics/analytics.js'),
  },
  /** "Did you mean ada@gmail.com?", and where the link went. Identify mode has no email field. */
  address: {
    at: 'email',
    wanted: (el) => el.mode !== 'identify',
    load: () => import('./address/address.js'),
  },
  /** The configuration check, for the page's owner: `debug`, or `?event-register-check` in the page's address. */
  check: {
    at: 'flow',
    wanted: (el) => el.debug || /[?&]event-register-check\b/.test(location.search),
    load: () => import('./check/check.js'),
  },
  /** The email and name the page's address gives, taken as the person's own. The first render waits for it. */
  prefill: {
    at: 'flow',
    wanted: (el) => el.prefillFromUrl !== null,
    load: () => import('./prefill/prefill.js'),
  },
  /** Several sessions to choose from, or a series; and `after-end`'s closing. The first render waits for it. */
  sessions: {
    at: 'flow',
    wanted: (el) => !!el.sessions || !!el.afterEnd,
    load: () => import('./sessions/sessions.js'),
  },
  /** The event's (or each session's) time, calendar menu and Join now; identify mode's progress. */
  attend: {
    at: 'success',
    wanted: (el) => !!el.eventStart || !!el.sessions || el.mode === 'identify',
    load: () => import('./attend/attend.js'),
  },
} as const satisfies Record<string, FlowFeature>;

/** Loaded by the flow when it needs them, with no hooks: the console's explanations of a failure or a problem. */
export const FLOW_PARTS = {
  diagnostics: { load: () => import('./diagnostics/diagnostics.js') },
} as const;

export type FlowFeatureName = keyof typeof FLOW_FEATURES | keyof typeof FLOW_PARTS;

/** The flow's features' chunks, written into the flow's chunk by the build like the entry's (features.ts). */
declare const __ER_CHUNKS__: Partial<Record<FlowFeatureName, [file: string, namespace?: string]>> | undefined;
export const FLOW_CHUNKS = typeof __ER_CHUNKS__ == 'object' ? __ER_CHUNKS__ : undefined;
