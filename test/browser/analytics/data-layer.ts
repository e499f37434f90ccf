/**
 * The page's own `window.dataLayer`, watched, and the scan of what the sinks were given for the
 * person's values: shared by the analytics tests.
 */
import { expect } from '@open-wc/testing';
import * as api from '../../helpers/api.js';

export type Pushed = Record<string, unknown> & { event: string };
export interface Page {
  dataLayer?: unknown;
  analytics?: unknown;
}
export const page = window as unknown as Page;

export const FUNNEL = [
  'event_register_view',
  'event_register_start',
  'event_register_submit',
  'event_register_success',
];
// Every key on every step, `undefined` where it does not apply (the sessions' keys without `sessions`).
export const PAYLOAD_KEYS = [
  'event_register_version',
  'event_id',
  'mode',
  'locale',
  'form_label',
  'session_count',
  'sessions_registered',
  'failure_kind',
  'invalid_fields',
  'suggestion',
  'calendar',
];

/**
 * A `window.dataLayer` that tells its waiters about each push, as Google Tag Manager's own does
 * (it replaces `push`). `next(name, eventId)` resolves with the next push of that step for that
 * event, and fails at once if the widget pushes `event_register_error` instead.
 */
export function watchedDataLayer() {
  const pushed: Pushed[] = [];
  const waiters = new Set<(item: Pushed) => void>();
  const layer: unknown[] = [];
  layer.push = (...items: unknown[]): number => {
    for (const item of items as Pushed[]) {
      pushed.push(item);
      for (const waiter of [...waiters]) waiter(item);
    }
    return Array.prototype.push.apply(layer, items);
  };
  page.dataLayer = layer;
  const next = (name: string, eventId: string, formLabel?: string): Promise<Pushed> => {
    const already = pushed.find((item) => item.event === name && item.event_id === eventId && matches(item, formLabel));
    if (already) return Promise.resolve(already);
    return api.within(
      new Promise<Pushed>((resolve, reject) => {
        const waiter = (item: Pushed): void => {
          if (item.event_id !== eventId || !matches(item, formLabel)) return;
          if (item.event === name) resolve(item);
          else if (item.event === 'event_register_error' && name !== item.event)
            reject(new Error(`waiting for ${name}: event_register_error (${String(item.failure_kind)}) came instead`));
          else return;
          waiters.delete(waiter);
        };
        waiters.add(waiter);
      }),
      `waiting for ${name}`,
    );
  };
  return { pushed, next, of: (eventId: string) => pushed.filter((item) => item.event_id === eventId) };
}

const matches = (item: Pushed, formLabel?: string): boolean => formLabel === undefined || item.form_label === formLabel;

/** Every value a payload holds, as one string to search. */
const allText = (items: unknown[]): string => JSON.stringify(items);

/** Fails on any of the person's values, or the API's identifiers for them, in what the sinks were given. */
export function expectNoPersonalData(items: unknown[], values: (string | undefined)[]): void {
  const text = allText(items);
  for (const value of values) {
    expect(value, 'a personal value to look for').to.be.a('string').and.not.be.empty;
    if (text.includes(value!)) throw new Error(`a payload holds a personal value: ${value}`);
  }
}
