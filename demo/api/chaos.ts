import type { ActiveFault, FaultMatch, Operation, ParseResult } from './faults.js';
import { activate, FAULT_MATCHES, matches } from './faults.js';

export interface ChaosConfig {
  p503?: number;
  p429?: number;
  pLatency?: number;
  pDrop?: number;
  pDropAfter?: number;
  latencyMs?: number;
  retryAfterSeconds?: number;
  seed?: number;
  match?: FaultMatch;
}

/** Small seeded PRNG (mulberry32): same seed, same sequence, so chaos runs can be replayed. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PROBABILITIES = ['p503', 'p429', 'pLatency', 'pDrop', 'pDropAfter'] as const;
const KEYS = new Set<string>([...PROBABILITIES, 'latencyMs', 'retryAfterSeconds', 'seed', 'match']);

export function parseChaos(input: unknown): ParseResult<ChaosConfig> {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    return { ok: false, message: 'body must be an object' };
  const c = input as Record<string, unknown>;
  for (const key of Object.keys(c)) if (!KEYS.has(key)) return { ok: false, message: `${key} is not a chaos option` };
  for (const p of PROBABILITIES) {
    const v = c[p];
    if (v !== undefined && !(typeof v === 'number' && v >= 0 && v <= 1))
      return { ok: false, message: `${p} must be a number from 0 to 1` };
  }
  for (const n of ['latencyMs', 'retryAfterSeconds'] as const) {
    const v = c[n];
    if (v !== undefined && !(typeof v === 'number' && v >= 0))
      return { ok: false, message: `${n} must be a number >= 0` };
  }
  if (c.seed !== undefined && !Number.isInteger(c.seed)) return { ok: false, message: 'seed must be an integer' };
  if (c.match !== undefined && !FAULT_MATCHES.includes(c.match as FaultMatch)) {
    return { ok: false, message: `match must be ${FAULT_MATCHES.join(' | ')}` };
  }
  // Every known key was checked above and unknown keys were rejected.
  return { ok: true, value: c };
}

/** Random faults: each matching request makes five independent draws, always in the same order. */
export class Chaos {
  private config: ChaosConfig | undefined;
  private random: () => number = Math.random;

  get current(): ChaosConfig | null {
    return this.config ? { ...this.config } : null;
  }

  /** An empty config (all probabilities 0) turns chaos off. */
  configure(config: ChaosConfig): void {
    const active = PROBABILITIES.some((p) => (config[p] ?? 0) > 0);
    this.config = active ? { ...config } : undefined;
    this.random = mulberry32(config.seed ?? 1);
  }

  clear(): void {
    this.config = undefined;
  }

  draw(operation: Operation): ActiveFault | undefined {
    const config = this.config;
    if (!config || !matches(config.match ?? 'any', operation)) return undefined;
    const hit = (p: number | undefined): boolean => this.random() < (p ?? 0);
    // Draw all five every time so one outcome never shifts the sequence of the others.
    const latency = hit(config.pLatency);
    const drop = hit(config.pDrop);
    const dropAfter = hit(config.pDropAfter);
    const unavailable = hit(config.p503);
    const limited = hit(config.p429);

    const latencyMs = latency ? (config.latencyMs ?? 300) : 0;
    if (drop) return activate({ latencyMs, drop: 'before' }, 'chaos:');
    if (unavailable) return activate({ latencyMs, status: 503 }, 'chaos:');
    if (limited)
      return activate({ latencyMs, status: 429, retryAfter: String(config.retryAfterSeconds ?? 1) }, 'chaos:');
    if (dropAfter) return activate({ latencyMs, drop: 'after' }, 'chaos:');
    return latency ? activate({ latencyMs }, 'chaos:') : undefined;
  }
}
