/** Typings of docs-package.mjs, for the test that imports it. */
export interface PackedFile {
  path: string;
  size: number;
}
/** The figures `npm pack --dry-run --json` reports, and the page states. */
export interface PackageFigures {
  size: number;
  unpackedSize: number;
  entryCount: number;
}
export interface Pack extends PackageFigures {
  files: PackedFile[];
}
export const PACKAGE_START: string;
export const PACKAGE_END: string;
export const PERFORMANCE_MD: string;
export const TOLERANCE: number;
export function measurePackage(): Pack;
export function renderPackage(figures: PackageFigures): string;
export function parsePackage(block: string): PackageFigures;
export function staleFigures(stated: PackageFigures, measured: PackageFigures): string[];
export function extractPackage(doc: string): string;
export function splicePackage(doc: string, text: string): string;
