/** Reading untrusted JSON from response bodies. Pure; never throws. */

/** A body parsed as JSON, or `undefined` when it is empty or not JSON. */
export function parseJson(body: string): unknown {
  if (!body.trim()) return undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

/** A plain JSON object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
