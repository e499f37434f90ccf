/**
 * The widget's default colours and the theming token that overrides each.
 */

/**
 * The default colours: [on a light page, on a dark page]. Each passes WCAG 2.2 AA
 * there (text 4.5:1 against white or #0d1117; borders 3:1); test/browser/theming/theme.test.ts checks it.
 */
export const PALETTE = {
  accent: ['#0b5cd5', '#79b8ff'],
  accentContrast: ['#ffffff', '#0d1117'],
  danger: ['#b3261e', '#ff9b93'],
  success: ['#146c2e', '#56d364'],
  border: ['#8c959f', '#8b949e'],
  muted: ['#57606a', '#b1bac4'],
} as const satisfies Record<string, readonly [string, string]>;

/** Each colour's theming token, `--event-register-<token>`. */
const TOKEN: Record<keyof typeof PALETTE, string> = {
  accent: 'accent',
  accentContrast: 'accent-contrast',
  danger: 'danger',
  success: 'success',
  border: 'border-color',
  muted: 'muted-color',
};

/**
 * Each colour's custom property, `--_<name>: var(--event-register-<token>, <default>);`, in the
 * palette's order; `fallback` writes the default from the colour's pair.
 */
export function colourProperties(fallback: (pair: readonly [string, string]) => string): string {
  return Object.entries(PALETTE)
    .map(
      ([name, pair]) =>
        `--_${name === 'accentContrast' ? 'accent-contrast' : name}: ` +
        `var(--event-register-${TOKEN[name as keyof typeof PALETTE]}, ${fallback(pair)});`,
    )
    .join(' ');
}
