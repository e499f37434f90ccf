import type { Context } from 'hono';
import type { HumaErrorDetail } from './problem.js';
import { problem } from './problem.js';

/** A validation error; `required` ones turn the response into a 400 as the spec says. */
export interface Issue extends HumaErrorDetail {
  required?: boolean;
}

export type BodyResult = { ok: true; value: unknown } | { ok: false; response: Response };

/** Reads and parses the JSON body; unparsable bodies give Huma's 400. */
export async function readJsonBody(c: Context): Promise<BodyResult> {
  const raw = await c.req.text();
  try {
    if (raw.trim() === '') throw new SyntaxError('unexpected end of JSON input');
    return { ok: true, value: JSON.parse(raw) as unknown };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return {
      ok: false,
      response: problem(c, 400, `unable to parse body: ${message}`, [{ message, location: 'body', value: raw }]),
    };
  }
}

/** 400 when a required property is missing (naming the first), 422 otherwise; all issues listed. */
export function issuesResponse(c: Context, issues: Issue[]): Response {
  const missing = issues.find((issue) => issue.required);
  const errors = issues.map(({ message, location, value }) => ({ message, location, value }));
  if (missing) return problem(c, 400, missing.message, errors);
  return problem(c, 422, 'validation failed', errors);
}

export type Rule = (value: unknown, location: string) => Issue[];

export interface ObjectSchema {
  required: string[];
  properties: Record<string, Rule>;
  /** Rule for properties not listed; without it they are rejected. */
  additional?: Rule;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Checks a body against a schema and returns every issue found. */
export function validateObject(body: unknown, schema: ObjectSchema): Issue[] {
  if (!isPlainObject(body)) return [{ message: 'expected object', location: 'body', value: body }];
  const issues: Issue[] = [];
  for (const name of schema.required) {
    if (!(name in body)) {
      const message = `expected required property ${name} to be present`;
      issues.push({ message, location: 'body', value: body, required: true });
    }
  }
  for (const [name, rule] of Object.entries(schema.properties)) {
    if (name in body) issues.push(...rule(body[name], `body.${name}`));
  }
  for (const [name, value] of Object.entries(body)) {
    if (name in schema.properties) continue;
    if (schema.additional) issues.push(...schema.additional(value, `body.${name}`));
    else issues.push({ message: 'unexpected property', location: `body.${name}`, value });
  }
  return issues;
}

export interface StringRuleOptions {
  minLength?: number;
  maxLength?: number;
  /** Message when the value is not a string (Huma says "expected string"). */
  typeMessage?: string;
  /** Extra format check with its message. */
  format?: { test: (value: string) => boolean; message: string };
}

export function stringRule(options: StringRuleOptions = {}): Rule {
  return (value, location) => {
    if (typeof value !== 'string') return [{ message: options.typeMessage ?? 'expected string', location, value }];
    const issues: Issue[] = [];
    const length = [...value].length; // code points, as Go counts runes
    if (options.minLength !== undefined && length < options.minLength) {
      issues.push({ message: `expected length >= ${options.minLength}`, location, value });
    }
    if (options.maxLength !== undefined && length > options.maxLength) {
      issues.push({ message: `expected length <= ${options.maxLength}`, location, value });
    }
    if (options.format && !options.format.test(value))
      issues.push({ message: options.format.message, location, value });
    return issues;
  };
}

// Plausible rather than full RFC 5322: one @, no spaces, a dot in the domain.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isPlausibleEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

export const EMAIL_FORMAT_MESSAGE = 'expected string to be RFC 5322 "email"';

/** Parses an integer query parameter with Huma's messages; absent means the default. */
export function integerQuery(
  raw: string | undefined,
  name: string,
  bounds: { fallback: number; min: number; max?: number },
): { value: number; issues: Issue[] } {
  const location = `query.${name}`;
  if (raw === undefined || raw === '') return { value: bounds.fallback, issues: [] };
  if (!/^[+-]?\d+$/.test(raw))
    return { value: bounds.fallback, issues: [{ message: 'invalid integer', location, value: raw }] };
  const value = Number(raw);
  if (value < bounds.min) return { value, issues: [{ message: `expected number >= ${bounds.min}`, location, value }] };
  if (bounds.max !== undefined && value > bounds.max) {
    return { value, issues: [{ message: `expected number <= ${bounds.max}`, location, value }] };
  }
  return { value, issues: [] };
}
