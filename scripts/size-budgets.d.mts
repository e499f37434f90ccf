export interface Budget {
  name: string;
  match: RegExp;
  gzip: number;
  brotli: number;
}
export const BUDGETS: Budget[];
export const ENTRY_BUDGET: Budget;
