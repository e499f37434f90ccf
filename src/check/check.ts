/**
 * The check chunk: the configuration check a page's owner asks for with `?event-register-check` in
 * the page's address or the `debug` attribute. Declared in src/features.ts: the flow loads it as
 * soon as it is here, for a widget that asks.
 */
import type { FlowFeatureModule } from '../interaction/flow-feature.js';
import { CheckController } from './check-controller.js';

export const create: FlowFeatureModule['create'] = (el, parts) => new CheckController(el, parts);
