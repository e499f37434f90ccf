/**
 * Taking over a form that a server rendered, or that was pasted pre-rendered
 * (`renderEventRegister`, `npx event-register snippet`). Until the script came,
 * that markup was a working form: the person may have typed, ticked the consent
 * box, or been autofilled, and may have a field focused with the caret inside.
 *
 * The element renders its own form in its place rather than hydrating Lit's
 * markers (see docs/server-rendering.md for why): what the old form holds is
 * read, the old form removed, the new one rendered, and what was read given
 * back, all in one task, so no frame shows the form twice, empty, or moved.
 */
import type { LitElement } from 'lit';
import { TEXT_FIELDS, type TextFieldName } from '../fields/model.js';

/** What `takeOver` needs of the form's state: the person's values, kept like typing. */
export interface TakenState {
  adopt(values: Partial<Record<TextFieldName, string>>): void;
  setConsent(checked: boolean): void;
}

/** The class on the root of server-rendered markup (see event-register.ts `render`). */
export const PRERENDERED = 'er-prerendered';

/** The controls that can hold focus, in document order: the same list in the old form and the new. */
const CONTROL_SELECTOR = '.er-root input, .er-root button';

/**
 * Reads and removes the pre-rendered form in the host's render root (a shadow root, or the host
 * with `render-root="light"`); resolves to what to call once the new form is rendered.
 */
export async function takeOver(
  host: Pick<LitElement, 'renderRoot' | 'renderOptions'>,
  state: TakenState,
): Promise<() => void> {
  const root = host.renderRoot;
  const values: Partial<Record<TextFieldName, string>> = {};
  const controls = Array.from(root.querySelectorAll<HTMLInputElement | HTMLButtonElement>(CONTROL_SELECTOR));
  for (const input of controls) {
    if (!(input instanceof HTMLInputElement)) continue;
    if (input.type === 'checkbox') state.setConsent(input.checked);
    else if ((TEXT_FIELDS as readonly string[]).includes(input.name)) values[input.name as TextFieldName] = input.value;
  }
  state.adopt(values);
  const active = ((root as ShadowRoot).activeElement !== undefined ? (root as ShadowRoot) : root.ownerDocument)
    .activeElement;
  const focused = controls.indexOf(active as HTMLInputElement);
  // Only a text input has a caret to read (an email input reports null).
  const caret =
    active instanceof HTMLInputElement && active.selectionStart !== null
      ? ([
          active.selectionStart,
          active.selectionEnd ?? active.selectionStart,
          active.selectionDirection ?? undefined,
        ] as const)
      : undefined;
  // Light DOM: slotted content rendered into the markup (the consent label's) goes back to the
  // host, where the element finds it and projects it into its own form.
  for (const slotted of Array.from(root.querySelectorAll(`.${PRERENDERED} [slot]`))) root.append(slotted);
  // Everything but the host's own slotted content (`slot="consent"`…): the markup, its
  // stylesheet link, the notice for a script that never comes, Lit's comment markers.
  for (const node of Array.from(root.childNodes)) if (!(node instanceof Element && node.slot)) node.remove();
  // LitElement renders before the first child its existing shadow root had (a node just removed).
  host.renderOptions.renderBefore = null;
  // Slotted content given back to the host above is seen by the element's observer of its
  // children in a microtask: wait for it, so the first render shows the consent checkbox the page
  // fills (and focus can go back to it). Still the same task: no frame shows the form missing.
  await Promise.resolve();
  return () => {
    if (focused < 0) return;
    const control = root.querySelectorAll<HTMLElement>(CONTROL_SELECTOR)[focused];
    control?.focus({ preventScroll: true });
    if (caret && control instanceof HTMLInputElement) control.setSelectionRange(...caret);
  };
}
