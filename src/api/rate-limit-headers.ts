/**
 * The `X-RateLimit-*` response headers: read into `RateLimitInfo`, and the
 * reset time made epoch ms. Pure functions.
 */
import { defined } from './defined.js';
import type { RateLimitInfo } from './types.js';

export function readRateLimit(headers: Headers): RateLimitInfo | undefined {
  const read = (name: string): number | undefined => {
    const value = headers.get(name);
    if (value === null || !/^\s*\d+(\.\d+)?\s*$/.test(value)) return undefined;
    return Number(value);
  };
  const info: RateLimitInfo = defined({
    limit: read('X-RateLimit-Limit'),
    remaining: read('X-RateLimit-Remaining'),
    reset: read('X-RateLimit-Reset'),
  });
  return Object.keys(info).length ? info : undefined;
}

/**
 * `X-RateLimit-Reset` as epoch ms. The spec says a Unix timestamp in seconds; a value too large
 * for that (after the year 5000) is the common bug of sending milliseconds, and one too small to
 * be a date (before 2001) is a delay in seconds, as some servers send it.
 */
export function resetTime(reset: number, now: number): number {
  if (reset > 1e11) return reset;
  if (reset < 1e9) return now + reset * 1000;
  return reset * 1000;
}
