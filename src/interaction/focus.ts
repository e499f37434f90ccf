/**
 * Where focus goes after a submission, in whichever root the form renders into: asked for when
 * the result is known, and moved once the update that shows it has completed, so that a live
 * region has said what appeared before focus lands on it. Only a person working in the form gets
 * focus moved for them (the flow decides): an `auto` identify or a host's own submit() must not
 * pull focus away from where the visitor is.
 */
import type { ReactiveControllerHost } from 'lit';
import type { ControlName } from '../fields/model.js';

/** Where to: the success view; after a failure, the error summary or the form; or a control. */
export type FocusTarget = 'success' | 'failure' | ControlName;

export interface FocusHost extends ReactiveControllerHost {
  readonly renderRoot: HTMLElement | DocumentFragment;
  matches(selectors: string): boolean;
}

/**
 * The focused element inside `root`, if any: a shadow root knows its own; in the light DOM, the
 * root the host is in (the document, or a shadow root of the page's) does.
 */
export function focusedIn(root: HTMLElement | DocumentFragment): Element | undefined {
  const active = (root.getRootNode() as unknown as DocumentOrShadowRoot).activeElement;
  return active && root.contains(active) ? active : undefined;
}

// It needs no lifecycle hooks, so it is not a controller: it waits on the host's next update.
export class FocusMover {
  /** Resolves once focus has moved as last asked. */
  moved: Promise<void> = Promise.resolve();

  constructor(private readonly host: FocusHost) {}

  /** Moves focus to `target` once the update that renders it has completed. */
  request(target: FocusTarget): void {
    this.host.requestUpdate();
    this.moved = this.host.updateComplete.then(() => this.move(target));
  }

  /** An error summary link was followed: to its control, scrolled into view. */
  readonly follow = (control: ControlName): void => {
    const input = this.control(control);
    input?.focus();
    input?.scrollIntoView({ block: 'center' });
  };

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

  private find(selector: string): HTMLElement | null {
    return this.host.renderRoot.querySelector<HTMLElement>(selector);
  }

  private control(name: ControlName): HTMLElement | null {
    return this.find(`:is(.er-input, .er-checkbox)[name="${name}"]`);
  }
}
