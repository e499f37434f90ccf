/**
 * The analytics chunk: the registration funnel told to the page's analytics (`analytics`), and the
 * campaign values of `attribution`. Loaded only by a widget with one of them; it imports nothing
 * at run time, so the classic script loads a copy of it as it is (vite.config.ts).
 */
export { AnalyticsController } from './analytics-controller.js';
