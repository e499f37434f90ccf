/**
 * Where focus goes after a submission, in whichever root the form renders into: asked for when
 * the result is known, and moved once the update that shows it has completed (hostUpdated), so
 * that a live region has said what appeared before focus lands on it. Only
 * a person working in the form gets focus moved for them (the flow decides): an `auto` identify
 * or a host's own submit() must not pull focus away from where the visitor is.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { ControlName } from '../fields/model.js';

/** Where to: the success view; after a failure, the error summary or the form; or a control. */
export type FocusTarget = 'success' | 'failure' | ControlName;

export interface FocusHost extends ReactiveControllerHost {
  readonly updateComplete: Promise<boolean>;
  readonly renderRoot: HTMLElement | DocumentFragment;
  matches(selectors: string): boolean;
}

export class FocusController implements ReactiveController {
  private target: FocusTarget | undefined;
  private moving: Promise<void> = Promise.resolve();

  constructor(private readonly host: FocusHost) {
    host.addController(this);
  }

  /** Moves focus to `target` once the next update has rendered it. */
  request(target: FocusTarget): void {
    this.target = target;
    this.host.requestUpdate();
  }

  /** Resolves once focus has moved as last asked. */
  get moved(): Promise<void> {
    return this.moving;
  }

  hostUpdated(): void {
    const target = this.target;
    this.target = undefined;
    if (target) this.moving = this.host.updateComplete.then(() => this.move(target));
  }

  private move(target: FocusTarget): void {
    if (target === 'success') this.find('.er-success')?.focus();
    // The error summary when fields are wrong (GOV.UK), else focus stays in the form, brought to
    // the button when it was elsewhere on the page.
    else if (target === 'failure')
      (
        this.find('.er-error-summary') ?? (this.host.matches(':focus-within') ? null : this.find('.er-submit'))
      )?.focus();
    else this.control(target)?.focus();
  }

  /** An error summary link was followed: to its control, scrolled into view. */
  readonly follow = (control: ControlName): void => {
    const input = this.control(control);
    input?.focus();
    input?.scrollIntoView({ block: 'center' });
  };

  private find(selector: string): HTMLElement | null {
    return this.host.renderRoot.querySelector<HTMLElement>(selector);
  }

  private control(name: ControlName): HTMLElement | null {
    return this.find(`:is(.er-input, .er-checkbox)[name="${name}"]`);
  }
}
