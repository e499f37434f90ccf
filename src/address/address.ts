/**
 * The address chunk: "Did you mean ada@gmail.com?" before sending, and after it, where the link
 * went with a way back to the form ("Wrong address?"). Declared in src/features.ts: the flow loads
 * it once the email field has an address.
 */
import type { FlowFeatureModule } from '../interaction/flow-feature.js';
import { AddressController } from './address-controller.js';

export const create: FlowFeatureModule['create'] = (el, parts) => new AddressController(el, parts, parts.announcer);
