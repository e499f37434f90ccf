/**
 * An object without its `undefined` properties. Results and event details hold
 * only what is known: a deep comparison or an `in` check sees no empty keys.
 */
export function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as T;
}
