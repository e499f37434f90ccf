export interface Budget {
  name: string;
  /** The feature of src/features.ts whose chunk this is. */
  feature?: string;
  match: RegExp;
  /** What the file holds, for docs/performance.md's size table. */
  holds: string;
  gzip: number;
  brotli: number;
}
export const BUDGETS: Budget[];
export const ENTRY_BUDGET: Budget;
