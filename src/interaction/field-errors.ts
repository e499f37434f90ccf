/**
 * The form's field errors, from the client-side checks and the server, as an
 * ordered list: the order of the error summary and of focus. An error holds
 * until the person edits its control, which the form state counts.
 */
import type { ReactiveControllerHost } from 'lit';
import { CONTROLS, type ControlName } from '../fields/model.js';
import type { FieldProblem } from '../fields/problem.js';

/** One field's error, in the order the fields appear in the form. */
export interface FieldError {
  field: ControlName;
  problem: FieldProblem;
}

/** What field errors read of the form: how many times the person has changed a control. */
export interface EditCounts {
  editsOf(control: ControlName): number;
}

export class FieldErrors {
  private problems: Partial<Record<ControlName, { problem: FieldProblem; edits: number }>> = {};

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly form: EditCounts,
  ) {}

  /** The field errors, in form order. */
  get list(): readonly FieldError[] {
    return CONTROLS.flatMap((field) => {
      const problem = this.of(field);
      return problem ? [{ field, problem }] : [];
    });
  }

  /** The control's error, unless the person has edited it since. */
  of(field: ControlName): FieldProblem | undefined {
    const shown = this.problems[field];
    return shown?.edits === this.form.editsOf(field) ? shown.problem : undefined;
  }

  /** Shows these problems (the client-side checks' or the server's), replacing any shown. */
  set(problems: Partial<Record<ControlName, FieldProblem>>): void {
    this.problems = {};
    for (const field of CONTROLS) {
      const problem = problems[field];
      if (problem) this.problems[field] = { problem, edits: this.form.editsOf(field) };
    }
    this.host.requestUpdate();
  }
}
