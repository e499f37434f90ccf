/**
 * Validation of success bodies. A 2xx that does not carry what the spec
 * promises is a `malformed-response`, never a success.
 */
import { isRecord } from './json.js';
import type { IdentifyResponse, RegisterResponse } from './types.js';
import { isSecureWebUrl } from './urls.js';

function nonEmpty(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0;
}

// Server strings that reach the UI or the address bar are bounded: a link longer than any
// real one, or a status longer than a word, is not what the spec promises.
const MAX_LINK = 4096;
const MAX_STATUS = 100;

export function parseRegisterResponse(json: unknown): RegisterResponse | undefined {
  if (!isRecord(json)) return undefined;
  const { magic_link, registration_id, registration_token, viewer_id } = json;
  // The link carries the registration token: https only (http to this machine, for development).
  if (!nonEmpty(magic_link) || magic_link.length > MAX_LINK || !isSecureWebUrl(magic_link)) return undefined;
  if (!nonEmpty(registration_id) || !nonEmpty(registration_token) || !nonEmpty(viewer_id)) return undefined;
  return { magic_link, registration_id, registration_token, viewer_id };
}

export function parseIdentifyResponse(json: unknown): IdentifyResponse | undefined {
  if (!isRecord(json)) return undefined;
  const { progress_percent, registration_token, slug, status, viewer_id } = json;
  if (typeof progress_percent !== 'number' || !Number.isFinite(progress_percent)) return undefined;
  if (!nonEmpty(registration_token) || !nonEmpty(viewer_id)) return undefined;
  if (typeof slug !== 'string' || typeof status !== 'string') return undefined;
  // Shown in the success view ("Status: …"): shortened, never a page-long paragraph.
  const shown = status.length > MAX_STATUS ? `${status.slice(0, MAX_STATUS)}…` : status;
  return { progress_percent, registration_token, slug, status: shown, viewer_id };
}
