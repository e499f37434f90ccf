/**
 * Where the funnel goes: `datalayer` pushes to `window.dataLayer` (Google Tag Manager reads it),
 * `segment` calls `window.analytics.track`. A sink that throws, or is not there, misses that step
 * (it is tried again at the next), is told to the console once per page, and never stops a registration.
 */
import { ERRORS_DOC_HINT } from './doc-hint.js';
import type { FunnelPayload } from './funnel.js';

export const SINK_NAMES = ['datalayer', 'segment'] as const;
export type SinkName = (typeof SINK_NAMES)[number];

/** The page's globals a sink writes to; any of them may be missing, or be something else. */
interface SinkGlobals {
  dataLayer: unknown;
  analytics: { track?: unknown } | undefined;
}

const SINKS: Record<SinkName, (name: string, payload: FunnelPayload) => void> = {
  datalayer(name, payload) {
    const page = globalThis as unknown as SinkGlobals;
    // Created when missing, as Google Tag Manager's own snippet does: it reads what was pushed before it.
    page.dataLayer ??= [];
    (page.dataLayer as unknown[]).push({ event: name, ...payload });
  },
  segment(name, payload) {
    const track = (globalThis as unknown as SinkGlobals).analytics?.track;
    if (typeof track !== 'function') throw new Error('window.analytics.track is not a function (is Segment loaded?)');
    // Undefined properties would only be dropped on the way (JSON drops them here).
    const properties = JSON.parse(JSON.stringify(payload)) as object;
    (track as (event: string, properties: object) => unknown).call(
      (globalThis as unknown as SinkGlobals).analytics,
      name,
      properties,
    );
  },
};

/** Sinks that have failed on this page, told to the console once each. */
const failed = new Set<SinkName>();

/** Sends one step to each sink; a sink's failure is caught here. */
export function send(sinks: readonly SinkName[], name: string, payload: FunnelPayload): void {
  for (const sink of sinks) {
    try {
      SINKS[sink](name, payload);
    } catch (error) {
      if (failed.has(sink)) continue;
      failed.add(sink);
      console.warn(`<event-register> analytics: the ${sink} sink failed: ${String(error)}. ${ERRORS_DOC_HINT}`);
    }
  }
}

/** The sinks a value of `analytics` names, and the words it has that name none. */
export function sinksOf(value: string | null | undefined): { sinks: SinkName[]; unknown: string[] } {
  const words = (value ?? '')
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);
  const known = (word: string): word is SinkName => (SINK_NAMES as readonly string[]).includes(word);
  return { sinks: [...new Set(words.filter(known))], unknown: words.filter((word) => !known(word)) };
}
