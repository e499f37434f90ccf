import type { FileSize } from './cdn-sizes.mjs';

export interface SizeRow {
  match: RegExp;
  label: string;
  holds: string;
}
export const SIZES_START: string;
export const SIZES_END: string;
export const PERFORMANCE_MD: string;
export const ROWS: SizeRow[];
export function kb(bytes: number): string;
export function renderSizes(files: FileSize[]): string;
export function extractSizes(doc: string): string;
export function spliceSizes(doc: string, table: string): string;
export function readSizes(file?: string): FileSize[];
