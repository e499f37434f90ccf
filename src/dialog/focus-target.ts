/**
 * Where focus goes when the dialog opens: the result it opens on (the success view, the error
 * summary, a banner such as a held submission's, the countdown), or else the email field (the
 * button in identify mode).
 */
const RESULT = '.er-success, .er-error-summary, .er-form-error:not(:empty), .er-countdown';

export function focusTarget(dialog: HTMLElement): HTMLElement | null {
  const result = dialog.querySelector<HTMLElement>(RESULT);
  // A banner or the countdown is text: it takes focus from a script only.
  if (result && !result.hasAttribute('tabindex')) result.tabIndex = -1;
  // By its name, not its part: server-rendered light-DOM markup has no `part` (not valid HTML there).
  return result ?? dialog.querySelector<HTMLElement>('input[name="email"], .er-submit');
}

/** Whether the person has put anything in the form: a click on the backdrop then leaves it open. */
export function hasInput(dialog: HTMLElement): boolean {
  return Array.from(dialog.querySelectorAll('input')).some((input) =>
    input.type === 'checkbox' || input.type === 'radio' ? input.checked : !input.readOnly && input.value !== '',
  );
}
