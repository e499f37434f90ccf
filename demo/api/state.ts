import { Chaos } from './chaos.js';
import { FaultQueue } from './faults.js';
import { HeldRequests } from './holds.js';
import { IdempotencyStore } from './idempotency.js';
import type { RateLimitConfig } from './rate-limit.js';
import { RateLimiter } from './rate-limit.js';
import { RequestLog } from './request-log.js';
import { seedStore } from './seed.js';
import { Store } from './store.js';

/** Everything one app instance remembers; each `createApiApp()` gets its own. */
export interface ApiState {
  now: () => number;
  store: Store;
  limiter: RateLimiter;
  idempotency: IdempotencyStore;
  faults: FaultQueue;
  chaos: Chaos;
  requests: RequestLog;
  holds: HeldRequests;
}

export function createState(rateLimit: RateLimitConfig, now: () => number, holdLimitMs?: number): ApiState {
  const state: ApiState = {
    now,
    store: new Store(now),
    limiter: new RateLimiter(rateLimit, now),
    idempotency: new IdempotencyStore(now),
    faults: new FaultQueue(),
    chaos: new Chaos(),
    requests: new RequestLog(),
    holds: new HeldRequests(holdLimitMs, now),
  };
  resetState(state);
  return state;
}

/** Back to the seeds: records, idempotency, rate-limit counters and config, faults, chaos, request log; held requests go on. */
export function resetState(state: ApiState): void {
  state.store.clear();
  seedStore(state.store);
  state.limiter.reset();
  state.idempotency.clear();
  state.faults.clear();
  state.chaos.clear();
  state.holds.release();
  state.requests.clear();
}
