/**
 * The widget's default colours, each named for its theming token: `--event-register-<name>`
 * overrides `--_<name>`.
 */

/**
 * The default colours: [on a light page, on a dark page]. Each passes WCAG 2.2 AA
 * there (text 4.5:1 against white or #0d1117; borders 3:1); test/browser/theming/theme.test.ts checks it.
 */
export const PALETTE = {
  accent: ['#0b5cd5', '#79b8ff'],
  'accent-contrast': ['#ffffff', '#0d1117'],
  danger: ['#b3261e', '#ff9b93'],
  success: ['#146c2e', '#56d364'],
  'border-color': ['#8c959f', '#8b949e'],
  'muted-color': ['#57606a', '#b1bac4'],
  // The system's field on a light page. On a dark one, never the system's grey `Field`: the
  // field's own text (`currentColor` where it is used) over the page, a tint between the two.
  'input-background': ['Field', 'color-mix(in srgb, currentColor 8%, transparent)'],
} as const satisfies Record<string, readonly [string, string]>;

/**
 * Each colour's custom property, `--_<name>: var(--event-register-<name>, <default>);`, in the
 * palette's order; `fallback` writes the default from the colour's pair.
 */
export const colourProperties = (fallback: (pair: readonly [string, string]) => string): string => {
  return Object.entries(PALETTE)
    .map(([name, pair]) => `--_${name}: var(--event-register-${name}, ${fallback(pair)});`)
    .join(' ');
};
