/**
 * The address chunk: "Did you mean ada@gmail.com?" before sending, and after it, where the link
 * went with a way back to the form ("Wrong address?"). The interaction chunk loads it as it loads.
 */
export { AddressController } from './address-controller.js';
