/**
 * The analytics chunk: the registration funnel told to the page's analytics (`analytics`), and the
 * campaign values of `attribution`. Declared in src/features.ts: loaded only by a widget with one
 * of them.
 */
import type { FlowFeatureModule } from '../interaction/flow-feature.js';
import { AnalyticsController } from './analytics-controller.js';

export const create: FlowFeatureModule['create'] = (el, parts) => new AnalyticsController(el, parts);
