/** Typings of browsers.mjs, for the TypeScript tests that import it. */
export function findChrome(): string | undefined;
export function findFirst(candidates: string[]): string | undefined;
export function onPath(name: string): string | undefined;
export const CHROME_HELP: string;
