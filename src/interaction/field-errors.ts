/**
 * The form's field errors, from the client-side checks and the server, as an
 * ordered list: the order of the error summary and of focus. An error leaves
 * when the person edits its field.
 */
import type { ReactiveControllerHost } from 'lit';
import { CONTROLS, type ControlName } from '../fields/model.js';
import type { FieldProblem } from '../fields/problem.js';

/** One field's error, in the order the fields appear in the form. */
export interface FieldError {
  field: ControlName;
  problem: FieldProblem;
}

export class FieldErrors {
  private problems: Partial<Record<ControlName, FieldProblem>> = {};

  constructor(private readonly host: ReactiveControllerHost) {}

  /** The field errors, in form order. */
  get list(): readonly FieldError[] {
    return CONTROLS.flatMap((field) => {
      const problem = this.problems[field];
      return problem ? [{ field, problem }] : [];
    });
  }

  of(field: ControlName): FieldProblem | undefined {
    return this.problems[field];
  }

  /** Shows these problems (the client-side checks' or the server's), replacing any shown. */
  set(problems: Partial<Record<ControlName, FieldProblem>>): void {
    this.problems = problems;
    this.host.requestUpdate();
  }

  /** The person changed this field: its error no longer applies. */
  readonly clear = (field: ControlName): void => {
    if (!this.problems[field]) return;
    const { [field]: _fixed, ...rest } = this.problems;
    this.problems = rest;
    this.host.requestUpdate();
  };
}
