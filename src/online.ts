/** Resolves at the next `online` event (at once when the browser already says it is online); rejects when `signal` aborts. */
export function backOnline(signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
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
      reject(signal.reason);
    };
    window.addEventListener('online', onOnline);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
