export interface FileBudget {
  name: string;
  gzip: number;
  brotli: number;
}
export interface FileSize {
  /** The path below dist/cdn, with forward slashes. */
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
  budget: FileBudget | null;
}
export const CDN_DIR: string;
export const SIZES_FILE: string;
export function compressedSizes(bytes: Uint8Array): { raw: number; gzip: number; brotli: number };
export function measureCdn(dir?: string): FileSize[];
