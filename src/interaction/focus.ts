/**
 * Where focus goes after a submission, in whichever root the form renders into,
 * once the view that holds the target has rendered. Only a person working in the
 * form gets focus moved for them (the flow decides): an `auto` identify or a
 * host's own submit() must not pull focus away from where the visitor is.
 */
import type { ControlName } from '../fields/model.js';

/** The rendered form's parts that focus moves to. */
export interface FormRefs {
  /** The form's inputs (text fields and the consent checkbox), each named for its field. */
  inputs: NodeListOf<HTMLInputElement> | undefined;
  submitButton: HTMLButtonElement | null;
  successView: HTMLElement | null;
  errorSummary: HTMLElement | null;
}

export class FocusMover {
  constructor(
    private readonly host: { readonly updateComplete: Promise<boolean>; matches(selectors: string): boolean },
    private readonly refs: () => FormRefs,
  ) {}

  private input(field: ControlName): HTMLInputElement | undefined {
    return Array.from(this.refs().inputs ?? []).find((input) => input.name === field);
  }

  /**
   * After a failed submit: the error summary when fields are wrong (GOV.UK), else keep focus in
   * the form, bringing it to the button when it was elsewhere on the page.
   */
  async afterFailure(hasFieldErrors: boolean): Promise<void> {
    await this.host.updateComplete;
    const { errorSummary, submitButton } = this.refs();
    if (hasFieldErrors && errorSummary) errorSummary.focus();
    else if (!this.host.matches(':focus-within')) submitButton?.focus();
  }

  /** The form the person was in is gone: to what replaced it. */
  async toSuccess(): Promise<void> {
    await this.host.updateComplete;
    this.refs().successView?.focus();
  }

  async toField(field: ControlName): Promise<void> {
    await this.host.updateComplete;
    this.input(field)?.focus();
  }

  /** An error summary link was followed: to its field, scrolled into view. */
  readonly follow = (field: ControlName): void => {
    const input = this.input(field);
    input?.focus();
    input?.scrollIntoView({ block: 'center' });
  };
}
