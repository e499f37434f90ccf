/**
 * What the configuration check says. Loaded with the check chunk, in each locale's `.check` part;
 * called at render time, inside the widget's `withMessages()`. Attribute names and example values
 * stay as written: the page owner types them.
 */
import { msg } from '../i18n/msg.js';
import type { Finding } from './findings.js';

export const checkText = {
  title: () => msg('Configuration check', { id: 'check.title' }),
  byAddress: () =>
    msg("Shown because the page's address has ?event-register-check. Visitors don't see it.", {
      id: 'check.by-address',
    }),
  byAttribute: () =>
    msg('Shown because of the debug attribute: remove it before you publish the page.', { id: 'check.by-attribute' }),
  eventId: () => msg('Event ID', { id: 'check.event-id' }),
  key: () => msg('Key', { id: 'check.key' }),
  api: () => msg('API', { id: 'check.api' }),
  missing: () => msg('missing', { id: 'check.missing' }),
  none: () => msg('No problems found so far.', { id: 'check.none' }),
};

/** Each finding: what is wrong, and how to fix it. */
export const findingText: Record<Finding, () => string> = {
  'secret-key': () =>
    msg(
      'This is a secret key (sk_…), which must never be on a page. Use your publishable key (pk_…) and revoke this one.',
      {
        id: 'check.secret-key',
      },
    ),
  'missing-event-id': () =>
    msg("The event ID is missing. Copy it from your event's page into event-id.", { id: 'check.missing-event-id' }),
  'invalid-event-id': () =>
    msg("This event ID cannot be right. Copy it again from your event's page.", { id: 'check.invalid-event-id' }),
  'missing-api-key': () =>
    msg('The key is missing. Put your publishable key (pk_…) in api-key.', { id: 'check.missing-api-key' }),
  'invalid-api-key': () =>
    msg('The key holds a space, a quote or another character a key cannot have. Copy it again.', {
      id: 'check.invalid-api-key',
    }),
  'unusual-key': () => msg('This key does not look like a publishable key (pk_…).', { id: 'check.unusual-key' }),
  'missing-base-url': () =>
    msg('The API address is missing. Set base-url, for example https://api.example.com/v1.', {
      id: 'check.missing-base-url',
    }),
  'invalid-base-url': () =>
    msg('The API address is not a valid web address. Set base-url, for example https://api.example.com/v1.', {
      id: 'check.invalid-base-url',
    }),
  'insecure-base-url': () =>
    msg('The API address must start with https:// (plain http is for localhost only).', {
      id: 'check.insecure-base-url',
    }),
  'missing-external-id': () =>
    msg('Identify mode needs external-id: your own identifier for the signed-in person.', {
      id: 'check.missing-external-id',
    }),
  'invalid-custom-attributes': () =>
    msg('custom-attributes must be a JSON object of strings, numbers and true or false.', {
      id: 'check.invalid-custom-attributes',
    }),
  auth: () =>
    msg('The API did not accept the key: it is unknown or revoked. Copy your publishable key again.', {
      id: 'check.auth',
    }),
  forbidden: () =>
    msg("This key may not be used for this event. Use a key of the event's project.", { id: 'check.forbidden' }),
  'not-found': () =>
    msg("The API does not know this event ID. Copy it again from your event's page.", { id: 'check.not-found' }),
  redirect: () =>
    msg('The API address redirects elsewhere. Set base-url to the address it ends at.', { id: 'check.redirect' }),
  network: () =>
    msg('The API could not be reached. Check base-url, and that the API allows this website.', {
      id: 'check.network',
    }),
  'opaque-origin': () =>
    msg(
      'The API could not be reached from this sandboxed frame. Give the frame allow-same-origin, or ask for the API to allow Origin: null.',
      { id: 'check.opaque-origin' },
    ),
  'malformed-response': () =>
    msg('The API address answered with something that is not the registration API. Check base-url.', {
      id: 'check.malformed-response',
    }),
};
