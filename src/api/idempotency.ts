/**
 * Idempotency keys: one per logical submission, so a retried request never
 * creates a second registration.
 */

/** A random UUID v4. `crypto.randomUUID` needs a secure context; embeds also run on plain http pages. */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function' && globalThis.isSecureContext !== false) return c.randomUUID();
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Hands out the key for a submission: the same key while the submitted values
 * stay the same (automatic retries, a manual "try again"), a new one when they
 * change or after the previous submission succeeded. Each `scope` (an event: a
 * series' sessions are sent side by side) has its own.
 */
export class IdempotencyKeys {
  private keys = new Map<string, [fingerprint: string, key: string]>();

  constructor(private readonly generate: () => string = newIdempotencyKey) {}

  /** The key for a submission whose values serialize to `fingerprint`. */
  keyFor(fingerprint: string, scope = ''): string {
    const kept = this.keys.get(scope);
    if (kept?.[0] === fingerprint) return kept[1];
    const key = this.generate();
    this.keys.set(scope, [fingerprint, key]);
    return key;
  }

  /** Forget the keys: the next submission gets new ones. */
  clear(): void {
    this.keys.clear();
  }
}
