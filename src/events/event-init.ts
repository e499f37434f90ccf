/** What every public event of the element shares: it bubbles, and crosses shadow roots. */
export const eventInit = { bubbles: true, composed: true } as const;
