/**
 * Gives the main thread back to the browser (input, rendering, other scripts) and continues
 * soon after: `scheduler.yield()` where it exists (it continues ahead of other queued tasks),
 * else a new task. Splits start-up work into tasks short enough not to block a slow phone.
 */
export const yieldToMain = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve));
};
