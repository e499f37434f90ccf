import { STATUS_CODES } from 'node:http';
import type { Context } from 'hono';

/** Huma's location/value error item. */
export interface HumaErrorDetail {
  message: string;
  location: string;
  value: unknown;
}

/** The other item shape the spec shows, used for conflicts. */
export interface FieldErrorDetail {
  field: string;
  message: string;
}

export type ErrorDetail = HumaErrorDetail | FieldErrorDetail;

export interface ProblemDocument {
  $schema: string;
  title: string;
  status: number;
  detail: string;
  instance: string;
  errors?: ErrorDetail[];
}

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

// Go's http.StatusText (which Huma uses) differs from Node's table for a few codes.
const GO_TITLES: Record<number, string> = {
  413: 'Request Entity Too Large',
  414: 'Request URI Too Long',
  416: 'Requested Range Not Satisfiable',
  418: "I'm a teapot",
};

/** Standard reason phrase for a status code. */
export function statusTitle(status: number): string {
  return GO_TITLES[status] ?? STATUS_CODES[status] ?? 'Unknown Status';
}

export function originOf(url: string): string {
  return new URL(url).origin;
}

export function schemaUrl(url: string, name: string): string {
  return `${originOf(url)}/schemas/${name}.json`;
}

/** Builds the problem document for a request URL (usable outside a handler). */
export function problemDocument(url: string, status: number, detail: string, errors?: ErrorDetail[]): ProblemDocument {
  const doc: ProblemDocument = {
    $schema: schemaUrl(url, 'ErrorModel'),
    title: statusTitle(status),
    status,
    detail,
    instance: new URL(url).pathname,
  };
  if (errors && errors.length > 0) doc.errors = errors;
  return doc;
}

export function problemResponse(
  url: string,
  status: number,
  detail: string,
  errors?: ErrorDetail[],
  headers?: Record<string, string>,
): Response {
  return new Response(JSON.stringify(problemDocument(url, status, detail, errors)), {
    status,
    headers: { 'Content-Type': PROBLEM_CONTENT_TYPE, ...headers },
  });
}

/** Problem response for the request in `c`. */
export function problem(
  c: Context,
  status: number,
  detail: string,
  errors?: ErrorDetail[],
  headers?: Record<string, string>,
): Response {
  return problemResponse(c.req.url, status, detail, errors, headers);
}

/** Plain JSON success response; a fresh Response keeps headers mutable for later middleware. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}
