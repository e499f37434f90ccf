/**
 * Taking over a form that a server rendered, or that was pasted pre-rendered
 * (`renderEventRegister`, `npx event-register snippet`). Until the script came,
 * that markup was a working form: the person may have typed, ticked the consent
 * box, or been autofilled, and may have a field focused with the caret inside.
 *
 * The element hydrates it: Lit binds the first render to the server's nodes, found by the markers
 * the server wrote, so every control stays where it is, with its value, focus and caret. Where
 * the markup cannot be what the browser renders (another locale, a light-DOM consent label inside
 * the form, a consent checkbox for a label the page did not give or the other way round, a
 * template that does not match), the element renders its own form in its place: what
 * the old form holds is read, the old form removed, the new one rendered and focus given back,
 * all in one task, so no frame shows the form twice, empty, or moved.
 */
import { hydrate } from '@lit-labs/ssr-client';
import type { ReactiveController, ReactiveControllerHost, RenderOptions } from 'lit';
import { TEXT_FIELDS, type TextFieldName } from '../fields/model.js';
import { PRERENDERED } from '../form/prerendered-marker.js';
import { prepareTemplates, renderAtRoot } from './lit-internals.js';

/** What `takeOver` needs of the form's state: the person's values, kept like typing. */
export interface TakenState {
  adopt(values: Partial<Record<TextFieldName, string>>): void;
  setConsent(checked: boolean): void;
  choose(value: string): void;
}

/** The element, as the take-over sees it. */
export interface TakeOverHost extends ReactiveControllerHost {
  readonly renderRoot: HTMLElement | DocumentFragment;
  readonly renderOptions: RenderOptions;
  readonly isConnected: boolean;
  /** The element's `render()`: hydration binds its value to the server's nodes. */
  render(): unknown;
  /** The element's `willUpdate()`, which settles what `render()` reads (the fields' ids). */
  willUpdate(changed: Map<PropertyKey, unknown>): void;
  querySelector(selector: string): Element | null;
}

/** What the first render reads besides the element: the form's state, its locale, the interaction code's flow. */
export interface TakeOverParts {
  readonly form: TakenState;
  readonly i18n: { readonly locale: string };
}

/**
 * The interaction code, when it is here before the first render (with `sessions`, `remember`…): that
 * render is its form at rest, with a feature's part (the sessions' choice, drawn as the server drew
 * it while the markup is marked), which hydration binds to the server's nodes.
 */
export interface FlowHolder {
  readonly flow: { successView(): unknown; panel(): unknown } | undefined;
}

/** The controls that can hold focus, in document order: the same list in the old form and the new. */
const CONTROL_SELECTOR = '.er-root input, .er-root button';

/** Resolves in a task of its own: the browser may paint and handle input in between. */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve));

/**
 * Reads what the person did in the pre-rendered form in the host's render root (a shadow root, or
 * the host with `render-root="light"`), and sets up its take-over by the element's first update.
 * Resolves once that update may run.
 */
export async function takeOver(host: TakeOverHost, parts: TakeOverParts, interaction: FlowHolder): Promise<void> {
  // Lit's preparation of the templates it hydrates is the longest piece of the take-over: done in a
  // task of its own, so that neither it nor the hydration's task blocks a slow phone for long. The
  // form is read after it, in the hydration's task: nothing typed in between is lost.
  await nextTask();
  // What the render reads is settled as in the first update (which finds it settled).
  host.willUpdate(new Map());
  prepareTemplates(host.render());
  await nextTask();
  const state = parts.form;
  const root = host.renderRoot;
  const markup = root.querySelector<HTMLElement>(`.${PRERENDERED}`)!;
  const values: Partial<Record<TextFieldName, string>> = {};
  for (const input of Array.from(root.querySelectorAll<HTMLInputElement>('.er-root input'))) {
    if (input.type === 'checkbox') state.setConsent(input.checked);
    // A radio of the sessions' choice, checked before the script: chosen, as if in the new form.
    else if (input.checked) state.choose(input.value);
    else if ((TEXT_FIELDS as readonly string[]).includes(input.name)) values[input.name as TextFieldName] = input.value;
  }
  // Hydration sets each input's value to the state's, which must be what the person typed (lit#3265).
  state.adopt(values);
  // Light DOM: a consent label rendered into the markup is the host's child, which the element
  // projects into a placeholder of its own: markup the server could not render.
  const slotted = Array.from(root.querySelectorAll(`.${PRERENDERED} [slot]`));
  // A consent checkbox the markup hides while the page gave its label (without the server's
  // `consent` option), or the other way round.
  const consent = markup.querySelector<HTMLElement>('.er-consent');
  const consentAsGiven = !consent || consent.hidden === !host.querySelector(':scope > [slot="consent"]');
  // A success view (a remembered registration) or a panel (the check) is not the server's form.
  const { flow } = interaction;
  const hydrating =
    markup.lang === parts.i18n.locale && !slotted.length && consentAsGiven && !flow?.successView() && !flow?.panel();
  const takeOver = new TakeOver(host, markup, slotted);
  host.addController(takeOver);
  if (hydrating) return;
  takeOver.rerender();
  // Slotted content given back to the host is seen by the element's observer of its children in a
  // microtask: wait for it, so the first render shows the consent checkbox the page fills (and focus
  // can go back to it). Still the same task: no frame shows the form missing.
  await Promise.resolve();
}

/**
 * In the element's first update, after `willUpdate` has settled what the render reads: binds the
 * render to the server's nodes (Lit's own render in that update then finds them bound, and changes
 * nothing), or gives focus back to the form rendered anew.
 */
class TakeOver implements ReactiveController {
  private giveBack: (() => void) | undefined;
  private hydrating = true;

  constructor(
    private readonly host: TakeOverHost,
    private readonly markup: HTMLElement,
    private readonly slotted: readonly Element[],
  ) {}

  hostUpdate(): void {
    if (!this.hydrating) return;
    this.hydrating = false;
    const { host, markup } = this;
    const root = host.renderRoot;
    // What only the markup before the script has: its waiting button and its notice, neither a
    // control. Its stylesheet stays: its rules are the element's own, and the ones for the markup
    // before the script match no more; removing it would cost the page another style pass.
    markup.querySelector('.er-unavailable')?.remove();
    markup.querySelector('form')?.removeAttribute('method');
    // The form's button, and with `dialog` the widget's button that opens it.
    for (const button of Array.from(markup.querySelectorAll('.er-submit'))) button.removeAttribute('aria-disabled');
    renderAtRoot(host.renderOptions, host.isConnected);
    try {
      hydrate(host.render(), root, host.renderOptions);
    } catch (error) {
      // Not the server's template: rendered afresh rather than bound to the wrong nodes.
      console.warn(
        `<event-register> could not hydrate the pre-rendered form, and renders it again: ${(error as Error).message}`,
      );
      this.rerender();
    }
    markup.classList.remove(PRERENDERED);
  }

  hostUpdated(): void {
    this.giveBack?.();
    this.giveBack = undefined;
  }

  /** Removes the pre-rendered markup, keeping the host's own slotted content: the first render renders anew. */
  rerender(): void {
    this.hydrating = false;
    const root = this.host.renderRoot;
    this.giveBack = giveBack(root);
    for (const node of this.slotted) root.append(node);
    // Everything but the host's own slotted content (`slot="consent"`…): the markup, its
    // stylesheet link, the notice for a script that never comes, Lit's comment markers.
    for (const node of Array.from(root.childNodes)) if (!(node instanceof Element && node.slot)) node.remove();
    renderAtRoot(this.host.renderOptions, this.host.isConnected);
  }
}

/** What puts focus, and the caret of a text input, back on the control of the form in `root` that has it now. */
function giveBack(root: HTMLElement | DocumentFragment): () => void {
  const active = ((root as ShadowRoot).activeElement !== undefined ? (root as ShadowRoot) : root.ownerDocument)
    .activeElement;
  const focused = Array.from(root.querySelectorAll(CONTROL_SELECTOR)).indexOf(active!);
  // Only a text input has a caret to read (an email input reports null).
  const caret =
    active instanceof HTMLInputElement && active.selectionStart !== null
      ? ([
          active.selectionStart,
          active.selectionEnd ?? active.selectionStart,
          active.selectionDirection ?? undefined,
        ] as const)
      : undefined;
  return () => {
    if (focused < 0) return;
    const control = root.querySelectorAll<HTMLElement>(CONTROL_SELECTOR)[focused];
    control?.focus({ preventScroll: true });
    if (caret && control instanceof HTMLInputElement) control.setSelectionRange(...caret);
  };
}
