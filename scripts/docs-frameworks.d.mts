/** Typings of docs-frameworks.mjs, for the test that imports it. */
export interface AppRow {
  name: string;
  label: string;
  package: string;
  flavour: string;
  how: string;
}
export interface StepTimes {
  install?: number;
  build?: number;
  start?: number;
  dev?: number;
}
export interface TimingsRecord {
  date: string;
  machine: string;
  cache: string;
  total: number;
  apps: Record<string, StepTimes>;
}
export const FRAMEWORKS_START: string;
export const FRAMEWORKS_END: string;
export const EMBEDDING_MD: string;
export const TIMINGS_JSON: string;
export const APPS: AppRow[];
export function renderFrameworks(record: TimingsRecord, versionOf: (app: AppRow) => string): string;
export function versionOf(app: AppRow): string;
export function readTimings(file?: string): TimingsRecord;
export function extractFrameworks(doc: string): string;
export function spliceFrameworks(doc: string, table: string): string;
