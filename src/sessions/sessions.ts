/**
 * The sessions chunk: several times of one event to choose from, or the sessions of a series, in the
 * visitor's own time; and `after-end`'s closing of the form. Declared in src/flow-feature-list.ts: the
 * flow loads it at once for a widget with `sessions` or `after-end`, and the first render waits for it.
 */
import type { FlowFeatureModule } from '../interaction/flow-feature.js';
import { SessionsController } from './sessions-controller.js';

export const create: FlowFeatureModule['create'] = (el, parts) => new SessionsController(el, parts);
