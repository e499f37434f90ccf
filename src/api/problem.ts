/**
 * RFC 7807 problem+json parsing and mapping of field errors to form fields.
 * Pure functions: every input (any string, any JSON value) yields a
 * well-formed result and never throws.
 */
import { defined } from './defined.js';
import { isRecord } from './json.js';
import type { FieldErrorCode, RequestProperty, MappedFieldError } from './types.js';

/** The parts of a problem document the widget uses, all validated. */
export interface ParsedProblem {
  title?: string;
  detail?: string;
  /** Raw `errors` items that are objects, in order: the first MAX_ERRORS. */
  errors: RawFieldError[];
  /** How many `errors` items were left unread beyond MAX_ERRORS. */
  omitted?: number;
}

/** An `errors` item in either shape the service uses. */
export interface RawFieldError {
  field?: string;
  location?: string;
  message: string;
}

// Server text ends up in the UI and in events: keep it bounded.
const MAX_TEXT = 500;
const MAX_ERRORS = 50;

function text(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  if (!trimmed) return undefined;
  return trimmed.length > MAX_TEXT ? `${trimmed.slice(0, MAX_TEXT)}…` : trimmed;
}

/** Extracts a problem document from any JSON value (or none). */
export function parseProblem(json: unknown): ParsedProblem {
  if (!isRecord(json)) return { errors: [] };
  const errors: RawFieldError[] = [];
  if (Array.isArray(json.errors)) {
    for (const item of json.errors.slice(0, MAX_ERRORS)) {
      if (!isRecord(item)) continue;
      const error = defined({
        message: text(item.message) ?? '',
        field: text(item.field),
        location: text(item.location),
      });
      if (error.message || error.field || error.location) errors.push(error);
    }
  }
  const omitted = Array.isArray(json.errors) ? json.errors.length - MAX_ERRORS : 0;
  return defined({
    errors,
    omitted: omitted > 0 ? omitted : undefined,
    title: text(json.title),
    detail: text(json.detail),
  });
}

// Huma reports a missing property at its parent: "expected required property email to be present".
const REQUIRED_PROPERTY = /required property\s+["'`]?([A-Za-z0-9_.-]+)["'`]?/i;

/** Guesses why a field was rejected from the server's (English) message. */
export function classifyMessage(message: string): FieldErrorCode {
  if (/required|missing|must be present|is empty|cannot be blank/i.test(message)) return 'required';
  if (/length\s*<=|too long|at most|maximum length|maxlength/i.test(message)) return 'too-long';
  if (/unexpected property|additional propert|unknown (field|property)|not allowed/i.test(message)) return 'unexpected';
  if (/receive (e-?)?mail|undeliverable|mx record|domain .*(exist|reserved)/i.test(message)) return 'undeliverable';
  if (/rfc\s*5322|format|invalid|expected string|pattern|not a valid|malformed/i.test(message)) return 'invalid';
  return 'other';
}

/** `body.email` → `email`; `email` → `email`; `body` → `''`; `query.page` → `null`. */
function propertyFromPath(path: string): string | null {
  const parts = path.split(/[.[\]/]+/).filter(Boolean);
  if (parts[0] === 'body') return parts[1] ?? '';
  if (['query', 'path', 'header', 'headers', 'cookie'].includes(parts[0] ?? '')) return null;
  return parts[0] ?? '';
}

/**
 * Maps raw field errors to the given form fields. Errors that name no known
 * field keep `field: null` so the caller shows them at form level.
 */
export function mapFieldErrors(
  errors: readonly RawFieldError[],
  fields: readonly RequestProperty[],
): MappedFieldError[] {
  return errors.map((error) => {
    const source = error.field ?? error.location ?? '';
    let property = propertyFromPath(source);
    // A missing property is reported at the parent ("body"): only then is its name read from the message.
    if (property === '') {
      const named = REQUIRED_PROPERTY.exec(error.message)?.[1];
      if (named) property = propertyFromPath(named) ?? named;
    }
    const field = fields.find((f) => f === property) ?? null;
    return { field, source, code: classifyMessage(error.message), message: error.message };
  });
}

/**
 * Field errors of a problem, falling back to the `detail` when the body has no
 * `errors` array but the detail names a missing property (the spec's 400 case).
 */
export function problemFieldErrors(problem: ParsedProblem, fields: readonly RequestProperty[]): MappedFieldError[] {
  if (problem.errors.length) return mapFieldErrors(problem.errors, fields);
  if (problem.detail && REQUIRED_PROPERTY.test(problem.detail)) {
    const mapped = mapFieldErrors([{ location: 'body', message: problem.detail }], fields);
    return mapped.filter((e) => e.field !== null);
  }
  return [];
}
