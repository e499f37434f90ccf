/**
 * The address chunk (src/address/), as the flow sees it: "Did you mean ada@gmail.com?" under the
 * email field, and where the link went after a registration. Loaded in register mode once the
 * email field has an address (or by the first submit).
 */
import type { AddressAnnouncer, AddressHost, AddressParts } from '../address/address-host.js';
import type { AddressController } from '../address/address-controller.js';
import { LazyPart } from './lazy-part.js';

/** The one dynamic import of the address chunk; the classic script names a copy of it by URL (vite.config.ts). */
export const addressPart = (
  host: AddressHost,
  parts: AddressParts,
  announcer: AddressAnnouncer,
): LazyPart<AddressController> =>
  new LazyPart(
    host,
    () => import('../address/address.js').then((chunk) => new chunk.AddressController(host, parts, announcer)),
    // Identify mode has no email field.
    () => host.mode !== 'identify',
  );
