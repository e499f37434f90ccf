import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './env.js';
import { problem } from './problem.js';

export interface RateLimitConfig {
  limit: number;
  windowSeconds: number;
}

export const DEFAULT_RATE_LIMIT: RateLimitConfig = { limit: 600, windowSeconds: 60 };

export interface RateLimitSnapshot {
  limit: number;
  remaining: number;
  /** Window end in ms since the epoch. */
  resetAt: number;
  limited: boolean;
}

interface Window {
  start: number;
  count: number;
}

/** Fixed-window counter per bucket; a bucket's window starts at its first request. */
export class RateLimiter {
  private config: RateLimitConfig;
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly initial: RateLimitConfig,
    private readonly now: () => number,
  ) {
    this.config = { ...initial };
  }

  get current(): RateLimitConfig {
    return { ...this.config };
  }

  configure(config: RateLimitConfig): void {
    this.config = { ...config };
    this.windows.clear();
  }

  reset(): void {
    this.configure(this.initial);
  }

  /** Counts one request against the bucket. */
  hit(bucket: string): RateLimitSnapshot {
    const window = this.liveWindow(bucket) ?? { start: this.now(), count: 0 };
    window.count += 1;
    this.windows.set(bucket, window);
    return this.snapshot(window);
  }

  /** The bucket's state without counting a request (for injected fault responses). */
  peek(bucket: string): RateLimitSnapshot {
    return this.snapshot(this.liveWindow(bucket) ?? { start: this.now(), count: 0 });
  }

  private liveWindow(bucket: string): Window | undefined {
    const window = this.windows.get(bucket);
    if (window && this.now() < window.start + this.config.windowSeconds * 1000) return window;
    return undefined;
  }

  private snapshot(window: Window): RateLimitSnapshot {
    const { limit } = this.config;
    return {
      limit,
      remaining: Math.max(0, limit - window.count),
      resetAt: window.start + this.config.windowSeconds * 1000,
      limited: window.count > limit,
    };
  }
}

export const RATE_LIMIT_HEADER_NAMES = ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset'] as const;

export function rateLimitHeaders(snapshot: RateLimitSnapshot): Record<string, string> {
  return {
    'X-RateLimit-Limit': String(snapshot.limit),
    'X-RateLimit-Remaining': String(snapshot.remaining),
    'X-RateLimit-Reset': String(Math.ceil(snapshot.resetAt / 1000)),
  };
}

/** Whole seconds until the window ends, at least 1 so clients never retry in a tight loop. */
export function retryAfterSeconds(snapshot: RateLimitSnapshot, now: number): number {
  return Math.max(1, Math.ceil((snapshot.resetAt - now) / 1000));
}

export function rateLimitBucket(apiKey: string | undefined): string {
  return apiKey ? apiKey : 'anonymous';
}

/** Counts the request, answers 429 when over the limit, and stamps the headers on every response. */
export function rateLimitMiddleware(limiter: RateLimiter, now: () => number): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const snapshot = limiter.hit(rateLimitBucket(c.req.header('X-API-Key')));
    const headers = rateLimitHeaders(snapshot);
    if (snapshot.limited) {
      const wait = retryAfterSeconds(snapshot, now());
      return problem(
        c,
        429,
        `rate limit exceeded: ${snapshot.limit} requests per ${limiter.current.windowSeconds} s; retry after ${wait} s`,
        undefined,
        { ...headers, 'Retry-After': String(wait) },
      );
    }
    await next();
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
    return undefined;
  };
}
