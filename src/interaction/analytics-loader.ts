/**
 * The analytics chunk (src/analytics/), as the flow sees it: the funnel told to the page's
 * analytics, and `attribution`'s campaign values. Loaded only by a widget with `analytics` or
 * `attribution`, as soon as the flow is here.
 */
import type { AnalyticsHost, AnalyticsParts } from '../analytics/analytics-host.js';
import type { AnalyticsController } from '../analytics/analytics-controller.js';
import { LazyPart } from './lazy-part.js';

/** The one dynamic import of the analytics chunk; the classic script names a copy of it by URL (vite.config.ts). */
export const analyticsPart = (host: AnalyticsHost, parts: AnalyticsParts): LazyPart<AnalyticsController> =>
  new LazyPart(
    host,
    () => import('../analytics/analytics.js').then((chunk) => new chunk.AnalyticsController(host, parts)),
    () => !!host.analytics?.trim() || !!host.attribution,
  );
