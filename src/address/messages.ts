/**
 * What the address views say. Loaded with the address chunk, in each locale's `.address` part;
 * called at render time, inside the widget's `withMessages()`. The address is a placeholder, shown
 * left to right in any language (formatting.ts's isolate()).
 */
import { msg, str } from '../i18n/msg.js';

export const addressText = {
  /** The hint under the email field. */
  hint: (address: string) => msg(str`Did you mean ${address}?`, { id: 'address.hint' }),
  /** The hint's button that puts the suggested address in the field. */
  use: (address: string) => msg(str`Use ${address}`, { id: 'address.use' }),
  /** The hint's button that keeps the address as typed. */
  keep: (address: string) => msg(str`Keep ${address}`, { id: 'address.keep' }),
  /** The success view: what to do next, what the link is for, and where it went. */
  sentTo: (address: string) =>
    msg(str`Check your inbox: we emailed ${address} your link to join the event.`, { id: 'address.next-step' }),
  /** The success view's button back to the form, to register with another address. */
  wrongAddress: () => msg('Wrong address?', { id: 'address.wrong-address' }),
};
