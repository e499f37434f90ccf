import { randomBytes } from 'node:crypto';

/** Prefixed random identifier such as `evt_3f9a1c2b4d5e6f70`. */
export function randomId(prefix: string, bytes = 8): string {
  return `${prefix}${randomBytes(bytes).toString('hex')}`;
}

/** Opaque bearer token: 24 random bytes give 32 base64url characters. */
export function randomToken(prefix: string): string {
  return `${prefix}${randomBytes(24).toString('base64url')}`;
}

/** ISO 8601 without milliseconds, the shape the spec shows (`YYYY-MM-DDThh:mm:ssZ`). */
export function isoSeconds(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}
