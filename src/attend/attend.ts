/**
 * The attend chunk: what helps a registered person show up (the event's time in their own zone,
 * "Add to calendar", "Join now" while it is on), and identify mode's progress. Declared in
 * src/features.ts: the flow loads it while the request that succeeds is out.
 */
import type { FlowFeatureModule } from '../interaction/flow-feature.js';
import { AttendController } from './attend-controller.js';

export const create: FlowFeatureModule['create'] = (el, parts) => new AttendController(el, parts.i18n);
