/**
 * The widget's lazy features, each declared once: here the element's, and in flow-feature-list.ts
 * the submission flow's (apart, so that their declarations come with the flow's chunk, not the
 * entry). A feature is a folder of `src/` that the CDN build makes one chunk of, named for the
 * feature (`chunks/<name>-<hash>.js`). Its one `import()` is in its list and nowhere else (ESLint
 * holds it). The lists are read by:
 * - the element and the submission flow, which load a feature only through `loadFeature()`;
 * - the build (scripts/vite/feature-chunks.ts): which chunk each module goes to, and the chunks'
 *   URLs; test/package/features.test.ts holds its output to this list;
 * - scripts/localize.mjs (a feature's part of every locale), scripts/size-budgets.mjs (one budget
 *   per feature) and docs/performance.md's size table (scripts/docs-sizes.mjs).
 *
 * docs/architecture.md, "Adding a feature", says how to add one.
 */
import type { FlowFeatureName } from './flow-feature-list.js';

/** A feature's declaration, as the browser reads it. */
export interface Feature {
  /** Its one `import()`. */
  readonly load: () => Promise<unknown>;
}

/** Loaded by the element: the form's interaction, and the take-over of a pre-rendered form. */
export const ELEMENT_FEATURES = {
  /** Submitting and everything after it; prefetched (form/prefetch.ts) and awaited by the first submit. */
  interaction: { load: () => import('./interaction/interaction.js') },
  /** The take-over of a form a server rendered; loaded only over such markup. */
  'take-over': { load: () => import('./prerendered/take-over.js') },
  /** The form in a modal dialog, opened by the widget's button and the page's openers; loaded only with `dialog`. */
  dialog: { load: () => import('./dialog/dialog.js') },
} as const satisfies Record<string, Feature>;

export type ElementFeatureName = keyof typeof ELEMENT_FEATURES;
export type FeatureName = ElementFeatureName | FlowFeatureName;

/**
 * What the build reads of each feature besides the above, kept apart so that the browser's code
 * carries none of it: its folder under `src/` (every module in it belongs to its chunk), when not
 * its name; and its part of each locale, for the messages said in its folder
 * (`locales/<locale>.<part>-<hash>.js`), when it has words.
 */
export const FEATURE_FILES: Record<FeatureName, { readonly folder?: string; readonly localePart?: string }> = {
  interaction: { localePart: 'results' },
  'take-over': { folder: 'prerendered' },
  dialog: { localePart: 'dialog' },
  analytics: {},
  address: { localePart: 'address' },
  attend: { localePart: 'attend' },
  check: { localePart: 'check' },
  sessions: { localePart: 'sessions' },
  prefill: {},
  diagnostics: {},
};

/** Features' chunks, as the CDN build names them: each file, and the export that holds the feature's module when the chunk exports more. */
export type FeatureChunks = Partial<Record<FeatureName, [file: string, namespace?: string]>>;

/**
 * The element's features' chunks (scripts/vite/feature-chunks.ts writes each chunk's table of the
 * features it imports: the flow's are in flow-feature-list.ts, out of the entry). Undeclared
 * elsewhere (the npm library, the tests), where a bundler of the page's names the chunks. Whole
 * names, never one built here from a pattern: an app's bundler (Turbopack) would take
 * `new URL(pattern, import.meta.url)` for assets of its own to resolve.
 */
declare const __ER_CHUNKS__: FeatureChunks | undefined;
const ELEMENT_CHUNKS = typeof __ER_CHUNKS__ == 'object' ? __ER_CHUNKS__ : undefined;

/** The classic script's global (src/classic.ts): its hashes, by feature, of the chunks the browser checks. */
interface ClassicScript {
  integrity?: Record<string, string>;
}

const failures: Partial<Record<FeatureName, number>> = {};

/**
 * A feature's module. In the CDN build, a chunk the classic script has a hash of is fetched with
 * `<link rel="modulepreload" integrity>` first, which the import then uses; and an import tried
 * again after a failed one names another URL: Firefox and WebKit keep a failed module fetch for
 * the whole page (Chromium fetches the same URL again). `chunks` names the feature's file: the
 * flow passes its own table (FLOW_CHUNKS).
 */
export function loadFeature<F extends Feature>(
  name: FeatureName,
  feature: F,
  chunks = ELEMENT_CHUNKS,
): ReturnType<F['load']> {
  const [file, namespace] = chunks?.[name] || [];
  const tries = failures[name] ?? 0;
  const url = file && new URL(file, import.meta.url).href + (tries ? `?retry=${tries}` : '');
  const integrity = file && (window as { EventRegisterWidget?: ClassicScript }).EventRegisterWidget?.integrity?.[name];
  // Before the import: the import then uses the checked fetch.
  if (url && integrity) {
    const link = document.createElement('link');
    Object.assign(link, { rel: 'modulepreload', href: url, integrity, crossOrigin: 'anonymous' });
    document.head.append(link);
  }
  const loading =
    url && tries
      ? import(/* @vite-ignore */ url).then((chunk: Record<string, unknown>) => (namespace ? chunk[namespace] : chunk))
      : feature.load();
  return loading.catch((error: unknown) => {
    failures[name] = tries + 1;
    throw error;
  }) as ReturnType<F['load']>;
}
