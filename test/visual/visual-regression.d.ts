// @web/test-runner-visual-regression 0.10's index.d.ts says
// `export * from './browser/commands.mjs'`, which TypeScript resolves to a
// commands.d.mts that the package does not ship (it ships commands.d.ts), so
// visualDiff has no type. This adds the declaration of browser/commands.d.ts.
export {};

declare module '@web/test-runner-visual-regression' {
  /** Screenshots `element` and compares it with the baseline called `name` (see test/visual/plugin.mjs). */
  export function visualDiff(element: Node, name: string): Promise<void>;
}
