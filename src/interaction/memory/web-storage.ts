/**
 * `localStorage` or `sessionStorage`, or undefined where it is missing or throws (Safari private
 * mode, sandboxed iframes, blocked storage): storage must never break the form.
 */
export function webStorage(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return globalThis[kind] ?? undefined;
  } catch {
    return undefined;
  }
}
