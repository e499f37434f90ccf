/**
 * Resolves at the next `online` event, or at once when the browser already says it is online.
 * Rejects when `signal` aborts.
 */
export function untilOnline(signal: AbortSignal): Promise<void> {
  const aborted = (): Error =>
    signal.reason instanceof Error ? signal.reason : new DOMException('The operation was aborted.', 'AbortError');
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(aborted());
    if (navigator.onLine !== false) return resolve();
    const done = (): void => {
      window.removeEventListener('online', onOnline);
      signal.removeEventListener('abort', onAbort);
    };
    const onOnline = (): void => {
      done();
      resolve();
    };
    const onAbort = (): void => {
      done();
      reject(aborted());
    };
    window.addEventListener('online', onOnline);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
