/**
 * Validation of success bodies. A 2xx that does not carry what the spec
 * promises is a `malformed-response`, never a success.
 */
import { isRecord } from './json.js';
import type { IdentifyResponse, RegisterResponse } from './types.js';


function nonEmpty(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0;
}

/** Only http(s) links may be shown or navigated to: a `javascript:` "magic link" must never run. */
export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

export function parseRegisterResponse(json: unknown): RegisterResponse | undefined {
  if (!isRecord(json)) return undefined;
  const { magic_link, registration_id, registration_token, viewer_id } = json;
  if (!nonEmpty(magic_link) || !isWebUrl(magic_link)) return undefined;
  if (!nonEmpty(registration_id) || !nonEmpty(registration_token) || !nonEmpty(viewer_id)) return undefined;
  return { magic_link, registration_id, registration_token, viewer_id };
}

export function parseIdentifyResponse(json: unknown): IdentifyResponse | undefined {
  if (!isRecord(json)) return undefined;
  const { progress_percent, registration_token, slug, status, viewer_id } = json;
  if (typeof progress_percent !== 'number' || !Number.isFinite(progress_percent)) return undefined;
  if (!nonEmpty(registration_token) || !nonEmpty(viewer_id)) return undefined;
  if (typeof slug !== 'string' || typeof status !== 'string') return undefined;
  return { progress_percent, registration_token, slug, status, viewer_id };
}
